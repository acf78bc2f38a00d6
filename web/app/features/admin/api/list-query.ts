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
    match: params.contains ? 'contains' : undefined,
    page: params.page,
    pageSize: params.pageSize,
  };
}
