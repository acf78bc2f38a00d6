import { z } from 'zod';
import { text } from './i18n/text.ts';
import { REALM_ID_MESSAGES, RealmRefSchema } from './realms.ts';
import { accountIdField } from './envelope.ts';

/** GET /api/characters/account/{accountId}: a player's own characters (or any account's, for staff). */
export const AccountIdParamsSchema = z.object({ accountId: accountIdField });

/**
 * docs/product.md §3.6 character, as the core's `characters` row has it (codes; names come from lookups). A
 * character is its realm and its guid: each realm numbers its own characters.
 */
export const PlayerCharacterSchema = z.object({
  realm: RealmRefSchema,
  guid: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  race: z.number().int(),
  class: z.number().int(),
  map: z.number().int(),
  zone: z.number().int(),
  online: z.boolean(),
  /** Seconds played. */
  totaltime: z.number().int(),
  /** Unix seconds. */
  logout_time: z.number().int(),
});
export type PlayerCharacter = z.infer<typeof PlayerCharacterSchema>;

export const CharacterStatsSchema = z.object({
  totalCharacters: z.number().int(),
  onlineCharacters: z.number().int(),
  /** Characters at the realm's maximum level (80). */
  maxLevelCharacters: z.number().int(),
  highestLevel: z.number().int(),
  /** Seconds played, all characters together. */
  totalPlayTime: z.number().int(),
});
export type CharacterStats = z.infer<typeof CharacterStatsSchema>;

export const MAX_CHARACTER_LEVEL = 80;

/** The player's own character in the account area: with when it may be unstuck again. */
export const AccountCharacterSchema = PlayerCharacterSchema.extend({
  /** Null: Unstuck is available now; otherwise the moment the cooldown ends (ISO 8601). */
  unstuckAvailableAt: z.string().nullable(),
});
export type AccountCharacter = z.infer<typeof AccountCharacterSchema>;

/** POST /api/account/characters/{realmId}/{guid}/unstuck: a character is its realm and its guid. */
export const AccountCharacterParamsSchema = z.object({
  realmId: z.coerce
    .number({ error: REALM_ID_MESSAGES.number })
    .int(REALM_ID_MESSAGES.whole)
    .min(0, REALM_ID_MESSAGES.notNegative)
    .max(4_294_967_295, REALM_ID_MESSAGES.tooLarge),
  guid: z.coerce
    .number({ error: text('rule.guid.number') })
    .int(text('rule.guid.whole'))
    .positive(text('rule.guid.positive'))
    .max(4_294_967_295, text('rule.guid.tooLarge')),
});

export const SelfUnstuckResultSchema = z.object({
  realmId: z.number().int(),
  guid: z.number().int(),
  name: z.string(),
  /** `database`: moved home while offline; `console`: the worldserver moved it in the world. */
  via: z.enum(['database', 'console']),
  unstuckAvailableAt: z.string(),
});
export type SelfUnstuckResult = z.infer<typeof SelfUnstuckResultSchema>;
