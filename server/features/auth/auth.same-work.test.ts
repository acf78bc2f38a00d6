import { createEmailLookup } from '../../accounts/email-lookup.ts';
import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import type { Databases } from '../../db/databases.ts';
import { createMailer } from '../../platform/mailer.ts';
import { createTwoFactorKeys } from './two-factor.service.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { createAccount } from '../../test/factories.ts';
import * as service from './auth.service.ts';
import type { GuessTarget, PasswordGuard } from './password-attempts.ts';

/*
 * A known name or address must cost what an unknown one does, or the time of the answer tells which
 * accounts exist. Timing is too noisy to test here; the work is not: the same statements, the same
 * limiter calls, the same background tasks.
 */

/** The databases with every statement recorded as its SQL (values left out). */
function recorded(dbs: Databases) {
  const statements: string[] = [];
  const record = (db: Databases['web'] | Databases['auth']): KyselyPlugin => ({
    transformQuery(args) {
      statements.push(db.getExecutor().compileQuery(args.node, args.queryId).sql);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const wrapped: Databases = {
    ...dbs,
    auth: dbs.auth.withPlugin(record(dbs.auth)),
    web: dbs.web.withPlugin(record(dbs.web)),
  };
  return { dbs: wrapped, statements };
}

function recordingGuard() {
  const calls: Array<[string, GuessTarget[]]> = [];
  const guard: PasswordGuard = {
    failuresFromSource: async () => 0,
    before: async (targets) => void calls.push(['before', targets]),
    failed: async (targets) => void calls.push(['failed', targets]),
  };
  return { guard, calls };
}

function depsOf(c: TestContext, dbs: Databases, tasks: Array<() => Promise<void>> = []): service.AuthDeps {
  return {
    dbs,
    config: c.config,
    core: c.core,
    mailer: createMailer(c.config),
    log: c.app.log,
    background: (_what, task) => void tasks.push(task),
    twoFactor: createTwoFactorKeys(c.config, dbs, c.app.log),
    emailLookup: createEmailLookup(dbs),
    signInCount: c.app.signInCount,
  };
}

/** The statements and limiter calls of one wrong sign-in. */
async function wrongSignIn(c: TestContext, dbs: Databases, statements: string[], typed: string) {
  const { guard, calls } = recordingGuard();
  statements.length = 0;
  await expect(
    service.signIn(
      depsOf(c, dbs),
      { username: typed, password: 'wrongpass1', rememberMe: false },
      { ip: '192.0.2.7', userAgent: 'test' },
      guard,
    ),
  ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  return { statements: [...statements], calls: calls.map(([step, targets]) => [step, targets.length]) };
}

describeEachDatabase('known and unknown names cost the same', (ctx) => {
  it('sign-in by name: the same statements and limiter calls for an account and for no account', async () => {
    const c = ctx();
    const account = await createAccount(c);
    const { dbs, statements } = recorded(c.dbs);
    const known = await wrongSignIn(c, dbs, statements, account.username);
    const unknown = await wrongSignIn(c, dbs, statements, `NOBODY${Date.now().toString(36)}`);
    expect(known.statements.length).toBeGreaterThan(1);
    expect(unknown).toEqual(known);
  });

  it('sign-in by email: the same statements and limiter calls for a known and an unknown address', async () => {
    const c = ctx();
    const account = await createAccount(c);
    const { dbs, statements } = recorded(c.dbs);
    // The first lookup copies new accounts into the email lookup; both measured calls come after it.
    await wrongSignIn(c, dbs, statements, account.email);
    const known = await wrongSignIn(c, dbs, statements, account.email.toUpperCase());
    const unknown = await wrongSignIn(c, dbs, statements, `nobody.${Date.now()}@example.test`);
    expect(unknown).toEqual(known);
  });

  it('reset request: nothing but one background task on the request, for a known and an unknown address', async () => {
    const c = ctx();
    const account = await createAccount(c);
    const { dbs, statements } = recorded(c.dbs);
    const tasks: Array<() => Promise<void>> = [];
    const deps = depsOf(c, dbs, tasks);
    try {
      statements.length = 0;
      expect(service.requestPasswordReset(deps, account.email, '192.0.2.8')).toBeUndefined();
      expect(
        service.requestPasswordReset(deps, `nobody.${Date.now()}@example.test`, '192.0.2.8'),
      ).toBeUndefined();
      expect(statements).toEqual([]);
      expect(tasks).toHaveLength(2);
      const links = () =>
        c.dbs.web.selectFrom('password_reset').select('id').where('account_id', '=', account.id).execute();
      expect(await links()).toHaveLength(0);
      // The task does the work: one link for the known address.
      for (const task of tasks) await task();
      expect(await links()).toHaveLength(1);
    } finally {
      await deps.mailer.close();
    }
  });
});

describeEachDatabase(
  'a name waiting for its link costs what an unknown name does',
  (ctx) => {
    it('sign-in with a wrong password: the same statements and limiter calls', async () => {
      const c = ctx();
      const username = `WAIT${Date.now().toString(36)}`.slice(0, 16);
      const password = 'Frostmourne1';
      const waiting = await c.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username,
          email: `${username.toLowerCase()}@example.test`,
          password,
          confirmPassword: password,
        },
      });
      expect(waiting.statusCode).toBe(202);
      const { dbs, statements } = recorded(c.dbs);
      const known = await wrongSignIn(c, dbs, statements, username);
      const unknown = await wrongSignIn(c, dbs, statements, `NOBODY${Date.now().toString(36)}`);
      expect(known.statements.some((s) => s.includes('pending_registration'))).toBe(true);
      expect(unknown).toEqual(known);
    });
  },
  { RATE_LIMIT: 'off', REGISTRATION_EMAIL_VERIFICATION: 'required' },
);
