import { createHook } from 'node:async_hooks';
import { expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { bearer, createAccount } from './test/factories.ts';
import { describeEachDatabase } from './test/harness.ts';

/**
 * The timers the site's own code has set and not yet cleared or run, with where each was set. Timers
 * of the database pools underneath (which this test keeps open), the mysql2 library's and the limit
 * on a wait for a connection (server/db/databases.ts), are not the app's.
 */
const live = new Map<number, string>();
const timerWatch = createHook({
  init(id, type) {
    if (type !== 'Timeout') return;
    const setBy = new Error()
      .stack!.split('\n')
      .find((line) => line.includes('/server/') && !line.includes('.test.ts'));
    if (setBy && !setBy.includes('node_modules') && !setBy.includes('/server/db/databases.ts'))
      live.set(id, setBy.trim());
  },
  destroy(id) {
    live.delete(id);
  },
});

/** Lets the destroy hooks of timers that were cleared run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describeEachDatabase('the app starts and stops cleanly', (ctx) => {
  it('leaves no timer running after it closes, started and closed twice in one process', async () => {
    const c = ctx();
    // The context's own app closes first, so only the apps of this test run jobs.
    await c.app.close();
    timerWatch.enable();

    for (let round = 0; round < 2; round++) {
      const app = await buildApp({ config: c.config, dbs: c.dbs, core: c.core, realms: c.realms });
      await app.ready();
      // Requests that fill every kind of state the app keeps: realm status, news answers, figures, the email lookup.
      expect((await app.inject({ method: 'GET', url: '/api/realms' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/news/latest?limit=3' })).statusCode).toBe(200);
      const admin = await createAccount(c, { roles: ['admin'] });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: admin.email, password: admin.password },
      });
      expect(login.statusCode).toBe(200);
      const headers = bearer(login.json<{ token: string }>().token);
      const stats = await app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers });
      expect(stats.statusCode).toBe(200);
      const article = await app.inject({
        method: 'POST',
        url: '/api/news',
        headers,
        payload: {
          title: 'Realm restart tonight',
          description: 'The realm restarts at midnight.',
          content: `<p>${'The realm restarts at midnight for an update. '.repeat(3)}</p>`,
          category: 'MAINTENANCE',
          imageUrl: '/assets/images/feature-specless.jpg',
          author: 'Staff',
          tags: ['restart'],
        },
      });
      expect(article.statusCode, article.body).toBe(201);
      const articleId = Number(article.json<{ data: { id: string } }>().data.id);
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ method: 'GET', url: `/api/news/${articleId}` })).statusCode).toBe(200);
      // The jobs' next runs are waiting.
      expect(live.size).toBeGreaterThan(0);
      await app.close();
      await settle();
      expect([...live.values()]).toEqual([]);
      // The views counted in memory were written as the app closed.
      const { views } = await c.dbs.web
        .selectFrom('news_article')
        .select('views')
        .where('id', '=', articleId)
        .executeTakeFirstOrThrow();
      expect(Number(views)).toBe(2);
    }
    timerWatch.disable();
  });
});
