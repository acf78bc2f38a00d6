import { expect, it } from 'vitest';
import type { RealmStatistics } from '../../contract/statistics.ts';
import { describeEachDatabase } from '../test/harness.ts';
import { seedDemo } from './seed-demo.ts';

/* The demo's realms have statistics worth a chart: spread over weeks, with runs and samples. */
describeEachDatabase(
  'demo statistics',
  (ctx, target) => {
    it('gives each demo realm a population created over weeks, worldserver runs and two weeks of samples, once', async () => {
      const c = ctx();
      await seedDemo(c.dbs, c.config, c.core, c.realms);
      await seedDemo(c.dbs, c.config, c.core, c.realms);
      const accounts = await c.dbs.auth
        .selectFrom('account')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('username', 'like', 'DEMOPOP%')
        .executeTakeFirstOrThrow();
      expect(Number(accounts.n)).toBe(48);
      await c.app.statistics.refresh();
      const res = await c.app.inject({ method: 'GET', url: '/api/realms/1/statistics' });
      expect(res.statusCode).toBe(200);
      const stats: RealmStatistics = res.json().data;
      expect(stats.population!.total).toBeGreaterThan(60);
      expect(stats.population!.races.filter((r) => r.count > 0).length).toBeGreaterThanOrEqual(8);
      expect(stats.population!.classes.filter((r) => r.count > 0).length).toBeGreaterThanOrEqual(8);
      const weeks = (list: Array<{ count: number }>) => list.filter((w) => w.count > 0).length;
      expect(weeks(stats.created.accounts)).toBeGreaterThanOrEqual(10);
      if (target === 'trinitycore') expect(stats.created.characters).toBeNull();
      else expect(weeks(stats.created.characters!)).toBeGreaterThanOrEqual(10);
      expect(stats.uptime.days.filter((d) => d.seconds > 0).length).toBeGreaterThanOrEqual(29);
      expect(stats.uptime.runs.length).toBeGreaterThanOrEqual(8);
      expect(stats.online.dailyPeaks.filter((d) => d.players !== null).length).toBeGreaterThanOrEqual(14);
      expect(stats.online.recent.filter((h) => (h.players ?? 0) > 0).length).toBeGreaterThan(100);
    });
  },
  {},
  { realms: [{ id: 2, name: 'Frostfall PvP' }] },
);
