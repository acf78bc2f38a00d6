import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';
import { startFakeWorldserver } from '../../test/fake-worldserver.ts';
import { withRealmAnswering } from '../../test/worldserver-listeners.ts';

const fake = await startFakeWorldserver();
afterAll(() => fake.close());

async function adminHeaders(c: TestContext) {
  const admin = await createAccount(c, { roles: ['admin'] });
  return { admin, headers: bearer(await signIn(c, admin)) };
}

async function characterRow(c: TestContext, guid: number) {
  return c.dbs.characters
    .selectFrom('characters')
    .selectAll()
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();
}

/** A character somewhere odd: on a transport, on a flight path, with a known home. */
async function strandedCharacter(c: TestContext, account: number, online = 0) {
  const ch = await createCharacter(c, { account, online, map: 571, zone: 67, level: 77 });
  await c.dbs.characters
    .updateTable('characters')
    .set({
      position_x: 123.5,
      position_y: -456.25,
      position_z: 78,
      orientation: 2.5,
      trans_x: 1.5,
      trans_y: 2.5,
      trans_z: 3.5,
      transguid: 9001,
      taxi_path: '12 34',
      cinematic: 0,
    })
    .where('guid', '=', ch.guid)
    .execute();
  await c.dbs.characters
    .insertInto('character_homebind')
    .values({ guid: ch.guid, mapId: 0, zoneId: 1519, posX: -8866.5, posY: 671.25, posZ: 97.5 })
    .execute();
  return ch;
}

async function auditOf(c: TestContext, action: string, guid: number) {
  const rows = await c.dbs.web
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(guid))
    .execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

function deleteRequest(c: TestContext, headers: Record<string, string>, guid: number, reason: string) {
  return c.app.inject({
    method: 'DELETE',
    url: `/api/admin/characters/${guid}`,
    headers,
    payload: { reason },
  });
}

async function realmCount(c: TestContext, accountId: number) {
  const row = await c.dbs.auth
    .selectFrom('realmcharacters')
    .select('numchars')
    .where('acctid', '=', accountId)
    .orderBy('realmid')
    .executeTakeFirst();
  return row?.numchars;
}

/** While `work` runs, the realm's address:port accepts connections, as a running worldserver's does. */
async function withListeningWorldserver(c: TestContext, work: () => Promise<void>) {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const realm = await c.dbs.auth
    .selectFrom('realmlist')
    .select(['id', 'address', 'port'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await c.dbs.auth
    .updateTable('realmlist')
    .set({ address: '127.0.0.1', port: (server.address() as AddressInfo).port })
    .where('id', '=', realm.id)
    .execute();
  try {
    await work();
  } finally {
    await c.dbs.auth
      .updateTable('realmlist')
      .set({ address: realm.address, port: realm.port })
      .where('id', '=', realm.id)
      .execute();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * The rows a character has in the world besides its own: a guild it leads (an officer and a member
 * beside it), an arena team it captains, a group, its petition with a signature, its signature on
 * another's petition, and two GM tickets (one closed, one open).
 */
async function sideRows(c: TestContext, guid: number, [mate, officer]: [number, number]) {
  const db = c.dbs.characters;
  const guildId = guid;
  await db
    .insertInto('guild')
    .values({ guildid: guildId, name: `Guild ${guid}`, leaderguid: guid })
    .execute();
  await db
    .insertInto('guild_member')
    .values([
      { guildid: guildId, guid, rank: 0 },
      { guildid: guildId, guid: mate, rank: 2 },
      { guildid: guildId, guid: officer, rank: 1 },
    ])
    .execute();
  const arenaTeamId = guid;
  await db
    .insertInto('arena_team')
    .values({ arenaTeamId, name: `Team ${guid}`, captainGuid: guid, type: 2 })
    .execute();
  await db
    .insertInto('arena_team_member')
    .values([
      { arenaTeamId, guid },
      { arenaTeamId, guid: mate },
    ])
    .execute();
  const groupGuid = guid;
  const icons = { icon1: 0, icon2: 0, icon3: 0, icon4: 0, icon5: 0, icon6: 0, icon7: 0, icon8: 0 };
  await db
    .insertInto('groups')
    .values({
      guid: groupGuid,
      leaderGuid: mate,
      lootMethod: 3,
      looterGuid: mate,
      lootThreshold: 2,
      ...icons,
      groupType: 0,
      masterLooterGuid: 0,
    })
    .execute();
  await db
    .insertInto('group_member')
    .values([
      { guid: groupGuid, memberGuid: guid },
      { guid: groupGuid, memberGuid: mate },
    ])
    .execute();
  await db.insertInto('lfg_data').values({ guid: groupGuid, dungeon: 0 }).execute();
  await db
    .insertInto('petition')
    .values([
      { ownerguid: guid, petitionguid: guid, name: `Charter ${guid}`, type: 9 },
      { ownerguid: mate, petitionguid: mate, name: `Charter ${mate}`, type: 9 },
    ])
    .execute();
  await db
    .insertInto('petition_sign')
    .values([
      { ownerguid: guid, petitionguid: guid, playerguid: mate, player_account: 0, type: 9 },
      { ownerguid: mate, petitionguid: mate, playerguid: guid, player_account: 0, type: 9 },
    ])
    .execute();
  const ticket = { playerGuid: guid, name: 'x', description: 'stuck', comment: '', response: '' };
  await db
    .insertInto('gm_ticket')
    .values([
      { ...ticket, type: 1 },
      { ...ticket, type: 0 },
    ])
    .execute();
  return { guildId, arenaTeamId, groupGuid };
}

describeEachDatabase('admin characters API (no worldserver console)', (ctx) => {
  it('lists characters with account names and stat figures; searches guid, name prefix, account name', async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const tag = Date.now().toString(36).replace(/[0-9]/g, '').slice(0, 4) || 'abc';
    const name = `Qz${tag}`.slice(0, 8);
    const a = await createCharacter(c, {
      account: owner.id,
      name: `${name}a`,
      level: 80,
      online: 1,
      totaltime: 90061,
    });
    const b = await createCharacter(c, { account: owner.id, name: `${name}b` });
    const get = async (query: string) => {
      const res = await c.app.inject({ method: 'GET', url: `/api/admin/characters?${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      return res.json();
    };
    // Marked online, but realm 1's worldserver does not answer: offline in the list and the figures.
    const down = await get(`search=${a.guid}`);
    expect(down.data[0].online).toBe(false);
    expect(down.stats.online).toBe(0);
    const all = await withRealmAnswering(c, 1, () => get('pageSize=200'));
    const total = Number(
      (await c.dbs.characters
        .selectFrom('characters')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('deleteDate', 'is', null)
        .executeTakeFirst())!.n,
    );
    expect(all.total).toBe(total);
    expect(all.stats.totalCharacters).toBe(total);
    expect(all.stats.online).toBeGreaterThanOrEqual(1);
    expect(all.stats.maxLevel).toBeGreaterThanOrEqual(1);
    expect(all.data.find((x: { guid: number }) => x.guid === a.guid)).toEqual({
      realm: { id: 1, name: c.realms.get(1)!.name },
      guid: a.guid,
      name: a.name,
      level: 80,
      race: 1,
      class: 1,
      map: 0,
      zone: 12,
      totaltime: 90061,
      logout_time: a.logout_time,
      online: true,
      account: { id: owner.id, username: owner.username },
    });
    const guids = (r: { data: Array<{ guid: number }> }) => r.data.map((x) => x.guid);
    expect(guids(await get(`search=${name.toLowerCase()}`))).toEqual([a.guid, b.guid]);
    expect(guids(await get(`search=${name.toUpperCase()}B`))).toEqual([b.guid]);
    expect(guids(await get(`search=${a.guid}`))).toEqual([a.guid]);
    expect(guids(await get(`search=${owner.username.toLowerCase()}`))).toEqual([a.guid, b.guid]);
    expect((await get(`search=${name}`)).total).toBe(2);
    expect(guids(await get(`search=${tag}b&match=contains`))).toContain(b.guid);
    expect(guids(await get(`search=${tag}b`))).not.toContain(b.guid);
    expect((await get('search=no%20such')).total).toBe(0);
    expect(guids(await get(`search=${name}&sort=name&order=desc`))).toEqual([b.guid, a.guid]);
  });

  it('lists the online players', async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const on = await createCharacter(c, {
      account: owner.id,
      online: 1,
      race: 8,
      class: 7,
      level: 33,
      zone: 14,
    });
    const off = await createCharacter(c, { account: owner.id });
    const online = () => c.app.inject({ method: 'GET', url: '/api/admin/characters/online', headers });
    // Nobody is in the world of a realm whose worldserver does not answer.
    expect((await online()).json().data).toEqual([]);
    const res = await withRealmAnswering(c, 1, online);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ guid: number }>;
    expect(list.find((x) => x.guid === on.guid)).toEqual({
      realm: { id: 1, name: c.realms.get(1)!.name },
      guid: on.guid,
      name: on.name,
      level: 33,
      race: 8,
      class: 7,
      map: 0,
      zone: 14,
      account: { id: owner.id, username: owner.username },
    });
    expect(list.some((x) => x.guid === off.guid)).toBe(false);
  });

  it('unsticks an offline character exactly as the core: homebind position, orientation 0, transport and taxi cleared, cinematic 1', async () => {
    const c = ctx();
    const { admin, headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const ch = await strandedCharacter(c, owner.id);
    const untouched = await characterRow(c, ch.guid);
    const res = await c.app.inject({
      method: 'POST',
      url: `/api/admin/characters/${ch.guid}/unstuck`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `${ch.name} was unstuck successfully!`,
      data: {
        via: 'database',
        position: { map: 0, zone: 1519, x: -8866.5, y: 671.25, z: 97.5 },
        reply: null,
      },
    });
    const row = await characterRow(c, ch.guid);
    expect({
      position_x: row.position_x,
      position_y: row.position_y,
      position_z: row.position_z,
      orientation: row.orientation,
      map: row.map,
      zone: row.zone,
      trans_x: row.trans_x,
      trans_y: row.trans_y,
      trans_z: row.trans_z,
      transguid: row.transguid,
      taxi_path: row.taxi_path,
      cinematic: row.cinematic,
    }).toEqual({
      position_x: -8866.5,
      position_y: 671.25,
      position_z: 97.5,
      orientation: 0,
      map: 0,
      zone: 1519,
      trans_x: 0,
      trans_y: 0,
      trans_z: 0,
      transguid: 0,
      taxi_path: '',
      cinematic: 1,
    });
    // Everything else is as it was (the core leaves instance_id and the rest alone).
    expect({
      ...row,
      position_x: 0,
      position_y: 0,
      position_z: 0,
      orientation: 0,
      map: 0,
      zone: 0,
      trans_x: 0,
      trans_y: 0,
      trans_z: 0,
      transguid: 0,
      taxi_path: '',
      cinematic: 0,
    }).toEqual({
      ...untouched,
      position_x: 0,
      position_y: 0,
      position_z: 0,
      orientation: 0,
      map: 0,
      zone: 0,
      trans_x: 0,
      trans_y: 0,
      trans_z: 0,
      transguid: 0,
      taxi_path: '',
      cinematic: 0,
    });
    const [audit] = await auditOf(c, 'character.unstuck', ch.guid);
    expect(audit).toMatchObject({
      actor_id: admin.id,
      target_type: 'character',
      details: {
        name: ch.name,
        via: 'database',
        before: { map: 571, zone: 67, x: 123.5, y: -456.25, z: 78 },
        after: { map: 0, zone: 1519, x: -8866.5, y: 671.25, z: 97.5 },
      },
    });
  });

  it('refuses to unstick an online character without a console, or still marked online by a realm that does not answer (409, nothing changed), or one with no home', async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const online = await strandedCharacter(c, owner.id, 1);
    const before = await characterRow(c, online.guid);
    const unstuck = () =>
      c.app.inject({ method: 'POST', url: `/api/admin/characters/${online.guid}/unstuck`, headers });
    const res = await withRealmAnswering(c, 1, unstuck);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'WORLDSERVER_UNAVAILABLE',
      error: expect.stringContaining(`${online.name} is online`),
    });
    // The realm's worldserver stopped without clearing the mark: the row waits for its next start.
    const stale = await unstuck();
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CHARACTER_ONLINE',
      error: `${online.name} is still marked online although ${c.realms.get(1)!.name}'s worldserver does not answer: it stopped without logging the character out, and clears the mark when it starts again. Unstuck works once it has. Nothing was changed.`,
    });
    expect(await characterRow(c, online.guid)).toEqual(before);
    expect(await auditOf(c, 'character.unstuck', online.guid)).toEqual([]);

    const homeless = await createCharacter(c, { account: owner.id });
    const none = await c.app.inject({
      method: 'POST',
      url: `/api/admin/characters/${homeless.guid}/unstuck`,
      headers,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toContain('no home position');
    expect(
      (await c.app.inject({ method: 'POST', url: '/api/admin/characters/99999999/unstuck', headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await c.app.inject({ method: 'POST', url: '/api/admin/characters/x/unstuck', headers })).statusCode,
    ).toBe(400);
  });

  it("answers in the caller's language: refusals and what was done", async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const fr = { ...headers, 'accept-language': 'fr' };
    const owner = await createAccount(c);
    const realm = await c.dbs.auth
      .selectFrom('realmlist')
      .select('name')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const unstuck = (guid: number, h: Record<string, string>) =>
      c.app.inject({ method: 'POST', url: `/api/admin/characters/${guid}/unstuck`, headers: h });

    const online = await strandedCharacter(c, owner.id, 1);
    expect((await withRealmAnswering(c, 1, () => unstuck(online.guid, fr))).json().error).toBe(
      `${online.name} est en ligne\u00a0: seul le worldserver peut déplacer un personnage dans le monde, et aucune console du worldserver n’est configurée pour ${realm.name} (WORLDSERVER_SOAP_URL). Rien n’a été modifié.`,
    );
    expect((await unstuck(99999999, fr)).json().error).toBe(
      `Aucun personnage n’a le guid 99999999 sur ${realm.name}.`,
    );
    expect((await unstuck(99999999, headers)).json().error).toBe(
      `No character has the guid 99999999 on ${realm.name}.`,
    );
    const offline = await strandedCharacter(c, owner.id);
    expect((await unstuck(offline.guid, fr)).json().message).toBe(
      `${offline.name} a été débloqué avec succès\u00a0!`,
    );
    expect((await unstuck(offline.guid, headers)).json().message).toBe(
      `${offline.name} was unstuck successfully!`,
    );
    const deleted = await deleteRequest(c, fr, offline.guid, 'Cheating');
    expect(deleted.json().message).toBe('Personnage supprimé avec succès\u00a0!');
    const stale = await deleteRequest(c, fr, online.guid, 'x');
    expect(stale.json().error).toBe(
      `${online.name} est encore marqué en ligne alors que le worldserver de ${realm.name} ne répond pas (il s’est peut-être arrêté sans effacer cette marque). Démarrez le worldserver, ou attendez qu’il efface la marque. Rien n’a été modifié.`,
    );
  });

  it('deletes an offline character with no worldserver running as Player::DeleteFromDB does with CharDelete.Method = 1', async () => {
    const c = ctx();
    const { admin, headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const other = await createAccount(c);
    const ch = await createCharacter(c, { account: owner.id, level: 61 });
    const kept = await createCharacter(c, { account: owner.id });
    const mate = await createCharacter(c, { account: other.id });
    const officer = await createCharacter(c, { account: other.id });
    const world = await sideRows(c, ch.guid, [mate.guid, officer.guid]);
    const before = await characterRow(c, ch.guid);
    const started = Math.floor(Date.now() / 1000);

    const res = await deleteRequest(c, headers, ch.guid, 'Requested by the player');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Character deleted successfully!',
      data: { via: 'database', restore: `.character deleted restore ${ch.guid}`, reply: null },
    });

    // CHAR_UPD_DELETE_INFO: name '' (AzerothCore) or NULL (TrinityCore), account 0, the rest kept.
    const row = await characterRow(c, ch.guid);
    expect(row).toMatchObject({
      name: c.core.columns.deletedCharacterName,
      account: 0,
      deleteInfos_Name: ch.name,
      deleteInfos_Account: owner.id,
    });
    expect(row.deleteDate).toBeGreaterThanOrEqual(started);
    expect(row.deleteDate).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect({
      ...row,
      name: 'x',
      account: 1,
      deleteInfos_Name: null,
      deleteInfos_Account: null,
      deleteDate: null,
    }).toEqual({ ...before, name: 'x', account: 1 });
    // The guild: the best-ranked member leads (rank 0, guild.leaderguid); the member row is gone.
    expect(
      await c.dbs.characters
        .selectFrom('guild_member')
        .select(['guid', 'rank'])
        .where('guildid', '=', world.guildId)
        .orderBy('guid')
        .execute(),
    ).toEqual(
      [
        { guid: mate.guid, rank: 2 },
        { guid: officer.guid, rank: 0 },
      ].sort((a, b) => a.guid - b.guid),
    );
    expect(
      (
        await c.dbs.characters
          .selectFrom('guild')
          .select('leaderguid')
          .where('guildid', '=', world.guildId)
          .executeTakeFirstOrThrow()
      ).leaderguid,
    ).toBe(officer.guid);
    // Arena: the member row goes, the captain is not replaced.
    expect(
      await c.dbs.characters
        .selectFrom('arena_team_member')
        .select('guid')
        .where('arenaTeamId', '=', world.arenaTeamId)
        .execute(),
    ).toEqual([{ guid: mate.guid }]);
    expect(
      (
        await c.dbs.characters
          .selectFrom('arena_team')
          .select('captainGuid')
          .where('arenaTeamId', '=', world.arenaTeamId)
          .executeTakeFirstOrThrow()
      ).captainGuid,
    ).toBe(ch.guid);
    // The group is disbanded (nobody online), with its LFG row.
    for (const table of ['groups', 'lfg_data'] as const) {
      expect(
        await c.dbs.characters.selectFrom(table).select('guid').where('guid', '=', world.groupGuid).execute(),
      ).toEqual([]);
    }
    expect(
      await c.dbs.characters
        .selectFrom('group_member')
        .select('memberGuid')
        .where('guid', '=', world.groupGuid)
        .execute(),
    ).toEqual([]);
    // Petitions: its own and their signatures, and its signature on another's.
    expect(
      await c.dbs.characters.selectFrom('petition').select('ownerguid').orderBy('ownerguid').execute(),
    ).toEqual([{ ownerguid: mate.guid }]);
    expect(
      await c.dbs.characters.selectFrom('petition_sign').select(['ownerguid', 'playerguid']).execute(),
    ).toEqual([]);
    // The open ticket is closed by the character; the older closed one is untouched.
    expect(
      await c.dbs.characters
        .selectFrom('gm_ticket')
        .select(['type', 'closedBy'])
        .where('playerGuid', '=', ch.guid)
        .orderBy('id')
        .execute(),
    ).toEqual([
      { type: 1, closedBy: 0 },
      { type: 1, closedBy: ch.guid },
    ]);
    // UpdateRealmCharCount: the owner has one character left on this realm.
    expect(await realmCount(c, owner.id)).toBe(1);

    const [audit] = await auditOf(c, 'character.delete', ch.guid);
    expect(audit).toMatchObject({
      actor_id: admin.id,
      details: {
        name: ch.name,
        account: owner.id,
        level: 61,
        reason: 'Requested by the player',
        via: 'database',
        method: 'unlink',
        effects: {
          guild: { id: world.guildId, newLeaderGuid: officer.guid, disbanded: false },
          arenaTeamIds: [world.arenaTeamId],
          disbandedGroupGuid: world.groupGuid,
          petitionsRemoved: 1,
          signaturesRemoved: 1,
          ticketsClosed: 1,
        },
      },
    });
    // Gone from the lists; a second delete finds nothing.
    const list = await c.app.inject({
      method: 'GET',
      url: `/api/admin/characters?search=${ch.guid}`,
      headers,
    });
    expect(list.json().total).toBe(0);
    expect((await deleteRequest(c, headers, ch.guid, 'again')).statusCode).toBe(404);

    // A second deletion (TrinityCore's names are unique: the unlinked ones are NULL, not '');
    // the account's last character: AzerothCore counts 0, TrinityCore leaves the count as it was.
    expect((await deleteRequest(c, headers, kept.guid, 'Second one')).statusCode).toBe(200);
    expect(await realmCount(c, owner.id)).toBe(c.core.core === 'azerothcore' ? 0 : 1);
  });

  it('disbands the guild, its bank and its logs when its leader was the last member', async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const ch = await createCharacter(c, { account: owner.id });
    const guildId = ch.guid;
    const characters = c.dbs.characters;
    await characters
      .insertInto('guild')
      .values({ guildid: guildId, name: `Lone ${guildId}`, leaderguid: ch.guid })
      .execute();
    await characters
      .insertInto('guild_member')
      .values({ guildid: guildId, guid: ch.guid, rank: 0 })
      .execute();
    await characters
      .insertInto('guild_rank')
      .values({ guildid: guildId, rid: 0, rname: 'Guild Master' })
      .execute();
    await sql`INSERT INTO guild_bank_tab (guildid, TabId) VALUES (${guildId}, 0)`.execute(characters);
    await sql`INSERT INTO guild_bank_right (guildid, TabId, rid) VALUES (${guildId}, 0, 0)`.execute(
      characters,
    );
    await sql`INSERT INTO guild_bank_eventlog (guildid, LogGuid) VALUES (${guildId}, 1)`.execute(characters);
    await sql`INSERT INTO guild_eventlog (guildid, LogGuid, EventType, PlayerGuid1, PlayerGuid2, NewRank, TimeStamp) VALUES (${guildId}, 1, 1, ${ch.guid}, 0, 0, 0)`.execute(
      characters,
    );
    const itemGuid = ch.guid * 10;
    await characters
      .insertInto('item_instance')
      .values([
        { guid: itemGuid, itemEntry: 6948, owner_guid: 0, enchantments: '' },
        { guid: itemGuid + 1, itemEntry: 6948, owner_guid: ch.guid, enchantments: '' },
      ])
      .execute();
    await characters
      .insertInto('guild_bank_item')
      .values({ guildid: guildId, TabId: 0, SlotId: 0, item_guid: itemGuid })
      .execute();

    expect((await deleteRequest(c, headers, ch.guid, 'Closing the guild')).statusCode).toBe(200);
    for (const table of [
      'guild',
      'guild_member',
      'guild_rank',
      'guild_bank_tab',
      'guild_bank_item',
      'guild_bank_right',
      'guild_bank_eventlog',
      'guild_eventlog',
    ] as const) {
      expect(
        await characters.selectFrom(table).select('guildid').where('guildid', '=', guildId).execute(),
        table,
      ).toEqual([]);
    }
    // The bank's item is gone; the character's own items stay (method 1 keeps them for a restore).
    expect(
      await characters
        .selectFrom('item_instance')
        .select('guid')
        .where('guid', 'in', [itemGuid, itemGuid + 1])
        .execute(),
    ).toEqual([{ guid: itemGuid + 1 }]);
    expect((await auditOf(c, 'character.delete', ch.guid))[0]!.details).toMatchObject({
      effects: { guild: { id: guildId, newLeaderGuid: null, disbanded: true } },
    });
  });

  it("refuses while the realm's worldserver runs without a console, and a character still marked online", async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const ch = await createCharacter(c, { account: owner.id });
    const noReason = await deleteRequest(c, headers, ch.guid, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Please enter a reason for the deletion');

    await withListeningWorldserver(c, async () => {
      const running = await deleteRequest(c, headers, ch.guid, 'x');
      expect(running.statusCode).toBe(409);
      expect(running.json()).toMatchObject({ code: 'WORLDSERVER_UNAVAILABLE' });
      expect(running.json().error).toMatch(
        /worldserver is running, .* only it can delete the character\. Configure its console \(WORLDSERVER_SOAP_URL.*Nothing was changed\.$/,
      );
    });
    const online = await createCharacter(c, { account: owner.id, online: 1 });
    const stale = await deleteRequest(c, headers, online.guid, 'x');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CHARACTER_ONLINE');
    for (const guid of [ch.guid, online.guid]) {
      expect(await characterRow(c, guid)).toMatchObject({ account: owner.id, deleteDate: null });
    }
    expect(await auditOf(c, 'character.delete', ch.guid)).toEqual([]);
  });
});

describeEachDatabase(
  'admin character deletion with a console that does not answer',
  (ctx) => {
    it('unlinks in the database when the realm is down too, and refuses when the worldserver runs', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const first = await createCharacter(c, { account: owner.id });
      await withListeningWorldserver(c, async () => {
        const refused = await deleteRequest(c, headers, first.guid, 'x');
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error).toContain('Its console (WORLDSERVER_SOAP_URL) does not answer');
      });
      const res = await deleteRequest(c, headers, first.guid, 'Realm is down');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ via: 'database' });
      expect(await characterRow(c, first.guid)).toMatchObject({ account: 0, deleteInfos_Name: first.name });
    });
  },
  // Nothing listens on port 9 of the loopback: the console is configured but unreachable.
  { WORLDSERVER_SOAP_URL: 'http://SOAPADMIN:soap-pass@127.0.0.1:9/' },
);

describeEachDatabase(
  'admin characters and bans through the worldserver console',
  (ctx) => {
    beforeEach(() => {
      fake.commands.length = 0;
      fake.reply(() => undefined);
    });

    it('unsticks an online character with `unstuck NAME inn` and leaves the database to the worldserver', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await strandedCharacter(c, owner.id, 1);
      const before = await characterRow(c, ch.guid);
      const res = await withRealmAnswering(c, 1, () =>
        c.app.inject({ method: 'POST', url: `/api/admin/characters/${ch.guid}/unstuck`, headers }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ via: 'console', position: null });
      expect(fake.commands.map((x) => x.command)).toEqual([`unstuck ${ch.name} inn`]);
      expect(await characterRow(c, ch.guid)).toEqual(before);
      expect((await auditOf(c, 'character.unstuck', ch.guid))[0]!.details).toMatchObject({ via: 'console' });
    });

    it('passes a console failure on as 502 with its text, nothing recorded', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await strandedCharacter(c, owner.id, 1);
      fake.reply(() => ({ fault: "You can't do that right now." }));
      const unstuck = (h: Record<string, string>) =>
        c.app.inject({ method: 'POST', url: `/api/admin/characters/${ch.guid}/unstuck`, headers: h });
      const [res, fr] = await withRealmAnswering(c, 1, async () => [
        await unstuck(headers),
        await unstuck({ ...headers, 'accept-language': 'fr' }),
      ]);
      expect(res!.statusCode).toBe(502);
      expect(res!.json()).toMatchObject({
        code: 'WORLDSERVER_ERROR',
        error: "The worldserver refused the command: You can't do that right now.",
      });
      expect(await auditOf(c, 'character.unstuck', ch.guid)).toEqual([]);
      // The site's words in French; the core's own, as it wrote them.
      expect(fr!.json().error).toBe(
        "Le worldserver a refusé la commande\u00a0: You can't do that right now.",
      );
    });

    it('deletes through `character erase NAME` while the worldserver runs, and leaves the rows to it', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await createCharacter(c, { account: owner.id, online: 1 });
      const before = await characterRow(c, ch.guid);
      const reply = `Player ${ch.name} (Guid: ${ch.guid}) Account ${owner.username} (Id: ${owner.id}) deleted.`;
      fake.reply((command) => (command.startsWith('character erase ') ? { output: reply } : undefined));
      const res = await deleteRequest(c, headers, ch.guid, 'Cheating');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        guid: ch.guid,
        name: ch.name,
        account: owner.id,
        via: 'console',
        restore: null,
        reply,
      });
      expect(fake.commands.map((x) => x.command)).toEqual([`character erase ${ch.name}`]);
      // The worldserver removes the row itself (and saves its memory): the site wrote nothing.
      expect(await characterRow(c, ch.guid)).toEqual(before);
      expect((await auditOf(c, 'character.delete', ch.guid))[0]!.details).toMatchObject({
        via: 'console',
        method: 'erase',
        reply,
      });
    });

    it("passes the worldserver's refusal of a deletion on, nothing written", async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await createCharacter(c, { account: owner.id });
      fake.reply(() => ({ output: `Character '${ch.name}' does not exist.` }));
      const res = await deleteRequest(c, headers, ch.guid, 'x');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'WORLDSERVER_ERROR',
        error: expect.stringContaining('does not exist'),
      });
      expect(await characterRow(c, ch.guid)).toMatchObject({ account: owner.id, deleteDate: null });
      expect(await auditOf(c, 'character.delete', ch.guid)).toEqual([]);
    });

    it('kicks the online characters of a banned account', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const on = await createCharacter(c, { account: owner.id, online: 1 });
      await createCharacter(c, { account: owner.id, online: 0 });
      const res = await withRealmAnswering(c, 1, () =>
        c.app.inject({
          method: 'POST',
          url: `/api/admin/accounts/${owner.id}/ban`,
          headers,
          payload: { reason: 'Botting', duration: 1 },
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ kicked: [on.name], kickErrors: [] });
      expect(fake.commands.map((x) => x.command)).toEqual([`kick ${on.name}`]);
    });
  },
  { WORLDSERVER_SOAP_URL: fake.url },
);
