import { z } from 'zod';
import { text } from './i18n/text.ts';
import { RealmIdParamsSchema, RealmRefSchema, realmIdQuery } from './realms.ts';

/*
 * The armory (docs/product.md §11): every visible character and guild of every realm, read from the
 * realm's characters database, its world database (items) and its client data (talents, achievements,
 * icons). Codes travel as numbers; names the client data or the world database gives travel in the
 * reader's language; the game's fixed names (races, stats, slots) are the catalogues' `game.*` texts.
 */

export const ARMORY_PAGE_SIZE = 20;
/** Search pages beyond this are not served: a name prefix narrows the list instead. */
export const ARMORY_MAX_PAGE = 50;
export const GUILD_MEMBERS_PAGE_SIZE = 50;
/** A character page may be this old: the worldserver saves characters every few minutes anyway. */
export const ARMORY_MAX_AGE_MS = 60_000;

/** A character or guild name as the game allows it: letters only, 2–12 (characters) or up to 24 with spaces (guilds). */
const nameSearch = z
  .string()
  .trim()
  .max(24, text('rule.armory.searchTooLong'))
  .regex(/^[\p{L} ]*$/u, text('rule.armory.searchLetters'));

export const ArmorySearchQuerySchema = z.object({
  search: nameSearch.default(''),
  realmId: realmIdQuery,
  page: z.coerce
    .number({ error: text('rule.page.number') })
    .int(text('rule.page.whole'))
    .min(1, text('rule.page.positive'))
    .max(ARMORY_MAX_PAGE, text('rule.armory.pageTooFar', { max: ARMORY_MAX_PAGE }))
    .default(1),
});
export type ArmorySearchQuery = z.infer<typeof ArmorySearchQuerySchema>;

/** One page of a search: no total is counted (a one-letter prefix matches a large part of a realm). */
export function searchEnvelope<T extends z.ZodType>(row: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}

export const FactionSchema = z.enum(['Alliance', 'Horde']);

export const ArmoryCharacterRefSchema = z.object({
  realm: RealmRefSchema,
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  gender: z.number().int(),
  guild: z.string().nullable(),
});
export type ArmoryCharacterRef = z.infer<typeof ArmoryCharacterRefSchema>;

export const ArmoryGuildRefSchema = z.object({
  realm: RealmRefSchema,
  name: z.string(),
  faction: FactionSchema.nullable(),
  members: z.number().int(),
});
export type ArmoryGuildRef = z.infer<typeof ArmoryGuildRefSchema>;

export const ArmoryCharacterParamsSchema = z.object({
  realmId: RealmIdParamsSchema.shape.id,
  name: z.string().trim().min(1).max(12, text('rule.armory.nameTooLong')),
});

export const ArmoryGuildParamsSchema = z.object({
  realmId: RealmIdParamsSchema.shape.id,
  name: z.string().trim().min(1).max(24, text('rule.armory.guildTooLong')),
});

export const GUILD_MEMBER_SORTS = ['rank', 'name', 'level', 'class'] as const;
export const GuildMembersQuerySchema = z.object({
  page: z.coerce
    .number({ error: text('rule.page.number') })
    .int(text('rule.page.whole'))
    .min(1, text('rule.page.positive'))
    .default(1),
  sort: z.enum(GUILD_MEMBER_SORTS).default('rank'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type GuildMembersQuery = z.infer<typeof GuildMembersQuerySchema>;

/** A gem in a socket: the enchantment it gives, as the game's tooltip shows it. */
const SocketSchema = z.object({
  /** 1 meta, 2 red, 4 yellow, 8 blue (`socketColor_N`); 14 prismatic (the belt buckle's). */
  color: z.number().int(),
  gem: z.object({ text: z.string(), icon: z.string().nullable(), color: z.number().int() }).nullable(),
});

export const ItemTooltipSchema = z.object({
  bonding: z.number().int(),
  inventoryType: z.number().int(),
  class: z.number().int(),
  subclass: z.number().int(),
  armor: z.number().int(),
  block: z.number().int(),
  damage: z.array(z.object({ min: z.number(), max: z.number(), type: z.number().int() })),
  /** Seconds between swings, 0 for armour. */
  speed: z.number(),
  /** Damage per second of the weapon's own range. */
  dps: z.number().nullable(),
  stats: z.array(z.object({ type: z.number().int(), value: z.number().int() })),
  resistances: z.array(z.object({ school: z.string(), value: z.number().int() })),
  sockets: z.array(SocketSchema),
  /** The socket bonus's text, and whether every socket holds a gem of its colour. */
  socketBonus: z.object({ text: z.string(), active: z.boolean() }).nullable(),
  /** The permanent enchantment's text (`item_instance.enchantments` slot 0). */
  enchantment: z.string().nullable(),
  durability: z.object({ current: z.number().int(), max: z.number().int() }).nullable(),
  requiredLevel: z.number().int(),
  /** Equip and use effects: the spell's name with its trigger (0 use, 1 equip, 2 chance on hit). */
  spells: z.array(z.object({ trigger: z.number().int(), name: z.string() })),
  set: z
    .object({
      name: z.string(),
      pieces: z.array(z.object({ name: z.string(), equipped: z.boolean() })),
      bonuses: z.array(z.object({ pieces: z.number().int(), text: z.string(), active: z.boolean() })),
    })
    .nullable(),
  description: z.string(),
});
export type ItemTooltip = z.infer<typeof ItemTooltipSchema>;

/** An equipped item: its slot (0 head … 18 tabard) and, when the world database is read, its template. */
export const ArmoryItemSchema = z.object({
  slot: z.number().int(),
  entry: z.number().int(),
  /** Null without the realm's world database: the item is shown by number. */
  name: z.string().nullable(),
  quality: z.number().int().nullable(),
  itemLevel: z.number().int().nullable(),
  /** The icon's address (ARMORY_ICON_URL with the client data's icon name), or null for a quality frame. */
  icon: z.string().nullable(),
  tooltip: ItemTooltipSchema.nullable(),
});
export type ArmoryItem = z.infer<typeof ArmoryItemSchema>;

export const TalentTreeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  points: z.number().int(),
  talents: z.array(
    z.object({
      id: z.number().int(),
      row: z.number().int(),
      column: z.number().int(),
      rank: z.number().int(),
      maxRank: z.number().int(),
      name: z.string(),
      icon: z.string().nullable(),
    }),
  ),
});
export type TalentTree = z.infer<typeof TalentTreeSchema>;

export const TalentSpecSchema = z.object({
  /** 0 the first specialization, 1 the second. */
  group: z.number().int(),
  active: z.boolean(),
  trees: z.array(TalentTreeSchema),
  glyphs: z.array(
    z.object({ id: z.number().int(), name: z.string(), major: z.boolean(), icon: z.string().nullable() }),
  ),
});
export type TalentSpec = z.infer<typeof TalentSpecSchema>;

export const ArmoryAchievementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  icon: z.string().nullable(),
  /** When it was earned (ISO 8601). */
  date: z.string(),
});

export const ArmoryProfessionSchema = z.object({
  /** The SkillLine id (164 blacksmithing, 185 cooking, …); named by the catalogues' `game.skill.*`. */
  skill: z.number().int(),
  value: z.number().int(),
  max: z.number().int(),
});

export const ArmoryArenaTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 2, 3 or 5: the bracket. */
  type: z.number().int(),
  rating: z.number().int(),
  personalRating: z.number().int(),
  seasonGames: z.number().int(),
  seasonWins: z.number().int(),
});

export const ArmoryCharacterSchema = z.object({
  realm: RealmRefSchema,
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  gender: z.number().int(),
  faction: FactionSchema.nullable(),
  /** The chosen title with the name in it ("Champion Aria"), or null. */
  title: z.string().nullable(),
  guild: z.object({ name: z.string(), rank: z.string() }).nullable(),
  /** Shown only to its owner and staff: the owner chose to hide it from others. */
  hidden: z.boolean(),
  equipment: z.array(ArmoryItemSchema),
  /** The average item level of the equipped items (shirt and tabard left out), null without items' data. */
  averageItemLevel: z.number().nullable(),
  professions: z.object({
    primary: z.array(ArmoryProfessionSchema),
    secondary: z.array(ArmoryProfessionSchema),
  }),
  pvp: z.object({
    honorableKills: z.number().int(),
    todayKills: z.number().int(),
    yesterdayKills: z.number().int(),
    honorPoints: z.number().int(),
    arenaPoints: z.number().int(),
    arenaTeams: z.array(ArmoryArenaTeamSchema),
  }),
  /** Null without the realm's client data. */
  talents: z.array(TalentSpecSchema).nullable(),
  achievements: z
    .object({
      points: z.number().int(),
      count: z.number().int(),
      latest: z.array(ArmoryAchievementSchema),
    })
    .nullable(),
  /** Which of the realm's sources were read: staff are told what to configure for the others. */
  sources: z.object({ world: z.boolean(), clientData: z.boolean() }),
});
export type ArmoryCharacter = z.infer<typeof ArmoryCharacterSchema>;

export const GuildMemberSchema = z.object({
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  rank: z.object({ id: z.number().int(), name: z.string() }),
});
export type GuildMember = z.infer<typeof GuildMemberSchema>;

export const ArmoryGuildSchema = z.object({
  realm: RealmRefSchema,
  name: z.string(),
  faction: FactionSchema.nullable(),
  leader: z.object({ name: z.string(), class: z.number().int() }).nullable(),
  /** ISO 8601. */
  createdAt: z.string().nullable(),
  memberCount: z.number().int(),
  /** Members per class id, most first. */
  classes: z.array(z.object({ class: z.number().int(), count: z.number().int() })),
  /** Members per level band: 80, 70–79, 60–69, 1–59. */
  levels: z.array(z.object({ band: z.string(), count: z.number().int() })),
  members: z.object({
    data: z.array(GuildMemberSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    sort: z.enum(GUILD_MEMBER_SORTS),
    order: z.enum(['asc', 'desc']),
  }),
});
export type ArmoryGuild = z.infer<typeof ArmoryGuildSchema>;

/** PUT /api/account/privacy: whether the account's characters show in the armory to others. */
export const PrivacySchema = z.object({ armoryVisible: z.boolean() });
export type Privacy = z.infer<typeof PrivacySchema>;

/** The equipment slots in the order the character frame shows them: left column, right column, weapons. */
export const EQUIPMENT_LAYOUT = {
  left: [0, 1, 2, 14, 4, 3, 18, 8],
  right: [9, 5, 6, 7, 10, 11, 12, 13],
  weapons: [15, 16, 17],
} as const;

/** Primary professions (SkillLine ids); the secondary ones are first aid, cooking and fishing. */
export const PRIMARY_PROFESSIONS = [164, 165, 171, 182, 186, 197, 202, 333, 393, 755, 773] as const;
export const SECONDARY_PROFESSIONS = [129, 185, 356] as const;

/** Normalizes a name as the core stores it: first letter upper case, the rest lower (`normalizePlayerName`). */
export function normalizeName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return trimmed;
  const [first, ...rest] = [...trimmed];
  return first!.toLocaleUpperCase('en') + rest.join('').toLocaleLowerCase('en');
}

/** The armory's pages: a character's and a guild's address on their realm. */
export const armoryCharacterPath = (realmId: number, name: string) =>
  `/armory/${realmId}/${encodeURIComponent(name)}`;
export const armoryGuildPath = (realmId: number, name: string) =>
  `/armory/${realmId}/guild/${encodeURIComponent(name)}`;
/** An arena team's page: by its id, as team names may change (`ArenaTeam::SetName`). */
export const armoryArenaTeamPath = (realmId: number, teamId: number) =>
  `/armory/${realmId}/arena-team/${teamId}`;
