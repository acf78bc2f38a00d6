import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { KyselyPlugin } from 'kysely';
import { expect, it, vi } from 'vitest';
import type { CaptchaChallenge } from '../../../contract/auth.ts';
import { buildApp } from '../../app.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { createAccount } from '../../test/factories.ts';
import { findResetLink } from '../../test/outbox-reader.ts';
import { captchaPayload, readCaptchaPayload, solveCaptcha } from '../../test/solve-challenge.ts';
import { CHALLENGE_LIFETIME_MS, createCaptcha, purgeUsedChallenges } from './captcha.ts';

// Key derivations counted: the site makes one per challenge and none per check.
vi.mock('altcha-lib/algorithms/pbkdf2', async (importOriginal) => {
  const original = await importOriginal<{ deriveKey: typeof deriveKey }>();
  return { ...original, deriveKey: vi.fn(original.deriveKey) };
});

// A small difficulty: the tests solve each challenge in a few milliseconds.
const CAPTCHA_ON = { REGISTRATION_CAPTCHA: 'on', REGISTRATION_CAPTCHA_MAX_NUMBER: '10' };

const REQUIRED = 'Please confirm that you are not a robot.';
const SIGN_IN_REQUIRED =
  'Several sign-in attempts failed from your network: please confirm that you are not a robot, then sign in again.';
const INVALID = 'The check that you are not a robot has expired or was already used. Please try again.';

let sequence = 0;
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${sequence++}${Math.floor(Math.random() * 1000)}`.slice(
    0,
    16,
  );

let ipCounter = 0;
const octet = () => Math.floor(Math.random() * 250) + 1;
/** A fresh client address (the site trusts X-Forwarded-For from its proxy on this machine). */
const newIp = () => `10.${octet()}.${octet()}.${(ipCounter++ % 250) + 1}`;

function registration(altcha?: string) {
  const username = uniqueName('Cap');
  return {
    username,
    email: `${username.toLowerCase()}@example.test`,
    password: 'Frostmourne1',
    confirmPassword: 'Frostmourne1',
    ...(altcha === undefined ? {} : { altcha }),
  };
}

type App = TestContext['app'];

function post(app: App, url: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': newIp(), ...headers } });
}

async function challengeFrom(app: App): Promise<CaptchaChallenge> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/challenge' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const solved = async (app: App) => solveCaptcha(await challengeFrom(app));

async function accountNamed(ctx: TestContext, username: string) {
  return ctx.dbs.auth
    .selectFrom('account')
    .select('id')
    .where('username', '=', username.toUpperCase())
    .executeTakeFirst();
}

function expectRefused(res: { statusCode: number; json(): unknown }, code: string, error: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code, error });
}

describeEachDatabase(
  'the proof-of-work CAPTCHA',
  (ctx) => {
    it('serves a signed challenge of the configured work, valid 10 minutes, never cached and without the key', async () => {
      const before = Math.floor(Date.now() / 1000);
      const res = await ctx().app.inject({ method: 'GET', url: '/api/auth/challenge' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32 });
      expect(data.parameters.expiresAt).toBeGreaterThanOrEqual(before + 600);
      expect(data.parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 600);
      expect(data.signature).toMatch(/^[0-9a-f]{64}$/);
      // The counter to find is drawn between half the configured number and all of it.
      const { solution } = readCaptchaPayload(await solveCaptcha(data));
      expect(solution.counter).toBeGreaterThanOrEqual(5);
      expect(solution.counter).toBeLessThanOrEqual(10);
      // The key is made once, kept in the web database, and appears in no answer.
      const key = await ctx()
        .dbs.web.selectFrom('site_secret')
        .select('value')
        .where('name', '=', 'captcha')
        .executeTakeFirstOrThrow();
      expect(key.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body).not.toContain(key.value);
    });

    it('refuses a registration without a solved challenge, in the caller’s language, and writes nothing', async () => {
      const body = registration();
      expectRefused(await post(ctx().app, '/api/auth/register', body), 'CAPTCHA_REQUIRED', REQUIRED);
      const french = await post(ctx().app, '/api/auth/register', registration(), {
        'accept-language': 'fr-FR',
      });
      expectRefused(french, 'CAPTCHA_REQUIRED', 'Veuillez confirmer que vous n’êtes pas un robot.');
      expect(await accountNamed(ctx(), body.username)).toBeUndefined();
    });

    it('registers with a solved challenge once: the same solution again is refused', async () => {
      const altcha = await solved(ctx().app);
      const first = registration(altcha);
      expect((await post(ctx().app, '/api/auth/register', first)).statusCode).toBe(201);
      expect(await accountNamed(ctx(), first.username)).toBeDefined();

      const replay = registration(altcha);
      expectRefused(await post(ctx().app, '/api/auth/register', replay), 'CAPTCHA_INVALID', INVALID);
      expect(await accountNamed(ctx(), replay.username)).toBeUndefined();
    });

    it('lets one of two registrations with the same solution at once through, also on two instances of one database', async () => {
      const c = ctx();
      const other = await buildApp({ config: c.config, dbs: c.dbs, core: c.core, realms: c.realms });
      try {
        await other.ready();
        // Made by one instance, checked by either: they share the key through the web database.
        const altcha = await solved(c.app);
        const bodies = [registration(altcha), registration(altcha), registration(altcha)];
        const answers = await Promise.all([
          post(c.app, '/api/auth/register', bodies[0]!),
          post(other, '/api/auth/register', bodies[1]!),
          post(c.app, '/api/auth/register', bodies[2]!),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
        for (const refused of answers.filter((a) => a.statusCode === 400))
          expect(refused.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
        const made = await Promise.all(bodies.map((b) => accountNamed(c, b.username)));
        expect(made.filter(Boolean)).toHaveLength(1);
      } finally {
        await other.close();
      }
    });

    it('keeps its key through a restart: a challenge made before is accepted after', async () => {
      const c = ctx();
      const altcha = await solved(c.app);
      const restarted = await buildApp({ config: c.config, dbs: c.dbs, core: c.core, realms: c.realms });
      try {
        expect((await post(restarted, '/api/auth/register', registration(altcha))).statusCode).toBe(201);
      } finally {
        await restarted.close();
      }
    });

    it('refuses an expired challenge, even solved and never used', async () => {
      // Another instance on the same database, whose challenge was made eleven minutes ago.
      const elsewhere = createCaptcha(ctx().dbs.web, { on: true, maxNumber: 10 });
      const old = await elsewhere.challenge(Date.now() - CHALLENGE_LIFETIME_MS - 60_000);
      const altcha = await solveCaptcha(old);
      const body = registration(altcha);
      expectRefused(await post(ctx().app, '/api/auth/register', body), 'CAPTCHA_INVALID', INVALID);
      expect(await accountNamed(ctx(), body.username)).toBeUndefined();
      // A fresh one from that instance is good here: the key is the database's.
      const fresh = await solveCaptcha(await elsewhere.challenge());
      expect((await post(ctx().app, '/api/auth/register', registration(fresh))).statusCode).toBe(201);
    });

    it('refuses a tampered, wrong, test-mode or unreadable solution', async () => {
      const { challenge, solution } = readCaptchaPayload(await solved(ctx().app));
      const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
      const later = {
        ...challenge,
        parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
      };
      const otherKey = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const forged = [
        captchaPayload({ challenge: easier, solution }),
        captchaPayload({ challenge: later, solution }),
        captchaPayload({ challenge: { ...challenge, signature: '0'.repeat(64) }, solution }),
        captchaPayload({ challenge, solution: { ...solution, derivedKey: otherKey } }),
        captchaPayload({
          challenge,
          solution: { counter: solution.counter + 1, derivedKey: '00'.repeat(32) },
        }),
        // What the widget sends in its test mode.
        captchaPayload({ challenge: null, solution: null, test: true }),
        'not base64 json',
      ];
      for (const altcha of forged)
        expectRefused(
          await post(ctx().app, '/api/auth/register', registration(altcha)),
          'CAPTCHA_INVALID',
          INVALID,
        );
      // None of them used the challenge up: the real solution still works.
      const real = captchaPayload({ challenge, solution });
      expect((await post(ctx().app, '/api/auth/register', registration(real))).statusCode).toBe(201);
    });

    it('checks a solution without deriving a key, with one write: the used mark', async () => {
      const statements: string[] = [];
      const recorder: KyselyPlugin = {
        transformQuery: (args) => {
          statements.push(args.node.kind);
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const web = ctx().dbs.web.withPlugin(recorder);
      const captcha = createCaptcha(web, { on: true, maxNumber: 10 });
      vi.mocked(deriveKey).mockClear();
      const challenge = await captcha.challenge();
      expect(deriveKey).toHaveBeenCalledTimes(1);
      const altcha = await solveCaptcha(challenge);
      statements.length = 0;
      vi.mocked(deriveKey).mockClear();
      await captcha.redeem(altcha);
      expect(deriveKey).not.toHaveBeenCalled();
      expect(statements).toEqual(['InsertQueryNode']);
      const row = await ctx()
        .dbs.web.selectFrom('used_challenge')
        .selectAll()
        .where('signature', '=', readCaptchaPayload(altcha).challenge.signature)
        .executeTakeFirstOrThrow();
      expect(row.expires_at).toBe(readCaptchaPayload(altcha).challenge.parameters.expiresAt! * 1000);
      // The purge keeps a used mark until its challenge expires.
      await purgeUsedChallenges(ctx().dbs.web);
      expect(await countUsed(ctx(), row.signature)).toBe(1);
      await purgeUsedChallenges(ctx().dbs.web, row.expires_at + 1);
      expect(await countUsed(ctx(), row.signature)).toBe(0);
    });

    it('asks for a solved challenge before a reset request, before it counts against the address', async () => {
      const account = await createAccount(ctx(), { email: `Captcha.${Date.now()}@Example.test` });
      const ask = (altcha?: string) =>
        post(ctx().app, '/api/auth/reset-password', {
          email: account.email,
          ...(altcha === undefined ? {} : { altcha }),
        });
      // Refused requests do not use up the address's three an hour.
      for (let i = 0; i < 4; i++) expectRefused(await ask(), 'CAPTCHA_REQUIRED', REQUIRED);
      expect(findResetLink(ctx().dataDir, account.email)).toBeUndefined();
      const altcha = await solved(ctx().app);
      expect((await ask(altcha)).statusCode).toBe(200);
      await expect.poll(() => findResetLink(ctx().dataDir, account.email), { timeout: 5000 }).toBeTruthy();
      expectRefused(await ask(altcha), 'CAPTCHA_INVALID', INVALID);
    });

    it('asks a source for a solved challenge at sign-in from its third wrong password on, and not before', async () => {
      const c = ctx();
      const owner = await createAccount(c);
      const ip = newIp();
      const signIn = (password: string, altcha?: string) =>
        post(
          c.app,
          '/api/auth/login',
          { username: owner.username, password, ...(altcha === undefined ? {} : { altcha }) },
          { 'x-forwarded-for': ip },
        );
      // Two wrong passwords: the third try needs nothing yet.
      expect((await signIn('wrong1abc')).statusCode).toBe(401);
      expect((await signIn('wrong2abc')).statusCode).toBe(401);
      expect((await signIn('wrong3abc')).statusCode).toBe(401);
      // Three from this source: even the right password now needs a solved challenge.
      expectRefused(await signIn(owner.password), 'CAPTCHA_REQUIRED', SIGN_IN_REQUIRED);
      const altcha = await solved(c.app);
      const signedIn = await signIn(owner.password, altcha);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().token).toBeTruthy();
      // Each try takes a challenge of its own.
      expectRefused(await signIn(owner.password, altcha), 'CAPTCHA_INVALID', INVALID);
      expect((await signIn('wrong4abc', await solved(c.app))).statusCode).toBe(401);
      // Another source signs in without one.
      const elsewhere = await post(c.app, '/api/auth/login', {
        username: owner.username,
        password: owner.password,
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  },
  CAPTCHA_ON,
);

async function countUsed(ctx: TestContext, signature: string) {
  const rows = await ctx.dbs.web
    .selectFrom('used_challenge')
    .select('signature')
    .where('signature', '=', signature)
    .execute();
  return rows.length;
}

describeEachDatabase('REGISTRATION_CAPTCHA=off', (ctx) => {
  it('registers, sends reset links and signs in after wrong passwords without any challenge', async () => {
    const c = ctx();
    expect((await c.app.inject({ method: 'GET', url: '/api/auth/challenge' })).statusCode).toBe(404);
    const body = registration();
    expect((await post(c.app, '/api/auth/register', body)).statusCode).toBe(201);
    const account = await createAccount(c, { email: `Off.${Date.now()}@Example.test` });
    expect((await post(c.app, '/api/auth/reset-password', { email: account.email })).statusCode).toBe(200);
    const ip = { 'x-forwarded-for': newIp() };
    for (let i = 0; i < 4; i++)
      expect(
        (await post(c.app, '/api/auth/login', { username: account.username, password: `bad${i}pass` }, ip))
          .statusCode,
      ).toBe(401);
    const res = await post(
      c.app,
      '/api/auth/login',
      { username: account.username, password: account.password },
      ip,
    );
    expect(res.statusCode).toBe(200);
  });
});
