import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';
import { recordAudit } from '../../platform/audit.ts';
import { CONSOLE } from '../../platform/actor.ts';
import { withRealmAnswering } from '../../test/worldserver-listeners.ts';

async function count(c: TestContext, table: 'account' | 'characters', where?: (qb: never) => never) {
  const db = table === 'account' ? c.dbs.auth : c.dbs.characters;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a count over either core table
  let qb = (db as any).selectFrom(table).select((eb: any) => eb.fn.countAll().as('n'));
  if (where) qb = where(qb as never);
  return Number((await qb.executeTakeFirst()).n);
}

describeEachDatabase('GET /api/admin/dashboard/stats', (ctx) => {
  it('answers live figures: accounts, new accounts, characters, online, level 80, news, open bugs', async () => {
    const c = ctx();
    const admin = await createAccount(c, { roles: ['admin'] });
    const headers = bearer(await signIn(c, admin));
    const get = async () => {
      const res = await c.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const first = await get();
    const p = await createAccount(c);
    await createCharacter(c, { account: p.id, level: 80, online: 1 });
    await createCharacter(c, { account: p.id, level: 12 });
    const now = Date.now();
    await c.dbs.web
      .insertInto('news_article')
      .values([
        {
          title: 'Published one',
          description: 'd',
          content: '<p>c</p>',
          search_text: 'published one',
          category: 'NEWS ARTICLE',
          image_url: '/assets/images/feature-qol.jpg',
          author_name: 'Equipe',
          author_account_id: admin.id,
          featured_until: null,
          published: 1,
          views: 40,
          created_at: now - 1000,
          updated_at: now - 500,
        },
        {
          title: 'Draft',
          description: 'd',
          content: '<p>c</p>',
          search_text: 'draft',
          category: 'NEWS ARTICLE',
          image_url: '/assets/images/feature-qol.jpg',
          author_name: 'Equipe',
          author_account_id: admin.id,
          featured_until: null,
          published: 0,
          views: 7,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    const bug = {
      description: 'Something is wrong here',
      category: 'other' as const,
      priority: 'medium' as const,
      quest_name: null,
      class_name: null,
      item_name: null,
      reporter_id: p.id,
      reporter_name: p.username,
      character_guid: 1,
      character_name: 'Somebody',
      character_race: 1,
      character_class: 1,
      character_level: 10,
      search_text: 'x',
      created_at: now,
      updated_at: now,
      resolved_at: null,
    };
    await c.dbs.web
      .insertInto('bug')
      .values([
        { ...bug, title: 'A', status: 'todo' },
        { ...bug, title: 'B', status: 'todo' },
        { ...bug, title: 'C', status: 'validation' },
        { ...bug, title: 'D', status: 'done' },
      ])
      .execute();

    // Realm 1's worldserver does not answer: the new mark counts for nothing; once it answers, it counts.
    const down = await get();
    expect(down.characters.online).toBe(0);
    const second = await withRealmAnswering(c, c.realms.oneRealm!.id, get);
    expect(second.accounts.total).toBe(await count(c, 'account'));
    expect(second.accounts.total).toBe(first.accounts.total + 1);
    expect(second.accounts.newLast7Days).toBe(first.accounts.newLast7Days + 1);
    expect(second.characters).toEqual({
      total: first.characters.total + 2,
      online: first.characters.online + 1,
      maxLevel: first.characters.maxLevel + 1,
    });
    expect(second.news.published).toBe(first.news.published + 1);
    expect(second.news.totalViews).toBe(first.news.totalViews + 40);
    expect(second.news.lastUpdate).toBeGreaterThanOrEqual(now - 500);
    expect(second.bugs.byStatus).toEqual({
      todo: (first.bugs.byStatus.todo ?? 0) + 2,
      need_more_context: first.bugs.byStatus.need_more_context ?? 0,
      work_in_progress: first.bugs.byStatus.work_in_progress ?? 0,
      validation: (first.bugs.byStatus.validation ?? 0) + 1,
    });
    expect(second.bugs.open).toBe(first.bugs.open + 3);
  });
});

describeEachDatabase('GET /api/admin/audit', (ctx) => {
  it('lists staff actions newest first with actor, action, target, before/after, IP; filters and pages', async () => {
    const c = ctx();
    const admin = await createAccount(c, { roles: ['admin'] });
    const other = await createAccount(c, { roles: ['admin'] });
    const headers = bearer(await signIn(c, admin));
    const otherHeaders = bearer(await signIn(c, other));
    const p = await createAccount(c, { points: 1 });
    await c.app.inject({ method: 'PUT', url: `/api/admin/accounts/${p.id}/dp`, headers, payload: { dp: 2 } });
    await c.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${p.id}/dp`,
      headers: otherHeaders,
      payload: { dp: 3 },
    });
    await c.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${p.id}/ban`,
      headers,
      payload: { reason: 'Spam' },
    });

    const get = async (query: string) => {
      const res = await c.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      return res.json();
    };
    const byTarget = await get(`targetType=account&targetId=${p.id}`);
    expect(byTarget.total).toBe(3);
    expect(byTarget.data.map((e: { action: string }) => e.action)).toEqual([
      'account.ban',
      'account.points',
      'account.points',
    ]);
    expect(byTarget.data[1]).toMatchObject({
      actorId: other.id,
      actorName: other.username,
      targetType: 'account',
      targetId: String(p.id),
      details: { before: 2, after: 3 },
      ip: expect.any(String),
    });
    expect(byTarget.data[1].createdAt).toBeGreaterThan(Date.now() - 60_000);

    const mine = await get(`actor=${admin.username.toLowerCase()}&targetId=${p.id}`);
    expect(mine.data.map((e: { action: string }) => e.action)).toEqual(['account.ban', 'account.points']);
    const bans = await get(`action=account.ban&targetId=${p.id}`);
    expect(bans.total).toBe(1);
    const paged = await get(`targetId=${p.id}&pageSize=1&page=3`);
    expect(paged).toMatchObject({ total: 3, page: 3, pageSize: 1 });
    expect(paged.data[0]).toMatchObject({ actorId: admin.id, details: { before: 1, after: 2 } });
    expect(
      (await c.app.inject({ method: 'GET', url: '/api/admin/audit?targetType=planet', headers })).statusCode,
    ).toBe(400);
  });

  it("finds the console's entries by its name, typed in any case", async () => {
    const c = ctx();
    const admin = await createAccount(c, { roles: ['admin'] });
    const headers = bearer(await signIn(c, admin));
    const target = await createAccount(c);
    await recordAudit(c.dbs.web, CONSOLE, {
      action: 'role.grant',
      targetType: 'account',
      targetId: target.id,
      details: { username: target.username, role: 'moderator', by: 'cli' },
    });
    for (const typed of ['Console', 'console', ' CONSOLE ']) {
      const res = await c.app.inject({
        method: 'GET',
        url: `/api/admin/audit?actor=${encodeURIComponent(typed)}&targetId=${target.id}`,
        headers,
      });
      expect(res.json().data, typed).toMatchObject([
        { actorId: 0, actorName: 'Console', action: 'role.grant' },
      ]);
    }
  });
});
