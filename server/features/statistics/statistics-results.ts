import {
  ONLINE_KEEP_DAYS,
  ONLINE_SAMPLE_EVERY_MS,
  STATISTICS_EVERY_MS,
  type RealmStatistics,
  type StaffStatistics,
} from '../../../contract/statistics.ts';
import type { DataVersions } from '../../platform/data-versions.ts';
import { sharedRun } from '../../platform/shared-run.ts';
import type { RealmStatusMonitor } from '../realms/realm-status.ts';
import { DAY_MS } from './calendar.ts';
import * as repo from './statistics.repo.ts';
import {
  computeRealmStatistics,
  computeStaffStatistics,
  type ComputeDeps,
  type HeldStatistics,
} from './statistics.service.ts';

/*
 * The statistics as every instance serves them (ADR 024). The `statistics` job (one instance per
 * interval, a `job_lease`) computes every realm's figures and the staff's, and writes those that
 * changed to `statistics_result` in one transaction with the `statistics` data version. Each instance
 * keeps the rows in memory and reads them again when it sees the version move (its own write at once,
 * another instance's within the 250 ms poll), so no request computes anything, and the statistics
 * pages are held under that version. The `online sample` job (one instance per interval too) writes
 * each realm's players online to `online_sample` every 5 minutes and forgets samples after 90 days.
 */

const realmKey = (realmId: number) => `realm:${realmId}`;
const STAFF_KEY = 'staff';

export interface StatisticsResults extends HeldStatistics {
  /**
   * Computes every realm's and the staff's figures and keeps those that changed: the `statistics`
   * job's work. A call made while a computation runs waits for it, then computes again.
   */
  refresh(now?: number): Promise<void>;
  /** Takes each realm's players online now and forgets samples past 90 days: the `online sample` job's work. */
  sampleOnline(now?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The statistics (tests and benches run the jobs' work at once). */
    statistics: StatisticsResults;
  }
}

/** A result without its time: what decides whether the figures changed. */
const figuresOf = (body: { computedAt: string }) => JSON.stringify({ ...body, computedAt: '' });

export function createStatisticsResults(
  deps: ComputeDeps & {
    versions: DataVersions;
    realmStatus: Pick<RealmStatusMonitor, 'of'>;
  },
): StatisticsResults {
  const { dbs, versions } = deps;
  let held = new Map<string, { computedAt: number; body: string; parsed?: unknown }>();
  let heldVersion = -1;

  // What this instance holds follows the version: rows are read again when it has moved.
  const load = sharedRun(async () => {
    const version = versions.of('statistics');
    const rows = await repo.findStatisticsResults(dbs.web);
    held = new Map(rows.map((r) => [r.name, { computedAt: Number(r.computed_at), body: r.body }]));
    heldVersion = version;
  });

  async function read<T>(key: string): Promise<T | undefined> {
    if (heldVersion !== versions.of('statistics')) await load();
    const entry = held.get(key);
    if (!entry) return undefined;
    entry.parsed ??= JSON.parse(entry.body);
    return entry.parsed as T;
  }

  async function compute(now: number): Promise<void> {
    const realms = deps.realms.realms;
    const results = await Promise.allSettled([
      ...realms.map(
        async (realm) => [realmKey(realm.id), await computeRealmStatistics(deps, realm, now)] as const,
      ),
      (async () => [STAFF_KEY, await computeStaffStatistics(deps, now)] as const)(),
    ]);
    if (heldVersion !== versions.of('statistics')) await load();
    const changed: Array<{ name: string; computed_at: number; body: string }> = [];
    for (const result of results) {
      if (result.status !== 'fulfilled') continue;
      const [name, figures] = result.value;
      // A large table not yet counted whole: the last figures stay (or none, the first time).
      if (!figures) continue;
      const before = held.get(name);
      if (before && figuresOf(JSON.parse(before.body)) === figuresOf(figures)) continue;
      changed.push({ name, computed_at: now, body: JSON.stringify(figures) });
    }
    if (changed.length > 0)
      await versions.change(dbs.web, 'statistics', async (trx) => {
        for (const row of changed) await repo.saveStatisticsResult(trx, row);
      });
    // A realm that could not be read keeps its last figures; the job reports the failure.
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  let computing: Promise<void> | undefined;

  return {
    realm: (realmId) => read<RealmStatistics>(realmKey(realmId)),
    staff: () => read<StaffStatistics>(STAFF_KEY),
    async refresh(now = Date.now()) {
      while (computing) await computing.catch(() => {});
      computing = compute(now).finally(() => (computing = undefined));
      return computing;
    },
    async sampleOnline(now = Date.now()) {
      const slot = Math.floor(now / ONLINE_SAMPLE_EVERY_MS) * ONLINE_SAMPLE_EVERY_MS;
      for (const realm of deps.realms.realms) {
        // The realm status counts players only while the worldserver answers: a stopped realm is 0.
        const status = deps.realmStatus.of(realm.id);
        const players = status?.online ? status.players.alliance + status.players.horde : 0;
        await repo.insertOnlineSample(dbs.web, { realm_id: realm.id, sampled_at: slot, players });
      }
      await repo.deleteOnlineSamplesBefore(dbs.web, now - ONLINE_KEEP_DAYS * DAY_MS);
    },
  };
}

/** The two jobs, as buildApp declares them: each runs on one instance per interval. */
export function statisticsJobs(statistics: StatisticsResults) {
  return [
    {
      name: 'statistics',
      everyMs: STATISTICS_EVERY_MS,
      atStart: true,
      shared: true,
      task: () => statistics.refresh(),
    },
    {
      // Not at start: the realms' first status check may still be under way.
      name: 'online sample',
      everyMs: ONLINE_SAMPLE_EVERY_MS,
      shared: true,
      task: () => statistics.sampleOnline(),
    },
  ];
}
