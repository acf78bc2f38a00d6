import { z } from 'zod';
import { BUG_STATUSES } from './bug-values.ts';
import { RealmRefSchema, realmIdQuery } from './realms.ts';

/*
 * A realm's statistics (docs/product.md §13): its population, what was created each week, players
 * online over time and the worldserver's uptime; and the staff's figures beside them. The site's
 * `statistics` job computes them (server/features/statistics/); every page and answer reads its last
 * result. Days and weeks are UTC; a week starts on Monday and is named by that day (YYYY-MM-DD).
 */

/**
 * How often the job computes every realm's statistics: each run recounts a part of the large tables
 * (server/features/statistics/slices.ts), so that no figure is older than STATISTICS_MAX_AGE_MS:
 * eight runs in 10 minutes, each reading an eighth of a large realm's characters.
 */
export const STATISTICS_EVERY_MS = 75_000;
export const STATISTICS_MAX_AGE_MS = 10 * 60_000;
/** The players online are sampled this often, on one instance, and kept this many days. */
export const ONLINE_SAMPLE_EVERY_MS = 5 * 60_000;
export const ONLINE_KEEP_DAYS = 90;
/** The players online chart: one point per hour (the hour's highest sample) over the last days. */
export const ONLINE_RECENT_DAYS = 7;
/** Characters and accounts created: this many weeks, the current one last. */
export const CREATED_WEEKS = 26;
/** Hours up per day over this many days, and the last runs of the worldserver. */
export const UPTIME_DAYS = 30;
export const UPTIME_RUNS = 10;
/** The staff's figures per day over this many days, and per week over this many weeks. */
export const STAFF_DAYS = 30;
export const STAFF_WEEKS = 12;

/** Level bands: 1–9, 10–19, … 70–79, then 80 and above (`to` null). */
export const LEVEL_BANDS: ReadonlyArray<{ from: number; to: number | null }> = [
  ...Array.from({ length: 8 }, (_, i) => ({ from: Math.max(1, i * 10), to: i * 10 + 9 })),
  { from: 80, to: null },
];

export function realmStatisticsPath(realmId: number): string {
  return `/realms/${realmId}/statistics`;
}

const count = z.number().int().nonnegative();
/** A week's count: `week` is its Monday (YYYY-MM-DD, UTC). */
const WeekCountSchema = z.object({ week: z.string(), count });
/** A day's count (YYYY-MM-DD, UTC). */
const DayCountSchema = z.object({ day: z.string(), count });
export type WeekCount = z.infer<typeof WeekCountSchema>;
export type DayCount = z.infer<typeof DayCountSchema>;

/**
 * What everyone may see of a realm. Game masters' characters and accounts (a security level above 0
 * on the realm or on every realm) and deleted characters are never counted.
 */
export const RealmStatisticsSchema = z.object({
  realm: RealmRefSchema,
  /** When the job computed these figures (ISO 8601). */
  computedAt: z.string(),
  /** The realm's characters; null when the site does not read its characters database. */
  population: z
    .object({
      total: count,
      factions: z.object({ alliance: count, horde: count }),
      races: z.array(z.object({ race: z.number().int(), count })),
      classes: z.array(z.object({ class: z.number().int(), count })),
      levels: z.array(z.object({ from: z.number().int(), to: z.number().int().nullable(), count })),
    })
    .nullable(),
  created: z.object({
    /**
     * Characters by the week of `characters.creation_date`, the last CREATED_WEEKS weeks; null when
     * the core keeps no creation date (TrinityCore 3.3.5) or the characters are not read.
     */
    characters: z.array(WeekCountSchema).nullable(),
    /** Accounts with a character on this realm, by the week they were created (`account.joindate`). */
    accounts: z.array(WeekCountSchema),
  }),
  online: z.object({
    /** The last ONLINE_RECENT_DAYS days hour by hour: the hour's highest sample; null: none taken. */
    recent: z.array(z.object({ hour: z.string(), players: count.nullable() })),
    /** The highest sample of each day over ONLINE_KEEP_DAYS days; null: none taken that day. */
    dailyPeaks: z.array(z.object({ day: z.string(), players: count.nullable() })),
  }),
  uptime: z.object({
    /** Seconds the worldserver was up on each of the last UPTIME_DAYS days, from the `uptime` rows. */
    days: z.array(z.object({ day: z.string(), seconds: count })),
    /** Its last UPTIME_RUNS runs, newest first: start, length as last written, and peak of players. */
    runs: z.array(z.object({ startedAt: z.string(), seconds: count, maxPlayers: count })),
  }),
});
export type RealmStatistics = z.infer<typeof RealmStatisticsSchema>;
/** The players online chart's figures: by the hour, and each day's peak. */
export type OnlineHistory = RealmStatistics['online'];

const BugStatusCountsSchema = z.object(
  Object.fromEntries(BUG_STATUSES.map((s) => [s, count])) as Record<
    (typeof BUG_STATUSES)[number],
    typeof count
  >,
);

/** The figures only staff see, for the whole site (every realm shares the accounts). */
export const StaffStatisticsSchema = z.object({
  computedAt: z.string(),
  /** Accounts created each day (every account of the auth database), the last STAFF_DAYS days. */
  registrations: z.array(DayCountSchema),
  /** Sign-ins on the site each day, the last STAFF_DAYS days (counted from the day the site first ran this). */
  signIns: z.array(DayCountSchema),
  /** Bug reports made each week, by the status they have now, the last STAFF_WEEKS weeks. */
  bugReports: z.array(z.object({ week: z.string(), byStatus: BugStatusCountsSchema })),
  /**
   * Accounts created each week, and how many of them never logged into the game (`account.last_login`
   * empty), the last STAFF_WEEKS weeks.
   */
  newAccounts: z.array(z.object({ week: z.string(), accounts: count, neverLoggedIn: count })),
});
export type StaffStatistics = z.infer<typeof StaffStatisticsSchema>;

export const AdminStatisticsQuerySchema = z.object({ realmId: realmIdQuery });
export type AdminStatisticsQuery = z.infer<typeof AdminStatisticsQuerySchema>;

/** `GET /api/admin/statistics`: a realm's public statistics, the staff's figures and every realm to pick. */
export const AdminStatisticsSchema = z.object({
  realms: z.array(RealmRefSchema),
  realm: RealmStatisticsSchema,
  staff: StaffStatisticsSchema,
});
export type AdminStatistics = z.infer<typeof AdminStatisticsSchema>;
