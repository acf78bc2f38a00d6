import { expect, it } from 'vitest';
import { hashToken, SESSION_LIFETIME } from '../../platform/sessions.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';
import { findMailLink } from '../../test/outbox-reader.ts';

async function login(ctx: TestContext, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
}

async function sessionOf(ctx: TestContext, token: string) {
  return ctx.dbs.web
    .selectFrom('session')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

async function profile(ctx: TestContext, token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function ban(
  ctx: TestContext,
  accountId: number,
  row: { bandate: number; unbandate: number; active?: number },
) {
  await ctx.dbs.auth
    .insertInto('account_banned')
    .values({ id: accountId, bannedby: 'Console', banreason: 'Gold selling', active: 1, ...row })
    .execute();
}

describeEachDatabase(
  'sign-in and sessions',
  (ctx) => {
    it('keeps every answer to a signed-in caller, and every answer with a token, out of caches', async () => {
      const c = ctx();
      const account = await createAccount(c);
      const signedIn = await login(c, { username: account.username, password: account.password });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const headers = bearer(signedIn.json().token as string);
      for (const url of ['/api/auth/profile', '/api/account', '/api/news?page=1']) {
        const res = await c.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      // A visitor's public read may be kept.
      expect((await c.app.inject({ url: '/api/news?page=1' })).headers['cache-control']).not.toBe('no-store');
    });

    it('signs in by account name in any letter case, with the password in any case (like the game)', async () => {
      const account = await createAccount(ctx(), {
        username: `Sylv${Date.now().toString(36).slice(-6)}`,
        password: 'Windrunner7',
      });
      for (const [username, password] of [
        [account.username, 'Windrunner7'],
        [account.username.toLowerCase(), 'WINDRUNNER7'],
        [`  ${account.username.toLowerCase()}  `, 'windrunner7'],
      ] as const) {
        const res = await login(ctx(), { username, password });
        expect(res.statusCode, username).toBe(200);
        expect(res.json()).toMatchObject({
          success: true,
          message: 'Login successful!',
          user: {
            id: account.id,
            username: account.username,
            reg_mail: account.email.toLowerCase(),
            roles: [],
          },
        });
      }
    });

    it('signs in by email in any letter case', async () => {
      const account = await createAccount(ctx(), { email: `Varian.${Date.now()}@Stormwind.test` });
      const res = await login(ctx(), { username: account.email.toUpperCase(), password: account.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(account.id);
    });

    it('signs in by the registration address of an account made without an email', async () => {
      const account = await createAccount(ctx(), { email: `Anduin.${Date.now()}@Stormwind.test` });
      await ctx().dbs.auth.updateTable('account').set({ email: '' }).where('id', '=', account.id).execute();
      const res = await login(ctx(), { username: account.email.toLowerCase(), password: account.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: account.id, reg_mail: account.email.toLowerCase() });
    });

    it('finds the right account when two share an email (the core allows it)', async () => {
      const email = `shared.${Date.now()}@example.test`;
      await createAccount(ctx(), { email, password: 'firstpass1' });
      const second = await createAccount(ctx(), { email, password: 'secondpass2' });
      const res = await login(ctx(), { username: email, password: 'secondpass2' });
      expect(res.json().user?.id).toBe(second.id);
    });

    it('carries the site roles, and leaves the game login columns to the authserver', async () => {
      const account = await createAccount(ctx(), { roles: ['super_admin', 'moderator'] });
      const res = await login(ctx(), { username: account.username, password: account.password });
      expect(res.json().user.roles.sort()).toEqual(['moderator', 'super_admin']);
      // `last_login` means the last game login: a sign-in on the website is not one.
      const row = await ctx()
        .dbs.auth.selectFrom('account')
        .select(['last_login'])
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(row.last_login).toBeNull();
    });

    it('answers one generic 401 for a wrong password and for an unknown name or email', async () => {
      const account = await createAccount(ctx());
      const answers = await Promise.all([
        login(ctx(), { username: account.username, password: 'wrongpass1' }),
        login(ctx(), { username: 'NoSuchHero', password: account.password }),
        login(ctx(), { username: 'nobody@nowhere.test', password: account.password }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          success: false,
          code: 'INVALID_CREDENTIALS',
          error: 'Invalid username or password',
          message: 'Invalid username or password',
        });
      }
    });

    it('signs in and refuses in French to a caller that asks for it, in English otherwise', async () => {
      const fr = { 'accept-language': 'fr-CA, en;q=0.5' };
      const account = await createAccount(ctx());
      const answer = (body: Record<string, unknown>, headers = {}) =>
        ctx().app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: body });

      const wrong = { username: account.username, password: 'wrongpass1' };
      expect((await answer(wrong, fr)).json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        error: 'Nom de compte ou mot de passe incorrect',
      });
      expect((await answer(wrong)).json().error).toBe('Invalid username or password');
      expect((await answer({ username: '', password: '' }, fr)).json().error).toBe(
        'Veuillez remplir tous les champs obligatoires',
      );

      const right = { username: account.username, password: account.password };
      const signedIn = await answer(right, fr);
      expect(signedIn.json().message).toBe('Connexion réussie');
      expect((await answer(right)).json().message).toBe('Login successful!');

      const anonymous = await ctx().app.inject({ method: 'GET', url: '/api/auth/profile', headers: fr });
      expect(anonymous.json()).toMatchObject({
        code: 'NOT_SIGNED_IN',
        error: 'Veuillez vous connecter pour continuer.',
      });
      const out = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...fr, ...bearer(signedIn.json().token) },
        payload: {},
      });
      expect(out.json().message).toBe('Déconnexion réussie');

      const banned = await createAccount(ctx());
      const until = nowSeconds() + 86400;
      await ban(ctx(), banned.id, { bandate: nowSeconds() - 60, unbandate: until });
      const stamp = new Date(until * 1000).toISOString().slice(0, 16).replace('T', ' ');
      const refused = await answer({ username: banned.username, password: banned.password }, fr);
      expect(refused.json().error).toBe(
        `Ce compte est banni jusqu’au ${stamp} UTC. Motif\u00a0: Gold selling`,
      );
    });

    it('refuses blank fields with the sign-in message and makes no session', async () => {
      const res = await login(ctx(), { username: '', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: 'Please fill in all required fields',
      });
      const bad = await login(ctx(), { username: 'x', password: 'y', rememberMe: 'yes' });
      expect(bad.statusCode).toBe(400);
    });

    it('gives a one-day session, or thirty days with Remember me, keeping IP and user agent', async () => {
      const account = await createAccount(ctx());
      const before = Date.now();
      const short = await login(ctx(), { username: account.username, password: account.password });
      const long = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'user-agent': 'WoW-Launcher/3.3.5a' },
        payload: { username: account.username, password: account.password, rememberMe: true },
      });
      const s1 = await sessionOf(ctx(), short.json().token);
      const s2 = await sessionOf(ctx(), long.json().token);
      expect(s1!.expires_at - before).toBeGreaterThanOrEqual(SESSION_LIFETIME.standard - 1000);
      expect(s1!.expires_at - before).toBeLessThan(SESSION_LIFETIME.standard + 5000);
      expect(s2!.expires_at - before).toBeGreaterThanOrEqual(SESSION_LIFETIME.rememberMe - 1000);
      expect(s2!.user_agent).toBe('WoW-Launcher/3.3.5a');
      expect(s2!.ip).toBe('127.0.0.1');
      // Only the hash is stored.
      expect(JSON.stringify(s2)).not.toContain(long.json().token);
    });

    it('refuses a banned account with the ban end date and reason, only once the password is right', async () => {
      const temporary = await createAccount(ctx());
      const until = nowSeconds() + 3 * 86400;
      await ban(ctx(), temporary.id, { bandate: nowSeconds() - 60, unbandate: until });
      const wrong = await login(ctx(), { username: temporary.username, password: 'wrongpass1' });
      expect(wrong.statusCode).toBe(401);
      const res = await login(ctx(), { username: temporary.username, password: temporary.password });
      expect(res.statusCode).toBe(403);
      const stamp = new Date(until * 1000).toISOString().slice(0, 16).replace('T', ' ');
      expect(res.json()).toMatchObject({
        code: 'ACCOUNT_BANNED',
        error: `This account is banned until ${stamp} UTC. Reason: Gold selling`,
      });

      const permanent = await createAccount(ctx());
      const at = nowSeconds() - 3600;
      await ban(ctx(), permanent.id, { bandate: at, unbandate: at });
      const perm = await login(ctx(), { username: permanent.username, password: permanent.password });
      expect(perm.statusCode).toBe(403);
      expect(perm.json().error).toBe('This account is banned permanently. Reason: Gold selling');
    });

    it('lets in an account whose ban expired or was lifted (inactive)', async () => {
      const expired = await createAccount(ctx());
      await ban(ctx(), expired.id, { bandate: nowSeconds() - 7200, unbandate: nowSeconds() - 60 });
      expect(
        (await login(ctx(), { username: expired.username, password: expired.password })).statusCode,
      ).toBe(200);

      const lifted = await createAccount(ctx());
      const at = nowSeconds() - 3600;
      await ban(ctx(), lifted.id, { bandate: at, unbandate: at, active: 0 });
      expect((await login(ctx(), { username: lifted.username, password: lifted.password })).statusCode).toBe(
        200,
      );
    });

    it('stops a signed-in player at the next request once banned (also by a GM in game)', async () => {
      const account = await createAccount(ctx());
      const res = await login(ctx(), { username: account.username, password: account.password });
      const token = res.json().token;
      expect((await profile(ctx(), token)).statusCode).toBe(200);
      await ban(ctx(), account.id, { bandate: nowSeconds(), unbandate: nowSeconds() + 600 });
      const after = await profile(ctx(), token);
      expect(after.statusCode).toBe(403);
      expect(after.json().code).toBe('ACCOUNT_BANNED');
      const validate = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/validate-token',
        headers: bearer(token),
        payload: {},
      });
      expect(validate.statusCode).toBe(403);
    });

    it('logout ends that session only', async () => {
      const account = await createAccount(ctx());
      const a = (await login(ctx(), { username: account.username, password: account.password })).json().token;
      const b = (await login(ctx(), { username: account.username, password: account.password })).json().token;
      const out = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(a),
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
      expect(await sessionOf(ctx(), a)).toBeUndefined();
      expect((await profile(ctx(), a)).statusCode).toBe(401);
      expect((await profile(ctx(), b)).statusCode).toBe(200);
    });

    it('logout without a session still answers success (the client clears anyway)', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer('not-a-token'),
      });
      expect(res.statusCode).toBe(200);
      expect((await ctx().app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    });

    it('validate-token accepts the token in the body or as the bearer, and refuses a stale one', async () => {
      const account = await createAccount(ctx(), { roles: ['admin'] });
      const token = await signIn(ctx(), account);
      const byBody = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/validate-token',
        payload: { token },
      });
      expect(byBody.statusCode).toBe(200);
      expect(byBody.json()).toEqual({
        success: true,
        data: {
          id: account.id,
          username: account.username,
          reg_mail: account.email.toLowerCase(),
          roles: ['admin'],
        },
      });
      const byBearer = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/validate-token',
        headers: bearer(token),
      });
      expect(byBearer.statusCode).toBe(200);

      const unknown = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/validate-token',
        payload: { token: 'nope' },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_SIGNED_IN' });
      const none = await ctx().app.inject({ method: 'POST', url: '/api/auth/validate-token' });
      expect(none.statusCode).toBe(401);

      await ctx()
        .dbs.web.updateTable('session')
        .set({ expires_at: Date.now() - 1 })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const expired = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/validate-token',
        payload: { token },
      });
      expect(expired.statusCode).toBe(401);
    });

    it('GET /api/auth/profile needs a session', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/auth/profile' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('NOT_SIGNED_IN');
    });

    it('PUT /api/auth/profile asks for a new email with the current password: it changes once confirmed', async () => {
      const account = await createAccount(ctx());
      const token = await signIn(ctx(), account);
      const wrong = await ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: { currentPassword: 'wrongpass1', email: 'new@example.test' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: 'Your current password is incorrect',
        details: [{ path: 'currentPassword' }],
      });

      const email = `Moved.${Date.now()}@Dalaran.test`;
      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: { currentPassword: account.password, email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: `We sent a confirmation link to ${email}. Your e-mail changes when you follow it (the link works for 24 hours).`,
        data: { reg_mail: account.email.toLowerCase() },
      });
      expect(res.json().token).toBeUndefined();
      await expect
        .poll(() => findMailLink(ctx().dataDir, email, '/account/email/confirm'), { timeout: 5000 })
        .toBeTruthy();
      const link = new URL(findMailLink(ctx().dataDir, email, '/account/email/confirm')!);
      const confirmed = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/email/confirm',
        payload: { token: link.searchParams.get('token') },
      });
      expect(confirmed.statusCode).toBe(200);
      const row = await ctx()
        .dbs.auth.selectFrom('account')
        .select(['email', 'reg_mail'])
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe(email.toUpperCase());
      expect(row.reg_mail).toBe(account.email.toUpperCase());
      // Signing in by the new address works; the session still does.
      expect((await login(ctx(), { username: email, password: account.password })).statusCode).toBe(200);
      expect((await profile(ctx(), token)).statusCode).toBe(200);

      const other = await createAccount(ctx());
      const taken = await ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: { currentPassword: account.password, email: other.email.toUpperCase() },
      });
      // Answered as any other address: the form tells nobody which addresses are registered.
      expect(taken.statusCode).toBe(200);
      const still = await ctx()
        .dbs.auth.selectFrom('account')
        .select('email')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(still.email).toBe(email.toUpperCase());
    });

    it('PUT /api/auth/profile changes the password: new salt and verifier, every other session ends', async () => {
      const account = await createAccount(ctx(), { password: 'oldpassword' });
      const elsewhere = await signIn(ctx(), account);
      const here = await signIn(ctx(), account);
      const before = await ctx()
        .dbs.auth.selectFrom('account')
        .select(['salt', 'verifier'])
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();

      const mismatch = await ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(here),
        payload: {
          currentPassword: 'oldpassword',
          newPassword: 'newpassword',
          confirmPassword: 'newpasswor',
        },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error).toBe('Passwords do not match');

      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(here),
        payload: {
          currentPassword: 'oldpassword',
          newPassword: 'newpassword',
          confirmPassword: 'newpassword',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Password changed successfully');
      const fresh = res.json().token;
      expect(fresh).toBeTruthy();

      const after = await ctx()
        .dbs.auth.selectFrom('account')
        .select(['salt', 'verifier'])
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(after.salt).equals(Buffer.from(before.salt))).toBe(false);
      expect(Buffer.from(after.verifier).equals(Buffer.from(before.verifier))).toBe(false);
      expect((await profile(ctx(), elsewhere)).statusCode).toBe(401);
      expect((await profile(ctx(), here)).statusCode).toBe(401);
      expect((await profile(ctx(), fresh)).statusCode).toBe(200);
      expect((await login(ctx(), { username: account.username, password: 'oldpassword' })).statusCode).toBe(
        401,
      );
      expect((await login(ctx(), { username: account.username, password: 'NEWPASSWORD' })).statusCode).toBe(
        200,
      );
    });
  },
  { RATE_LIMIT: 'off' },
);
