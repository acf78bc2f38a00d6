import type { DashboardStats } from '../../../contract/admin.ts';
import { BUG_STATUSES, RESOLVED_STATUSES } from '../../../contract/bug-values.ts';
import { accountStats, type AdminDeps } from './accounts.service.ts';
import { characterStats } from './characters.service.ts';
import * as repo from './dashboard.repo.ts';
import { FIGURE_WAIT_MS } from './live-figures.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The dashboard's Quick Overview, live (large realms: from the short-lived figures of live-figures.ts):
 * the character figures of every realm together and of each realm; open bugs are every status but the
 * resolved ones.
 */
export async function dashboardStats(
  deps: Pick<AdminDeps, 'dbs' | 'realms' | 'figures' | 'answering'>,
): Promise<DashboardStats> {
  const { dbs } = deps;
  const since = new Date(Date.now() - WEEK_MS).toISOString().slice(0, 19).replace('T', ' ');
  const [accounts, newAccounts, characters, news, bugs] = await Promise.all([
    accountStats(deps),
    // Keyed by the day, so the figure never mixes two windows for long.
    deps.figures.get(
      `accounts.new.${since.slice(0, 10)}`,
      () => repo.countAccountsSince(dbs.auth, since),
      FIGURE_WAIT_MS,
    ),
    characterStats(deps),
    repo.newsFigures(dbs.web),
    repo.bugsByStatus(dbs.web),
  ]);
  const byStatus: Record<string, number> = {};
  for (const status of BUG_STATUSES)
    if (!RESOLVED_STATUSES.includes(status)) byStatus[status] = bugs[status] ?? 0;
  return {
    accounts: { total: accounts.totalAccounts, newLast7Days: newAccounts.value },
    characters: {
      total: characters.totalCharacters,
      online: characters.online,
      maxLevel: characters.maxLevel,
    },
    realms: characters.realms.map((r) => ({
      id: r.id,
      name: r.name,
      characters: { total: r.totalCharacters, online: r.online, maxLevel: r.maxLevel },
    })),
    news,
    bugs: { open: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus },
    computedAt: Date.now(),
  };
}
