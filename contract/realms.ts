import { z } from 'zod';
import { pagingQuery } from './envelope.ts';
import { text } from './i18n/text.ts';

/*
 * The realms of the core's `realmlist`: their live status, who is online on each, and how to connect
 * (the client build and the `set realmlist` line).
 */

/** What a realm id must be: its rules' messages, shared with the character params. */
export const REALM_ID_MESSAGES = {
  number: text('rule.realmId.number'),
  whole: text('rule.realmId.whole'),
  positive: text('rule.realmId.positive'),
  notNegative: text('rule.realmId.notNegative'),
  tooLarge: text('rule.realmId.tooLarge'),
  allOrListed: text('rule.realmId.allOrListed'),
};
const M = REALM_ID_MESSAGES;

/** Which realm a character lives on: every character the site shows names its realm. */
export const RealmRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const RealmIdParamsSchema = z.object({
  id: z.coerce.number({ error: M.number }).int(M.whole).positive(M.positive).max(4_294_967_295, M.tooLarge),
});

/** A realm given by id in a JSON body: absent means the realm of the one-realm settings. */
export const realmIdField = z
  .number({ error: M.number })
  .int(M.whole)
  .positive(M.positive)
  .max(4_294_967_295, M.tooLarge)
  .optional();

/** A realm given by id in a query (`?realmId=2`): absent means the realm of the one-realm settings. */
export const realmIdQuery = z.coerce
  .number({ error: M.number })
  .int(M.whole)
  .positive(M.positive)
  .max(4_294_967_295, M.tooLarge)
  .optional();

/** `realmlist.icon` as the client reads it: 0/4 Normal, 1 PvP, 6 RP, 8 RP-PvP (docs/game-core.md §8.1). */
const REALM_TYPES = ['Normal', 'PvP', 'RP', 'RP-PvP'] as const;
export type RealmType = (typeof REALM_TYPES)[number];

export const RealmStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The worldserver accepted a TCP connection at the realm's address within 1 s at the last check. */
  online: z.boolean(),
  /** Characters in the world now, game masters left out; 0 while the worldserver does not answer. */
  players: z.object({ alliance: z.number().int(), horde: z.number().int() }),
  /** From the newest `uptime` row while online: when the worldserver started, and the run's peak. */
  uptime: z.object({ startedAt: z.string(), seconds: z.number().int() }).nullable(),
  peak: z.number().int().nullable(),
  /** `realmlist.flag` as the core sets it (RealmFlags 0x02 offline, 0x20 recommended, 0x40 new). */
  flags: z.object({ offline: z.boolean(), recommended: z.boolean(), new: z.boolean() }),
  type: z.enum(REALM_TYPES),
  /** Whether the site reads this realm's characters (a characters database is configured). */
  hasCharacters: z.boolean(),
  /** Whether `GET /api/realms/{id}/online` lists who is online (PUBLIC_ONLINE_LIST). */
  onlineListPublic: z.boolean(),
  /** When the worldserver was last checked (ISO 8601). */
  checkedAt: z.string(),
});
export type RealmStatus = z.infer<typeof RealmStatusSchema>;

/** What the header shows of each realm: its mark and players, in every page's HTML. */
export type RealmSummary = Pick<RealmStatus, 'id' | 'name' | 'online' | 'players'>;

/** How often each realm is checked, at most: every request reads the last check. */
export const REALM_STATUS_INTERVAL_MS = 15_000;

const ONLINE_PAGE_SIZE = 50;
export const OnlineListQuerySchema = z.object({ ...pagingQuery(ONLINE_PAGE_SIZE, 200) });
export type OnlineListQuery = z.infer<typeof OnlineListQuerySchema>;

/** A character in the world, as the public list shows it (no account, no game master). */
export const OnlineCharacterSchema = z.object({
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  map: z.number().int(),
  zone: z.number().int(),
});
export type OnlineCharacter = z.infer<typeof OnlineCharacterSchema>;

/** `GET /api/realmlist`: what the how-to-connect page tells a player to type. */
export const RealmlistInfoSchema = z.object({
  /** REALMLIST_HOST, by default the host of PUBLIC_URL. */
  host: z.string(),
  /** The exact line for `realmlist.wtf`. */
  line: z.string(),
  /** The client the realms expect: 3.3.5a, build 12340. */
  clientVersion: z.string(),
  build: z.number().int(),
});
export type RealmlistInfo = z.infer<typeof RealmlistInfoSchema>;
