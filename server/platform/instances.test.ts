import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { runCli } from '../cli.ts';
import { openDatabases, type Databases } from '../db/databases.ts';
import { bearer, createAccount, createCharacter, signIn } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

/**
 * Several instances behind one proxy share MariaDB/MySQL (and Redis) and nothing else: a change made
 * through one is in force on the other at once, and what each shows from memory (the board, the news)
 * follows the other's edits as soon as it reads the data versions, which its job does every 250 ms.
 */
describe.runIf(inject('mysqlTemplates'))('two instances on one MariaDB', () => {
  let a: TestContext;
  let dbsB: Databases;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestContext('azerothcore');
    dbsB = openDatabases(a.config.databases);
    b = await buildApp({ config: a.config, dbs: dbsB, core: a.core });
    await b.ready();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await dbsB?.close();
    await a?.close();
  });

  const get = (app: FastifyInstance, url: string, headers = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('a ban, a sign-out and a role change made on one are in force on the other', async () => {
    const admin = await createAccount(a, { roles: ['admin'] });
    const adminHeaders = bearer(await signIn(a, admin));
    const player = await createAccount(a);
    const playerToken = await signIn(a, player);
    expect((await get(b, '/api/auth/profile', bearer(playerToken))).statusCode).toBe(200);
    const ban = await a.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${player.id}/ban`,
      headers: adminHeaders,
      payload: { reason: 'Botting', duration: 1 },
    });
    expect(ban.statusCode).toBe(200);
    expect((await get(b, '/api/auth/profile', bearer(playerToken))).statusCode).toBe(401);

    const other = await createAccount(a);
    const otherToken = await signIn(a, other);
    expect((await get(b, '/api/auth/profile', bearer(otherToken))).statusCode).toBe(200);
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(otherToken) }))
        .statusCode,
    ).toBe(200);
    expect((await get(b, '/api/auth/profile', bearer(otherToken))).statusCode).toBe(401);

    const promoted = await createAccount(a);
    const promotedHeaders = bearer(await signIn(a, promoted));
    const quiet = { out: () => {}, err: () => {}, askPassword: async () => '' };
    const cli = (argv: string[]) => runCli(argv, { dbs: a.dbs, core: a.core, io: quiet });
    expect((await get(b, '/api/admin/dashboard/stats', promotedHeaders)).statusCode).toBe(403);
    expect(await cli(['role', 'grant', promoted.username, 'admin'])).toBe(0);
    expect((await get(b, '/api/admin/dashboard/stats', promotedHeaders)).statusCode).toBe(200);
    expect(await cli(['role', 'revoke', promoted.username, 'admin'])).toBe(0);
    expect((await get(b, '/api/admin/dashboard/stats', promotedHeaders)).statusCode).toBe(403);
  });

  it('a bug status change and a news edit made on one show on the other once it reads the versions', async () => {
    const admin = await createAccount(a, { roles: ['admin'] });
    const adminHeaders = bearer(await signIn(a, admin));
    const reporter = await createAccount(a);
    const character = await createCharacter(a, { account: reporter.id });
    // The other instance has read (and keeps in memory) the board and the news list first.
    expect((await get(b, '/api/bugs')).statusCode).toBe(200);
    expect((await get(b, '/api/news')).statusCode).toBe(200);

    const reported = await a.app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers: bearer(await signIn(a, reporter)),
      payload: {
        title: 'Kobold candles do not count',
        description: 'Candles drop but the counter stays at 0/8.',
        category: 'quests',
        questName: 'Kobold Candles',
        characterId: character.guid,
      },
    });
    const bugId = reported.json().data.id as number;
    await b.dataVersions.poll();
    expect(
      (await get(b, `/api/bugs?status=todo&search=Kobold`)).json().data.map((x: { id: number }) => x.id),
    ).toContain(bugId);
    const triage = await a.app.inject({
      method: 'PUT',
      url: `/api/bugs/${bugId}`,
      headers: adminHeaders,
      payload: { status: 'work_in_progress' },
    });
    expect(triage.statusCode).toBe(200);
    expect((await get(b, `/api/bugs/${bugId}`)).json().data.status).toBe('work_in_progress');
    await b.dataVersions.poll();
    expect(
      (await get(b, '/api/bugs?status=work_in_progress&search=Kobold'))
        .json()
        .data.map((x: { id: number }) => x.id),
    ).toContain(bugId);

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: adminHeaders,
      payload: {
        title: 'Maintenance tonight',
        description: 'The realm restarts at midnight.',
        content: '<p>The realm restarts at midnight for a short maintenance of about twenty minutes.</p>',
        category: 'MAINTENANCE',
        imageUrl: '/assets/images/feature-qol.jpg',
        published: true,
      },
    });
    const newsId = created.json().data.id as number;
    await b.dataVersions.poll();
    expect((await get(b, `/api/news/${newsId}`)).json().data.title).toBe('Maintenance tonight');
    const edit = await a.app.inject({
      method: 'PUT',
      url: `/api/news/${newsId}`,
      headers: adminHeaders,
      payload: { title: 'Maintenance moved to tomorrow' },
    });
    expect(edit.statusCode).toBe(200);
    // Without a read of the versions the other instance's job makes on its own.
    await expect
      .poll(async () => (await get(b, `/api/news/${newsId}`)).json().data.title, {
        timeout: 5000,
        interval: 50,
      })
      .toBe('Maintenance moved to tomorrow');
    const list = (await get(b, '/api/news')).json().data as Array<{ id: number; title: string }>;
    expect(list.find((n) => n.id === newsId)?.title).toBe('Maintenance moved to tomorrow');
  });
});
