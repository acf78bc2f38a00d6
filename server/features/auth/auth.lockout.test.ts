import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { PASSWORD_LIMITS, purgeOldWrongPasswords } from './password-attempts.ts';
import { insertGameAccount } from '../../game/accounts.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount } from '../../test/factories.ts';

let ipCounter = 0;
const octet = () => Math.floor(Math.random() * 250) + 1;
/** A fresh client address (the site trusts X-Forwarded-For from its proxy on this machine). */
const newIp = () => `10.${octet()}.${octet()}.${(ipCounter++ % 250) + 1}`;

function login(ctx: TestContext, username: string, password: string, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });
}

function expectLimited(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    success: false,
    code: 'RATE_LIMITED',
    error: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(850);
}

describeEachDatabase('wrong-password limits keep the owner in', (ctx) => {
  it('lets the owner in from an address they signed in from while every attacking address is capped', async () => {
    const owner = await createAccount(ctx());
    const home = newIp();
    expect((await login(ctx(), owner.username, owner.password, home)).statusCode).toBe(200);

    // Five attacking addresses use up the account's allowance for unknown sources (50): ten each.
    const attackers = Array.from({ length: 5 }, newIp);
    for (const ip of attackers) {
      for (let i = 0; i < 10; i++) {
        // Name and email forms, in any case, are the same account.
        const typed = i % 2 ? owner.username.toLowerCase() : owner.email.toUpperCase();
        expect((await login(ctx(), typed, `guess${i}abc`, ip)).statusCode).toBe(401);
      }
      // Each address is out after its ten, even with the right password.
      expectLimited(await login(ctx(), owner.username, owner.password, ip));
    }
    // A sixth address the owner never used is refused at once: the account's cap holds.
    expectLimited(await login(ctx(), owner.email, 'guess99abc', newIp()));
    expectLimited(await login(ctx(), owner.username, owner.password, newIp()));

    // The owner, at home, with the right password: in, by name or by email.
    expect((await login(ctx(), owner.username, owner.password, home)).statusCode).toBe(200);
    expect((await login(ctx(), owner.email, owner.password, home)).statusCode).toBe(200);
  });

  it("keeps an account's wrong passwords through a restart: they are counted in the web database, not the rate-limit store", async () => {
    const c = ctx();
    const owner = await createAccount(c);
    const first = newIp();
    for (let i = 0; i < 10; i++)
      expect((await login(c, owner.username, `guess${i}abc`, first)).statusCode).toBe(401);
    // Four more addresses bring the account to 50 wrong passwords from addresses it never used.
    for (const ip of Array.from({ length: 4 }, newIp))
      for (let i = 0; i < 10; i++)
        expect((await login(c, owner.email, `guess${i}xyz`, ip)).statusCode).toBe(401);

    // The site restarts: whatever its rate-limit store held (this process's counters, or Redis
    // restarted) is gone.
    const restarted = await buildApp({ config: c.config, dbs: c.dbs, core: c.core, realms: c.realms });
    try {
      const again = (username: string, password: string, ip: string) =>
        restarted.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password },
          headers: { 'x-forwarded-for': ip },
        });
      // The first address is still out, and so is any address the owner never used.
      expectLimited(await again(owner.username, owner.password, first));
      expectLimited(await again(owner.username, owner.password, newIp()));
    } finally {
      await restarted.close();
    }
  });

  it('purges the wrong passwords that fell out of the window, and keeps the others', async () => {
    const { web } = ctx().dbs;
    const now = Date.now();
    const target = `name:purge${now}`;
    await web
      .insertInto('wrong_password')
      .values([
        { target, ip: '10.0.0.1', at: now - PASSWORD_LIMITS.windowMs - 1 },
        { target, ip: '10.0.0.1', at: now - 1000 },
      ])
      .execute();
    await purgeOldWrongPasswords(web, now);
    const left = await web.selectFrom('wrong_password').select('at').where('target', '=', target).execute();
    expect(left.map((r) => Number(r.at))).toEqual([now - 1000]);
  });

  it('knows the address an account registered from', async () => {
    const home = newIp();
    const username = `Reg${Date.now().toString(36).slice(-6)}`;
    const registered = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username,
        email: `${username}@example.test`,
        password: 'Register123',
        confirmPassword: 'Register123',
      },
      headers: { 'x-forwarded-for': home },
    });
    expect(registered.statusCode).toBe(201);
    for (const ip of Array.from({ length: 5 }, newIp)) {
      for (let i = 0; i < 10; i++)
        expect((await login(ctx(), username, 'wrongpass1', ip)).statusCode).toBe(401);
    }
    expectLimited(await login(ctx(), username, 'Register123', newIp()));
    expect((await login(ctx(), username, 'Register123', home)).statusCode).toBe(200);
  });

  it('remembers sign-in addresses for 90 days, and survives simultaneous sign-ins of one account', async () => {
    const account = await createAccount(ctx());
    const old = newIp();
    await ctx()
      .dbs.web.insertInto('sign_in_source')
      .values({ account_id: account.id, ip: old, last_at: Date.now() - 91 * 24 * 3600_000 })
      .execute();
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => login(ctx(), account.username, account.password, ip)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await ctx()
      .dbs.web.selectFrom('sign_in_source')
      .select('ip')
      .where('account_id', '=', account.id)
      .execute();
    expect(rows).toEqual([{ ip }]);
  });

  it('writes an address seen again within a day once, and again after a day', async () => {
    const account = await createAccount(ctx());
    const ip = newIp();
    const lastAt = async () =>
      Number(
        (
          await ctx()
            .dbs.web.selectFrom('sign_in_source')
            .select('last_at')
            .where('account_id', '=', account.id)
            .where('ip', '=', ip)
            .executeTakeFirstOrThrow()
        ).last_at,
      );
    expect((await login(ctx(), account.username, account.password, ip)).statusCode).toBe(200);
    const first = await lastAt();
    const dayAgo = first - 24 * 3600_000 + 60_000;
    await ctx().dbs.web.updateTable('sign_in_source').set({ last_at: dayAgo }).where('ip', '=', ip).execute();
    expect((await login(ctx(), account.username, account.password, ip)).statusCode).toBe(200);
    expect(await lastAt()).toBe(dayAgo);
    const longer = first - 25 * 3600_000;
    await ctx().dbs.web.updateTable('sign_in_source').set({ last_at: longer }).where('ip', '=', ip).execute();
    expect((await login(ctx(), account.username, account.password, ip)).statusCode).toBe(200);
    expect(await lastAt()).toBeGreaterThanOrEqual(first);
  });

  it('counts the name and email forms as one account from one address', async () => {
    const account = await createAccount(ctx());
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(ctx(), account.username, 'wrongpass1', ip)).statusCode).toBe(401);
      expect((await login(ctx(), account.email.toUpperCase(), 'wrongpass1', ip)).statusCode).toBe(401);
    }
    expectLimited(await login(ctx(), account.email, account.password, ip));
    expectLimited(await login(ctx(), account.username, account.password, ip));
  });

  it('limits the owner at home too, to ten wrong passwords per 15 minutes', async () => {
    const owner = await createAccount(ctx());
    const home = newIp();
    expect((await login(ctx(), owner.username, owner.password, home)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await login(ctx(), owner.username, 'typo12345', home)).statusCode).toBe(401);
    }
    expectLimited(await login(ctx(), owner.username, owner.password, home));
  });

  it('caps guesses at a name no account has, per address and across addresses', async () => {
    const typed = `Ghost${Date.now().toString(36)}`;
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await login(ctx(), typed, 'wrongpass1', ip)).statusCode).toBe(401);
    expectLimited(await login(ctx(), typed.toUpperCase(), 'wrongpass1', ip));
    for (const other of Array.from({ length: 4 }, newIp)) {
      for (let i = 0; i < 10; i++) {
        expect((await login(ctx(), typed, 'wrongpass1', other)).statusCode).toBe(401);
      }
    }
    expectLimited(await login(ctx(), typed.toLowerCase(), 'wrongpass1', newIp()));
  });

  it('limits wrong current passwords on the profile like sign-in, and counts them together', async () => {
    const account = await createAccount(ctx(), { password: 'current123' });
    const home = newIp();
    const signedIn = await login(ctx(), account.username, 'current123', home);
    const token = signedIn.json().token as string;
    // The stolen token, used from elsewhere.
    const thief = newIp();
    const change = (currentPassword: string) =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { ...bearer(token), 'x-forwarded-for': thief },
        payload: { currentPassword, newPassword: 'Stolen1234', confirmPassword: 'Stolen1234' },
      });
    for (let i = 0; i < 10; i++) {
      const res = await change(`guess${i}abc`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Your current password is incorrect');
    }
    expectLimited(await change('current123'));
    // The same allowance: sign-in from the thief's address is out too.
    expectLimited(await login(ctx(), account.username, 'current123', thief));
    // The password was never changed; the owner signs in at home.
    expect((await login(ctx(), account.username, 'current123', home)).statusCode).toBe(200);
  });
});

describeEachDatabase('accounts without a site profile', (ctx) => {
  it('signs in a game account that has no site profile and creates it (points 0)', async () => {
    const c = ctx();
    const username = `Ing${Date.now().toString(36).slice(-8)}`.toUpperCase();
    // As `.account create` or a registration cut short leaves it: the core's row only.
    const { id } = await insertGameAccount(c.dbs.auth, c.core.columns, {
      username,
      email: `${username}@example.test`,
      password: 'ingame123',
    });
    const res = await login(c, username.toLowerCase(), 'ingame123', newIp());
    expect(res.statusCode).toBe(200);
    const profile = await c.dbs.web
      .selectFrom('site_account')
      .select('points')
      .where('account_id', '=', id)
      .execute();
    expect(profile).toEqual([{ points: 0 }]);
    // A second sign-in finds it and leaves it alone.
    expect((await login(c, username, 'ingame123', newIp())).statusCode).toBe(200);
    const me = await c.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(res.json().token as string),
    });
    expect(me.json().data).toMatchObject({ id, username });
  });

  it('still answers that the name is taken: the game account exists', async () => {
    const c = ctx();
    const username = `Half${Date.now().toString(36).slice(-8)}`;
    await insertGameAccount(c.dbs.auth, c.core.columns, {
      username,
      email: `${username}@example.test`,
      password: 'halfmade1',
    });
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username,
        email: `other.${username}@example.test`,
        password: 'Register123',
        confirmPassword: 'Register123',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This username is already taken');
    expect((await login(c, username, 'halfmade1', newIp())).statusCode).toBe(200);
  });
});
