import { sql, type Kysely } from 'kysely';
import type { GameCore } from '../config.ts';
import type { AuthDatabase } from '../db/schema/auth.ts';
import type { CharactersDatabase } from '../db/schema/characters.ts';
import type { CoreColumns } from './core-columns.ts';
import { notMarkedInWorld } from './in-world.ts';

/*
 * A character deletion written to the database the way the core's `Player::DeleteFromDB` writes it with
 * `CharDelete.Method = 1` (unlink), for a realm whose worldserver is not running (docs/game-core.md §4.5).
 * While a worldserver runs it holds guilds, groups, arena teams and names in memory and would write them
 * back: then only its console may delete (`features/admin/characters.service.ts`).
 */

/** What the deletion changed besides the character row, for the response and the audit log. */
export interface DeletionEffects {
  guild: {
    id: number;
    name: string;
    /** Set when the deleted character led the guild and another member now does. */
    newLeaderGuid: number | null;
    /** The deleted character was its last member: the guild and its bank are gone. */
    disbanded: boolean;
  } | null;
  arenaTeamIds: number[];
  /** The group the character was in, disbanded as the core does when no member is online. */
  disbandedGroupGuid: number | null;
  /** Petitions the character owned and signatures it gave. */
  petitionsRemoved: number;
  signaturesRemoved: number;
  /** Open GM tickets the core closes (`TicketMgr::CloseTicket`). */
  ticketsClosed: number;
}

type CharactersDb = Kysely<CharactersDatabase>;

/**
 * `Guild::DeleteMember(guid, false, false, canDeleteGuild = true)`: the member row goes; a leader is
 * succeeded by the member of the best rank (the core takes the first it meets among equals; here the
 * lowest guid, so the choice is repeatable), with `rank = 0` and `guild.leaderguid`; a leader who was
 * the last member disbands the guild (`Guild::Disband`: ranks, bank tabs, bank items and their
 * `item_instance` rows, bank rights, both event logs).
 */
async function leaveGuild(trx: CharactersDb, guid: number): Promise<DeletionEffects['guild']> {
  const member = await trx
    .selectFrom('guild_member')
    .innerJoin('guild', 'guild.guildid', 'guild_member.guildid')
    .select(['guild.guildid', 'guild.name', 'guild.leaderguid'])
    .where('guild_member.guid', '=', guid)
    .executeTakeFirst();
  if (!member) return null;
  const guildId = member.guildid;
  const effects = { id: guildId, name: member.name, newLeaderGuid: null as number | null, disbanded: false };
  if (member.leaderguid === guid) {
    const successor = await trx
      .selectFrom('guild_member')
      .select('guid')
      .where('guildid', '=', guildId)
      .where('guid', '!=', guid)
      .orderBy('rank')
      .orderBy('guid')
      .executeTakeFirst();
    if (successor) {
      await trx.updateTable('guild_member').set({ rank: 0 }).where('guid', '=', successor.guid).execute();
      await trx
        .updateTable('guild')
        .set({ leaderguid: successor.guid })
        .where('guildid', '=', guildId)
        .execute();
      effects.newLeaderGuid = successor.guid;
    } else {
      await disbandGuild(trx, guildId);
      effects.disbanded = true;
      return effects;
    }
  }
  await trx.deleteFrom('guild_member').where('guid', '=', guid).execute();
  return effects;
}

async function disbandGuild(trx: CharactersDb, guildId: number): Promise<void> {
  await trx.deleteFrom('guild_member').where('guildid', '=', guildId).execute();
  await trx
    .deleteFrom('item_instance')
    .where('guid', 'in', (eb) =>
      eb.selectFrom('guild_bank_item').select('item_guid').where('guildid', '=', guildId),
    )
    .execute();
  for (const table of [
    'guild',
    'guild_rank',
    'guild_bank_tab',
    'guild_bank_item',
    'guild_bank_right',
    'guild_bank_eventlog',
    'guild_eventlog',
  ] as const) {
    await trx.deleteFrom(table).where('guildid', '=', guildId).execute();
  }
}

/**
 * `Group::RemoveMember` with nobody online: the group falls below two online members and is disbanded
 * (`Group::Disband`: `groups`, its `group_member` rows, `lfg_data`).
 */
async function leaveGroup(trx: CharactersDb, guid: number): Promise<number | null> {
  const membership = await trx
    .selectFrom('group_member')
    .select('guid')
    .where('memberGuid', '=', guid)
    .executeTakeFirst();
  if (!membership) return null;
  await trx.deleteFrom('groups').where('guid', '=', membership.guid).execute();
  await trx.deleteFrom('group_member').where('guid', '=', membership.guid).execute();
  await trx.deleteFrom('lfg_data').where('guid', '=', membership.guid).execute();
  return membership.guid;
}

/**
 * Unlinks an offline character with every side effect `Player::DeleteFromDB` writes before its
 * method switch, then `CHAR_UPD_DELETE_INFO` (name and account kept in `deleteInfos_*`, so
 * `.character deleted restore` brings the character back). Run it in one transaction. Returns null
 * when the character is online, already deleted or gone: the caller rolls back.
 */
export async function unlinkCharacterWithEffects(
  trx: CharactersDb,
  columns: CoreColumns,
  guid: number,
  now = Date.now(),
): Promise<DeletionEffects | null> {
  const unlinked = await trx
    .updateTable('characters')
    .set({
      deleteInfos_Name: sql<string>`name`,
      deleteInfos_Account: sql<number>`account`,
      deleteDate: Math.floor(now / 1000),
      name: columns.deletedCharacterName,
      account: 0,
    })
    .where('guid', '=', guid)
    .where(notMarkedInWorld)
    .where('deleteDate', 'is', null)
    .executeTakeFirst();
  if (Number(unlinked.numUpdatedRows) === 0) return null;

  const guild = await leaveGuild(trx, guid);
  // `TicketMgr::CloseTicket` on the character's open ticket (the lowest id), closed by the character.
  const ticket = await trx
    .selectFrom('gm_ticket')
    .select('id')
    .where('playerGuid', '=', guid)
    .where('type', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  if (ticket)
    await trx.updateTable('gm_ticket').set({ type: 1, closedBy: guid }).where('id', '=', ticket.id).execute();
  // `LeaveAllArenaTeams`: the member rows go; a captain is not replaced (the core does the same).
  const teams = await trx
    .selectFrom('arena_team_member')
    .select('arenaTeamId')
    .where('guid', '=', guid)
    .execute();
  await trx.deleteFrom('arena_team_member').where('guid', '=', guid).execute();
  const disbandedGroupGuid = await leaveGroup(trx, guid);
  // `RemovePetitionsAndSigns`: the character's signatures, then its own petitions and their signatures.
  const signatures = await trx.deleteFrom('petition_sign').where('playerguid', '=', guid).executeTakeFirst();
  const petitions = await trx.deleteFrom('petition').where('ownerguid', '=', guid).executeTakeFirst();
  await trx.deleteFrom('petition_sign').where('ownerguid', '=', guid).execute();

  return {
    guild,
    arenaTeamIds: teams.map((t) => t.arenaTeamId),
    disbandedGroupGuid,
    petitionsRemoved: Number(petitions.numDeletedRows),
    signaturesRemoved: Number(signatures.numDeletedRows),
    ticketsClosed: ticket ? 1 : 0,
  };
}

/**
 * `World::UpdateRealmCharCount` after a deletion: the account's characters counted, and
 * `REPLACE INTO realmcharacters` for this realm. AzerothCore writes 0 when none is left; TrinityCore
 * 3.3.5 writes nothing then (its count query returns no row), so the old count stays.
 */
export async function updateRealmCharacterCount(
  auth: Kysely<AuthDatabase>,
  characters: CharactersDb,
  core: GameCore,
  input: { accountId: number; realmId: number },
): Promise<number | null> {
  const row = await characters
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account', '=', input.accountId)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count === 0 && core === 'trinitycore') return null;
  await sql`
    REPLACE INTO realmcharacters (numchars, acctid, realmid)
    VALUES (${count}, ${input.accountId}, ${input.realmId})`.execute(auth);
  return count;
}
