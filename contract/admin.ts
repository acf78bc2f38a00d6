import { z } from 'zod';
import { accountIdField, pagingQuery } from './envelope.ts';
import { SiteRoleSchema } from './auth.ts';
import { text } from './i18n/text.ts';
import { REALM_ID_MESSAGES, RealmIdParamsSchema, RealmRefSchema, realmIdQuery } from './realms.ts';

/*
 * The admin area (docs/product.md §2.13, §2.14 admin screens, §5 rules, §7.5 admin calls): accounts (points,
 * security level per realm, bans), characters (unstuck, deletion, online players), dashboard figures and the
 * audit log.
 */

/** How a search term is matched: `auto` uses the indexes (id, username prefix, exact email); `contains` scans. */
const SearchMatchSchema = z.enum(['auto', 'contains']);

const SEARCH_MAX = 255;
/** The core's `banreason` is varchar(255); a deletion's reason is kept to the same. */
const REASON_MAX = 255;
const MAX_DP = 2_147_483_647;
const BAN_MAX_DAYS = 10_000;

/** The admin rules' messages (texts of the catalogues, in the reader's language where shown). */
export const ADMIN_MESSAGES = {
  searchLength: text('rule.admin.searchLength', { max: SEARCH_MAX }),
  dpNumber: text('rule.admin.dp.number'),
  dpWhole: text('rule.admin.dp.whole'),
  dpMin: text('rule.admin.dp.min'),
  dpMax: text('rule.admin.dp.max', { max: MAX_DP }),
  securityLevelNumber: text('rule.admin.securityLevel.number'),
  securityLevelRange: text('rule.admin.securityLevel.range'),
  reasonLength: text('rule.admin.reasonLength', { max: REASON_MAX }),
  banReasonRequired: text('rule.admin.ban.reasonRequired'),
  durationNumber: text('rule.admin.ban.durationNumber'),
  durationWhole: text('rule.admin.ban.durationWhole'),
  durationMin: text('rule.admin.ban.durationMin'),
  durationMax: text('rule.admin.ban.durationMax', { max: BAN_MAX_DAYS }),
  deleteReasonRequired: text('rule.admin.delete.reasonRequired'),
};
const M = ADMIN_MESSAGES;

const searchTerm = z
  .string()
  .trim()
  .max(SEARCH_MAX, M.searchLength)
  .optional()
  .transform((v) => (v ? v : undefined));

const sortOrder = z.enum(['asc', 'desc']).default('asc');

/** `page`/`pageSize` for the admin lists: 50 by default, at most 200. */
export const ADMIN_PAGE_SIZE = 50;
const ADMIN_MAX_PAGE_SIZE = 200;

// ----- Accounts -----

export const AccountListQuerySchema = z.object({
  search: searchTerm,
  match: SearchMatchSchema.default('auto'),
  ...pagingQuery(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  sort: z.enum(['id', 'username']).default('id'),
  order: sortOrder,
});
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;

/** The role shown in the Roles column: the highest site role, or `user`. */
const AccountRoleSchema = z.enum(['user', 'moderator', 'admin', 'super_admin']);
export type AccountRole = z.infer<typeof AccountRoleSchema>;

const AdminAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Shown in lower case; the core stores it upper-cased. */
  email: z.string(),
  dp: z.number().int(),
  role: AccountRoleSchema,
  roles: z.array(SiteRoleSchema),
  /** The highest game security level of the account (any realm), null without an access row. */
  securityLevel: z.number().int().nullable(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  online: z.boolean(),
  banned: z.boolean(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

/** Stat figures; null while a large realm is still counting (they then come from a short cache). */
const AccountStatsSchema = z.object({
  totalAccounts: z.number().int().nullable(),
  /** Accounts with a character in the world. */
  online: z.number().int().nullable(),
  totalDp: z.number().int().nullable(),
});
export type AccountStats = z.infer<typeof AccountStatsSchema>;

export const AccountListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminAccountSchema),
  total: z.number().int(),
  /** True when `total` is the highest id, standing in for a count still running on a large realm. */
  totalEstimated: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: AccountStatsSchema,
});
export type AccountListResponse = z.infer<typeof AccountListResponseSchema>;

/** `/admin/accounts/:id/…` (docs/product.md §7.5 names the account `id` there). */
export const AccountParamsSchema = z.object({ id: accountIdField });

const RealmAccessSchema = z.object({
  /** -1 means every realm. */
  realmId: z.number().int(),
  realmName: z.string(),
  securityLevel: z.number().int(),
  label: z.string(),
});
export type RealmAccess = z.infer<typeof RealmAccessSchema>;

const BanRecordSchema = z.object({
  /** Unix seconds, as the core writes them. */
  bandate: z.number().int(),
  unbandate: z.number().int(),
  permanent: z.boolean(),
  bannedBy: z.string(),
  reason: z.string(),
  /** The row's `active` flag, and whether the ban still blocks sign-in now. */
  active: z.boolean(),
  inForce: z.boolean(),
});
export type BanRecord = z.infer<typeof BanRecordSchema>;

const AccountCharacterSchema = z.object({
  realm: RealmRefSchema,
  guid: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  online: z.boolean(),
});

const PointsChangeSchema = z.object({
  before: z.number().int(),
  after: z.number().int(),
  changedBy: z.string(),
  /** Epoch milliseconds. */
  changedAt: z.number().int(),
});

export const AccountDetailSchema = AdminAccountSchema.extend({
  access: z.array(RealmAccessSchema),
  lastLogin: z.string().nullable(),
  lastIp: z.string(),
  ban: BanRecordSchema.nullable(),
  banHistory: z.array(BanRecordSchema),
  characters: z.array(AccountCharacterSchema),
  pointsHistory: z.array(PointsChangeSchema),
  /** The realm list, for choosing where a security level applies. */
  realms: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AccountDetail = z.infer<typeof AccountDetailSchema>;

export const UpdateDpBodySchema = z.object({
  dp: z.number({ message: M.dpNumber }).int(M.dpWhole).min(0, M.dpMin).max(MAX_DP, M.dpMax),
});
export type UpdateDpBody = z.infer<typeof UpdateDpBodySchema>;

export const SetSecurityBodySchema = z.object({
  securityLevel: z
    .number({ message: M.securityLevelNumber })
    .int(M.securityLevelRange)
    .min(0, M.securityLevelRange)
    .max(3, M.securityLevelRange),
  realmId: z
    .number({ message: REALM_ID_MESSAGES.number })
    .int(REALM_ID_MESSAGES.whole)
    .min(-1, REALM_ID_MESSAGES.allOrListed)
    .default(-1),
});
export type SetSecurityBody = z.infer<typeof SetSecurityBodySchema>;

export const SecurityParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(4294967295),
  realmId: z.coerce.number().int().min(-1).default(-1),
});

export const BanBodySchema = z.object({
  reason: z
    .string({ message: M.banReasonRequired })
    .trim()
    .min(1, M.banReasonRequired)
    .max(REASON_MAX, M.reasonLength),
  /** Days, at least 1; absent or null means permanent. */
  duration: z
    .number({ message: M.durationNumber })
    .int(M.durationWhole)
    .min(1, M.durationMin)
    .max(BAN_MAX_DAYS, M.durationMax)
    .nullish(),
});
export type BanBody = z.infer<typeof BanBodySchema>;

export const BanResultSchema = z.object({
  ban: BanRecordSchema,
  /** Site sessions ended by the ban. */
  sessionsEnded: z.number().int(),
  /** Characters kicked through the worldserver console, and why some could not be. */
  kicked: z.array(z.string()),
  kickErrors: z.array(z.string()),
});
export type BanResult = z.infer<typeof BanResultSchema>;

export const UnbanResultSchema = z.object({ unbanned: z.number().int() });

export const SecurityResultSchema = z.object({ access: z.array(RealmAccessSchema) });

export const DpResultSchema = z.object({
  id: z.number().int(),
  dp: z.number().int(),
  before: z.number().int(),
});

// ----- Characters -----

export const CharacterListQuerySchema = z.object({
  /** One realm's characters; absent: every realm whose characters the site reads. */
  realmId: realmIdQuery,
  search: searchTerm,
  match: SearchMatchSchema.default('auto'),
  ...pagingQuery(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  sort: z.enum(['guid', 'name']).default('guid'),
  order: sortOrder,
});
export type CharacterListQuery = z.infer<typeof CharacterListQuerySchema>;

const AdminCharacterSchema = z.object({
  realm: RealmRefSchema,
  guid: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  map: z.number().int(),
  zone: z.number().int(),
  /** Seconds played. */
  totaltime: z.number().int(),
  /** Unix seconds. */
  logout_time: z.number().int(),
  online: z.boolean(),
  account: z.object({ id: z.number().int(), username: z.string() }),
});
export type AdminCharacter = z.infer<typeof AdminCharacterSchema>;

const characterFigures = {
  totalCharacters: z.number().int().nullable(),
  online: z.number().int().nullable(),
  /** Characters at the maximum level, 80; null while a large realm is still counting them. */
  maxLevel: z.number().int().nullable(),
};

/** The figures of the realm asked for, or of every realm together; and each realm's own. */
const CharacterStatsSchema = z.object({
  ...characterFigures,
  realms: z.array(RealmRefSchema.extend(characterFigures)),
});
export type CharacterStats = z.infer<typeof CharacterStatsSchema>;

export const CharacterListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminCharacterSchema),
  total: z.number().int(),
  totalEstimated: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: CharacterStatsSchema,
});
export type CharacterListResponse = z.infer<typeof CharacterListResponseSchema>;

export const OnlinePlayersQuerySchema = z.object({ realmId: realmIdQuery });

export const OnlinePlayerSchema = z.object({
  realm: RealmRefSchema,
  guid: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  map: z.number().int(),
  zone: z.number().int(),
  account: z.object({ id: z.number().int(), username: z.string() }),
});
export type OnlinePlayer = z.infer<typeof OnlinePlayerSchema>;

export const CharacterGuidParamsSchema = z.object({ guid: z.coerce.number().int().min(1).max(4294967295) });

/** A character is its realm and its guid: `?realmId=2`; absent, the realm of the one-realm settings. */
export const CharacterRealmQuerySchema = z.object({ realmId: realmIdQuery });

export const DeleteCharacterBodySchema = z.object({
  reason: z
    .string({ message: M.deleteReasonRequired })
    .trim()
    .min(1, M.deleteReasonRequired)
    .max(REASON_MAX, M.reasonLength),
});
export type DeleteCharacterBody = z.infer<typeof DeleteCharacterBodySchema>;

export const UnstuckResultSchema = z.object({
  guid: z.number().int(),
  name: z.string(),
  /** `database` for an offline character moved by the site, `console` for an online one. */
  via: z.enum(['database', 'console']),
  position: z
    .object({ map: z.number(), zone: z.number(), x: z.number(), y: z.number(), z: z.number() })
    .nullable(),
  reply: z.string().nullable(),
});
export type UnstuckResult = z.infer<typeof UnstuckResultSchema>;

export const DeleteCharacterResultSchema = z.object({
  guid: z.number().int(),
  name: z.string(),
  account: z.number().int(),
  /**
   * `console`: the running worldserver erased the character (`character erase`, full removal, the
   * player kicked first if in the world); `database`: no worldserver runs, so the site unlinked it
   * as `CharDelete.Method = 1` does, with the guild, group, arena and petition changes.
   */
  via: z.enum(['console', 'database']),
  /** When the unlinked character can be brought back (`.character deleted restore`), else null. */
  restore: z.string().nullable(),
  /** The worldserver's answer, for the console path. */
  reply: z.string().nullable(),
});
export type DeleteCharacterResult = z.infer<typeof DeleteCharacterResultSchema>;

// ----- Who is online (docs/product.md §2.16) -----

/** `GET /api/admin/online`: one realm (absent: the realm of the one-realm settings), a page at a time. */
export const AdminOnlineQuerySchema = z.object({
  realmId: realmIdQuery,
  ...pagingQuery(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type AdminOnlineQuery = z.infer<typeof AdminOnlineQuerySchema>;

/** A character in the world, as staff see it: game masters included, with their level. */
const AdminOnlineCharacterSchema = z.object({
  guid: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  map: z.number().int(),
  zone: z.number().int(),
  account: z.object({ id: z.number().int(), username: z.string() }),
  /** The security level this realm's worldserver gives the account (`account_access`); above 0: a game master. */
  gmLevel: z.number().int(),
});
export type AdminOnlineCharacter = z.infer<typeof AdminOnlineCharacterSchema>;

/** A realm whose characters the site reads, and whether its worldserver answered at the last check. */
const AdminOnlineRealmSchema = RealmRefSchema.extend({ online: z.boolean() });

export const AdminOnlineListSchema = z.object({
  success: z.literal(true),
  /** Empty while the realm's worldserver does not answer, whatever marks its rows keep. */
  data: z.array(AdminOnlineCharacterSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The realm listed. */
  realm: AdminOnlineRealmSchema,
  /** Every realm that can be chosen. */
  realms: z.array(AdminOnlineRealmSchema),
});
export type AdminOnlineList = z.infer<typeof AdminOnlineListSchema>;

/** `POST /api/admin/realms/{realmId}/characters/{guid}/kick`. */
export const KickParamsSchema = z.object({
  realmId: RealmIdParamsSchema.shape.id,
  guid: z.coerce.number().int().min(1).max(4294967295),
});

export const KickResultSchema = z.object({
  realm: RealmRefSchema,
  guid: z.number().int(),
  name: z.string(),
  /** What the worldserver's console answered. */
  reply: z.string(),
});
export type KickResult = z.infer<typeof KickResultSchema>;

// ----- Dashboard -----

export const DashboardStatsSchema = z.object({
  /** Null figures: a large realm is still counting them (a read of the whole table). */
  accounts: z.object({ total: z.number().int().nullable(), newLast7Days: z.number().int().nullable() }),
  /** Every realm together. */
  characters: z.object({
    total: z.number().int().nullable(),
    online: z.number().int().nullable(),
    maxLevel: z.number().int().nullable(),
  }),
  /** Each realm's own character figures. */
  realms: z.array(
    RealmRefSchema.extend({
      characters: z.object({
        total: z.number().int().nullable(),
        online: z.number().int().nullable(),
        maxLevel: z.number().int().nullable(),
      }),
    }),
  ),
  news: z.object({
    published: z.number().int(),
    totalViews: z.number().int(),
    /** Epoch milliseconds of the newest article change, null without articles. */
    lastUpdate: z.number().int().nullable(),
  }),
  /** Open bugs (every status but done and not_a_bug) by status. */
  bugs: z.object({ open: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
  /** When these figures were computed (epoch ms): large realms get them from a short cache. */
  computedAt: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

// ----- Audit log -----

export const AuditQuerySchema = z.object({
  actor: z.string().trim().max(32).optional(),
  action: z.string().trim().max(40).optional(),
  targetType: z.enum(['account', 'character', 'news', 'bug']).optional(),
  targetId: z.string().trim().max(40).optional(),
  ...pagingQuery(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The actions the audit page can filter on (server/platform/audit.ts records them). */
export const AUDIT_ACTIONS = [
  'account.points',
  'account.security.set',
  'account.security.remove',
  'account.ban',
  'account.unban',
  'character.unstuck',
  'character.delete',
  'character.kick',
  'news.create',
  'news.update',
  'news.delete',
  'bug.update',
  'bug.delete',
  'role.grant',
  'role.revoke',
] as const;
