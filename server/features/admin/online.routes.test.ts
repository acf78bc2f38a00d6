import { afterAll, beforeEach, expect, it } from 'vitest';
import { writeSecurityLevel } from '../../game/access.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';
import { startFakeWorldserver } from '../../test/fake-worldserver.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { withRealmAnswering } from '../../test/worldserver-listeners.ts';

/*
 * The staff's Online Players screen: realm 1 has a console (the fake worldserver), realm 2 has none.
 * Neither worldserver answers until a test makes it (withRealmAnswering).
 */

const fake = await startFakeWorldserver();
afterAll(() => fake.close());

async function adminHeaders(c: TestContext) {
  const admin = await createAccount(c, { roles: ['admin'] });
  return bearer(await signIn(c, admin));
}

async function auditOf(c: TestContext, guid: number) {
  const rows = await c.dbs.web
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'character.kick')
    .where('target_id', '=', String(guid))
    .execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

/** A name that sorts first on its realm, unique to the test: 'Aaa' and letters. */
let sequence = 0;
const firstName = (tag: string) => `Aaa${tag}${String.fromCharCode(97 + (sequence++ % 26))}`.slice(0, 12);

describeEachDatabase(
  'who is online, for staff',
  (ctx) => {
    beforeEach(() => {
      fake.commands.length = 0;
      fake.reply(() => undefined);
    });

    const list = (c: TestContext, headers: Record<string, string>, query = '') =>
      c.app.inject({ method: 'GET', url: `/api/admin/online${query}`, headers });
    const kick = (c: TestContext, headers: Record<string, string>, realmId: number, guid: number | string) =>
      c.app.inject({ method: 'POST', url: `/api/admin/realms/${realmId}/characters/${guid}/kick`, headers });

    it('lists nobody, the realm marked offline, while its worldserver does not answer, and kicks nobody there', async () => {
      const c = ctx();
      const headers = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await createCharacter(c, { account: owner.id, online: 1 });
      const res = await list(c, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: [],
        total: 0,
        page: 1,
        pageSize: 50,
        realm: { id: 1, name: c.realms.get(1)!.name, online: false },
        realms: [
          { id: 1, name: c.realms.get(1)!.name, online: false },
          { id: 2, name: 'Northrend PvP', online: false },
        ],
      });

      const refused = await kick(c, headers, 1, ch.guid);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'WORLDSERVER_UNAVAILABLE',
        error: `${c.realms.get(1)!.name}'s worldserver does not answer: nobody is in its world, so ${ch.name} cannot be kicked. Nothing was sent.`,
      });
      const fr = await kick(c, { ...headers, 'accept-language': 'fr' }, 1, ch.guid);
      expect(fr.json().error).toBe(
        `Le worldserver de ${c.realms.get(1)!.name} ne répond pas\u00a0: personne n’est dans son monde, ${ch.name} ne peut donc pas être expulsé. Rien n’a été envoyé.`,
      );
      expect(fake.commands).toEqual([]);
      expect(await auditOf(c, ch.guid)).toEqual([]);
    });

    it('lists who is in the world by name, game masters included with the level this realm gives them, a page at a time', async () => {
      const c = ctx();
      const headers = await adminHeaders(c);
      const tag = Date.now().toString(36).replace(/\d/g, '').slice(0, 3);
      const player = await createAccount(c);
      const gmEverywhere = await createAccount(c, { gmlevel: 2 });
      const gmElsewhere = await createAccount(c);
      // A level on realm 2 only: a player on realm 1.
      await writeSecurityLevel(c.dbs.auth, c.core.columns, {
        accountId: gmElsewhere.id,
        securityLevel: 3,
        realmId: 2,
      });
      const gm = await createCharacter(c, {
        account: gmEverywhere.id,
        name: firstName(tag),
        online: 1,
        race: 10,
        class: 2,
        level: 80,
        map: 571,
        zone: 4395,
      });
      const mortal = await createCharacter(c, { account: player.id, name: firstName(tag), online: 1 });
      const other = await createCharacter(c, { account: gmElsewhere.id, name: firstName(tag), online: 1 });
      const away = await createCharacter(c, { account: player.id, name: firstName(tag), online: 0 });

      await withRealmAnswering(c, 1, async () => {
        const res = await list(c, headers, '?realmId=1&pageSize=200');
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.realm).toEqual({ id: 1, name: c.realms.get(1)!.name, online: true });
        expect(body.realms).toContainEqual({ id: 2, name: 'Northrend PvP', online: false });
        const mine = body.data.filter((x: { name: string }) => x.name.startsWith(`Aaa${tag}`));
        expect(mine).toEqual([
          {
            guid: gm.guid,
            name: gm.name,
            level: 80,
            race: 10,
            class: 2,
            map: 571,
            zone: 4395,
            account: { id: gmEverywhere.id, username: gmEverywhere.username },
            gmLevel: 2,
          },
          expect.objectContaining({
            guid: mortal.guid,
            gmLevel: 0,
            account: { id: player.id, username: player.username },
          }),
          expect.objectContaining({ guid: other.guid, gmLevel: 0 }),
        ]);
        expect(body.data.some((x: { guid: number }) => x.guid === away.guid)).toBe(false);
        const inWorld = Number(
          (await c.dbs.characters
            .selectFrom('characters')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('online', '<>', 0)
            .executeTakeFirst())!.n,
        );
        expect(body.total).toBe(inWorld);

        // Pages of one, in the same order.
        const names: string[] = [];
        for (let page = 1; page <= inWorld; page++) {
          const one = (await list(c, headers, `?pageSize=1&page=${page}`)).json();
          expect(one).toMatchObject({ page, pageSize: 1, total: inWorld });
          names.push(...one.data.map((x: { name: string }) => x.name));
        }
        expect(names).toEqual(body.data.map((x: { name: string }) => x.name));
      });
    });

    it('kicks a character in the world through its realm’s console, recorded in the audit log', async () => {
      const c = ctx();
      const headers = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await createCharacter(c, { account: owner.id, online: 1 });
      const res = await withRealmAnswering(c, 1, () => kick(c, headers, 1, ch.guid));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          realm: { id: 1, name: c.realms.get(1)!.name },
          guid: ch.guid,
          name: ch.name,
          reply: `Player ${ch.name} kicked.`,
        },
        message: `${ch.name} was kicked from the world.`,
      });
      expect(fake.commands.map((x) => x.command)).toEqual([`kick ${ch.name}`]);
      expect((await auditOf(c, ch.guid))[0]).toMatchObject({
        target_type: 'character',
        details: { name: ch.name, realmId: 1, account: owner.id, reply: `Player ${ch.name} kicked.` },
      });
    });

    it('refuses a kick of a character not in the world, of no character, of an outranking account, or on a realm without a console; passes a console refusal on', async () => {
      const c = ctx();
      const headers = await adminHeaders(c);
      const owner = await createAccount(c);
      const offline = await createCharacter(c, { account: owner.id });
      const boss = await createAccount(c, { roles: ['super_admin'] });
      const bossCharacter = await createCharacter(c, { account: boss.id, online: 1 });
      const onSecond = await createCharacter(c, { account: owner.id, realmId: 2, online: 1 });
      const inWorld = await createCharacter(c, { account: owner.id, online: 1 });
      await withRealmAnswering(c, [1, 2], async () => {
        const notIn = await kick(c, headers, 1, offline.guid);
        expect(notIn.statusCode).toBe(409);
        expect(notIn.json()).toMatchObject({
          code: 'CONFLICT',
          error: `${offline.name} is not in the world on ${c.realms.get(1)!.name}. Nothing was sent.`,
        });
        expect((await kick(c, headers, 1, 99_999_999)).statusCode).toBe(404);
        expect((await kick(c, headers, 9, offline.guid)).statusCode).toBe(404);
        const outranked = await kick(c, headers, 1, bossCharacter.guid);
        expect(outranked.statusCode).toBe(403);
        expect(outranked.json().code).toBe('FORBIDDEN');
        const noConsole = await kick(c, headers, 2, onSecond.guid);
        expect(noConsole.statusCode).toBe(409);
        expect(noConsole.json().error).toBe(
          `Only Northrend PvP's worldserver can kick ${onSecond.name}, and no console is configured for it (REALM_2_WORLDSERVER_SOAP_URL, with SOAP.Enabled = 1 in worldserver.conf). Nothing was sent.`,
        );
        expect(fake.commands).toEqual([]);

        fake.reply(() => ({ fault: 'Player not found!' }));
        const fault = await kick(c, headers, 1, inWorld.guid);
        expect(fault.statusCode).toBe(502);
        expect(fault.json()).toMatchObject({
          code: 'WORLDSERVER_ERROR',
          error: 'The worldserver refused the command: Player not found!',
        });
      });
      for (const guid of [offline.guid, bossCharacter.guid, inWorld.guid])
        expect(await auditOf(c, guid)).toEqual([]);
    });

    it('refuses bad queries and parameters with 400, and an unknown realm with 404', async () => {
      const c = ctx();
      const headers = await adminHeaders(c);
      for (const query of ['?realmId=abc', '?realmId=0', '?pageSize=201', '?page=0']) {
        const res = await list(c, headers, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
      expect((await list(c, headers, '?realmId=9')).statusCode).toBe(404);
      expect((await kick(c, headers, 1, 'x')).statusCode).toBe(400);
      expect((await kick(c, headers, 0, 1)).statusCode).toBe(400);
    });

    it('is described in the OpenAPI document, with the configuration call', async () => {
      const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const online = doc.paths['/api/admin/online'].get;
      expect(online.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
        'page',
        'pageSize',
        'realmId',
      ]);
      expect(online.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(online.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
      const kick = doc.paths['/api/admin/realms/{realmId}/characters/{guid}/kick'].post;
      expect(kick.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['guid', 'realmId']);
      expect(Object.keys(kick.responses)).toEqual(expect.arrayContaining(['200', '409', '502']));
      expect(doc.paths['/api/admin/configuration'].get.security).toEqual([{ bearer: [] }]);
    });

    it('answers 401 to anonymous callers and 403 to players and moderators', async () => {
      const c = ctx();
      const owner = await createAccount(c);
      const ch = await createCharacter(c, { account: owner.id, online: 1 });
      const player = bearer(await signIn(c, owner));
      const moderator = bearer(await signIn(c, await createAccount(c, { roles: ['moderator'] })));
      await withRealmAnswering(c, 1, async () => {
        for (const call of [() => list(c, {}), () => kick(c, {}, 1, ch.guid)]) {
          expect((await call()).statusCode).toBe(401);
        }
        for (const headers of [player, moderator]) {
          expect((await list(c, headers)).statusCode).toBe(403);
          expect((await kick(c, headers, 1, ch.guid)).statusCode).toBe(403);
        }
      });
      expect(fake.commands).toEqual([]);
    });
  },
  { WORLDSERVER_SOAP_URL: fake.url },
  { realms: [{ id: 2, name: 'Northrend PvP' }] },
);
