import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of the account area: every account write refreshes all of them. */
export const accountKeys = {
  all: ['account'] as const,
  overview: ['account', 'overview'] as const,
  sessions: ['account', 'sessions'] as const,
  characters: ['account', 'characters'] as const,
};

/** A plain answer: the server's sentence. */
export type Message = { message: string };

/** An account write: on success every account view is fetched again. */
export function useAccountMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
