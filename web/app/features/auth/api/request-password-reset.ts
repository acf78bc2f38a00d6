import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** POST /api/auth/reset-password: asks for a reset link; the answer is the same whether or not the address is known. */
async function requestPasswordReset({ email, altcha }: { email: string; altcha?: string }): Promise<void> {
  await api<{ message?: string }>('/auth/reset-password', {
    method: 'POST',
    body: { email, clientUrl: window.location.origin, altcha },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
