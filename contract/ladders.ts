import { z } from 'zod';
import { FactionSchema } from './armory.ts';
import { text } from './i18n/text.ts';
import { CLASSES } from './lookups.ts';
import { RealmIdParamsSchema, RealmRefSchema, realmIdQuery } from './realms.ts';

/*
 * The ladders (docs/product.md §12): each realm's arena teams by bracket, its characters by lifetime
 * honorable kills and by achievement points. The site computes them in the background and every
 * request reads the last result; game masters', deleted and hidden characters are left out.
 */

/** Places a ladder shows: beyond them a ladder is not paged (20 pages of 50). */
export const LADDER_SIZE = 1000;
export const LADDER_PAGE_SIZE = 50;
export const LADDER_MAX_PAGE = LADDER_SIZE / LADDER_PAGE_SIZE;
/** A ladder, and a page showing one, may be this old. */
export const LADDER_MAX_AGE_MS = 60_000;

/** `arena_team.type`: the number of players a side fields (docs/game-core.md §13.1). */
export const ARENA_BRACKETS = [2, 3, 5] as const;
export type ArenaBracket = (typeof ARENA_BRACKETS)[number];

export const LADDER_KINDS = ['arena', 'honor', 'achievements'] as const;
export type LadderKind = (typeof LADDER_KINDS)[number];

const pageField = z.coerce
  .number({ error: text('rule.page.number') })
  .int(text('rule.page.whole'))
  .min(1, text('rule.page.positive'))
  .max(LADDER_MAX_PAGE, text('rule.ladder.pageTooFar', { max: LADDER_MAX_PAGE }))
  .default(1);

/** A class id of the game (1–9, 11), or absent for every class. */
const classField = z.coerce
  .number({ error: text('rule.ladder.class') })
  .int(text('rule.ladder.class'))
  .refine((c) => CLASSES[c] !== undefined, text('rule.ladder.class'))
  .optional();

export const HonorLadderQuerySchema = z.object({
  realmId: realmIdQuery,
  page: pageField,
  class: classField,
});
export type HonorLadderQuery = z.infer<typeof HonorLadderQuerySchema>;

export const AchievementLadderQuerySchema = HonorLadderQuerySchema;
export type AchievementLadderQuery = HonorLadderQuery;

export const ArenaLadderQuerySchema = z.object({
  realmId: realmIdQuery,
  type: z.coerce
    .number({ error: text('rule.ladder.bracket') })
    .refine((t) => (ARENA_BRACKETS as readonly number[]).includes(t), text('rule.ladder.bracket'))
    .transform((t) => t as ArenaBracket)
    .default(2),
  page: pageField,
  /** Teams with a visible member of this class. */
  class: classField,
});
export type ArenaLadderQuery = z.infer<typeof ArenaLadderQuerySchema>;

/** A character as a ladder names it: enough for a class chip and its armory link. */
export const LadderCharacterSchema = z.object({
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  gender: z.number().int(),
  faction: FactionSchema.nullable(),
});
export type LadderCharacter = z.infer<typeof LadderCharacterSchema>;

export const HonorStandingSchema = z.object({
  /** 1 for the best; equal values share a place (the next place skips), as the core ranks arena teams. */
  rank: z.number().int(),
  character: LadderCharacterSchema,
  honorableKills: z.number().int(),
  /** As the game counts them: the kills of the day the character was last saved, if that day is today. */
  todayKills: z.number().int(),
  yesterdayKills: z.number().int(),
});
export type HonorStanding = z.infer<typeof HonorStandingSchema>;

export const AchievementStandingSchema = z.object({
  rank: z.number().int(),
  character: LadderCharacterSchema,
  points: z.number().int(),
});
export type AchievementStanding = z.infer<typeof AchievementStandingSchema>;

export const ArenaStandingSchema = z.object({
  rank: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  /** The captain's (or, hidden, another member's) faction. */
  faction: FactionSchema.nullable(),
  rating: z.number().int(),
  seasonGames: z.number().int(),
  seasonWins: z.number().int(),
  /** Wins per game this season, in percent with one decimal. */
  winRate: z.number(),
  /** The members a visitor may see, captain first. */
  members: z.array(z.object({ name: z.string(), class: z.number().int(), race: z.number().int() })),
  /** Members left unnamed: game masters and characters hidden by their owners. */
  hiddenMembers: z.number().int(),
});
export type ArenaStanding = z.infer<typeof ArenaStandingSchema>;

/** One page of a ladder: its rows, how many places it has in all, and when it was computed. */
export function ladderEnvelope<T extends z.ZodType>(row: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    realm: RealmRefSchema,
    /** When the ladder was computed (ISO 8601). */
    updatedAt: z.string(),
  });
}

export interface LadderPage<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
  realm: { id: number; name: string };
  updatedAt: string;
}

export const ArenaTeamParamsSchema = z.object({
  realmId: RealmIdParamsSchema.shape.id,
  teamId: z.coerce
    .number({ error: text('rule.ladder.teamId') })
    .int(text('rule.ladder.teamId'))
    .positive(text('rule.ladder.teamId'))
    .max(4_294_967_295, text('rule.ladder.teamId')),
});

export const ArenaTeamMemberSchema = z.object({
  character: LadderCharacterSchema,
  captain: z.boolean(),
  personalRating: z.number().int(),
  seasonGames: z.number().int(),
  seasonWins: z.number().int(),
  weekGames: z.number().int(),
  weekWins: z.number().int(),
});

export const ArenaTeamSchema = z.object({
  realm: RealmRefSchema,
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  faction: FactionSchema.nullable(),
  rating: z.number().int(),
  /** The team's place in its bracket's ladder; null until it has played this season. */
  rank: z.number().int().nullable(),
  seasonGames: z.number().int(),
  seasonWins: z.number().int(),
  weekGames: z.number().int(),
  weekWins: z.number().int(),
  /** The visible members, captain first, then by personal rating. */
  members: z.array(ArenaTeamMemberSchema),
  hiddenMembers: z.number().int(),
  updatedAt: z.string(),
});
export type ArenaTeam = z.infer<typeof ArenaTeamSchema>;

/** A realm the ladders cover, and whether it has an achievement ladder (its client data is loaded). */
export interface LadderRealm {
  id: number;
  name: string;
  achievements: boolean;
}

/** The ladder page's address for a realm, a ladder and its filters. */
export function ladderPath(input: {
  realmId?: number;
  kind?: LadderKind;
  type?: number;
  class?: number;
  page?: number;
}): string {
  const query = new URLSearchParams();
  if (input.realmId !== undefined) query.set('realmId', String(input.realmId));
  if (input.kind && input.kind !== 'arena') query.set('ladder', input.kind);
  if ((input.kind ?? 'arena') === 'arena' && input.type !== undefined && input.type !== 2)
    query.set('type', String(input.type));
  if (input.class !== undefined) query.set('class', String(input.class));
  if (input.page !== undefined && input.page > 1) query.set('page', String(input.page));
  const search = query.toString();
  return search ? `/ladder?${search}` : '/ladder';
}
