import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  STATISTICS_EVERY_MS,
  type AdminStatistics,
  type RealmStatistics,
} from '../../../contract/statistics.ts';
import { writeSecurityLevel } from '../../game/access.ts';
import { updateRealmCharacterCount } from '../../game/character-deletion.ts';
import { createJobs } from '../../platform/jobs.ts';
import { watchOutages } from '../../platform/outage.ts';
import { bearer, createAccount, createCharacter, signIn, type TestAccount } from '../../test/factories.ts';
import { freePort } from '../../test/free-port.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { acceptingListener, type AcceptingListener } from '../../test/worldserver-listeners.ts';
import { coreTimestamp, DAY_MS, dayOf, HOUR_MS, startOfDay, startOfWeek, WEEK_MS } from './calendar.ts';
import { statisticsJobs } from './statistics-results.ts';

/*
 * The statistics on each database: realm 2 holds one scenario whose every figure is known (players,
 * game masters of every kind, a deleted character, characters on another realm, join and creation
 * dates over several weeks, worldserver runs, samples of the players online); realm 3 is the realm
 * whose worldserver the sampler tests start and stop; realm 4's characters lie in four slices of
 * guids, which the job recounts in turn. The figures are read after the job's work has
 * run (`app.statistics.refresh()`), as every request reads them.
 */

const REALMS = [
  { id: 2, name: 'Outland' },
  { id: 3, name: 'Northrend' },
  { id: 4, name: 'Kalimdor' },
];

async function point(c: TestContext, realmId: number, port: number) {
  await c.dbs.auth
    .updateTable('realmlist')
    .set({ address: '127.0.0.1', port })
    .where('id', '=', realmId)
    .execute();
}

/** The core's count of the account's characters on the realm, as it writes it at each creation. */
async function countCharacters(c: TestContext, accountId: number, realmId: number) {
  await updateRealmCharacterCount(c.dbs.auth, c.realms.get(realmId)!.characters!.db, c.core.core, {
    accountId,
    realmId,
  });
}

/** Sets columns of a character row on realm 2 or 3, as the core or a test scenario leaves them. */
const setCharacter = (
  c: TestContext,
  realmId: number,
  guid: number,
  values: {
    creation_date?: string;
    level?: number;
    online?: number;
    account?: number;
    deleteInfos_Account?: number;
    deleteInfos_Name?: string;
    name?: string | null;
  },
) =>
  c.realms
    .get(realmId)!
    .characters!.db.updateTable('characters')
    .set(values)
    .where('guid', '=', guid)
    .execute();

const setJoined = (c: TestContext, account: TestAccount, at: number) =>
  c.dbs.auth
    .updateTable('account')
    .set({ joindate: coreTimestamp(at) })
    .where('id', '=', account.id)
    .execute();

const get = (c: TestContext, url: string, headers: Record<string, string> = {}) =>
  c.app.inject({ method: 'GET', url, headers });

describeEachDatabase(
  'statistics',
  (ctx, target) => {
    const now = Date.now();
    /** The middle of the week `k` weeks back (this week: its Monday, which has always begun). */
    const weekAgo = (k: number) => (k === 0 ? startOfWeek(now) : startOfWeek(now) - k * WEEK_MS + 3 * DAY_MS);
    let listener: AcceptingListener;

    beforeAll(async () => {
      listener = await acceptingListener();
      await point(ctx(), 2, await freePort());
      await point(ctx(), 3, await freePort());
    });
    afterAll(async () => listener.close());

    it("counts a realm's population, what was created each week, its players online and its uptime, without game masters or deleted characters", async () => {
      const c = ctx();
      const p1 = await createAccount(c);
      const p2 = await createAccount(c);
      const p3 = await createAccount(c);
      const gmEverywhere = await createAccount(c, { gmlevel: 2 });
      const gmHere = await createAccount(c);
      const gmElsewhere = await createAccount(c);
      await writeSecurityLevel(c.dbs.auth, c.core.columns, {
        accountId: gmHere.id,
        securityLevel: 1,
        realmId: 2,
      });
      await writeSecurityLevel(c.dbs.auth, c.core.columns, {
        accountId: gmElsewhere.id,
        securityLevel: 2,
        realmId: 3,
      });
      await setJoined(c, p2, weekAgo(2));
      await setJoined(c, p3, weekAgo(30));

      const make = async (
        account: TestAccount,
        fields: { race: number; class: number; level: number; online?: number },
        createdAt: number,
      ) => {
        const character = await createCharacter(c, { account: account.id, realmId: 2, ...fields });
        if (c.core.columns.charactersHaveCreationDate)
          await setCharacter(c, 2, character.guid, { creation_date: coreTimestamp(createdAt) });
        return character;
      };
      await make(p1, { race: 1, class: 1, level: 80, online: 1 }, weekAgo(0));
      await make(p1, { race: 3, class: 3, level: 15 }, weekAgo(1));
      await make(p2, { race: 2, class: 7, level: 72, online: 1 }, weekAgo(2));
      await make(p2, { race: 10, class: 8, level: 80 }, weekAgo(40));
      await make(p3, { race: 4, class: 11, level: 5 }, weekAgo(3));
      // A game master on realm 3 only plays on realm 2 like anyone.
      await make(gmElsewhere, { race: 5, class: 5, level: 33 }, weekAgo(0));
      await make(gmEverywhere, { race: 7, class: 8, level: 80, online: 1 }, weekAgo(0));
      await make(gmHere, { race: 6, class: 11, level: 80 }, weekAgo(1));
      // Deleted the core's method-1 way: unlinked, its name kept aside.
      const gone = await make(p1, { race: 11, class: 2, level: 60 }, weekAgo(1));
      await setCharacter(c, 2, gone.guid, {
        deleteInfos_Account: p1.id,
        deleteInfos_Name: gone.name,
        account: 0,
        name: c.core.columns.deletedCharacterName,
      });
      // Realm 3's characters are realm 3's.
      await createCharacter(c, { account: p1.id, realmId: 3, race: 8, class: 4, level: 70 });
      for (const account of [p1, p2, p3, gmEverywhere, gmHere, gmElsewhere])
        await countCharacters(c, account.id, 2);
      await countCharacters(c, p1.id, 3);

      // The worldserver's runs: one over two days, one yesterday, one long ago.
      const today = startOfDay(now);
      const runs = [
        { start: today - 3 * DAY_MS + 20 * HOUR_MS, seconds: 8 * 3600, max: 12 },
        { start: today - DAY_MS, seconds: 2 * 3600, max: 30 },
        { start: today - 40 * DAY_MS, seconds: 3600, max: 7 },
      ];
      for (const run of runs)
        await c.dbs.auth
          .insertInto('uptime')
          .values({ realmid: 2, starttime: run.start / 1000, uptime: run.seconds, maxplayers: run.max })
          .execute();

      // Players online, sampled as the job does: two, then one, then the worldserver stops.
      await point(c, 2, listener.port);
      await c.app.realmStatus.refresh();
      const first = now - 2 * DAY_MS;
      await c.app.statistics.sampleOnline(first);
      const orc = await c.realms
        .get(2)!
        .characters!.db.selectFrom('characters')
        .select('guid')
        .where('race', '=', 2)
        .where('account', '=', p2.id)
        .executeTakeFirstOrThrow();
      await setCharacter(c, 2, orc.guid, { online: 0 });
      await c.app.realmStatus.refresh();
      const second = now - HOUR_MS;
      await c.app.statistics.sampleOnline(second);
      await point(c, 2, await freePort());
      await c.app.realmStatus.refresh();
      await c.app.statistics.sampleOnline(now);

      await c.app.statistics.refresh(now);
      const res = await get(c, '/api/realms/2/statistics');
      expect(res.statusCode, res.body).toBe(200);
      const stats: RealmStatistics = res.json().data;
      expect(stats.realm).toEqual({ id: 2, name: 'Outland' });
      expect(stats.population).toEqual({
        total: 6,
        factions: { alliance: 3, horde: 3 },
        races: [
          { race: 1, count: 1 },
          { race: 2, count: 1 },
          { race: 3, count: 1 },
          { race: 4, count: 1 },
          { race: 5, count: 1 },
          { race: 6, count: 0 },
          { race: 7, count: 0 },
          { race: 8, count: 0 },
          { race: 10, count: 1 },
          { race: 11, count: 0 },
        ],
        classes: [
          { class: 1, count: 1 },
          { class: 2, count: 0 },
          { class: 3, count: 1 },
          { class: 4, count: 0 },
          { class: 5, count: 1 },
          { class: 6, count: 0 },
          { class: 7, count: 1 },
          { class: 8, count: 1 },
          { class: 9, count: 0 },
          { class: 11, count: 1 },
        ],
        levels: [
          { from: 1, to: 9, count: 1 },
          { from: 10, to: 19, count: 1 },
          { from: 20, to: 29, count: 0 },
          { from: 30, to: 39, count: 1 },
          { from: 40, to: 49, count: 0 },
          { from: 50, to: 59, count: 0 },
          { from: 60, to: 69, count: 0 },
          { from: 70, to: 79, count: 1 },
          { from: 80, to: null, count: 2 },
        ],
      });

      const week = (k: number) => dayOf(startOfWeek(now) - k * WEEK_MS);
      const byWeek = (list: Array<{ week: string; count: number }>) =>
        Object.fromEntries(list.filter((w) => w.count > 0).map((w) => [w.week, w.count]));
      if (target === 'trinitycore') {
        // TrinityCore 3.3.5 keeps no creation date.
        expect(stats.created.characters).toBeNull();
      } else {
        expect(stats.created.characters).toHaveLength(26);
        expect(stats.created.characters!.at(-1)!.week).toBe(week(0));
        expect(byWeek(stats.created.characters!)).toEqual({
          [week(0)]: 2,
          [week(1)]: 1,
          [week(2)]: 1,
          [week(3)]: 1,
        });
      }
      // p1 and the game master of realm 3 this week, p2 two weeks ago; p3 joined before the 26 weeks.
      expect(byWeek(stats.created.accounts)).toEqual({ [week(0)]: 2, [week(2)]: 1 });

      const peakOf = (day: number) => stats.online.dailyPeaks.find((d) => d.day === dayOf(day))?.players;
      expect(stats.online.dailyPeaks).toHaveLength(90);
      expect(peakOf(first)).toBe(2);
      expect(peakOf(now)).toBe(dayOf(second) === dayOf(now) ? 1 : 0);
      expect(peakOf(now - 10 * DAY_MS)).toBeNull();
      const hourOf = (at: number) =>
        stats.online.recent.find(
          (h) => h.hour === new Date(Math.floor(at / HOUR_MS) * HOUR_MS).toISOString(),
        );
      expect(stats.online.recent).toHaveLength(7 * 24);
      expect(hourOf(first)?.players).toBe(2);
      expect(hourOf(second)?.players).toBe(1);
      // The hour of the last sample holds the one before it too when they share the hour.
      expect(hourOf(now)?.players).toBe(Math.floor(second / HOUR_MS) === Math.floor(now / HOUR_MS) ? 1 : 0);

      const upOn = (day: number) => stats.uptime.days.find((d) => d.day === dayOf(day))?.seconds;
      expect(stats.uptime.days).toHaveLength(30);
      expect(upOn(today - 3 * DAY_MS)).toBe(4 * 3600);
      expect(upOn(today - 2 * DAY_MS)).toBe(4 * 3600);
      expect(upOn(today - DAY_MS)).toBe(2 * 3600);
      expect(upOn(today)).toBe(0);
      expect(stats.uptime.days.reduce((sum, d) => sum + d.seconds, 0)).toBe(10 * 3600);
      expect(stats.uptime.runs).toEqual(
        [runs[1]!, runs[0]!, runs[2]!].map((r) => ({
          startedAt: new Date(r.start).toISOString(),
          seconds: r.seconds,
          maxPlayers: r.max,
        })),
      );
    });

    it('recounts a large realm a slice of guids at a time, the one counted longest ago first, each within 10 minutes', async () => {
      const c = ctx();
      const player = await createAccount(c);
      // Four slices of 250,000 guids: one character in each, at level 10.
      const guids = [7, 250_007, 500_007, 750_007];
      for (const guid of guids) await createCharacter(c, { account: player.id, realmId: 4, guid, level: 10 });
      const run = STATISTICS_EVERY_MS;
      const start = Math.ceil(now / run) * run + 1000;
      const levels = async (i: number) => {
        await c.app.statistics.refresh(start + i * run);
        const stats: RealmStatistics = (await get(c, '/api/realms/4/statistics')).json().data;
        return Object.fromEntries(
          stats.population!.levels.filter((l) => l.count > 0).map((l) => [l.from, l.count]),
        );
      };
      // The three new slices are counted one a run (a table of four slices is counted in four runs), the realm's figures waiting
      // until every slice has a count; then the slice counted before the characters came.
      const first: Array<Record<string, number>> = [];
      for (let i = 0; i < 4; i++) first.push(await levels(i));
      expect(first).toEqual([{}, {}, { 10: 3 }, { 10: 4 }]);
      // Each character reaches level 80: a run brings one more slice up to date, four runs all of them.
      for (const guid of guids) await setCharacter(c, 4, guid, { level: 80 });
      const seen: number[] = [];
      for (let i = 4; i < 8; i++) seen.push((await levels(i))[80] ?? 0);
      expect(seen).toEqual([1, 2, 3, 4]);
      // Two runs do not happen: the next ones take the slices counted longest ago, in turn.
      await setCharacter(c, 4, guids[0]!, { level: 10 });
      await setCharacter(c, 4, guids[1]!, { level: 10 });
      const after: number[] = [];
      for (let i = 10; i < 14; i++) after.push((await levels(i))[10] ?? 0);
      expect(after).toEqual([1, 1, 1, 2]);
    });

    it('samples every realm each interval: the count the realm status shows, 0 while the worldserver is stopped', async () => {
      const c = ctx();
      const player = await createAccount(c);
      await createCharacter(c, { account: player.id, realmId: 3, online: 1 });
      await createCharacter(c, { account: player.id, realmId: 3, online: 1, race: 2 });
      const samples = (at: number) =>
        c.dbs.web
          .selectFrom('online_sample')
          .select(['realm_id', 'players'])
          .where('sampled_at', '=', Math.floor(at / 300_000) * 300_000)
          .orderBy('realm_id')
          .execute();
      await point(c, 3, listener.port);
      await c.app.realmStatus.refresh();
      const at = now - 7 * DAY_MS;
      await c.app.statistics.sampleOnline(at);
      const running = await samples(at);
      expect(running.map((s) => s.realm_id).map(Number)).toEqual([1, 2, 3, 4]);
      expect(Number(running.find((s) => Number(s.realm_id) === 3)!.players)).toBe(2);
      // A second sample of the same 5 minutes (another instance, a late timer) keeps the first.
      await point(c, 3, await freePort());
      await c.app.realmStatus.refresh();
      await c.app.statistics.sampleOnline(at + 1000);
      expect(Number((await samples(at)).find((s) => Number(s.realm_id) === 3)!.players)).toBe(2);
      // Stopped, the worldserver leaves its characters marked online: the sample is 0 all the same.
      const later = at + 300_000;
      await c.app.statistics.sampleOnline(later);
      expect(Number((await samples(later)).find((s) => Number(s.realm_id) === 3)!.players)).toBe(0);
    });

    it('forgets samples older than 90 days at each sampling', async () => {
      const c = ctx();
      const old = now - 91 * DAY_MS;
      const kept = now - 89 * DAY_MS;
      await c.dbs.web
        .insertInto('online_sample')
        .values([
          { realm_id: 3, sampled_at: old, players: 5 },
          { realm_id: 99, sampled_at: old, players: 5 },
          { realm_id: 3, sampled_at: kept, players: 6 },
        ])
        .execute();
      await c.app.statistics.sampleOnline(now);
      const left = await c.dbs.web
        .selectFrom('online_sample')
        .select(['realm_id', 'sampled_at'])
        .where('sampled_at', '<', now - 80 * DAY_MS)
        .execute();
      expect(left.map((r) => [Number(r.realm_id), Number(r.sampled_at)])).toEqual([[3, kept]]);
    });

    it('takes the sample on one instance per interval (a job lease), another once the lease has lapsed', async () => {
      const c = ctx();
      const spec = statisticsJobs(c.app.statistics).find((j) => j.name === 'online sample')!;
      expect(spec.shared).toBe(true);
      const runs: string[] = [];
      const instance = (who: string) => {
        const jobs = createJobs({ web: c.dbs.web, log: c.app.log, outages: watchOutages(c.dbs, c.app.log) });
        // Started at once rather than after 5 minutes; the lease is the job's own.
        jobs.add({ ...spec, atStart: true, task: async () => void runs.push(who) });
        return jobs;
      };
      await c.dbs.web.deleteFrom('job_lease').where('job', '=', spec.name).execute();
      const a = instance('a');
      a.start();
      await expect.poll(() => runs).toEqual(['a']);
      const b = instance('b');
      b.start();
      await expect
        .poll(async () =>
          Number(
            (
              await c.dbs.web
                .selectFrom('job_lease')
                .select('expires_at')
                .where('job', '=', spec.name)
                .executeTakeFirst()
            )?.expires_at,
          ),
        )
        .toBeGreaterThan(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 300));
      await Promise.all([a.stop(), b.stop()]);
      expect(runs).toEqual(['a']);
      await c.dbs.web
        .updateTable('job_lease')
        .set({ expires_at: Date.now() - 1 })
        .where('job', '=', spec.name)
        .execute();
      const later = instance('c');
      later.start();
      await expect.poll(() => runs).toEqual(['a', 'c']);
      await later.stop();
    });

    it('answers 400 for a bad realm id, 404 for an unknown realm, and 503 until the first computation', async () => {
      const c = ctx();
      const bad = await get(c, '/api/realms/abc/statistics');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      const unknown = await get(c, '/api/realms/99/statistics');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        error: 'No realm has the id 99.',
      });

      await c.app.statistics.refresh();
      expect((await get(c, '/api/realms/3/statistics')).statusCode).toBe(200);
      // A site whose job has not run yet: no result held.
      await c.app.dataVersions.change(c.dbs.web, 'statistics', (trx) =>
        trx.deleteFrom('statistics_result').execute(),
      );
      const none = await get(c, '/api/realms/3/statistics');
      expect(none.statusCode).toBe(503);
      expect(none.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      await c.app.statistics.refresh();
      expect((await get(c, '/api/realms/3/statistics')).statusCode).toBe(200);
    });

    it("gives staff the site's figures: registrations and sign-ins per day, bug reports per week by status, accounts that never logged into the game", async () => {
      const c = ctx();
      const admin = await createAccount(c, { roles: ['admin'] });
      const adminHeaders = bearer(await signIn(c, admin));
      const player = await createAccount(c);
      const url = '/api/admin/statistics?realmId=2';

      expect((await get(c, url)).statusCode).toBe(401);
      expect((await get(c, url, bearer(await signIn(c, player)))).statusCode).toBe(403);
      const moderator = await createAccount(c, { roles: ['moderator'] });
      expect((await get(c, url, bearer(await signIn(c, moderator)))).statusCode).toBe(403);
      expect((await get(c, '/api/admin/statistics?realmId=abc', adminHeaders)).statusCode).toBe(400);
      expect((await get(c, '/api/admin/statistics?realmId=99', adminHeaders)).statusCode).toBe(404);

      await c.app.statistics.refresh(now);
      const before: AdminStatistics = (await get(c, url, adminHeaders)).json().data;
      expect(before.realms.map((r) => r.id)).toEqual([1, 2, 3, 4]);
      expect(before.realm.realm.id).toBe(2);
      expect(before.staff.registrations).toHaveLength(30);
      expect(before.staff.newAccounts).toHaveLength(12);

      // Three new accounts, one of which has logged into the game; one sign-in; one bug report.
      const fresh = [await createAccount(c), await createAccount(c), await createAccount(c)];
      await c.dbs.auth
        .updateTable('account')
        .set({ last_login: coreTimestamp(now) })
        .where('id', '=', fresh[0]!.id)
        .execute();
      const signedIn = await c.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: fresh[1]!.username, password: fresh[1]!.password },
      });
      expect(signedIn.statusCode).toBe(200);
      const character = await createCharacter(c, { account: fresh[2]!.id });
      const reported = await c.app.inject({
        method: 'POST',
        url: '/api/bugs',
        headers: bearer(await signIn(c, fresh[2]!)),
        payload: {
          title: 'The mailbox in Dalaran swallows letters',
          description: 'Sent letters never arrive.',
          category: 'other',
          characterId: character.guid,
        },
      });
      expect(reported.statusCode, reported.body).toBe(201);
      await c.app.signInCount.flush();
      await c.app.statistics.refresh(now);
      const after: AdminStatistics = (await get(c, url, adminHeaders)).json().data;

      const today = dayOf(now);
      const onDay = (list: Array<{ day: string; count: number }>) => list.find((d) => d.day === today)!.count;
      expect(onDay(after.staff.registrations) - onDay(before.staff.registrations)).toBe(3);
      expect(onDay(after.staff.signIns) - onDay(before.staff.signIns)).toBe(1);
      const thisWeek = dayOf(startOfWeek(now));
      const weekOf = <T extends { week: string }>(list: T[]) => list.find((w) => w.week === thisWeek)!;
      expect(weekOf(after.staff.newAccounts).accounts - weekOf(before.staff.newAccounts).accounts).toBe(3);
      expect(
        weekOf(after.staff.newAccounts).neverLoggedIn - weekOf(before.staff.newAccounts).neverLoggedIn,
      ).toBe(2);
      expect(
        weekOf(after.staff.bugReports).byStatus.todo - weekOf(before.staff.bugReports).byStatus.todo,
      ).toBe(1);
      // The realm's public figures come with them, as everyone reads them.
      expect(after.realm).toEqual((await get(c, '/api/realms/2/statistics')).json().data);
    });
  },
  {},
  { realms: REALMS },
);
