import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of the admin area: every admin write refreshes all of them (lists, details, figures). */
export const adminKeys = {
  all: ['admin'] as const,
  accounts: (params: AdminListParams) => ['admin', 'accounts', 'list', params] as const,
  account: (id: number) => ['admin', 'accounts', 'detail', id] as const,
  characters: (params: AdminListParams & { realmId?: number }) =>
    ['admin', 'characters', 'list', params] as const,
  onlinePlayers: ['admin', 'characters', 'online'] as const,
  whoIsOnline: (params: { realmId: number | undefined; page: number }) =>
    ['admin', 'online', params] as const,
  configuration: ['admin', 'configuration'] as const,
  audit: (params: object) => ['admin', 'audit', params] as const,
  dashboard: ['admin', 'dashboard'] as const,
};

/** What the accounts and characters screens ask the server for: a search and a page. */
export interface AdminListParams {
  search: string;
  /** Match anywhere (reads the whole table) rather than the fast prefix/exact search. */
  contains: boolean;
  page: number;
  pageSize: number;
}

/** The query string of an admin list call. */
export function adminListQuery(params: AdminListParams) {
  return {
    search: params.search.trim(),
    match: params.contains ? ('contains' as const) : undefined,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/** A staff write: on success every admin view is fetched again. */
export function useAdminMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
