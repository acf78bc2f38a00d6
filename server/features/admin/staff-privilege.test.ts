import { expect, it } from 'vitest';
import type { SiteRole } from '../../../contract/roles.ts';
import { listAccess } from '../../game/access.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';

async function staff(c: TestContext, role: SiteRole) {
  const account = await createAccount(c, { roles: [role] });
  return { account, headers: bearer(await signIn(c, account)) };
}

/** Every admin call that changes an account, against `targetId`. */
const actions = (targetId: number) => [
  { method: 'PUT' as const, url: `/api/admin/accounts/${targetId}/dp`, payload: { dp: 999 } },
  {
    method: 'POST' as const,
    url: `/api/admin/accounts/${targetId}/security`,
    payload: { securityLevel: 1, realmId: -1 },
  },
  { method: 'DELETE' as const, url: `/api/admin/accounts/${targetId}/security/-1` },
  { method: 'POST' as const, url: `/api/admin/accounts/${targetId}/ban`, payload: { reason: 'Coup' } },
  { method: 'POST' as const, url: `/api/admin/accounts/${targetId}/unban` },
];

async function stateOf(c: TestContext, id: number) {
  const [points, access, bans, audit] = await Promise.all([
    c.dbs.web.selectFrom('site_account').select('points').where('account_id', '=', id).executeTakeFirst(),
    listAccess(c.dbs.auth, c.core.columns, [id]),
    c.dbs.auth.selectFrom('account_banned').select(['bandate', 'active']).where('id', '=', id).execute(),
    c.dbs.web.selectFrom('audit_log').select('id').where('target_id', '=', String(id)).execute(),
  ]);
  return { points, access, bans, audit };
}

describeEachDatabase('staff act only on accounts below their own site role', (ctx) => {
  for (const [actorRole, targetRole] of [
    ['admin', 'super_admin'],
    ['admin', 'admin'],
    ['super_admin', 'super_admin'],
  ] as const) {
    it(`refuses every change by ${actorRole} to ${targetRole} with a 403, changing nothing`, async () => {
      const c = ctx();
      const { headers } = await staff(c, actorRole);
      const target = await createAccount(c, { roles: [targetRole], gmlevel: 3, points: 10 });
      // Banned by someone else, so the unban has something to lift.
      await c.dbs.auth
        .insertInto('account_banned')
        .values({ id: target.id, bandate: 1, unbandate: 1, bannedby: 'Console', banreason: 'Old', active: 1 })
        .execute();
      const before = await stateOf(c, target.id);
      for (const action of actions(target.id)) {
        const res = await c.app.inject({ ...action, headers });
        expect(res.statusCode, `${action.method} ${action.url}`).toBe(403);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          error: `${target.username} is ${targetRole === 'admin' ? 'an admin' : 'a super admin'}: staff can act only on accounts below their own site role. Nothing was changed.`,
        });
      }
      expect(await stateOf(c, target.id)).toEqual(before);
    });
  }

  it('refuses an admin the unstuck and the deletion of a super admin’s or an admin’s character', async () => {
    const c = ctx();
    const { headers } = await staff(c, 'admin');
    for (const targetRole of ['super_admin', 'admin'] as const) {
      const owner = await createAccount(c, { roles: [targetRole] });
      const { guid } = await createCharacter(c, { account: owner.id, map: 1, zone: 14 });
      const row = () =>
        c.dbs.characters
          .selectFrom('characters')
          .select(['name', 'map', 'zone', 'position_x', 'deleteInfos_Account'])
          .where('guid', '=', guid)
          .executeTakeFirstOrThrow();
      const before = await row();
      for (const action of [
        { method: 'POST' as const, url: `/api/admin/characters/${guid}/unstuck` },
        { method: 'DELETE' as const, url: `/api/admin/characters/${guid}`, payload: { reason: 'Coup' } },
      ]) {
        const res = await c.app.inject({ ...action, headers });
        expect(res.statusCode, `${action.method} ${action.url} of a ${targetRole}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
        expect(res.json().error).toContain('staff can act only on accounts below their own site role');
      }
      expect(await row()).toEqual(before);
    }
  });

  it('lets an admin act on a moderator and a player, and a super admin on an admin', async () => {
    const c = ctx();
    const admin = await staff(c, 'admin');
    const superAdmin = await staff(c, 'super_admin');
    for (const [headers, targetRole] of [
      [admin.headers, 'moderator'],
      [admin.headers, undefined],
      [superAdmin.headers, 'admin'],
    ] as const) {
      const target = await createAccount(c, { roles: targetRole ? [targetRole] : [], gmlevel: 2 });
      for (const action of actions(target.id)) {
        const res = await c.app.inject({ ...action, headers });
        expect(res.statusCode, `${action.method} ${action.url} on ${targetRole ?? 'player'}`).toBe(200);
      }
    }
  });
});
