import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';
import { withRealmAnswering } from '../../test/worldserver-listeners.ts';

async function signedIn(c: TestContext, roles: Array<'admin' | 'moderator'> = []) {
  const account = await createAccount(c, { roles });
  return { account, headers: bearer(await signIn(c, account)) };
}

describeEachDatabase('GET /api/characters/account/{accountId}', (ctx) => {
  it("gives a player their own characters, as the core's table has them", async () => {
    const me = await signedIn(ctx());
    const hunter = await createCharacter(ctx(), {
      account: me.account.id,
      race: 4,
      class: 3,
      level: 80,
      online: 1,
      map: 571,
      zone: 4395,
      totaltime: 7200,
    });
    const mage = await createCharacter(ctx(), { account: me.account.id, race: 7, class: 8, level: 42 });
    const res = await withRealmAnswering(ctx(), 1, () =>
      ctx().app.inject({
        method: 'GET',
        url: `/api/characters/account/${me.account.id}`,
        headers: me.headers,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          realm: { id: 1, name: ctx().realms.get(1)!.name },
          guid: hunter.guid,
          name: hunter.name,
          level: 80,
          race: 4,
          class: 3,
          map: 571,
          zone: 4395,
          online: true,
          totaltime: 7200,
          logout_time: hunter.logout_time,
        },
        expect.objectContaining({
          guid: mage.guid,
          name: mage.name,
          level: 42,
          race: 7,
          class: 8,
          online: false,
        }),
      ],
    });
  });

  it('leaves out characters the core has unlinked by deletion', async () => {
    const me = await signedIn(ctx());
    const kept = await createCharacter(ctx(), { account: me.account.id });
    const gone = await createCharacter(ctx(), { account: me.account.id });
    // CHAR_UPD_DELETE_INFO (docs/game-core.md §4.5).
    await ctx()
      .dbs.characters.updateTable('characters')
      .set({
        deleteInfos_Name: gone.name,
        deleteInfos_Account: me.account.id,
        deleteDate: Math.floor(Date.now() / 1000),
        name: '',
        account: 0,
      })
      .where('guid', '=', gone.guid)
      .execute();
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/characters/account/${me.account.id}`,
      headers: me.headers,
    });
    expect(res.json().data.map((c: { guid: number }) => c.guid)).toEqual([kept.guid]);
  });

  it('answers an empty list to an account with no characters', async () => {
    const me = await signedIn(ctx());
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/characters/account/${me.account.id}`,
      headers: me.headers,
    });
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it("refuses another account's characters to a player, and everything to anonymous visitors", async () => {
    const me = await signedIn(ctx());
    const other = await signedIn(ctx());
    await createCharacter(ctx(), { account: other.account.id });
    const theirs = await ctx().app.inject({
      method: 'GET',
      url: `/api/characters/account/${other.account.id}`,
      headers: me.headers,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const stats = await ctx().app.inject({
      method: 'GET',
      url: `/api/characters/account/${other.account.id}/stats`,
      headers: me.headers,
    });
    expect(stats.statusCode).toBe(403);
    const anonymous = await ctx().app.inject({
      method: 'GET',
      url: `/api/characters/account/${me.account.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("gives moderators and admins any account's characters", async () => {
    const owner = await signedIn(ctx());
    const character = await createCharacter(ctx(), { account: owner.account.id });
    for (const role of ['moderator', 'admin'] as const) {
      const staff = await signedIn(ctx(), [role]);
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/characters/account/${owner.account.id}`,
        headers: staff.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((c: { guid: number }) => c.guid)).toEqual([character.guid]);
    }
  });

  it('answers 404 to staff for an unknown account and 400 to a bad id', async () => {
    const admin = await signedIn(ctx(), ['admin']);
    const unknown = await ctx().app.inject({
      method: 'GET',
      url: '/api/characters/account/99999999',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx().app.inject({
      method: 'GET',
      url: '/api/characters/account/abc',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describeEachDatabase('GET /api/characters/account/{accountId}/stats', (ctx) => {
  it("counts the account's characters", async () => {
    const me = await signedIn(ctx());
    await createCharacter(ctx(), { account: me.account.id, level: 80, online: 1, totaltime: 1000 });
    await createCharacter(ctx(), { account: me.account.id, level: 80, totaltime: 500 });
    await createCharacter(ctx(), { account: me.account.id, level: 12, totaltime: 20 });
    const stats = () =>
      ctx().app.inject({
        method: 'GET',
        url: `/api/characters/account/${me.account.id}/stats`,
        headers: me.headers,
      });
    // In game only while the realm's worldserver answers.
    expect((await stats()).json().data.onlineCharacters).toBe(0);
    const res = await withRealmAnswering(ctx(), 1, stats);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      totalCharacters: 3,
      onlineCharacters: 1,
      maxLevelCharacters: 2,
      highestLevel: 80,
      totalPlayTime: 1520,
    });
  });
});
