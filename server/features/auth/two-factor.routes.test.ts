import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { base32, fromBase32, masterKeyFromHex, openTotpSecret, totpCode } from '../../game/totp.ts';
import { bearer, createAccount, secretDigest, signIn, type TestAccount } from '../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { captureLog } from '../../test/log-capture.ts';
import { readOutbox } from '../../test/outbox-reader.ts';
import { hashRecoveryCode } from './two-factor.service.ts';

let ipCounter = 0;
const octet = () => Math.floor(Math.random() * 250) + 1;
const newIp = () => `10.${octet()}.${octet()}.${(ipCounter++ % 250) + 1}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(
  c: TestContext,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  ip = '127.0.0.1',
) {
  return c.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': ip },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const login = (c: TestContext, body: Record<string, unknown>, ip = '127.0.0.1') =>
  call(c, 'POST', '/api/auth/login', undefined, body, ip);

const now = () => Math.floor(Date.now() / 1000);

async function player(c: TestContext, options: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(c, options);
  return { account, token: await signIn(c, account) };
}

async function storedSecret(c: TestContext, id: number) {
  const row = await c.dbs.auth
    .selectFrom('account')
    .select('totp_secret')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.totp_secret === null ? null : Buffer.from(row.totp_secret);
}

async function setUp(c: TestContext, who: { account: TestAccount; token: string }) {
  const setup = await call(c, 'POST', '/api/account/two-factor/setup', who.token, {
    currentPassword: who.account.password,
  });
  expect(setup.statusCode).toBe(200);
  return setup.json().data as { secret: string; otpauthUri: string };
}

/** Two-factor sign-in turned on through the API, with the codes an authenticator app would show. */
async function turnOn(c: TestContext, who: { account: TestAccount; token: string }) {
  const { secret } = await setUp(c, who);
  const raw = fromBase32(secret);
  const enabled = await call(c, 'POST', '/api/account/two-factor/enable', who.token, {
    code: totpCode(raw, now()),
  });
  expect(enabled.statusCode).toBe(200);
  return { raw, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
}

describeEachDatabase('two-factor sign-in, stored raw (no TOTP_MASTER_SECRET)', (ctx) => {
  it('sets up a secret to scan only with the current password; nothing is written to the game yet', async () => {
    const c = ctx();
    const me = await player(c);
    const wrong = await call(c, 'POST', '/api/account/two-factor/setup', me.token, {
      currentPassword: 'notmypass1',
    });
    expect(wrong.statusCode).toBe(400);
    const { secret, otpauthUri } = await setUp(c, me);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Frostfall%3A${me.account.username}?secret=${secret}&issuer=Frostfall&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await storedSecret(c, me.account.id)).toBeNull();
  });

  it("turns on with a code from the app: totp_secret holds the raw key the authserver's HMAC uses", async () => {
    const c = ctx();
    const me = await player(c);
    const other = await player(c);
    const elsewhere = await signIn(c, me.account);
    const { secret } = await setUp(c, me);
    const raw = fromBase32(secret);
    const wrong = await call(c, 'POST', '/api/account/two-factor/enable', me.token, {
      code: totpCode(raw, now() - 300),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(
      'That code is not right. Enter the current code from your authenticator app.',
    );
    // Another player cannot confirm someone else's secret: they have none waiting.
    const theirs = await call(c, 'POST', '/api/account/two-factor/enable', other.token, {
      code: totpCode(raw, now()),
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error).toBe('Start again: scan a new QR code, then enter the code it gives.');

    const res = await call(c, 'POST', '/api/account/two-factor/enable', me.token, {
      code: totpCode(raw, now()),
    });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(10);

    const stored = await storedSecret(c, me.account.id);
    expect(stored).toHaveLength(20);
    expect(base32(stored!)).toBe(secret);
    expect(await storedSecret(c, other.account.id)).toBeNull();
    // Only hashes are kept.
    const rows = await c.dbs.web
      .selectFrom('two_factor_recovery_code')
      .select(['code_hash'])
      .where('account_id', '=', me.account.id)
      .execute();
    expect(rows.map((r) => r.code_hash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(rows)).not.toContain(codes[0]!.replace('-', ''));

    expect((await call(c, 'GET', '/api/account', me.token)).json().data.twoFactor).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // The other sessions of the account, opened with the password alone, have ended; this one goes on.
    expect((await call(c, 'GET', '/api/account', elsewhere)).statusCode).toBe(401);
    const again = await call(c, 'POST', '/api/account/two-factor/setup', me.token, {
      currentPassword: me.account.password,
    });
    expect(again.statusCode).toBe(409);
    await expect
      .poll(
        () =>
          readOutbox(c.dataDir).some(
            (m) => m.subject.includes('turned on') && m.to.includes(me.account.email.toLowerCase()),
          ),
        {
          timeout: 5000,
        },
      )
      .toBe(true);
  });

  it('refuses a secret shown more than 15 minutes ago', async () => {
    const c = ctx();
    const me = await player(c);
    const { secret } = await setUp(c, me);
    await c.dbs.web
      .updateTable('two_factor_setup')
      .set({ created_at: Date.now() - 16 * 60_000 })
      .where('account_id', '=', me.account.id)
      .execute();
    const res = await call(c, 'POST', '/api/account/two-factor/enable', me.token, {
      code: totpCode(fromBase32(secret), now()),
    });
    expect(res.statusCode).toBe(400);
    expect(await storedSecret(c, me.account.id)).toBeNull();
  });

  it('asks for the code after the right password: 401 TOTP_REQUIRED and no session without it', async () => {
    const c = ctx();
    const me = await player(c);
    const { raw } = await turnOn(c, me);
    const sessionsBefore = await c.dbs.web
      .selectFrom('session')
      .select('id')
      .where('account_id', '=', me.account.id)
      .execute();

    const missing = await login(c, { username: me.account.username, password: me.account.password });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'TOTP_REQUIRED',
      error: 'Enter the code from your authenticator app to finish signing in.',
    });
    expect(missing.json().token).toBeUndefined();
    const wrong = await login(c, {
      username: me.account.username,
      password: me.account.password,
      totpCode: totpCode(raw, now() - 600),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'TOTP_REQUIRED',
      error:
        'That code is not right. Enter the current code from your authenticator app, or one of your recovery codes.',
    });
    // A wrong password is still the generic answer: the code step is not revealed.
    const badPassword = await login(c, {
      username: me.account.username,
      password: 'notmypass1',
      totpCode: totpCode(raw, now()),
    });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().code).toBe('INVALID_CREDENTIALS');
    const sessionsAfter = await c.dbs.web
      .selectFrom('session')
      .select('id')
      .where('account_id', '=', me.account.id)
      .execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);

    const ok = await login(c, {
      username: me.account.email,
      password: me.account.password,
      totpCode: totpCode(raw, now()),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTruthy();
  });

  it('asks for the code and refuses a wrong one in French to a caller that asks for it', async () => {
    const c = ctx();
    const me = await player(c);
    const { raw } = await turnOn(c, me);
    const inFrench = (url: string, payload: Record<string, unknown>, token?: string) =>
      c.app.inject({
        method: 'POST',
        url,
        headers: { ...(token ? bearer(token) : {}), 'accept-language': 'fr' },
        payload,
      });
    const signIn = { username: me.account.username, password: me.account.password };
    expect((await inFrench('/api/auth/login', signIn)).json()).toMatchObject({
      code: 'TOTP_REQUIRED',
      error: 'Saisissez le code de votre application d’authentification pour terminer la connexion.',
    });
    const wrong = await inFrench('/api/account/two-factor/disable', { code: 'nope' }, me.token);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        {
          path: 'code',
          message:
            'Ce code n’est pas le bon. Saisissez le code actuel de votre application d’authentification, ou l’un de vos codes de secours.',
        },
      ],
    });
    const off = await inFrench('/api/account/two-factor/disable', { code: totpCode(raw, now()) }, me.token);
    expect(off.json().message).toBe('La connexion à deux facteurs est désactivée.');
    const again = await inFrench('/api/account/two-factor/disable', { code: totpCode(raw, now()) }, me.token);
    expect(again.json().error).toBe('La connexion à deux facteurs n’est pas activée pour ce compte.');
  });

  it('takes each recovery code once, at sign-in or to turn two-factor off', async () => {
    const c = ctx();
    const me = await player(c);
    const { recoveryCodes } = await turnOn(c, me);
    const [first, second] = recoveryCodes as [string, string];
    const withCode = (totp: string) =>
      login(c, { username: me.account.username, password: me.account.password, totpCode: totp });
    // Typed in capitals and without the dash, as people do.
    expect((await withCode(first.toUpperCase().replace('-', ''))).statusCode).toBe(200);
    expect((await withCode(first)).statusCode).toBe(401);
    expect((await call(c, 'GET', '/api/account', me.token)).json().data.twoFactor.recoveryCodesLeft).toBe(9);

    const off = await call(c, 'POST', '/api/account/two-factor/disable', me.token, { code: second });
    expect(off.statusCode).toBe(200);
    expect(await storedSecret(c, me.account.id)).toBeNull();
    const left = await c.dbs.web
      .selectFrom('two_factor_recovery_code')
      .select('id')
      .where('account_id', '=', me.account.id)
      .execute();
    expect(left).toHaveLength(0);
    expect(
      (await login(c, { username: me.account.username, password: me.account.password })).statusCode,
    ).toBe(200);
  });

  it('turns off with a current code only: a wrong code or someone else’s changes nothing', async () => {
    const c = ctx();
    const me = await player(c);
    const other = await player(c);
    const mine = await turnOn(c, me);
    const theirs = await turnOn(c, other);

    const wrong = await call(c, 'POST', '/api/account/two-factor/disable', me.token, {
      code: totpCode(theirs.raw, now()),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(
      'That code is not right. Enter the current code from your authenticator app, or one of your recovery codes.',
    );
    const theirRecovery = await call(c, 'POST', '/api/account/two-factor/disable', me.token, {
      code: theirs.recoveryCodes[0],
    });
    expect(theirRecovery.statusCode).toBe(400);
    expect(await storedSecret(c, me.account.id)).not.toBeNull();

    const off = await call(c, 'POST', '/api/account/two-factor/disable', me.token, {
      code: totpCode(mine.raw, now()),
    });
    expect(off.statusCode).toBe(200);
    expect(await storedSecret(c, me.account.id)).toBeNull();
    expect(await storedSecret(c, other.account.id)).not.toBeNull();
    const again = await call(c, 'POST', '/api/account/two-factor/disable', me.token, {
      code: totpCode(mine.raw, now()),
    });
    expect(again.statusCode).toBe(409);
  });

  it('reads a secret the game wrote (.account set 2fa): the site asks for the same code', async () => {
    const c = ctx();
    const me = await createAccount(c);
    const raw = Buffer.from('12345678901234567890', 'ascii');
    await c.dbs.auth.updateTable('account').set({ totp_secret: raw }).where('id', '=', me.id).execute();
    expect((await login(c, { username: me.username, password: me.password })).json().code).toBe(
      'TOTP_REQUIRED',
    );
    expect(
      (await login(c, { username: me.username, password: me.password, totpCode: totpCode(raw, now()) }))
        .statusCode,
    ).toBe(200);
  });
});

describeEachDatabase(
  'two-factor codes count against the sign-in limits',
  (ctx) => {
    it('stops code guessing after the wrong-password allowance, even with the right code', async () => {
      const c = ctx();
      const me = await player(c);
      const { raw } = await turnOn(c, me);
      const ip = newIp();
      for (let i = 0; i < 10; i++) {
        const res = await login(
          c,
          { username: me.account.username, password: me.account.password, totpCode: String(100000 + i) },
          ip,
        );
        expect(res.statusCode).toBe(401);
      }
      const limited = await login(
        c,
        { username: me.account.username, password: me.account.password, totpCode: totpCode(raw, now()) },
        ip,
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits wrong codes when turning two-factor off with a stolen session', async () => {
      const c = ctx();
      const me = await player(c);
      await turnOn(c, me);
      const thief = newIp();
      for (let i = 0; i < 10; i++) {
        const res = await call(
          c,
          'POST',
          '/api/account/two-factor/disable',
          me.token,
          { code: String(200000 + i) },
          thief,
        );
        expect(res.statusCode).toBe(400);
      }
      const limited = await call(
        c,
        'POST',
        '/api/account/two-factor/disable',
        me.token,
        { code: '123456' },
        thief,
      );
      expect(limited.statusCode).toBe(429);
      expect(await storedSecret(c, me.account.id)).not.toBeNull();
    });
  },
  { RATE_LIMIT: 'on' },
);

const MASTER = '000102030405060708090A0B0C0D0E0F';

describeEachDatabase(
  'two-factor secrets sealed with TOTP_MASTER_SECRET',
  (ctx, target) => {
    async function setDigest(c: TestContext, digest: string | null) {
      await c.dbs.auth.deleteFrom('secret_digest').execute();
      if (digest) await c.dbs.auth.insertInto('secret_digest').values({ id: 0, digest }).execute();
    }

    if (target !== 'sqlite') {
      it("refuses to store a secret while the authserver's digest says another key, or none", async () => {
        const c = ctx();
        const me = await player(c);
        await setDigest(c, null);
        const none = await call(c, 'POST', '/api/account/two-factor/setup', me.token, {
          currentPassword: me.account.password,
        });
        expect(none.statusCode).toBe(503);
        expect(none.json().code).toBe('SERVICE_UNAVAILABLE');
        await setDigest(c, secretDigest('0F0E0D0C0B0A09080706050403020100'));
        const other = await call(c, 'POST', '/api/account/two-factor/setup', me.token, {
          currentPassword: me.account.password,
        });
        expect(other.statusCode).toBe(503);
        expect(await storedSecret(c, me.account.id)).toBeNull();
      });

      it("says in health, in one line, when TOTP_MASTER_SECRET is not the authserver's, and when it is again", async () => {
        const c = ctx();
        const me = await player(c);
        const setUpNow = () =>
          call(c, 'POST', '/api/account/two-factor/setup', me.token, {
            currentPassword: me.account.password,
          });
        await setDigest(c, secretDigest('0F0E0D0C0B0A09080706050403020100'));
        expect((await setUpNow()).statusCode).toBe(503);
        const wrong = (await call(c, 'GET', '/api/health')).json().data;
        expect(wrong.status).toBe('degraded');
        expect(wrong.twoFactor).toEqual({
          state: 'misconfigured',
          problem:
            "TOTP_MASTER_SECRET is not the authserver's TOTPMasterSecret (secret_digest row 0 does not match)",
        });
        await setDigest(c, secretDigest(MASTER));
        expect((await setUpNow()).statusCode).toBe(200);
        const right = (await call(c, 'GET', '/api/health')).json().data;
        expect(right.twoFactor).toEqual({ state: 'ok' });
      });

      it("says at start, in one error line, that TOTP_MASTER_SECRET is not the authserver's", async () => {
        const c = ctx();
        /** The error lines an instance started on these databases logs while it starts. */
        async function errorsAtStart() {
          const log = captureLog();
          const started = await buildApp({
            config: { ...c.config, logLevel: 'error' },
            dbs: c.dbs,
            core: c.core,
            realms: c.realms,
            logStream: log.stream,
          });
          try {
            await started.ready();
          } finally {
            await started.close();
          }
          return log.errors();
        }
        try {
          await setDigest(c, secretDigest('0F0E0D0C0B0A09080706050403020100'));
          expect(await errorsAtStart()).toEqual([
            "Two-factor sign-in will fail: TOTP_MASTER_SECRET is not the authserver's TOTPMasterSecret (secret_digest row 0 does not match)",
          ]);
          await setDigest(c, secretDigest(MASTER));
          expect(await errorsAtStart()).toEqual([]);
        } finally {
          await setDigest(c, secretDigest(MASTER));
        }
      });
    }

    it('stores AES-128-GCM ciphertext ‖ IV ‖ tag that the master key opens to the key the app uses', async () => {
      const c = ctx();
      if (target !== 'sqlite') await setDigest(c, secretDigest(MASTER));
      const me = await player(c);
      const { raw } = await turnOn(c, me);
      const stored = await storedSecret(c, me.account.id);
      expect(stored).toHaveLength(44);
      expect(openTotpSecret(stored!, masterKeyFromHex(MASTER))).toEqual(raw);
      expect(
        (
          await login(c, {
            username: me.account.username,
            password: me.account.password,
            totpCode: totpCode(raw, now()),
          })
        ).statusCode,
      ).toBe(200);
    });

    it('answers 503, not a wrong code, for a stored value the master key cannot open', async () => {
      const c = ctx();
      const me = await createAccount(c);
      await c.dbs.auth
        .updateTable('account')
        .set({ totp_secret: Buffer.from('12345678901234567890', 'ascii') })
        .where('id', '=', me.id)
        .execute();
      const res = await login(c, { username: me.username, password: me.password, totpCode: '123456' });
      expect(res.statusCode).toBe(503);
    });
  },
  { TOTP_MASTER_SECRET: MASTER },
);

describeEachDatabase('two-factor without TOTP_MASTER_SECRET while the authserver encrypts', (ctx, target) => {
  if (target === 'sqlite') {
    it('has no authserver to ask in embedded mode', async () => {
      const me = await player(ctx());
      await turnOn(ctx(), me);
      expect(await storedSecret(ctx(), me.account.id)).toHaveLength(20);
    });
    return;
  }
  it('refuses: a raw secret would stop the authserver at its next logon challenge', async () => {
    const c = ctx();
    await c.dbs.auth
      .insertInto('secret_digest')
      .values({ id: 0, digest: secretDigest(MASTER) })
      .execute();
    const me = await player(c);
    const res = await call(c, 'POST', '/api/account/two-factor/setup', me.token, {
      currentPassword: me.account.password,
    });
    expect(res.statusCode).toBe(503);
  });
});

describeEachDatabase(
  'STAFF_2FA=required',
  (ctx) => {
    it('keeps a staff role out of force until the account has two-factor sign-in, and says why', async () => {
      const c = ctx();
      const admin = await player(c, { roles: ['admin'] });
      const blocked = await call(c, 'GET', '/api/admin/accounts', admin.token);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({
        code: 'STAFF_TWO_FACTOR_REQUIRED',
        error:
          'Staff pages need two-factor sign-in on your account. Turn it on in My account, then sign in again.',
      });
      expect((await call(c, 'GET', '/api/account', admin.token)).json().data).toMatchObject({
        roles: ['admin'],
        staffRolesNeedTwoFactor: true,
      });
      // The user a sign-in, the token check and the profile answer lists only the roles in force.
      expect((await call(c, 'GET', '/api/auth/profile', admin.token)).json().data.roles).toEqual([]);
      const signIn = await call(c, 'POST', '/api/auth/login', undefined, {
        username: admin.account.username,
        password: admin.account.password,
      });
      expect(signIn.json().user.roles).toEqual([]);
      // A player is refused as before.
      const plain = await player(c);
      expect((await call(c, 'GET', '/api/admin/accounts', plain.token)).json().code).toBe('FORBIDDEN');

      await turnOn(c, admin);
      expect((await call(c, 'GET', '/api/admin/accounts', admin.token)).statusCode).toBe(200);
      expect((await call(c, 'GET', '/api/auth/profile', admin.token)).json().data.roles).toEqual(['admin']);
      expect((await call(c, 'GET', '/api/account', admin.token)).json().data.staffRolesNeedTwoFactor).toBe(
        false,
      );
    });
  },
  { STAFF_2FA: 'required' },
);
