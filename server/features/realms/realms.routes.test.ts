import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { RealmStatus } from '../../../contract/realms.ts';
import { writeSecurityLevel } from '../../game/access.ts';
import { createAccount, createCharacter } from '../../test/factories.ts';
import { freePort } from '../../test/free-port.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { acceptingListener, slowListener, type AcceptingListener } from '../../test/worldserver-listeners.ts';

/*
 * Realm 1 (the core's base row) points at a port nothing listens on; realm 2 at a listener the test
 * opens and closes; realm 3 has characters but no worldserver. The status is read from the last
 * background check; the tests run a check when they need one (`app.realmStatus.refresh()`).
 */

const REALMS = [
  { id: 2, name: 'Northrend PvP' },
  { id: 3, name: 'Outland' },
];

async function statuses(c: TestContext): Promise<RealmStatus[]> {
  const res = await c.app.inject({ method: 'GET', url: '/api/realms' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function point(c: TestContext, realmId: number, port: number, fields: Record<string, number> = {}) {
  await c.dbs.auth
    .updateTable('realmlist')
    .set({ address: '127.0.0.1', port, ...fields })
    .where('id', '=', realmId)
    .execute();
}

describeEachDatabase(
  'realm status',
  (ctx) => {
    let listener: AcceptingListener;
    beforeAll(async () => {
      listener = await acceptingListener();
      await point(ctx(), 1, await freePort());
    });
    afterAll(async () => listener.close());
    beforeEach(async () => {
      // A round still running (the one the app starts with, beside its other start-up jobs) read
      // realmlist before the change below; a refresh joins it, so each test waits it out first.
      await ctx().app.realmStatus.refresh();
      await point(ctx(), 2, listener.port, { flag: 0, icon: 0 });
    });

    it('says online while the worldserver accepts a connection and offline once it refuses; requests read the last check', async () => {
      const c = ctx();
      await c.app.realmStatus.refresh();
      const [first, second, third] = await statuses(c);
      expect(first).toMatchObject({ id: 1, online: false, players: { alliance: 0, horde: 0 }, uptime: null });
      expect(second).toMatchObject({ id: 2, name: 'Northrend PvP', online: true, hasCharacters: true });
      expect(third).toMatchObject({ id: 3, name: 'Outland', online: false });

      // Many requests, no check: the listener sees no new connection.
      const seen = listener.connections();
      await Promise.all(Array.from({ length: 20 }, () => statuses(c)));
      expect(listener.connections()).toBe(seen);

      const other = await acceptingListener();
      await point(c, 2, other.port);
      await other.close();
      // Until the next check, the last one stands.
      expect((await statuses(c))[1]!.online).toBe(true);
      await c.app.realmStatus.refresh();
      const [, after] = await statuses(c);
      expect(after!.online).toBe(false);
      expect(Date.parse(after!.checkedAt)).toBeGreaterThan(Date.parse(second!.checkedAt));
    });

    it('counts a worldserver that does not accept within a second as offline, and no request waits for it', async () => {
      const c = ctx();
      const slow = await slowListener();
      try {
        await c.app.realmStatus.refresh();
        expect((await statuses(c))[1]!.online).toBe(true);
        await point(c, 2, slow.port);
        const checking = c.app.realmStatus.refresh();
        // While the check waits on the slow worldserver, the status answers from the last check: had it
        // waited for this one, it would say offline.
        const answer = await statuses(c);
        expect(answer[1]!.online).toBe(true);
        // The check gives up on it after a while (PROBE_TIMEOUT_MS) and counts it offline.
        await checking;
        expect((await statuses(c))[1]!.online).toBe(false);
      } finally {
        await slow.close();
      }
    });

    it('counts the players in the world by faction without game masters, with the uptime, the peak, the flags and the type', async () => {
      const c = ctx();
      const player = await createAccount(c);
      const gmEverywhere = await createAccount(c, { gmlevel: 1 });
      const gmHere = await createAccount(c);
      const gmElsewhere = await createAccount(c);
      for (const [account, realmId] of [
        [gmHere, 2],
        [gmElsewhere, 3],
      ] as const) {
        await writeSecurityLevel(c.dbs.auth, c.core.columns, {
          accountId: account.id,
          securityLevel: 2,
          realmId,
        });
      }
      await c.app.realmStatus.refresh();
      const base = (await statuses(c))[1]!.players;
      await createCharacter(c, { account: player.id, realmId: 2, race: 1, online: 1 }); // Human
      await createCharacter(c, { account: player.id, realmId: 2, race: 11, online: 1 }); // Draenei
      await createCharacter(c, { account: player.id, realmId: 2, race: 10, online: 1 }); // Blood Elf
      await createCharacter(c, { account: player.id, realmId: 2, race: 8, online: 0 }); // logged out
      await createCharacter(c, { account: gmEverywhere.id, realmId: 2, race: 4, online: 1 });
      await createCharacter(c, { account: gmHere.id, realmId: 2, race: 2, online: 1 });
      // A game master on realm 3 only is a player on realm 2.
      await createCharacter(c, { account: gmElsewhere.id, realmId: 2, race: 5, online: 1 });
      // Realm 3's worldserver does not answer: its marks are not counted.
      await createCharacter(c, { account: player.id, realmId: 3, race: 3, online: 1 });
      const started = Math.floor(Date.now() / 1000) - 3600;
      await c.dbs.auth
        .insertInto('uptime')
        .values({ realmid: 2, starttime: started - 86_400, maxplayers: 90 })
        .execute();
      await c.dbs.auth
        .insertInto('uptime')
        .values({ realmid: 2, starttime: started, uptime: 600, maxplayers: 42 })
        .execute();
      await point(c, 2, listener.port, { flag: 0x20 | 0x40, icon: 1 });
      // Nothing changes until the next check.
      expect((await statuses(c))[1]!.players).toEqual(base);
      await c.app.realmStatus.refresh();
      const [, realm, outland] = await statuses(c);
      expect(realm!.players).toEqual({ alliance: base.alliance + 2, horde: base.horde + 2 });
      expect(realm!.uptime!.startedAt).toBe(new Date(started * 1000).toISOString());
      expect(realm!.uptime!.seconds).toBeGreaterThanOrEqual(3600);
      expect(realm!.uptime!.seconds).toBeLessThan(3700);
      expect(realm!.peak).toBe(42);
      expect(realm!.flags).toEqual({ offline: false, recommended: true, new: true });
      expect(realm!.type).toBe('PvP');
      expect(outland).toMatchObject({
        online: false,
        players: { alliance: 0, horde: 0 },
        uptime: null,
        peak: null,
      });
    });

    it('lists who is online on a realm, by name, paged, never a game master', async () => {
      const c = ctx();
      const player = await createAccount(c);
      const gm = await createAccount(c, { gmlevel: 3 });
      const zed = await createCharacter(c, {
        account: player.id,
        realmId: 2,
        name: 'Zedrath',
        race: 2,
        class: 3,
        level: 71,
        map: 571,
        zone: 3537,
        online: 1,
      });
      await createCharacter(c, {
        account: player.id,
        realmId: 2,
        name: 'Aelindra',
        race: 10,
        class: 8,
        level: 80,
        map: 530,
        zone: 3487,
        online: 1,
      });
      await createCharacter(c, { account: gm.id, realmId: 2, name: 'Gamemaster', race: 1, online: 1 });
      await c.app.realmStatus.refresh();
      const page = async (query: string) =>
        (await c.app.inject({ method: 'GET', url: `/api/realms/2/online?${query}` })).json();
      const all = await page('pageSize=200');
      const names = all.data.map((ch: { name: string }) => ch.name);
      expect(names).toContain('Zedrath');
      expect(names).toContain('Aelindra');
      expect(names).not.toContain('Gamemaster');
      expect(names).toEqual([...names].sort());
      expect(all.data.find((ch: { name: string }) => ch.name === zed.name)).toEqual({
        name: 'Zedrath',
        level: 71,
        race: 2,
        class: 3,
        map: 571,
        zone: 3537,
      });
      expect(all.total).toBe(names.length);
      const status = (await statuses(c))[1]!;
      expect(all.total).toBe(status.players.alliance + status.players.horde);
      expect(JSON.stringify(all)).not.toContain('account');
      const second = await page('page=2&pageSize=1');
      expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1, data: [all.data[1]] });

      // No worldserver answering: nobody is in its world, whatever the marks say.
      await createCharacter(c, { account: player.id, realmId: 3, online: 1 });
      expect((await c.app.inject({ method: 'GET', url: '/api/realms/3/online' })).json()).toMatchObject({
        data: [],
        total: 0,
      });
      const unknown = await c.app.inject({ method: 'GET', url: '/api/realms/9/online' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('No realm has the id 9.');
      const fr = { 'accept-language': 'fr-FR,fr;q=0.9' };
      const unknownFr = await c.app.inject({ method: 'GET', url: '/api/realms/9/online', headers: fr });
      expect(unknownFr.json().error).toBe('Aucun royaume n’a l’identifiant 9.');
      const notANumber = await c.app.inject({ method: 'GET', url: '/api/realms/x/online' });
      expect(notANumber.statusCode).toBe(400);
      expect(notANumber.json().error).toBe('Realm id must be a number');
      const notANumberFr = await c.app.inject({ method: 'GET', url: '/api/realms/x/online', headers: fr });
      expect(notANumberFr.json()).toMatchObject({
        error: 'L’id du royaume doit être un nombre',
        details: [{ path: 'id', message: 'L’id du royaume doit être un nombre' }],
      });
    });

    it('tells how to connect: the client build and the realmlist line, the host of PUBLIC_URL by default', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/realmlist' });
      expect(res.json()).toEqual({
        success: true,
        data: { host: 'realm.test', line: 'set realmlist realm.test', clientVersion: '3.3.5a', build: 12340 },
      });
    });
  },
  {},
  { realms: REALMS },
);

describeEachDatabase(
  'realm pages kept private',
  (ctx) => {
    it('hides who is online with PUBLIC_ONLINE_LIST=off, still shows the status, and names REALMLIST_HOST', async () => {
      const c = ctx();
      const listener = await acceptingListener();
      try {
        // The round the app starts with may still run, with realmlist as it was: waited out first.
        await c.app.realmStatus.refresh();
        await point(c, 1, listener.port);
        await c.app.realmStatus.refresh();
        const [realm] = (await c.app.inject({ method: 'GET', url: '/api/realms' })).json()
          .data as RealmStatus[];
        expect(realm).toMatchObject({ online: true, onlineListPublic: false });
        const online = await c.app.inject({ method: 'GET', url: '/api/realms/1/online' });
        expect(online.statusCode).toBe(404);
        expect(online.json().error).toBe('Who is online is not public on this realm.');
        const inFrench = await c.app.inject({
          method: 'GET',
          url: '/api/realms/1/online',
          headers: { 'accept-language': 'fr' },
        });
        expect(inFrench.json().error).toBe(
          'La liste des joueurs en ligne n’est pas publique sur ce royaume.',
        );
        const realmlist = await c.app.inject({ method: 'GET', url: '/api/realmlist' });
        expect(realmlist.json().data.line).toBe('set realmlist logon.frostfall.example');
      } finally {
        await listener.close();
      }
    });
  },
  { PUBLIC_ONLINE_LIST: 'off', REALMLIST_HOST: 'logon.frostfall.example' },
);
