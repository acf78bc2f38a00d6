import { expect, it } from 'vitest';
import { listAccess, levelOnRealm } from '../../game/access.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn, type TestAccount } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { withRealmAnswering } from '../../test/worldserver-listeners.ts';

async function adminToken(c: TestContext) {
  const admin = await createAccount(c, { roles: ['admin'] });
  return { admin, headers: bearer(await signIn(c, admin)) };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function banRows(c: TestContext, id: number) {
  return c.dbs.auth
    .selectFrom('account_banned')
    .selectAll()
    .where('id', '=', id)
    .orderBy('bandate')
    .execute();
}

/** The account's `account_access` rows as `[realm, level]`, whichever core's column names. */
async function accessRows(c: TestContext, id: number) {
  return (await listAccess(c.dbs.auth, c.core.columns, [id])).map((r) => [r.realmId, r.securityLevel]);
}

async function auditOf(c: TestContext, action: string, targetId: number | string) {
  const rows = await c.dbs.web
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

describeEachDatabase('admin accounts API', (ctx) => {
  it('lists accounts with the stat figures, paged, with DP, role, GM level, ban and lower-case email', async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    const player = await createAccount(c, { points: 120, email: 'Mixed.Case@Example.test' });
    const mod = await createAccount(c, { roles: ['moderator'], gmlevel: 2 });
    const res = await c.app.inject({ method: 'GET', url: '/api/admin/accounts?pageSize=200', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, page: 1, pageSize: 200 });
    const totalInDb = Number(
      (await c.dbs.auth
        .selectFrom('account')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst())!.n,
    );
    expect(body.total).toBe(totalInDb);
    expect(body.stats.totalAccounts).toBe(totalInDb);
    const sumDp = Number(
      (await c.dbs.web
        .selectFrom('site_account')
        .select((eb) => eb.fn.sum('points').as('n'))
        .executeTakeFirst())!.n,
    );
    expect(body.stats.totalDp).toBe(sumDp);
    const p = body.data.find((a: { id: number }) => a.id === player.id);
    expect(p).toMatchObject({
      username: player.username,
      email: 'mixed.case@example.test',
      dp: 120,
      role: 'user',
      roles: [],
      securityLevel: null,
      online: false,
      banned: false,
    });
    expect(p.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(body.data.find((a: { id: number }) => a.id === mod.id)).toMatchObject({
      role: 'moderator',
      securityLevel: 2,
    });
  });

  it('counts online accounts through their characters, while their realm answers', async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    const list = async () =>
      (await c.app.inject({ method: 'GET', url: `/api/admin/accounts?search=${p.id}`, headers })).json();
    const p = await createAccount(c);
    // The worldserver does not answer: marks left by a crash count for nothing.
    await createCharacter(c, { account: p.id, online: 1 });
    await createCharacter(c, { account: p.id, online: 1 });
    const down = await list();
    expect(down.stats.online).toBe(0);
    expect(down.data.find((a: { id: number }) => a.id === p.id).online).toBe(false);

    await withRealmAnswering(c, c.realms.oneRealm!.id, async () => {
      const up = await list();
      expect(up.stats.online).toBeGreaterThanOrEqual(1);
      // The row says so too, although the core's `account.online` was never written here.
      expect(up.data.find((a: { id: number }) => a.id === p.id).online).toBe(true);
    });
  });

  it('searches by id, username prefix (any case) and exact email (any case), server-side', async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    const tag = `Q${Date.now().toString(36).toUpperCase()}`;
    const a = await createAccount(c, { username: `${tag}ALPHA`, email: `${tag}.alpha@example.test` });
    const b = await createAccount(c, { username: `${tag}BETA`, email: `${tag}.beta@example.test` });
    const search = async (q: string, extra = '') => {
      const res = await c.app.inject({
        method: 'GET',
        url: `/api/admin/accounts?search=${encodeURIComponent(q)}${extra}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: Array<{ id: number }>; total: number };
    };
    const prefix = await search(tag.toLowerCase());
    expect(prefix.data.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(prefix.total).toBe(2);
    expect((await search(`${tag}b`)).data.map((x) => x.id)).toEqual([b.id]);
    expect((await search(String(a.id))).data.map((x) => x.id)).toContain(a.id);
    const byMail = await search(`${tag.toLowerCase()}.BETA@EXAMPLE.test`);
    expect(byMail.data.map((x) => x.id)).toEqual([b.id]);
    expect(byMail.total).toBe(1);
    expect((await search(`${tag}.gamma@example.test`)).total).toBe(0);
    // A substring is only found with match=contains (it reads the whole table).
    expect((await search('ALPHA')).data.map((x) => x.id)).not.toContain(a.id);
    expect((await search('alpha', '&match=contains')).data.map((x) => x.id)).toContain(a.id);
    expect((await search('.beta@', '&match=contains')).data.map((x) => x.id)).toEqual([b.id]);
    // LIKE wildcards are plain characters.
    expect((await search('%', '&match=contains')).total).toBe(0);
    expect((await search('a b')).total).toBe(0);
    // Sorting and paging.
    const sorted = await search(tag, '&sort=username&order=desc&pageSize=1&page=2');
    expect(sorted.data.map((x) => x.id)).toEqual([a.id]);
    expect(sorted.total).toBe(2);
  });

  it('finds an email changed after the lookup copy was made, and never a stale one', async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    const a = await createAccount(c, { email: 'first.address@example.test' });
    const get = (q: string) =>
      c.app.inject({ method: 'GET', url: `/api/admin/accounts?search=${encodeURIComponent(q)}`, headers });
    expect((await get('first.address@example.test')).json().data.map((x: { id: number }) => x.id)).toEqual([
      a.id,
    ]);
    await c.dbs.auth
      .updateTable('account')
      .set({ email: 'SECOND.ADDRESS@EXAMPLE.TEST' })
      .where('id', '=', a.id)
      .execute();
    // The old address is checked against the core and dropped.
    expect((await get('first.address@example.test')).json().total).toBe(0);
  });

  it('rejects bad list queries with 400', async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    for (const q of ['pageSize=201', 'pageSize=0', 'page=0', 'sort=email', 'order=up', 'match=regex']) {
      const res = await c.app.inject({ method: 'GET', url: `/api/admin/accounts?${q}`, headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('shows one account: access per realm, ban history, characters, points history', async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    const p = await createAccount(c, { points: 5 });
    const ch = await createCharacter(c, { account: p.id, level: 80, race: 10, class: 6, online: 1 });
    await c.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${p.id}/security`,
      headers,
      payload: { securityLevel: 1 },
    });
    await c.app.inject({ method: 'PUT', url: `/api/admin/accounts/${p.id}/dp`, headers, payload: { dp: 9 } });
    const res = await withRealmAnswering(c, c.realms.oneRealm!.id, () =>
      c.app.inject({ method: 'GET', url: `/api/admin/accounts/${p.id}`, headers }),
    );
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: p.id,
      username: p.username,
      email: p.email.toLowerCase(),
      dp: 9,
      role: 'user',
      securityLevel: 1,
      access: [{ realmId: -1, realmName: 'All realms', securityLevel: 1, label: 'Game Master (GM)' }],
      lastLogin: null,
      lastIp: '127.0.0.1',
      ban: null,
      banHistory: [],
      characters: [{ guid: ch.guid, name: ch.name, level: 80, race: 10, class: 6, online: true }],
      pointsHistory: [{ before: 5, after: 9 }],
    });
    expect(
      (await c.app.inject({ method: 'GET', url: '/api/admin/accounts/999999', headers })).statusCode,
    ).toBe(404);
    expect((await c.app.inject({ method: 'GET', url: '/api/admin/accounts/abc', headers })).statusCode).toBe(
      400,
    );
  });

  it('sets DP with a ledger entry and an audit entry; refuses negative or fractional DP', async () => {
    const c = ctx();
    const { admin, headers } = await adminToken(c);
    const p = await createAccount(c, { points: 40 });
    const res = await c.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${p.id}/dp`,
      headers,
      payload: { dp: 250 },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: p.id, dp: 250, before: 40 } });
    const site = await c.dbs.web
      .selectFrom('site_account')
      .select('points')
      .where('account_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(site.points)).toBe(250);
    const ledger = await c.dbs.web
      .selectFrom('points_ledger')
      .selectAll()
      .where('account_id', '=', p.id)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      points_before: 40,
      points_after: 250,
      changed_by_id: admin.id,
      changed_by_name: admin.username,
    });
    expect(Math.abs(Number(ledger[0]!.created_at) - Date.now())).toBeLessThan(60_000);
    const [audit] = await auditOf(c, 'account.points', p.id);
    expect(audit).toMatchObject({
      actor_id: admin.id,
      actor_name: admin.username,
      ip: '203.0.113.7',
      target_type: 'account',
      details: { before: 40, after: 250 },
    });

    for (const dp of [-1, 1.5, '12', null]) {
      const bad = await c.app.inject({
        method: 'PUT',
        url: `/api/admin/accounts/${p.id}/dp`,
        headers,
        payload: { dp },
      });
      expect(bad.statusCode, String(dp)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'dp' }] });
    }
    expect(
      (await c.app.inject({ method: 'PUT', url: `/api/admin/accounts/${p.id}/dp`, headers, payload: {} }))
        .statusCode,
    ).toBe(400);
    // Nothing else was written by the refused calls.
    expect(
      await c.dbs.web.selectFrom('points_ledger').selectAll().where('account_id', '=', p.id).execute(),
    ).toHaveLength(1);
  });

  it('gives DP to an account made in game (no site row yet)', async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    const p = await createAccount(c);
    await c.dbs.web.deleteFrom('site_account').where('account_id', '=', p.id).execute();
    const res = await c.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${p.id}/dp`,
      headers,
      payload: { dp: 3 },
    });
    expect(res.json().data).toMatchObject({ before: 0, dp: 3 });
    const row = await c.dbs.web
      .selectFrom('site_account')
      .select('points')
      .where('account_id', '=', p.id)
      .executeTakeFirst();
    expect(Number(row?.points)).toBe(3);
  });

  it('leaves account_access rows as `.account set gmlevel` does, checks the realm, and removes them', async () => {
    const c = ctx();
    const { admin, headers } = await adminToken(c);
    const p = await createAccount(c);
    const realm = await c.dbs.auth
      .selectFrom('realmlist')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const post = (payload: object) =>
      c.app.inject({ method: 'POST', url: `/api/admin/accounts/${p.id}/security`, headers, payload });
    const levelOn = async (realmId: number) =>
      levelOnRealm(await listAccess(c.dbs.auth, c.core.columns, [p.id]), realmId);

    const first = await post({ securityLevel: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Security level updated successfully!');
    expect(await accessRows(c, p.id)).toEqual([[-1, 2]]);

    // A per-realm level ends the all-realms row (DELETE … RealmID = N OR RealmID = -1).
    await post({ securityLevel: 3, realmId: realm.id });
    expect(await accessRows(c, p.id)).toEqual([[realm.id, 3]]);
    // The demotion on every realm takes effect: realm -1 deletes every row first.
    await post({ securityLevel: 1 });
    expect(await accessRows(c, p.id)).toEqual([[-1, 1]]);
    expect(await levelOn(realm.id)).toBe(1);
    // The same value again is fine.
    expect((await post({ securityLevel: 1 })).statusCode).toBe(200);
    expect(await accessRows(c, p.id)).toEqual([[-1, 1]]);
    // Level 0 on a realm writes no row and also ends the all-realms level: the core reads 0.
    await post({ securityLevel: 0, realmId: realm.id });
    expect(await accessRows(c, p.id)).toEqual([]);
    expect(await levelOn(realm.id)).toBe(0);
    await post({ securityLevel: 2, realmId: realm.id });
    expect(await levelOn(realm.id)).toBe(2);

    const unknownRealm = await post({ securityLevel: 1, realmId: 4242 });
    expect(unknownRealm.statusCode).toBe(400);
    expect(unknownRealm.json().error).toContain('Realm 4242 is not in the realm list');
    for (const bad of [{ securityLevel: 4 }, { securityLevel: -1 }, { securityLevel: 1, realmId: -2 }, {}]) {
      expect((await post(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post({ securityLevel: 1, realmId: 1.5 })).statusCode).toBe(400);

    const audits = await auditOf(c, 'account.security.set', p.id);
    expect(audits.map((a) => a.details)).toEqual([
      { realmId: -1, level: 2, before: [], after: [{ realmId: -1, level: 2 }] },
      {
        realmId: realm.id,
        level: 3,
        before: [{ realmId: -1, level: 2 }],
        after: [{ realmId: realm.id, level: 3 }],
      },
      {
        realmId: -1,
        level: 1,
        before: [{ realmId: realm.id, level: 3 }],
        after: [{ realmId: -1, level: 1 }],
      },
      { realmId: -1, level: 1, before: [{ realmId: -1, level: 1 }], after: [{ realmId: -1, level: 1 }] },
      { realmId: realm.id, level: 0, before: [{ realmId: -1, level: 1 }], after: [] },
      { realmId: realm.id, level: 2, before: [], after: [{ realmId: realm.id, level: 2 }] },
    ]);
    expect(audits[0]!.actor_id).toBe(admin.id);

    await post({ securityLevel: 1 });
    await post({ securityLevel: 3, realmId: realm.id });
    const del = await c.app.inject({
      method: 'DELETE',
      url: `/api/admin/accounts/${p.id}/security/${realm.id}`,
      headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().data.access).toEqual([]);
    expect(await accessRows(c, p.id)).toEqual([]);
    const again = await c.app.inject({
      method: 'DELETE',
      url: `/api/admin/accounts/${p.id}/security/${realm.id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
    expect((await auditOf(c, 'account.security.remove', p.id)).map((a) => a.details)).toEqual([
      { realmId: realm.id, level: 0, before: [{ realmId: realm.id, level: 3 }], after: [] },
    ]);

    // DELETE on -1 removes every row, as `.account set gmlevel ACC 0 -1` does.
    await post({ securityLevel: 2, realmId: realm.id });
    const all = await c.app.inject({
      method: 'DELETE',
      url: `/api/admin/accounts/${p.id}/security/-1`,
      headers,
    });
    expect(all.statusCode).toBe(200);
    expect(await accessRows(c, p.id)).toEqual([]);
    expect(
      (
        await c.app.inject({
          method: 'POST',
          url: '/api/admin/accounts/999999/security',
          headers,
          payload: { securityLevel: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('bans temporarily as the core does: earlier bans inactive, new row, sessions ended, audit', async () => {
    const c = ctx();
    const { admin, headers } = await adminToken(c);
    const p = await createAccount(c);
    const playerToken = await signIn(c, p);
    // A ban already lifted, and on AzerothCore a shorter one still active (written in game by a GM),
    // which the new one replaces; TrinityCore refuses any ban while one is active (tested below).
    const earlier = [
      {
        id: p.id,
        bandate: nowSeconds() - 5000,
        unbandate: nowSeconds() - 4000,
        bannedby: 'Gm',
        banreason: 'old',
        active: 0,
      },
      ...(c.core.core === 'azerothcore'
        ? [
            {
              id: p.id,
              bandate: nowSeconds() - 100,
              unbandate: nowSeconds() + 100,
              bannedby: 'Gm',
              banreason: 'short',
              active: 1,
            },
          ]
        : []),
    ];
    await c.dbs.auth.insertInto('account_banned').values(earlier).execute();
    const before = nowSeconds();
    const res = await c.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${p.id}/ban`,
      headers,
      payload: { reason: '  Gold selling  ', duration: 3 },
    });
    const after = nowSeconds();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Account banned successfully!',
      data: {
        sessionsEnded: 1,
        kicked: [],
        kickErrors: [],
        ban: { permanent: false, active: true, inForce: true },
      },
    });
    const rows = await banRows(c, p.id);
    expect(rows).toHaveLength(earlier.length + 1);
    expect(rows.slice(0, -1).map((r) => Number(r.active))).toEqual(earlier.map(() => 0));
    const ban = rows.at(-1)!;
    expect(ban.bandate).toBeGreaterThanOrEqual(before);
    expect(ban.bandate).toBeLessThanOrEqual(after);
    expect(ban).toMatchObject({
      id: p.id,
      unbandate: ban.bandate + 3 * 86400,
      bannedby: admin.username,
      banreason: 'Gold selling',
    });
    expect(Number(ban.active)).toBe(1);
    // The player's session is gone: the next request is not signed in.
    const me = await c.app.inject({
      method: 'GET',
      url: '/api/admin/accounts',
      headers: bearer(playerToken),
    });
    expect(me.statusCode).toBe(401);
    const [audit] = await auditOf(c, 'account.ban', p.id);
    expect(audit!.details).toMatchObject({
      reason: 'Gold selling',
      days: 3,
      after: { bandate: ban.bandate },
    });
    // The list and the details show the ban.
    const detail = (await c.app.inject({ method: 'GET', url: `/api/admin/accounts/${p.id}`, headers })).json()
      .data;
    expect(detail.banned).toBe(true);
    expect(detail.ban).toMatchObject({ reason: 'Gold selling', bannedBy: admin.username, permanent: false });
    expect(detail.banHistory).toHaveLength(earlier.length + 1);
  });

  it('bans permanently with unbandate = bandate, keeps it against any new ban, then unbans', async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    const p = await createAccount(c);
    const ban = (payload: object) =>
      c.app.inject({ method: 'POST', url: `/api/admin/accounts/${p.id}/ban`, headers, payload });
    expect((await ban({ reason: 'Bots' })).statusCode).toBe(200);
    // Both cores keep a permanent ban: a shorter one, or another permanent one, is refused and nothing is written.
    for (const payload of [
      { reason: 'Shorter', duration: 1 },
      { reason: 'Bots again', duration: null },
    ]) {
      const refused = await ban(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
      expect(refused.json().error).toMatch(
        new RegExp(
          `^${p.username} is already banned permanently since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\(by .+: Bots\\)\\. .*lift it first`,
        ),
      );
    }
    const rows = await banRows(c, p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unbandate).toBe(rows[0]!.bandate);
    expect(Number(rows[0]!.active)).toBe(1);
    expect(rows[0]!.banreason).toBe('Bots');
    expect(await auditOf(c, 'account.ban', p.id)).toHaveLength(1);

    // The sign-in guard sees the ban: a new session is refused with ACCOUNT_BANNED.
    const token = await signIn(c, p);
    const refused = await c.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_BANNED',
      error: expect.stringContaining('permanently'),
    });

    const unban = await c.app.inject({ method: 'POST', url: `/api/admin/accounts/${p.id}/unban`, headers });
    expect(unban.statusCode).toBe(200);
    expect(unban.json().data).toEqual({ unbanned: 1 });
    const history = await banRows(c, p.id);
    expect(history).toHaveLength(1);
    expect(history.map((r) => Number(r.active))).toEqual([0]);
    const [audit] = await auditOf(c, 'account.unban', p.id);
    expect(audit!.details).toMatchObject({
      before: [{ reason: 'Bots', permanent: true }],
      after: null,
    });
    const notBanned = await c.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${p.id}/unban`,
      headers,
    });
    expect(notBanned.statusCode).toBe(409);
    // Signed in again after the unban: the guard lets the player through to the role check.
    const back = await c.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: bearer(token) });
    expect(back.statusCode).toBe(403);
    expect(back.json().code).toBe('FORBIDDEN');
  });

  it("follows each core's rule for a new ban over an active one, within one second too", async () => {
    const c = ctx();
    const { headers } = await adminToken(c);
    const p = await createAccount(c);
    const ban = (payload: object) =>
      c.app.inject({ method: 'POST', url: `/api/admin/accounts/${p.id}/ban`, headers, payload });
    const active = async () => (await banRows(c, p.id)).filter((r) => Number(r.active) === 1);

    expect((await ban({ reason: 'Spam', duration: 3 })).statusCode).toBe(200);
    const shorter = await ban({ reason: 'Less', duration: 1 });
    const longer = await ban({ reason: 'More', duration: 7 });
    if (c.core.core === 'azerothcore') {
      // BAN_LONGER_EXISTS: a shorter ban is refused, a longer one replaces it (in the same second: no key clash).
      expect(shorter.statusCode).toBe(409);
      expect(shorter.json().error).toMatch(
        /is already banned until .+ UTC \(by .+: Spam\)\. That ban ends later than the new one would: lift it first to shorten it\./,
      );
      expect(longer.statusCode).toBe(200);
      expect((await active()).map((r) => [r.banreason, r.unbandate - r.bandate])).toEqual([
        ['More', 7 * 86400],
      ]);
      // A permanent ban replaces a temporary one.
      expect((await ban({ reason: 'Forever' })).statusCode).toBe(200);
      expect((await active()).map((r) => [r.banreason, r.unbandate === r.bandate])).toEqual([
        ['Forever', true],
      ]);
      expect(await banRows(c, p.id)).toHaveLength(3);
    } else {
      // BAN_EXISTS: TrinityCore refuses any new ban while one is active, longer or not.
      for (const refused of [shorter, longer, await ban({ reason: 'Forever' })]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error).toMatch(
          /is already banned until .+ \(by .+: Spam\)\. The game server keeps one ban at a time: lift it first to replace it\./,
        );
      }
      expect((await active()).map((r) => r.banreason)).toEqual(['Spam']);
      // Lifted, a new ban goes in, also within the same second as the last one.
      expect(
        (await c.app.inject({ method: 'POST', url: `/api/admin/accounts/${p.id}/unban`, headers }))
          .statusCode,
      ).toBe(200);
      expect((await ban({ reason: 'Forever' })).statusCode).toBe(200);
      expect((await active()).map((r) => [r.banreason, r.unbandate === r.bandate])).toEqual([
        ['Forever', true],
      ]);
      expect(await banRows(c, p.id)).toHaveLength(2);
    }
  });

  it('refuses a ban without reason, with a bad duration, of oneself, or of no account', async () => {
    const c = ctx();
    const { admin, headers } = await adminToken(c);
    const p = await createAccount(c);
    const ban = (id: number, payload: object) =>
      c.app.inject({ method: 'POST', url: `/api/admin/accounts/${id}/ban`, headers, payload });
    const noReason = await ban(p.id, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Please enter a reason for the ban');
    expect((await ban(p.id, {})).json().error).toBe('Please enter a reason for the ban');
    for (const duration of [0, -3, 1.5, '2']) {
      expect((await ban(p.id, { reason: 'x', duration })).statusCode, String(duration)).toBe(400);
    }
    expect((await ban(p.id, { reason: 'x'.repeat(256) })).statusCode).toBe(400);
    expect((await ban(admin.id, { reason: 'oops' })).statusCode).toBe(409);
    expect((await ban(999999, { reason: 'x' })).statusCode).toBe(404);
    expect(await banRows(c, p.id)).toEqual([]);
    expect(await banRows(c, admin.id)).toEqual([]);
  });

  it("answers in the caller's language: refusals, rules, and what was done", async () => {
    const c = ctx();
    const { admin, headers } = await adminToken(c);
    const p = await createAccount(c);
    const fr = { ...headers, 'accept-language': 'fr' };
    const call = (method: 'POST' | 'PUT', url: string, payload: object, h: Record<string, string>) =>
      c.app.inject({ method, url: `/api/admin/accounts${url}`, headers: h, payload });

    const self = await call('POST', `/${admin.id}/ban`, { reason: 'oops' }, fr);
    expect(self.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'Vous ne pouvez pas bannir votre propre compte.',
    });
    expect((await call('POST', `/${admin.id}/ban`, { reason: 'oops' }, headers)).json().error).toBe(
      'You cannot ban your own account.',
    );
    expect((await call('POST', `/${p.id}/unban`, {}, fr)).json().error).toBe(
      `${p.username} n’est pas banni.`,
    );
    const peer = await createAccount(c, { roles: ['admin'] });
    expect((await call('PUT', `/${peer.id}/dp`, { dp: 1 }, fr)).json().error).toBe(
      `${peer.username} est administrateur\u00a0: le staff ne peut agir que sur les comptes d’un rôle inférieur au sien. Rien n’a été modifié.`,
    );

    const negative = await call('PUT', `/${p.id}/dp`, { dp: -1 }, fr);
    expect(negative.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Les DP doivent être de 0 ou plus',
      details: [{ path: 'dp', message: 'Les DP doivent être de 0 ou plus' }],
    });
    expect((await call('PUT', `/${p.id}/dp`, { dp: -1 }, headers)).json().error).toBe('DP must be 0 or more');
    const tooLong = await call('POST', `/${p.id}/ban`, { reason: 'x', duration: 10_001 }, fr);
    expect(tooLong.json().error).toBe(
      'La durée doit être d’au plus 10000 jours\u00a0; laissez-la vide pour un ban définitif',
    );

    expect((await call('PUT', `/${p.id}/dp`, { dp: 5 }, fr)).json().message).toBe(
      'DP mis à jour avec succès\u00a0!',
    );
    expect((await call('PUT', `/${p.id}/dp`, { dp: 6 }, headers)).json().message).toBe(
      'DP updated successfully!',
    );
    const banned = await call('POST', `/${p.id}/ban`, { reason: 'Spam', duration: 2 }, fr);
    expect(banned.json().message).toBe('Compte banni avec succès\u00a0!');
    const again = await call(
      'POST',
      `/${p.id}/ban`,
      { reason: 'Again', duration: c.core.core === 'azerothcore' ? 1 : 9 },
      fr,
    );
    expect(again.json().error).toMatch(
      new RegExp(
        `^${p.username} est déjà banni jusqu’au .+ UTC \\(par .+\u00a0: Spam\\)\\. .+ Rien n’a été modifié\\.$`,
      ),
    );
  });
});

describeEachDatabase('admin accounts permissions', (ctx) => {
  it('answers 401 to anonymous, 403 to players and moderators, 2xx/4xx to admins, on every admin call', async () => {
    const c = ctx();
    const target: TestAccount = await createAccount(c);
    const ch = await createCharacter(c, { account: target.id });
    const player = bearer(await signIn(c, await createAccount(c)));
    const moderator = bearer(await signIn(c, await createAccount(c, { roles: ['moderator'], gmlevel: 3 })));
    const admin = bearer(await signIn(c, await createAccount(c, { roles: ['admin'] })));
    const superAdmin = bearer(await signIn(c, await createAccount(c, { roles: ['super_admin'] })));
    const calls: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }> = [
      { method: 'GET', url: '/api/admin/accounts' },
      { method: 'GET', url: `/api/admin/accounts/${target.id}` },
      { method: 'PUT', url: `/api/admin/accounts/${target.id}/dp`, payload: { dp: 1 } },
      { method: 'POST', url: `/api/admin/accounts/${target.id}/security`, payload: { securityLevel: 1 } },
      { method: 'DELETE', url: `/api/admin/accounts/${target.id}/security/-1` },
      { method: 'POST', url: `/api/admin/accounts/${target.id}/ban`, payload: { reason: 'matrix' } },
      { method: 'POST', url: `/api/admin/accounts/${target.id}/unban` },
      { method: 'GET', url: '/api/admin/characters' },
      { method: 'GET', url: '/api/admin/characters/online' },
      { method: 'POST', url: `/api/admin/characters/${ch.guid}/unstuck` },
      { method: 'DELETE', url: `/api/admin/characters/${ch.guid}`, payload: { reason: 'matrix' } },
      { method: 'GET', url: '/api/admin/dashboard/stats' },
      { method: 'GET', url: '/api/admin/audit' },
      { method: 'GET', url: '/api/admin/online' },
      { method: 'POST', url: `/api/admin/realms/${ch.realmId}/characters/${ch.guid}/kick` },
      { method: 'GET', url: '/api/admin/configuration' },
    ];
    const dpBefore = await c.dbs.web
      .selectFrom('site_account')
      .select('points')
      .where('account_id', '=', target.id)
      .executeTakeFirst();
    for (const call of calls) {
      const anonymous = await c.app.inject({ ...call });
      expect(anonymous.statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
      expect(anonymous.json().code).toBe('NOT_SIGNED_IN');
      // Even with a body that would not validate, the stranger gets 401, not 400.
      if (call.payload) {
        expect((await c.app.inject({ ...call, payload: { junk: true } })).statusCode).toBe(401);
      }
      for (const [who, headers] of [
        ['player', player],
        ['moderator', moderator],
      ] as const) {
        const res = await c.app.inject({ ...call, headers });
        expect(res.statusCode, `${who} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    // Nothing was written by the refused calls.
    const dpAfter = await c.dbs.web
      .selectFrom('site_account')
      .select('points')
      .where('account_id', '=', target.id)
      .executeTakeFirst();
    expect(dpAfter).toEqual(dpBefore);
    expect(await banRows(c, target.id)).toEqual([]);
    for (const headers of [admin, superAdmin]) {
      for (const call of calls) {
        const res = await c.app.inject({ ...call, headers });
        expect([401, 403], `admin ${call.method} ${call.url}`).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});
