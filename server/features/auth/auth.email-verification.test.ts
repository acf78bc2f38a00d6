import { expect, it } from 'vitest';
import { checkPassword } from '../../game/srp6.ts';
import { hashToken } from '../../platform/sessions.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { createAccount } from '../../test/factories.ts';
import { findMailLink, readOutbox } from '../../test/outbox-reader.ts';
import { purgeExpiredRegistrations } from './pending-registration.service.ts';

const PASSWORD = 'Frostmourne1';

let sequence = 0;
/** A name no other test uses: letters and digits, at most 16 characters. */
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(sequence++).toString(36)}${Math.floor(Math.random() * 1000)}`.slice(
    0,
    16,
  );

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('V');
  return {
    username,
    email: `${username.toLowerCase()}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

type Registration = ReturnType<typeof registration>;

const post = (
  ctx: TestContext,
  url: string,
  payload: object,
  options: { language?: string; from?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    ...(options.from ? { remoteAddress: options.from } : {}),
    headers: options.language ? { 'accept-language': options.language } : {},
  });

const register = (ctx: TestContext, body: object, options?: { language?: string }) =>
  post(ctx, '/api/auth/register', body, options);
const signIn = (ctx: TestContext, username: string, password = PASSWORD) =>
  post(ctx, '/api/auth/login', { username, password });
const confirm = (ctx: TestContext, token: string, options?: { language?: string }) =>
  post(ctx, '/api/auth/register/confirm', { token }, options);
const resend = (ctx: TestContext, username: string, password = PASSWORD, from?: string) =>
  post(ctx, '/api/auth/register/resend', { username, password }, { from });

/** The language the account's mails are written in. */
async function languageOf(ctx: TestContext, accountId: number) {
  const row = await ctx.dbs.web
    .selectFrom('site_account')
    .select('language')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.language;
}

const linkPattern = /^http:\/\/realm\.test\/auth\/confirm\?token=([A-Za-z0-9_-]{43})$/;

/** The token of the newest link mailed to the address (the mails go after the answer). */
async function mailedToken(ctx: TestContext, email: string, notIn: string[] = []): Promise<string> {
  const tokenNow = () => {
    const link = findMailLink(ctx.dataDir, email, '/auth/confirm');
    const token = link && linkPattern.exec(link)?.[1];
    return token && !notIn.includes(token) ? token : undefined;
  };
  await expect.poll(tokenNow, { timeout: 5000 }).toBeTruthy();
  return tokenNow()!;
}

/** A registration waiting for its link, and the link's token. */
async function registerWaiting(ctx: TestContext, body: Registration = registration()) {
  const res = await register(ctx, body);
  expect(res.statusCode).toBe(202);
  return { body, token: await mailedToken(ctx, body.email) };
}

const coreAccounts = (ctx: TestContext, username: string) =>
  ctx.dbs.auth.selectFrom('account').selectAll().where('username', '=', username.toUpperCase()).execute();

const pendingRows = (ctx: TestContext, username: string) =>
  ctx.dbs.web
    .selectFrom('pending_registration')
    .selectAll()
    .where('username', '=', username.toUpperCase())
    .execute();

const countAll = async (ctx: TestContext, table: 'account' | 'realmcharacters') =>
  Number(
    (
      await ctx.dbs.auth
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Makes the registration's time run out, as 24 hours would. */
const expire = (ctx: TestContext, username: string) =>
  ctx.dbs.web
    .updateTable('pending_registration')
    .set({ expires_at: Date.now() - 1 })
    .where('username', '=', username.toUpperCase())
    .execute();

// Sign-in and registration limits have their own suites; the resend limits are counted here.
describeEachDatabase(
  'registration with REGISTRATION_EMAIL_VERIFICATION=required',
  (ctx) => {
    it('writes no core row before the link is followed, then the account, signed in, as a registration does', async () => {
      const body = registration({ email: `Jaina.${uniqueName('p')}@Theramore.Test` });
      const [accounts, counts] = [await countAll(ctx(), 'account'), await countAll(ctx(), 'realmcharacters')];
      const res = await register(ctx(), body);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        success: true,
        message: `Check your e-mail: we sent a link to ${body.email}. Your account is created when you follow it, within 24 hours.`,
        data: { email: body.email, linkHours: 24 },
      });

      // Nothing in the core: no account row, no character counts.
      expect(await coreAccounts(ctx(), body.username)).toEqual([]);
      expect(await countAll(ctx(), 'account')).toBe(accounts);
      expect(await countAll(ctx(), 'realmcharacters')).toBe(counts);
      // What waits: the name and address as the core stores them, the salt and verifier, never the password.
      const [row] = await pendingRows(ctx(), body.username);
      expect(row).toMatchObject({
        username: body.username.toUpperCase(),
        email: body.email,
        email_key: body.email.toUpperCase(),
        confirming_at: null,
      });
      expect(JSON.stringify(row).toUpperCase()).not.toContain(PASSWORD.toUpperCase());
      expect(
        checkPassword(
          row!.username,
          PASSWORD,
          Buffer.from(row!.salt, 'hex'),
          Buffer.from(row!.verifier, 'hex'),
        ),
      ).toBe(true);
      expect(Number(row!.expires_at) - Number(row!.created_at)).toBe(24 * 60 * 60 * 1000);

      // The mail: to the address, a link on PUBLIC_URL whose token is stored hashed only.
      const token = await mailedToken(ctx(), body.email);
      const mail = readOutbox(ctx().dataDir).find((m) => m.text.includes(token))!;
      expect(mail.to.toLowerCase()).toContain(body.email.toLowerCase());
      expect(mail.subject).toBe('Confirm your e-mail to create your Frostfall account');
      expect(row!.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);

      // Not an account yet.
      expect((await signIn(ctx(), body.username)).statusCode).toBe(403);

      const confirmed = await confirm(ctx(), token);
      expect(confirmed.statusCode).toBe(201);
      const json = confirmed.json();
      expect(json).toMatchObject({
        success: true,
        message: 'Account created successfully! Logging you in...',
        user: { username: body.username.toUpperCase(), reg_mail: body.email.toLowerCase(), roles: [] },
      });
      const [account] = await coreAccounts(ctx(), body.username);
      expect(account).toMatchObject({
        id: json.user.id,
        email: body.email.toUpperCase(),
        reg_mail: body.email.toUpperCase(),
      });
      // The salt and verifier made at registration, as the core's row keeps them.
      expect(Buffer.from(account!.salt).toString('hex')).toBe(row!.salt);
      expect(Buffer.from(account!.verifier).toString('hex')).toBe(row!.verifier);
      const realms = await ctx().dbs.auth.selectFrom('realmlist').select('id').orderBy('id').execute();
      expect(
        await ctx()
          .dbs.auth.selectFrom('realmcharacters')
          .select(['realmid', 'numchars'])
          .where('acctid', '=', json.user.id)
          .orderBy('realmid')
          .execute(),
      ).toEqual(realms.map((r) => ({ realmid: r.id, numchars: 0 })));
      // Registration's own profile and session.
      expect(
        await ctx()
          .dbs.web.selectFrom('site_account')
          .select('points')
          .where('account_id', '=', json.user.id)
          .executeTakeFirst(),
      ).toEqual({ points: 0 });
      const profile = await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${json.token}` },
      });
      expect(profile.json().data.username).toBe(body.username.toUpperCase());
      expect(await pendingRows(ctx(), body.username)).toEqual([]);

      const signedIn = await signIn(ctx(), body.username, PASSWORD.toLowerCase());
      expect(signedIn.statusCode).toBe(200);
      expect((await signIn(ctx(), body.email.toUpperCase())).statusCode).toBe(200);
    });

    it('writes the mail and the answers in the language of the request', async () => {
      const body = registration();
      const res = await register(ctx(), body, { language: 'fr' });
      expect(res.json().message).toBe(
        `Consultez vos e-mails\u00a0: nous avons envoyé un lien à ${body.email}. Votre compte sera créé quand vous le suivrez, dans les 24 heures.`,
      );
      const token = await mailedToken(ctx(), body.email);
      const mail = readOutbox(ctx().dataDir).find((m) => m.text.includes(token))!;
      expect(mail.subject).toBe('Confirmez votre e-mail pour créer votre compte Frostfall');
      expect(mail.text).toContain(`Bonjour ${body.username.toUpperCase()},`);
      const confirmed = await confirm(ctx(), token, { language: 'fr' });
      expect(confirmed.json().message).toBe('Inscription réussie');
      // The account's mails are in French from now on.
      expect(await languageOf(ctx(), confirmed.json().user.id)).toBe('fr');
    });

    it('keeps the language the registration was made in, for a resend and a link followed from a browser that names none', async () => {
      const body = registration();
      expect((await register(ctx(), body, { language: 'fr' })).statusCode).toBe(202);
      const first = await mailedToken(ctx(), body.email);
      expect(
        await ctx()
          .dbs.web.selectFrom('pending_registration')
          .select('language')
          .where('username', '=', body.username.toUpperCase())
          .executeTakeFirst(),
      ).toEqual({ language: 'fr' });
      // A resend from a request without Accept-Language is mailed in the registration's language.
      expect((await resend(ctx(), body.username)).statusCode).toBe(200);
      const token = await mailedToken(ctx(), body.email, [first]);
      const mail = readOutbox(ctx().dataDir).find((m) => m.text.includes(token))!;
      expect(mail.subject).toBe('Confirmez votre e-mail pour créer votre compte Frostfall');
      const confirmed = await confirm(ctx(), token);
      expect(confirmed.statusCode).toBe(201);
      expect(await languageOf(ctx(), confirmed.json().user.id)).toBe('fr');
    });

    it('claims the name and the address: another registration of either is refused as a taken one', async () => {
      const { body } = await registerWaiting(ctx());
      const byName = await register(ctx(), registration({ username: body.username.toLowerCase() }));
      expect(byName.statusCode).toBe(409);
      expect(byName.json()).toMatchObject({
        code: 'CONFLICT',
        error: 'This username is already taken',
        details: [{ path: 'username', message: 'This username is already taken' }],
      });
      const byAddress = await register(ctx(), registration({ email: body.email.toUpperCase() }));
      expect(byAddress.statusCode).toBe(409);
      expect(byAddress.json()).toMatchObject({
        code: 'CONFLICT',
        error: 'An account with this email address already exists',
        details: [{ path: 'email', message: 'An account with this email address already exists' }],
      });
      // Both at once: the address is named first, as for accounts.
      const both = await register(ctx(), { ...body });
      expect(both.json().error).toBe('An account with this email address already exists');
      expect(await pendingRows(ctx(), body.username)).toHaveLength(1);
    });

    it('still refuses the name and the address of an existing account, as today', async () => {
      const existing = await createAccount(ctx(), { email: `Thrall.${uniqueName('e')}@Orgrimmar.test` });
      const byName = await register(ctx(), registration({ username: existing.username.toLowerCase() }));
      expect(byName.statusCode).toBe(409);
      expect(byName.json().error).toBe('This username is already taken');
      const byAddress = await register(ctx(), registration({ email: existing.email.toLowerCase() }));
      expect(byAddress.statusCode).toBe(409);
      expect(byAddress.json().error).toBe('An account with this email address already exists');
      expect(await pendingRows(ctx(), existing.username)).toEqual([]);
    });

    it('gives one 202 and 409s when the same name or address is registered at once', async () => {
      const base = registration();
      const sameName = await Promise.all(
        Array.from({ length: 5 }, (_, i) => register(ctx(), { ...base, email: `n${i}-${base.email}` })),
      );
      expect(sameName.map((r) => r.statusCode).sort()).toEqual([202, 409, 409, 409, 409]);
      const email = `${uniqueName('m').toLowerCase()}@example.test`;
      const sameAddress = await Promise.all(
        Array.from({ length: 5 }, () => register(ctx(), registration({ email }))),
      );
      expect(sameAddress.map((r) => r.statusCode).sort()).toEqual([202, 409, 409, 409, 409]);
      const rows = await ctx()
        .dbs.web.selectFrom('pending_registration')
        .select('id')
        .where('email_key', '=', email.toUpperCase())
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('lets an expired registration block nothing, and the job delete it', async () => {
      const first = await registerWaiting(ctx());
      await expire(ctx(), first.body.username);
      // Its link and its sign-in go with its time.
      expect((await confirm(ctx(), first.token)).json()).toMatchObject({
        code: 'BAD_REQUEST',
        error: 'This confirmation link is invalid, was already used or has expired.',
      });
      expect((await signIn(ctx(), first.body.username)).statusCode).toBe(401);
      // Its name is free.
      const sameName = registration({ username: first.body.username });
      expect((await register(ctx(), sameName)).statusCode).toBe(202);
      expect((await pendingRows(ctx(), first.body.username)).map((r) => r.email)).toEqual([sameName.email]);
      // And so is the address of another that expired.
      const second = await registerWaiting(ctx());
      await expire(ctx(), second.body.username);
      const sameAddress = registration({ email: second.body.email });
      expect((await register(ctx(), sameAddress)).statusCode).toBe(202);
      expect(await pendingRows(ctx(), second.body.username)).toEqual([]);
      expect(await pendingRows(ctx(), sameAddress.username)).toHaveLength(1);

      // The job deletes what expired and keeps what waits.
      await expire(ctx(), sameAddress.username);
      expect(await purgeExpiredRegistrations(ctx().dbs.web)).toBeGreaterThanOrEqual(1);
      expect(await pendingRows(ctx(), sameAddress.username)).toEqual([]);
      expect(await pendingRows(ctx(), sameName.username)).toHaveLength(1);
      expect((await confirm(ctx(), await mailedToken(ctx(), sameName.email))).statusCode).toBe(201);
    });

    it('answers a waiting name 403 REGISTRATION_PENDING with its right password only', async () => {
      const { body } = await registerWaiting(ctx());
      const unknown = await signIn(ctx(), uniqueName('Nobody'), 'Wrongpass1');
      expect(unknown.statusCode).toBe(401);
      const wrong = await signIn(ctx(), body.username, 'Wrongpass1');
      // A wrong password says what it says for a name nobody has.
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      for (const identifier of [body.username.toLowerCase(), body.email.toUpperCase()]) {
        const right = await signIn(ctx(), identifier, PASSWORD.toLowerCase());
        expect(right.statusCode).toBe(403);
        expect(right.json()).toMatchObject({
          success: false,
          code: 'REGISTRATION_PENDING',
          error: `Your account waits for you to confirm your e-mail address: follow the link we sent to ${body.email}, or ask for a new one.`,
        });
      }
    });

    it('mails a new link on resend with the right password; the old link stops working', async () => {
      const { body, token: first } = await registerWaiting(ctx());
      const wrong = await resend(ctx(), body.username, 'Wrongpass1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      expect((await resend(ctx(), uniqueName('Nobody'))).statusCode).toBe(401);
      // An account that exists has no link to resend.
      const account = await createAccount(ctx(), { password: PASSWORD });
      expect((await resend(ctx(), account.username)).statusCode).toBe(401);

      const res = await resend(ctx(), body.email);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        `A new link is on its way to ${body.email}. The previous one no longer works.`,
      );
      const second = await mailedToken(ctx(), body.email, [first]);
      expect(second).not.toBe(first);
      expect((await confirm(ctx(), first)).statusCode).toBe(400);
      expect((await confirm(ctx(), second)).statusCode).toBe(201);
      // Confirmed: nothing to resend any more.
      expect((await resend(ctx(), body.username)).statusCode).toBe(401);
    });

    it('limits resends to 3 an hour per registration and 10 an hour per source', async () => {
      const { body } = await registerWaiting(ctx());
      for (let i = 0; i < 3; i++) expect((await resend(ctx(), body.username)).statusCode).toBe(200);
      const limited = await resend(ctx(), body.username);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'RATE_LIMITED',
        error: 'Too many new links were asked for this registration. Please try again later.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
      // From elsewhere too: the count is the registration's.
      expect((await resend(ctx(), body.username, PASSWORD, '198.51.100.7')).statusCode).toBe(429);

      // One source, many registrations: the eleventh resend within the hour is refused.
      const source = '198.51.100.8';
      const others = [
        await registerWaiting(ctx()),
        await registerWaiting(ctx()),
        await registerWaiting(ctx()),
      ];
      let sent = 0;
      for (const other of [...others, ...others, ...others]) {
        expect((await resend(ctx(), other.body.username, PASSWORD, source)).statusCode).toBe(200);
        sent += 1;
      }
      expect(sent).toBe(9);
      const fourth = await registerWaiting(ctx());
      expect((await resend(ctx(), fourth.body.username, PASSWORD, source)).statusCode).toBe(200);
      const latest = await mailedToken(ctx(), fourth.body.email, [fourth.token]);
      const overSource = await resend(ctx(), fourth.body.username, PASSWORD, source);
      expect(overSource.statusCode).toBe(429);
      expect(overSource.json().error).toBe(
        'Too many new links were asked for from this address. Please try again later.',
      );
      // A refused resend mails nothing and keeps the link.
      expect((await confirm(ctx(), latest)).statusCode).toBe(201);
      const mailsTo = readOutbox(ctx().dataDir).filter((m) => m.to.toLowerCase().includes(fourth.body.email));
      expect(mailsTo).toHaveLength(2);
    });

    it('makes one account of a link followed twice, or twice at once', async () => {
      const { body, token } = await registerWaiting(ctx());
      const answers = await Promise.all([
        confirm(ctx(), token),
        confirm(ctx(), token),
        confirm(ctx(), token),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
      expect((await confirm(ctx(), token)).statusCode).toBe(400);
      expect(await coreAccounts(ctx(), body.username)).toHaveLength(1);
    });

    it('answers the taken-name error and drops the registration when the name was taken in game meanwhile', async () => {
      const { body, token } = await registerWaiting(ctx());
      await createAccount(ctx(), { username: body.username, email: `other.${body.email}` });
      const res = await confirm(ctx(), token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', error: 'This username is already taken' });
      expect(await pendingRows(ctx(), body.username)).toEqual([]);
      expect(await coreAccounts(ctx(), body.username)).toHaveLength(1);
      // The address it held is free again.
      expect((await register(ctx(), registration({ email: body.email }))).statusCode).toBe(202);
    });

    it('documents the 202 answer, the confirmation and the resend in the OpenAPI description', async () => {
      const { paths } = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const pending = paths['/api/auth/register'].post.responses['202'];
      expect(pending.content['application/json'].schema.properties.data.properties).toHaveProperty('email');
      expect(paths['/api/auth/register/confirm'].post.responses).toHaveProperty('201');
      expect(paths['/api/auth/register/resend'].post.responses).toHaveProperty('429');
    });

    it('refuses a link that was never mailed', async () => {
      const res = await confirm(ctx(), 'x'.repeat(43));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('This confirmation link is invalid, was already used or has expired.');
      expect((await post(ctx(), '/api/auth/register/confirm', {})).statusCode).toBe(400);
    });
  },
  { RATE_LIMIT: 'off', REGISTRATION_EMAIL_VERIFICATION: 'required' },
);

describeEachDatabase(
  'registration with REGISTRATION_EMAIL_VERIFICATION=off',
  (ctx) => {
    it('writes the account at once and signs in, as before, with nothing waiting', async () => {
      const body = registration();
      const res = await register(ctx(), body);
      expect(res.statusCode).toBe(201);
      expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await coreAccounts(ctx(), body.username)).toHaveLength(1);
      expect(await pendingRows(ctx(), body.username)).toEqual([]);
      expect(findMailLink(ctx().dataDir, body.email, '/auth/confirm')).toBeUndefined();
      expect((await signIn(ctx(), body.username)).statusCode).toBe(200);
    });
  },
  { RATE_LIMIT: 'off' },
);
