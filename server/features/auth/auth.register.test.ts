import { expect, it } from 'vitest';
import { checkPassword } from '../../game/srp6.ts';
import { hashToken } from '../../platform/sessions.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { createAccount } from '../../test/factories.ts';

let sequence = 0;
/** A name no other test uses: letters and digits, at most 16 characters. */
export function uniqueName(prefix = 'R'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${sequence}${Math.floor(Math.random() * 1000)}`.slice(
    0,
    16,
  );
}

const USERNAME_CHARACTERS = 'Username may only contain letters (A-Z) and digits';
const PASSWORD_CHARACTERS = 'Password may only contain letters, digits and symbols, without spaces or |';

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    username,
    email: `${username.toLowerCase()}@example.test`,
    password: 'Frostmourne1',
    confirmPassword: 'Frostmourne1',
    ...overrides,
  };
}

async function register(ctx: TestContext, body: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body as object });
}

// Rate limits have their own suite; here every registration comes from one test address.
describeEachDatabase(
  'POST /api/auth/register',
  (ctx) => {
    it('creates the game account as the core does, the site profile, and signs in', async () => {
      const body = registration({
        username: uniqueName('Thrall').toLowerCase(),
        email: 'Warchief@Orgrimmar.Test',
      });
      const res = await register(ctx(), body);
      expect(res.statusCode).toBe(201);
      const json = res.json();
      expect(json).toMatchObject({
        success: true,
        message: 'Account created successfully! Logging you in...',
        user: { username: body.username.toUpperCase(), reg_mail: 'warchief@orgrimmar.test', roles: [] },
      });
      expect(json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const row = await ctx()
        .dbs.auth.selectFrom('account')
        .selectAll()
        .where('id', '=', json.user.id)
        .executeTakeFirstOrThrow();
      expect(row.username).toBe(body.username.toUpperCase());
      expect(row.email).toBe('WARCHIEF@ORGRIMMAR.TEST');
      expect(row.reg_mail).toBe('WARCHIEF@ORGRIMMAR.TEST');
      expect(row.expansion).toBe(2);
      expect(Buffer.from(row.salt)).toHaveLength(32);
      expect(Buffer.from(row.verifier)).toHaveLength(32);
      expect(row.joindate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      // One realmcharacters row per realm, 0 characters, as LOGIN_INS_REALM_CHARACTERS_INIT writes them.
      const realms = await ctx().dbs.auth.selectFrom('realmlist').select('id').orderBy('id').execute();
      expect(realms.length).toBeGreaterThan(0);
      expect(
        await ctx()
          .dbs.auth.selectFrom('realmcharacters')
          .select(['realmid', 'acctid', 'numchars'])
          .where('acctid', '=', json.user.id)
          .orderBy('realmid')
          .execute(),
      ).toEqual(realms.map((r) => ({ realmid: r.id, acctid: json.user.id, numchars: 0 })));
      // The round trip through the database: what was stored opens with the password, in any case.
      expect(checkPassword(row.username, 'FROSTMOURNE1', row.salt, row.verifier)).toBe(true);
      expect(checkPassword(row.username, 'Frostmourne2', row.salt, row.verifier)).toBe(false);

      const site = await ctx()
        .dbs.web.selectFrom('site_account')
        .selectAll()
        .where('account_id', '=', json.user.id)
        .executeTakeFirstOrThrow();
      expect(site.points).toBe(0);
      const session = await ctx()
        .dbs.web.selectFrom('session')
        .selectAll()
        .where('token_hash', '=', hashToken(json.token))
        .executeTakeFirstOrThrow();
      expect(session.account_id).toBe(json.user.id);

      const profile = await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${json.token}` },
      });
      expect(profile.json().data.username).toBe(body.username.toUpperCase());
    });

    it.each([
      ['a missing username', { username: undefined }, 'username', 'Username is required'],
      ['a blank username', { username: '   ' }, 'username', 'Username is required'],
      ['a missing email', { email: undefined }, 'email', 'Email is required'],
      ['an empty email', { email: '' }, 'email', 'Email is required'],
      ['a missing password', { password: undefined }, 'password', 'Password is required'],
      [
        'a short password',
        { password: 'abc1234', confirmPassword: 'abc1234' },
        'password',
        'Password must be at least 8 characters',
      ],
      [
        'a long password',
        { password: 'abcdefgh12345678', confirmPassword: 'abcdefgh12345678' },
        'password',
        'Password must be at most 15 characters',
      ],
      ['a missing confirmation', { confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
      [
        'a different confirmation',
        { confirmPassword: 'Frostmourne2' },
        'confirmPassword',
        'Passwords do not match',
      ],
      [
        'a two-letter username',
        { username: 'Ab' },
        'username',
        'Username must be between 3 and 16 characters',
      ],
      [
        'a 17-letter username',
        { username: 'Abcdefghijklmnopq' },
        'username',
        'Username must be between 3 and 16 characters',
      ],
      ['a username with a space', { username: 'Arthas Menethil' }, 'username', USERNAME_CHARACTERS],
      ['a username with an accent', { username: 'Illidàn' }, 'username', USERNAME_CHARACTERS],
      ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [
        'a 256-character email',
        { email: `${'a'.repeat(244)}@example.test` },
        'email',
        'Email must be at most 255 characters',
      ],
      [
        'a password with a space',
        { password: 'frost mourne', confirmPassword: 'frost mourne' },
        'password',
        PASSWORD_CHARACTERS,
      ],
      [
        'a password with |',
        { password: 'frost|mourne', confirmPassword: 'frost|mourne' },
        'password',
        PASSWORD_CHARACTERS,
      ],
      [
        'a password with a non-ASCII letter',
        { password: 'frostmourné', confirmPassword: 'frostmourné' },
        'password',
        PASSWORD_CHARACTERS,
      ],
    ])('refuses %s with its message', async (_label, override, path, message) => {
      const before = await ctx()
        .dbs.auth.selectFrom('account')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const res = await register(ctx(), registration(override));
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: message });
      expect(json.details).toContainEqual({ path, message });
      const after = await ctx()
        .dbs.auth.selectFrom('account')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('lists every broken rule at once, in the order of the form', async () => {
      const res = await register(ctx(), {});
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { message: string }) => d.message)).toEqual([
        'Username is required',
        'Email is required',
        'Password is required',
        'Please confirm your password',
      ]);
    });

    it.each([
      ['no body', undefined],
      ['an array', []],
      ['a string', 'username=Thrall'],
      ['numbers for strings', { username: 12345, email: 5, password: 12345678, confirmPassword: 12345678 }],
    ])('answers 400, never 500, to %s', async (_label, payload) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });

    it('answers 400 to malformed JSON', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "Thrall",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    });

    it('refuses a taken username in any letter case with 409', async () => {
      const first = registration();
      expect((await register(ctx(), first)).statusCode).toBe(201);
      const res = await register(ctx(), registration({ username: first.username.toLowerCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', error: 'This username is already taken' });
    });

    it('answers in French to a caller that asks for it', async () => {
      const fr = { 'accept-language': 'fr' };
      const first = registration();
      const created = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: fr,
        payload: first,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().message).toBe('Inscription réussie');

      const taken = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: fr,
        payload: registration({ username: first.username }),
      });
      expect(taken.json()).toMatchObject({
        code: 'CONFLICT',
        error: 'Ce nom de compte est déjà pris',
        details: [{ path: 'username', message: 'Ce nom de compte est déjà pris' }],
      });

      const empty = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: fr,
        payload: { username: 'Ab' },
      });
      expect(empty.json().details.map((d: { message: string }) => d.message)).toEqual([
        'Le nom de compte doit contenir entre 3 et 16 caractères',
        'L’adresse e-mail est requise',
        'Le mot de passe est requis',
        'Veuillez confirmer votre mot de passe',
      ]);
    });

    it('refuses a name the core made (upper-cased) and an email already used, in any case', async () => {
      const existing = await createAccount(ctx(), { email: 'Jaina@Theramore.test' });
      const byName = await register(ctx(), registration({ username: existing.username.toLowerCase() }));
      expect(byName.statusCode).toBe(409);
      const byEmail = await register(ctx(), registration({ email: 'JAINA@theramore.TEST' }));
      expect(byEmail.statusCode).toBe(409);
      expect(byEmail.json().error).toBe('An account with this email address already exists');
    });

    it('refuses the address of an account that older tools made with only reg_mail', async () => {
      const old = await createAccount(ctx(), { email: `Thrall.${Date.now()}@Orgrimmar.test` });
      await ctx().dbs.auth.updateTable('account').set({ email: '' }).where('id', '=', old.id).execute();
      const res = await register(ctx(), registration({ email: old.email.toLowerCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('An account with this email address already exists');
    });

    it('refuses an address another request is writing right now; a claim left by a dead process expires', async () => {
      const body = registration();
      const key = body.email.toUpperCase();
      await ctx().dbs.web.insertInto('email_claim').values({ email: key, claimed_at: Date.now() }).execute();
      const busy = await register(ctx(), body);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().error).toBe('An account with this email address already exists');
      // Nothing was written, and the live claim is not taken away from its holder.
      const claims = () =>
        ctx().dbs.web.selectFrom('email_claim').select('email').where('email', '=', key).execute();
      expect(await claims()).toHaveLength(1);

      await ctx()
        .dbs.web.updateTable('email_claim')
        .set({ claimed_at: Date.now() - 61_000 })
        .where('email', '=', key)
        .execute();
      expect((await register(ctx(), body)).statusCode).toBe(201);
      expect(await claims()).toHaveLength(0);
      const copied = await ctx()
        .dbs.web.selectFrom('account_email_lookup')
        .select('email')
        .where('email', '=', key)
        .execute();
      expect(copied).toHaveLength(1);
    });

    it('gives one 201 and 409s, never a 500, when the same name is registered at once', async () => {
      const base = registration();
      const bodies = Array.from({ length: 6 }, (_, i) => ({ ...base, email: `race${i}-${base.email}` }));
      const results = await Promise.all(bodies.map((b) => register(ctx(), b)));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await ctx()
        .dbs.auth.selectFrom('account')
        .select('id')
        .where('username', '=', base.username.toUpperCase())
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('registers many players at the same moment without a deadlock or a 500', async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, () => register(ctx(), registration())));
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    });

    it('gives one 201 and 409s when the same email is registered at once under different names', async () => {
      const email = `${uniqueName('mail').toLowerCase()}@example.test`;
      const bodies = Array.from({ length: 6 }, () => registration({ email }));
      const results = await Promise.all(bodies.map((b) => register(ctx(), b)));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await ctx()
        .dbs.auth.selectFrom('account')
        .select('id')
        .where('email', '=', email.toUpperCase())
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('removes the game account when the site profile cannot be written', async () => {
      const body = registration();
      // The site's table is out of the way for a moment: the second step fails.
      await ctx().dbs.web.schema.alterTable('site_account').renameTo('site_account_away').execute();
      let res;
      try {
        res = await register(ctx(), body);
      } finally {
        await ctx().dbs.web.schema.alterTable('site_account_away').renameTo('site_account').execute();
      }
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe('Something went wrong on our side. Please try again.');
      const left = await ctx()
        .dbs.auth.selectFrom('account')
        .select('id')
        .where('username', '=', body.username.toUpperCase())
        .execute();
      expect(left).toEqual([]);
      const counts = await ctx()
        .dbs.auth.selectFrom('realmcharacters')
        .leftJoin('account', 'account.id', 'realmcharacters.acctid')
        .select('realmcharacters.acctid')
        .where('account.id', 'is', null)
        .execute();
      expect(counts).toEqual([]);
      // And the name and the address are free again.
      expect((await register(ctx(), body)).statusCode).toBe(201);
    });

    it('keeps the account when only the character counts cannot be written, as the core does', async () => {
      const body = registration();
      // A missing count shows 0 characters in the realm list (docs/game-core.md §1.2).
      await ctx().dbs.auth.schema.alterTable('realmcharacters').renameTo('realmcharacters_away').execute();
      let res;
      try {
        res = await register(ctx(), body);
      } finally {
        await ctx().dbs.auth.schema.alterTable('realmcharacters_away').renameTo('realmcharacters').execute();
      }
      expect(res.statusCode).toBe(201);
      const signIn = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: body.username, password: body.password },
      });
      expect(signIn.statusCode).toBe(200);
    });
  },
  { RATE_LIMIT: 'off' },
);

describeEachDatabase(
  'POST /api/auth/register, per core',
  (ctx, target) => {
    it('writes a zero character count on every realm of realmlist with the account', async () => {
      const second = await ctx()
        .dbs.auth.insertInto('realmlist')
        .values({ name: `Second ${uniqueName()}`, port: 8086 })
        .executeTakeFirstOrThrow();
      try {
        const res = await register(ctx(), registration());
        expect(res.statusCode).toBe(201);
        const rows = await ctx()
          .dbs.auth.selectFrom('realmcharacters')
          .select(['realmid', 'numchars'])
          .where('acctid', '=', res.json().user.id)
          .orderBy('realmid')
          .execute();
        expect(rows).toHaveLength(2);
        expect(rows.at(-1)).toEqual({ realmid: Number(second.insertId), numchars: 0 });
      } finally {
        await ctx().dbs.auth.deleteFrom('realmlist').where('id', '=', Number(second.insertId)).execute();
      }
    });

    // Only TrinityCore has the shorter limit (AzerothCore's 255 is tested above).
    if (target === 'trinitycore') {
      it('limits the email to 64 characters, as TrinityCore does', async () => {
        const long = registration({ email: `${'a'.repeat(53)}@example.test` });
        const res = await register(ctx(), long);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'Email must be at most 64 characters',
          details: [{ path: 'email' }],
        });

        const ok = await register(ctx(), registration({ email: `${'a'.repeat(51)}@example.test` }));
        expect(ok.statusCode).toBe(201);
      });
    }
  },
  { RATE_LIMIT: 'off' },
);
