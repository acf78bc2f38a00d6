import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWorldserver } from '../../test/fake-worldserver.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';
import {
  availableTargets,
  createTestContext,
  describeEachDatabase,
  type TestContext,
} from '../../test/harness.ts';
import { withRealmAnswering } from '../../test/worldserver-listeners.ts';

/*
 * Several realms, each with its own characters database: realm 1 (the core's base row, the one-realm
 * settings), realm 2 with a console of its own, realm 3 without a console. A character is its realm
 * and its guid: the same guid lives on several realms here, and every path reaches the right one.
 */

const first = await startFakeWorldserver();
const second = await startFakeWorldserver();
afterAll(async () => {
  await first.close();
  await second.close();
});

const REALMS = [
  { id: 2, name: 'Northrend PvP' },
  { id: 3, name: 'Outland' },
];

async function staff(c: TestContext) {
  const admin = await createAccount(c, { roles: ['admin'] });
  return bearer(await signIn(c, admin));
}

async function rowOn(c: TestContext, realmId: number, guid: number) {
  return c.realms
    .get(realmId)!
    .characters!.db.selectFrom('characters')
    .selectAll()
    .where('guid', '=', guid)
    .executeTakeFirst();
}

let sequence = 0;

/**
 * The same guid on realms 1, 2 and 3, each a different character of the same account: the same name
 * on realms 1 and 2 (names are unique per realm only), another on realm 3.
 */
async function oneGuidOnThreeRealms(
  c: TestContext,
  account: number,
  online: { [realm: number]: number } = {},
) {
  const guid = 700_000 + sequence++ * 1000 + Math.floor(Math.random() * 1000);
  const tag = [...String(guid)].map((d) => String.fromCharCode(97 + Number(d))).join('');
  const name = `Ar${tag}`;
  const other = `Th${tag}`;
  await createCharacter(c, { account, guid, name, race: 1, class: 2, level: 80, online: online[1] ?? 0 });
  await createCharacter(c, {
    account,
    realmId: 2,
    guid,
    name,
    race: 2,
    class: 1,
    level: 70,
    online: online[2] ?? 0,
  });
  await createCharacter(c, {
    account,
    realmId: 3,
    guid,
    name: other,
    race: 6,
    class: 7,
    level: 12,
    online: online[3] ?? 0,
  });
  for (const realmId of [1, 2, 3]) {
    await c.realms
      .get(realmId)!
      .characters!.db.insertInto('character_homebind')
      .values({ guid, mapId: 0, zoneId: 1519 + realmId, posX: realmId, posY: 2, posZ: 3 })
      .execute();
  }
  return { guid, name, other };
}

describeEachDatabase(
  'characters on several realms',
  (ctx) => {
    beforeEach(() => {
      for (const fake of [first, second]) {
        fake.commands.length = 0;
        fake.reply(() => undefined);
      }
    });

    it('gives a player their characters of every realm, each naming its realm', async () => {
      const c = ctx();
      const player = await createAccount(c);
      const { guid, name, other } = await oneGuidOnThreeRealms(c, player.id);
      const res = await c.app.inject({
        method: 'GET',
        url: `/api/characters/account/${player.id}`,
        headers: bearer(await signIn(c, player)),
      });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .data.map(
            (ch: { realm: { id: number; name: string }; guid: number; name: string; level: number }) => [
              ch.realm,
              ch.guid,
              ch.name,
              ch.level,
            ],
          ),
      ).toEqual([
        [{ id: 1, name: c.realms.get(1)!.name }, guid, name, 80],
        [{ id: 2, name: 'Northrend PvP' }, guid, name, 70],
        [{ id: 3, name: 'Outland' }, guid, other, 12],
      ]);
    });

    it("keeps the reported character's realm in the bug's snapshot", async () => {
      const c = ctx();
      const player = await createAccount(c);
      const headers = bearer(await signIn(c, player));
      const { guid, name } = await oneGuidOnThreeRealms(c, player.id);
      const report = (extra: Record<string, unknown>) =>
        c.app.inject({
          method: 'POST',
          url: '/api/bugs',
          headers,
          payload: {
            title: 'Orgrimmar gates stay closed',
            description: 'They never open.',
            category: 'other',
            characterId: guid,
            ...extra,
          },
        });
      const onSecond = await report({ realmId: 2 });
      expect(onSecond.statusCode).toBe(201);
      expect(onSecond.json().data.character).toEqual({
        guid,
        name,
        race: 2,
        class: 1,
        level: 70,
        realm: { id: 2, name: 'Northrend PvP' },
      });
      // Without a realm: the realm of the one-realm settings.
      const onFirst = await report({});
      expect(onFirst.json().data.character).toMatchObject({ race: 1, level: 80, realm: { id: 1 } });
      // The snapshot stays with its realm's name; the detail and the board show it.
      const detail = await c.app.inject({ method: 'GET', url: `/api/bugs/${onSecond.json().data.id}` });
      expect(detail.json().data.character.realm).toEqual({ id: 2, name: 'Northrend PvP' });

      const unknown = await report({ realmId: 99 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details).toEqual([
        { path: 'realmId', message: 'The site reads no characters on this realm' },
      ]);
      // Another account's character on realm 3 (the same guid exists for this player on realm 1).
      const other = await createAccount(c);
      const theirs = await createCharacter(c, { account: other.id, realmId: 3 });
      const foreign = await report({ characterId: theirs.guid, realmId: 3 });
      expect(foreign.statusCode).toBe(403);
    });

    it('filters the admin character list by realm, and counts each realm and all together', async () => {
      const c = ctx();
      const headers = await staff(c);
      const player = await createAccount(c);
      const { guid } = await oneGuidOnThreeRealms(c, player.id, { 2: 1 });
      const list = async (query: string) =>
        (await c.app.inject({ method: 'GET', url: `/api/admin/characters?${query}`, headers })).json();
      // Realm 2's worldserver does not answer yet: its character is offline, its realm counts nobody.
      const silent = await list(`search=${player.username}&realmId=2`);
      expect(silent.data).toEqual([expect.objectContaining({ guid, online: false })]);
      expect(silent.stats.online).toBe(0);
      await withRealmAnswering(c, 2, async () => {
        const everywhere = await list(`search=${player.username}`);
        expect(
          everywhere.data.map((ch: { realm: { id: number }; guid: number }) => [ch.realm.id, ch.guid]),
        ).toEqual([
          [1, guid],
          [2, guid],
          [3, guid],
        ]);
        expect(everywhere.total).toBe(3);
        const onSecond = await list(`search=${player.username}&realmId=2`);
        expect(onSecond.data).toEqual([
          expect.objectContaining({ realm: { id: 2, name: 'Northrend PvP' }, guid, level: 70, online: true }),
        ]);
        expect(onSecond.total).toBe(1);

        // Figures: the realm asked for, each realm's own, and every realm together.
        const all = await list('');
        const perRealm = all.stats.realms as Array<{ id: number; totalCharacters: number; online: number }>;
        expect(perRealm.map((r) => r.id)).toEqual([1, 2, 3]);
        expect(all.stats.totalCharacters).toBe(perRealm.reduce((s, r) => s + r.totalCharacters, 0));
        expect((await list('realmId=2')).stats.totalCharacters).toBe(perRealm[1]!.totalCharacters);
        expect(perRealm[1]!.online).toBeGreaterThanOrEqual(1);
        // Paged across realms: every character once, in the page order (guid, then realm).
        const pages = [];
        for (let page = 1; page <= Math.ceil(all.total / 2); page++) {
          pages.push(
            ...(await list(`page=${page}&pageSize=2`)).data.map(
              (ch: { realm: { id: number }; guid: number }) => `${ch.guid}@${ch.realm.id}`,
            ),
          );
        }
        expect(pages).toHaveLength(all.total);
        expect(new Set(pages).size).toBe(all.total);

        const dashboard = await c.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers });
        expect(dashboard.json().data.realms).toEqual([
          expect.objectContaining({
            id: 1,
            characters: expect.objectContaining({ total: perRealm[0]!.totalCharacters }),
          }),
          expect.objectContaining({
            id: 2,
            name: 'Northrend PvP',
            characters: expect.objectContaining({ online: perRealm[1]!.online }),
          }),
          expect.objectContaining({ id: 3, name: 'Outland' }),
        ]);
        expect(dashboard.json().data.characters.total).toBe(all.stats.totalCharacters);

        const online = await c.app.inject({
          method: 'GET',
          url: '/api/admin/characters/online?realmId=2',
          headers,
        });
        expect(online.json().data).toContainEqual(
          expect.objectContaining({ realm: { id: 2, name: 'Northrend PvP' }, guid, level: 70 }),
        );
        expect(online.json().data.every((p: { realm: { id: number } }) => p.realm.id === 2)).toBe(true);
        const unknown = await c.app.inject({
          method: 'GET',
          url: '/api/admin/characters?realmId=9',
          headers,
        });
        expect(unknown.statusCode).toBe(404);

        const detail = await c.app.inject({
          method: 'GET',
          url: `/api/admin/accounts/${player.id}`,
          headers,
        });
        expect(
          detail
            .json()
            .data.characters.map((ch: { realm: { id: number }; online: boolean }) => [
              ch.realm.id,
              ch.online,
            ]),
        ).toEqual([
          [1, false],
          [2, true],
          [3, false],
        ]);
      });
    });

    it("unsticks on the realm it is asked for: that realm's database, or that realm's console", async () => {
      const c = ctx();
      const headers = await staff(c);
      const player = await createAccount(c);
      const { guid, name, other } = await oneGuidOnThreeRealms(c, player.id, { 2: 1 });
      const before = { first: await rowOn(c, 1, guid), second: await rowOn(c, 2, guid) };

      const offline = await c.app.inject({
        method: 'POST',
        url: `/api/admin/characters/${guid}/unstuck?realmId=3`,
        headers,
      });
      expect(offline.statusCode).toBe(200);
      expect(offline.json().data).toMatchObject({
        via: 'database',
        name: other,
        position: { zone: 1522, x: 3 },
      });
      expect(await rowOn(c, 3, guid)).toMatchObject({ zone: 1522, position_x: 3, cinematic: 1 });
      expect(await rowOn(c, 1, guid)).toEqual(before.first);

      const online = await withRealmAnswering(c, 2, () =>
        c.app.inject({ method: 'POST', url: `/api/admin/characters/${guid}/unstuck?realmId=2`, headers }),
      );
      expect(online.statusCode).toBe(200);
      expect(online.json().data).toMatchObject({ via: 'console' });
      expect(second.commands.map((x) => x.command)).toEqual([`unstuck ${name} inn`]);
      expect(first.commands).toEqual([]);
      expect(await rowOn(c, 2, guid)).toEqual(before.second);

      const audit = await c.dbs.web
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'character.unstuck')
        .where('target_id', '=', String(guid))
        .orderBy('id')
        .execute();
      expect(audit.map((a) => JSON.parse(a.details) as { realmId: number }).map((d) => d.realmId)).toEqual([
        3, 2,
      ]);
    });

    it("lets a player unstick their own character on the realm they name, each realm's cooldown its own", async () => {
      const c = ctx();
      const player = await createAccount(c);
      const headers = bearer(await signIn(c, player));
      const { guid, name, other } = await oneGuidOnThreeRealms(c, player.id, { 2: 1 });
      const listed = await c.app.inject({ method: 'GET', url: '/api/account/characters', headers });
      expect(listed.statusCode).toBe(200);
      expect(
        listed.json().data.map((ch: { realm: { id: number }; name: string }) => [ch.realm.id, ch.name]),
      ).toEqual([
        [1, name],
        [2, name],
        [3, other],
      ]);
      const before = await rowOn(c, 1, guid);

      const unstuck = (realmId: number) =>
        c.app.inject({ method: 'POST', url: `/api/account/characters/${realmId}/${guid}/unstuck`, headers });
      const offline = await unstuck(3);
      expect(offline.statusCode).toBe(200);
      expect(offline.json().data).toMatchObject({ realmId: 3, name: other, via: 'database' });
      expect(await rowOn(c, 3, guid)).toMatchObject({ zone: 1522, position_x: 3 });
      expect(await rowOn(c, 1, guid)).toEqual(before);

      // Online on realm 2: that realm's console acts, and realm 3's cooldown does not hold it back.
      const online = await withRealmAnswering(c, 2, () => unstuck(2));
      expect(online.statusCode).toBe(200);
      expect(online.json().data).toMatchObject({ realmId: 2, name, via: 'console' });
      expect(second.commands.map((x) => x.command)).toEqual([`unstuck ${name} inn`]);
      expect(first.commands).toEqual([]);
      expect((await unstuck(3)).statusCode).toBe(429);
      expect((await unstuck(4)).statusCode).toBe(404);
    });

    it("deletes on the realm it is asked for, through that realm's console or in its database", async () => {
      const c = ctx();
      const headers = await staff(c);
      const player = await createAccount(c);
      const { guid, name, other } = await oneGuidOnThreeRealms(c, player.id);
      const remove = (realmId: number) =>
        c.app.inject({
          method: 'DELETE',
          url: `/api/admin/characters/${guid}?realmId=${realmId}`,
          headers,
          payload: { reason: 'Duplicate' },
        });
      // Realm 3 has no console and no worldserver listening: unlinked in its own database.
      const unlinked = await remove(3);
      expect(unlinked.statusCode).toBe(200);
      expect(unlinked.json().data).toMatchObject({ via: 'database', name: other });
      expect(await rowOn(c, 3, guid)).toMatchObject({ account: 0, deleteInfos_Name: other });
      expect(await rowOn(c, 1, guid)).toMatchObject({ account: player.id, name });
      const count = await c.dbs.auth
        .selectFrom('realmcharacters')
        .select(['realmid', 'numchars'])
        .where('acctid', '=', player.id)
        .where('realmid', '=', 3)
        .executeTakeFirst();
      // The realm's own count, as World::UpdateRealmCharCount writes it (TrinityCore writes none at 0).
      if (c.core.core === 'azerothcore') expect(count).toEqual({ realmid: 3, numchars: 0 });

      // Realm 2's worldserver erases it itself.
      const reply = `Player ${name} (Guid: ${guid}) Account ${player.username} (Id: ${player.id}) deleted.`;
      second.reply((command) => (command.startsWith('character erase ') ? { output: reply } : undefined));
      const erased = await remove(2);
      expect(erased.json().data).toMatchObject({ via: 'console', reply });
      expect(second.commands.map((x) => x.command)).toEqual([`character erase ${name}`]);
      expect(first.commands).toEqual([]);

      const gone = await remove(3);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toBe(`No character has the guid ${guid} on Outland.`);
    });

    it("kicks a banned account's characters through each realm's own console", async () => {
      const c = ctx();
      const headers = await staff(c);
      const player = await createAccount(c);
      const { name } = await oneGuidOnThreeRealms(c, player.id, { 1: 1, 2: 1, 3: 1 });
      const res = await withRealmAnswering(c, [1, 2, 3], () =>
        c.app.inject({
          method: 'POST',
          url: `/api/admin/accounts/${player.id}/ban`,
          headers,
          payload: { reason: 'Botting' },
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(first.commands.map((x) => x.command)).toEqual([`kick ${name}`]);
      expect(second.commands.map((x) => x.command)).toEqual([`kick ${name}`]);
      // Realm 3 has no console: its character stays until the worldserver refuses the next login.
      expect(res.json().data.kicked).toEqual([name, name]);
    });
  },
  { WORLDSERVER_SOAP_URL: first.url, REALM_2_WORLDSERVER_SOAP_URL: second.url },
  { realms: REALMS },
);

// A configured core can leave a realm without a characters database: embedded, every realm has one.
for (const target of availableTargets().filter((t) => t !== 'sqlite')) {
  describe(`a realm without a characters database [${target}]`, () => {
    let c: TestContext | undefined;
    afterAll(async () => c?.close());

    it('is listed, shows no characters, and refuses to act on its characters', async () => {
      c = await createTestContext(target, {}, { realms: [{ id: 4, name: 'Kalimdor', characters: false }] });
      expect(c.realms.realms.map((r) => [r.id, !!r.characters])).toEqual([
        [1, true],
        [4, false],
      ]);
      const headers = await staff(c);
      const list = await c.app.inject({ method: 'GET', url: '/api/admin/characters', headers });
      expect(list.json().stats.realms.map((r: { id: number }) => r.id)).toEqual([1]);
      const asked = await c.app.inject({ method: 'GET', url: '/api/admin/characters?realmId=4', headers });
      expect(asked.statusCode).toBe(404);
      expect(asked.json().error).toBe(
        "The site does not read Kalimdor's characters (no characters database is configured for realm 4).",
      );
      const unstuck = await c.app.inject({
        method: 'POST',
        url: '/api/admin/characters/1/unstuck?realmId=4',
        headers,
      });
      expect(unstuck.statusCode).toBe(404);
    });
  });
}
