import type { FastifyInstance } from 'fastify';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { writeSecurityLevel } from '../../game/access.ts';
import { updateRealmCharacterCount } from '../../game/character-deletion.ts';
import { createAccount, createCharacter } from '../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import type { DevWebApp } from '../../web/dev-web-app.ts';
import { coreTimestamp, DAY_MS, HOUR_MS, startOfDay, startOfWeek, WEEK_MS } from './calendar.ts';

/*
 * The statistics page as a visitor gets it, rendered by the real web app (its sources, through Vite,
 * as `npm run dev` serves them) on a second instance of the site sharing the databases: every chart
 * is an SVG image in the first HTML, and its text alternative (the hidden table) gives the counts of
 * the rows the test writes, on SQLite, AzerothCore's schema and TrinityCore's.
 */

let vite: ViteDevServer;
beforeAll(async () => {
  vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
}, 60_000);
afterAll(async () => vite?.close());

/** Each chart of the page: its title, its SVG's role and name, and the rows of its hidden table. */
function chartsOf(html: string) {
  const charts = new Map<
    string,
    { title: string; svgTitle: string; role: string; rows: Map<string, string[]> }
  >();
  const text = (s: string) =>
    s
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .trim();
  for (const [, name, body] of html.matchAll(/<figure data-chart="([a-z-]+)"[^>]*>([\s\S]*?)<\/figure>/g)) {
    const rows = new Map<string, string[]>();
    for (const [, row] of body!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)) {
      const label = /<th scope="row">([\s\S]*?)<\/th>/.exec(row!)?.[1];
      if (label === undefined) continue;
      rows.set(
        text(label),
        [...row!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => text(m[1]!)),
      );
    }
    charts.set(name!, {
      title: text(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(body!)![1]!),
      svgTitle: text(/<svg[^>]*><title>([\s\S]*?)<\/title>/.exec(body!)![1]!),
      role: /<svg[^>]*role="([a-z]+)"/.exec(body!)![1]!,
      rows,
    });
  }
  return charts;
}

/** A figure of a hidden table as a number (`1,234` → 1234; `5.5 h` → 5.5). */
const figure = (cell: string | undefined) => Number((cell ?? '').replace(/[^\d.]/g, ''));

describeEachDatabase(
  'the statistics page',
  (ctx, target) => {
    let site: FastifyInstance;
    beforeAll(async () => {
      const c = ctx();
      site = await buildApp({
        config: c.config,
        dbs: c.dbs,
        core: c.core,
        realms: c.realms,
        devWebApp: {
          build: () =>
            vite.ssrLoadModule('virtual:react-router/server-build') as ReturnType<DevWebApp['build']>,
        },
      });
      await site.ready();
    }, 60_000);
    afterAll(async () => site?.close());

    async function page(c: TestContext, path: string) {
      // What the other instance wrote: this one learns it from the versions, as its job would.
      await site.dataVersions.poll();
      const res = await site.inject({ method: 'GET', url: path });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      return res.body;
    }

    it('shows each chart as an SVG image in the first HTML, its text alternative giving the counts of the database', async () => {
      const c = ctx();
      const now = Date.now();
      const players = [await createAccount(c), await createAccount(c), await createAccount(c)];
      const gm = await createAccount(c);
      await writeSecurityLevel(c.dbs.auth, c.core.columns, {
        accountId: gm.id,
        securityLevel: 3,
        realmId: -1,
      });
      await c.dbs.auth
        .updateTable('account')
        .set({ joindate: coreTimestamp(startOfWeek(now) - 2 * WEEK_MS + DAY_MS) })
        .where('id', '=', players[2]!.id)
        .execute();
      // Seven characters: 4 Alliance, 3 Horde; and a game master's, not counted.
      const rows: Array<[number, number, number, number]> = [
        // account index, race, class, level
        [0, 1, 2, 80],
        [0, 1, 1, 12],
        [1, 4, 11, 80],
        [1, 11, 7, 45],
        [2, 2, 3, 80],
        [2, 10, 8, 64],
        [2, 6, 11, 3],
      ];
      const db = c.realms.get(2)!.characters!.db;
      for (const [i, [who, race, cls, level]] of rows.entries()) {
        const { guid } = await createCharacter(c, {
          account: players[who]!.id,
          realmId: 2,
          race,
          class: cls,
          level,
        });
        // Three this week, four one week ago.
        if (c.core.columns.charactersHaveCreationDate)
          await db
            .updateTable('characters')
            .set({
              creation_date: coreTimestamp(i < 3 ? startOfWeek(now) : startOfWeek(now) - WEEK_MS + DAY_MS),
            })
            .where('guid', '=', guid)
            .execute();
      }
      await createCharacter(c, { account: gm.id, realmId: 2, race: 1, class: 2, level: 80 });
      for (const account of [...players, gm])
        await updateRealmCharacterCount(c.dbs.auth, db, c.core.core, { accountId: account.id, realmId: 2 });
      const yesterday = startOfDay(now) - DAY_MS;
      await c.dbs.auth
        .insertInto('uptime')
        .values({
          realmid: 2,
          starttime: (yesterday + 6 * HOUR_MS) / 1000,
          uptime: 5 * 3600 + 1800,
          maxplayers: 31,
        })
        .execute();
      await c.dbs.web
        .insertInto('online_sample')
        .values([
          { realm_id: 2, sampled_at: yesterday + 20 * HOUR_MS, players: 17 },
          { realm_id: 2, sampled_at: yesterday + 20 * HOUR_MS + 300_000, players: 23 },
        ])
        .execute();
      await c.app.statistics.refresh(now);

      const html = await page(c, '/realms/2/statistics?lang=en');
      expect(html).toContain('<h1');
      expect(html).toContain('Outland statistics');
      const charts = chartsOf(html);
      const expected = [
        'factions',
        'levels',
        'races',
        'classes',
        ...(target === 'trinitycore' ? [] : ['created-characters']),
        'created-accounts',
        'online-recent',
        'daily-peaks',
        'uptime',
      ];
      expect([...charts.keys()]).toEqual(expected);
      for (const chart of charts.values()) {
        expect(chart.role).toBe('img');
        expect(chart.svgTitle).toBe(chart.title);
      }
      const counts = (name: string) =>
        Object.fromEntries([...charts.get(name)!.rows].map(([label, [value]]) => [label, figure(value)]));

      expect(counts('factions')).toEqual({ Alliance: 4, Horde: 3 });
      expect(counts('races')).toEqual({
        Human: 2,
        Orc: 1,
        Dwarf: 0,
        'Night Elf': 1,
        Undead: 0,
        Tauren: 1,
        Gnome: 0,
        Troll: 0,
        'Blood Elf': 1,
        Draenei: 1,
      });
      expect(counts('classes')).toEqual({
        Warrior: 1,
        Paladin: 1,
        Hunter: 1,
        Rogue: 0,
        Priest: 0,
        'Death Knight': 0,
        Shaman: 1,
        Mage: 1,
        Warlock: 0,
        Druid: 2,
      });
      expect(counts('levels')).toEqual({
        '1–9': 1,
        '10–19': 1,
        '20–29': 0,
        '30–39': 0,
        '40–49': 1,
        '50–59': 0,
        '60–69': 1,
        '70–79': 0,
        '80+': 3,
      });
      const weeks = (name: string) => [...charts.get(name)!.rows.values()].map(([value]) => figure(value));
      if (target !== 'trinitycore') {
        expect(weeks('created-characters')).toHaveLength(26);
        expect(weeks('created-characters').slice(-2)).toEqual([4, 3]);
        expect(weeks('created-characters').reduce((a, b) => a + b)).toBe(7);
      } else {
        expect(html).toContain('does not record when a character is created');
      }
      // Two accounts joined this week, one two weeks ago; the game master is not counted.
      expect(weeks('created-accounts').slice(-3)).toEqual([1, 0, 2]);
      expect(weeks('created-accounts').reduce((a, b) => a + b)).toBe(3);

      const peaks = [...charts.get('daily-peaks')!.rows.values()].map(([value]) => value);
      expect(peaks).toHaveLength(90);
      expect(figure(peaks.at(-2))).toBe(23);
      expect(peaks.filter((p) => p === 'no sample').length).toBeGreaterThanOrEqual(88);
      const hours = [...charts.get('online-recent')!.rows.values()].map(([value]) => value);
      expect(hours).toHaveLength(7 * 24);
      expect(hours.filter((h) => h !== 'no sample').map(figure)).toContain(23);
      const up = [...charts.get('uptime')!.rows.values()].map(([value]) => figure(value));
      expect(up.at(-2)).toBe(5.5);
      expect(up.reduce((a, b) => a + b)).toBe(5.5);
      expect(html).toMatch(/data-runs[\s\S]*5 h 30 min[\s\S]*31/);
    });

    it('names an unknown realm (404) and a bad id (400) on the page, and links the statistics from the realms page and the sitemap', async () => {
      const c = ctx();
      const unknown = await site.inject({ method: 'GET', url: '/realms/99/statistics?lang=en' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('No realm has the id 99.');
      expect((await site.inject({ method: 'GET', url: '/realms/abc/statistics' })).statusCode).toBe(400);
      await c.app.realmStatus.refresh();
      await site.realmStatus.refresh();
      const realms = await page(c, '/realms?lang=en');
      for (const id of [1, 2]) expect(realms).toContain(`href="/realms/${id}/statistics"`);
      const sitemap = await page(c, '/sitemap.xml');
      expect(sitemap).toContain('<loc>http://realm.test/realms/2/statistics?lang=fr</loc>');
    });
  },
  {},
  { realms: [{ id: 2, name: 'Outland' }] },
);
