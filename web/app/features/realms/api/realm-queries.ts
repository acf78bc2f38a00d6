import { useQuery } from '@tanstack/react-query';
import {
  REALM_STATUS_INTERVAL_MS,
  type OnlineCharacter,
  type RealmlistInfo,
  type RealmStatus,
} from '#contract/realms.ts';
import { api } from '#web/lib/api-client.ts';
import { getFromApi, type LoaderContext } from '#web/lib/page-data.ts';

export const realmKeys = { status: ['realms', 'status'] as const };

/**
 * When to ask again: just after the server's next check (each round starts 15 s after the last one
 * ended, and takes up to a second), so a change shows within a few seconds of the server seeing it.
 */
export function untilNextCheck(realms: RealmStatus[] | undefined, now = Date.now()): number {
  const last = Math.max(0, ...(realms ?? []).map((r) => Date.parse(r.checkedAt) || 0));
  if (!last) return REALM_STATUS_INTERVAL_MS;
  const next = last + REALM_STATUS_INTERVAL_MS + 2_000 - now;
  return Math.min(2 * REALM_STATUS_INTERVAL_MS, Math.max(3_000, next));
}

/** GET /api/realms, kept current while the page is open (the server checks every 15 s at most). */
export function useRealmStatus(initial?: RealmStatus[]) {
  return useQuery({
    queryKey: realmKeys.status,
    queryFn: ({ signal }) => api<{ data: RealmStatus[] }>('/realms', { signal }).then((r) => r.data),
    initialData: initial,
    staleTime: 5_000,
    refetchInterval: (query) => untilNextCheck(query.state.data),
  });
}

/*
 * The realm pages load their data in route loaders, on the server: the HTML holds the status, the
 * list of who is online and the realmlist line.
 */

export function loadRealms(context: LoaderContext, url: URL) {
  return getFromApi<{ data: RealmStatus[] }>(context, url, '/realms').then((r) => r.data);
}

export function loadOnline(context: LoaderContext, url: URL, realmId: number, page: number) {
  return getFromApi<{ data: OnlineCharacter[]; total: number; page: number; pageSize: number }>(
    context,
    url,
    `/realms/${realmId}/online`,
    { page },
  );
}

export function loadRealmlist(context: LoaderContext, url: URL) {
  return getFromApi<{ data: RealmlistInfo }>(context, url, '/realmlist').then((r) => r.data);
}
