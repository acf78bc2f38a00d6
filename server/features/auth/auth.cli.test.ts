import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Language } from '../../../contract/i18n/languages.ts';
import { runCli, shellLanguage, usage, type CliIo } from '../../cli.ts';
import { checkPassword } from '../../game/srp6.ts';
import { hashToken } from '../../platform/sessions.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';

function io(answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: async () => answers.shift() ?? '',
  };
  return { io: value, out, err };
}

async function run(ctx: TestContext, argv: string[], answers: string[] = [], language?: Language) {
  const streams = io(answers);
  const code = await runCli(argv, {
    dbs: ctx.dbs,
    core: ctx.core,
    config: ctx.config,
    io: streams.io,
    ...(language ? { language } : {}),
  });
  return { code, out: streams.out.join('\n'), err: streams.err.join('\n') };
}

async function accountRow(ctx: TestContext, username: string) {
  return ctx.dbs.auth
    .selectFrom('account')
    .select(['id', 'username', 'email', 'salt', 'verifier'])
    .where('username', '=', username.toUpperCase())
    .executeTakeFirst();
}

let n = 0;
const newName = () => `Cli${Date.now().toString(36).slice(-6)}${n++}`;

describeEachDatabase('operator CLI', (ctx) => {
  it('account create writes a game account with the given password', async () => {
    const name = newName();
    const res = await run(ctx(), [
      'account',
      'create',
      name,
      `${name}@Example.test`,
      '--password',
      'Operator12',
    ]);
    expect(res.code).toBe(0);
    const row = await accountRow(ctx(), name);
    expect(res.out).toBe(`Account ${name.toUpperCase()} created (id ${row!.id}).`);
    expect(row!.email).toBe(`${name}@EXAMPLE.TEST`.toUpperCase());
    expect(checkPassword(row!.username, 'operator12', row!.salt, row!.verifier)).toBe(true);
    const site = await ctx()
      .dbs.web.selectFrom('site_account')
      .select('points')
      .where('account_id', '=', row!.id)
      .executeTakeFirst();
    expect(site?.points).toBe(0);
  });

  it('account create prints a generated password that opens the account', async () => {
    const name = newName();
    const res = await run(ctx(), ['account', 'create', name, `${name}@example.test`]);
    expect(res.code).toBe(0);
    const password = /^Password: (\S+)$/m.exec(res.out)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    const row = await accountRow(ctx(), name);
    expect(checkPassword(row!.username, password!, row!.salt, row!.verifier)).toBe(true);
  });

  it('account create refuses bad input and duplicates with a clear line and exit 1', async () => {
    const taken = await createAccount(ctx());
    const cases: Array<[string[], string]> = [
      [
        ['account', 'create', 'ab', 'a@example.test'],
        'Username: Username must be between 3 and 16 characters',
      ],
      [['account', 'create', newName(), 'nope'], 'Email: Please enter a valid email address'],
      [
        ['account', 'create', newName(), 'a@example.test', '--password', 'short'],
        'Password: Password must be at least 8 characters',
      ],
      [
        ['account', 'create', taken.username.toLowerCase(), 'x@example.test', '--password', 'Operator12'],
        'This username is already taken',
      ],
    ];
    for (const [argv, message] of cases) {
      const res = await run(ctx(), argv);
      expect(res.code, argv.join(' ')).toBe(1);
      expect(res.err).toBe(message);
    }
  });

  it('speaks the shell’s language: its lines, its refusals, the rules’ messages and the usage', async () => {
    const account = await createAccount(ctx());
    const grant = await run(ctx(), ['role', 'grant', account.username, 'moderator'], [], 'fr');
    expect(grant).toMatchObject({ code: 0, out: `Rôle moderator donné à ${account.username}.` });
    const badName = await run(ctx(), ['account', 'create', 'a', 'a@example.com'], [], 'fr');
    expect(badName).toMatchObject({
      code: 1,
      err: 'Nom de compte\u00a0: Le nom de compte doit contenir entre 3 et 16 caractères',
    });
    const unknown = await run(ctx(), ['frobnicate'], [], 'fr');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Commande inconnue\u00a0: frobnicate');
    expect(unknown.err).toContain(usage('fr'));
    expect(usage('fr')).toContain('Lève le bannissement en cours du compte.');
  });

  it('role grant and revoke change the site roles and write the audit log', async () => {
    const account = await createAccount(ctx());
    const grant = await run(ctx(), ['role', 'grant', account.username.toLowerCase(), 'admin']);
    expect(grant).toMatchObject({ code: 0, out: `Granted admin to ${account.username}.` });
    const again = await run(ctx(), ['role', 'grant', account.username, 'admin']);
    expect(again).toMatchObject({ code: 0, out: `${account.username} already has the role admin.` });

    const token = await signIn(ctx(), account);
    const profile = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(token),
    });
    expect(profile.json().data.roles).toEqual(['admin']);

    const revoke = await run(ctx(), ['role', 'revoke', account.username, 'admin']);
    expect(revoke).toMatchObject({ code: 0, out: `Revoked admin from ${account.username}.` });
    const none = await run(ctx(), ['role', 'revoke', account.username, 'admin']);
    expect(none.out).toBe(`${account.username} does not have the role admin.`);

    const audit = await ctx()
      .dbs.web.selectFrom('audit_log')
      .select(['action', 'actor_id', 'actor_name', 'ip', 'target_id'])
      .where('target_id', '=', String(account.id))
      .orderBy('id')
      .execute();
    const byConsole = { actor_id: 0, actor_name: 'Console', ip: 'cli', target_id: String(account.id) };
    expect(audit).toEqual([
      { action: 'role.grant', ...byConsole },
      { action: 'role.revoke', ...byConsole },
    ]);
  });

  it('role grant refuses an unknown role or account', async () => {
    const account = await createAccount(ctx());
    const badRole = await run(ctx(), ['role', 'grant', account.username, 'gamemaster']);
    expect(badRole.code).toBe(1);
    expect(badRole.err).toMatch(/^Role: /);
    const nobody = await run(ctx(), ['role', 'grant', 'NoSuchAccount', 'admin']);
    expect(nobody).toMatchObject({ code: 1, err: 'No account with this name: NoSuchAccount' });
  });

  it('password set (flag or asked twice) changes the verifier and ends every session', async () => {
    const account = await createAccount(ctx());
    const token = await signIn(ctx(), account);
    const res = await run(ctx(), ['password', 'set', account.username, '--password', 'Flagged123']);
    expect(res).toMatchObject({
      code: 0,
      out: `Password of ${account.username} changed; every session of the account has ended.`,
    });
    let row = await accountRow(ctx(), account.username);
    expect(checkPassword(row!.username, 'Flagged123', row!.salt, row!.verifier)).toBe(true);
    const profile = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(401);

    const asked = await run(ctx(), ['password', 'set', account.username], ['Asked12345', 'Asked12345']);
    expect(asked.code).toBe(0);
    row = await accountRow(ctx(), account.username);
    expect(checkPassword(row!.username, 'Asked12345', row!.salt, row!.verifier)).toBe(true);

    const mismatch = await run(ctx(), ['password', 'set', account.username], ['Asked12345', 'Other12345']);
    expect(mismatch).toMatchObject({ code: 1, err: 'Passwords do not match' });
  });

  it('password set burns every outstanding reset link of the account', async () => {
    const account = await createAccount(ctx());
    const now = Date.now();
    await ctx()
      .dbs.web.insertInto('password_reset')
      .values({
        token_hash: hashToken(`cli-${account.id}`),
        account_id: account.id,
        created_at: now,
        expires_at: now + 3600_000,
        used_at: null,
        ip: '127.0.0.1',
      })
      .execute();
    expect((await run(ctx(), ['password', 'set', account.username, '--password', 'Console12'])).code).toBe(0);
    const link = await ctx()
      .dbs.web.selectFrom('password_reset')
      .select('used_at')
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(link.used_at).not.toBeNull();
  });

  it('ban and unban write the ban as the core does, end sessions and record the audit as Console', async () => {
    const target = await createAccount(ctx(), { roles: ['super_admin'] });
    const token = await signIn(ctx(), target);
    const res = await run(ctx(), ['ban', target.username.toLowerCase(), '3', 'Real', 'money', 'trading']);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(
      new RegExp(
        `^Banned ${target.username} until \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\(Real money trading\\)\\.`,
      ),
    );
    expect(res.out).toContain('Site sessions ended: 1.');
    const [row] = await ctx()
      .dbs.auth.selectFrom('account_banned')
      .selectAll()
      .where('id', '=', target.id)
      .execute();
    expect(row).toMatchObject({ bannedby: 'Console', banreason: 'Real money trading', active: 1 });
    expect(row!.unbandate - row!.bandate).toBe(3 * 86400);
    const profile = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(401);

    // The core's rule for an active ban holds: a shorter (AzerothCore) or any (TrinityCore) new ban is refused.
    const again = await run(ctx(), ['ban', target.username, '1', 'again']);
    expect(again.code).toBe(1);
    expect(again.err).toContain(`${target.username} is already banned until`);
    expect(again.err).toContain('Nothing was changed.');

    const lifted = await run(ctx(), ['unban', target.username]);
    expect(lifted).toMatchObject({ code: 0, out: `Lifted the ban of ${target.username}.` });
    const active = await ctx()
      .dbs.auth.selectFrom('account_banned')
      .select('active')
      .where('id', '=', target.id)
      .execute();
    expect(active.every((b) => Number(b.active) === 0)).toBe(true);
    expect(await run(ctx(), ['unban', target.username])).toMatchObject({
      code: 1,
      err: `${target.username} is not banned.`,
    });

    const permanent = await run(ctx(), ['ban', target.username, 'permanent', 'Botting']);
    expect(permanent.code).toBe(0);
    expect(permanent.out).toContain(`Banned ${target.username} permanently (Botting).`);

    const audit = await ctx()
      .dbs.web.selectFrom('audit_log')
      .select(['action', 'actor_name', 'actor_id', 'ip'])
      .where('target_id', '=', String(target.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'account.ban', actor_name: 'Console', actor_id: 0, ip: 'cli' },
      { action: 'account.unban', actor_name: 'Console', actor_id: 0, ip: 'cli' },
      { action: 'account.ban', actor_name: 'Console', actor_id: 0, ip: 'cli' },
    ]);
  });

  it('ban refuses bad input with a clear line and exit 1, or the usage and exit 2', async () => {
    const target = await createAccount(ctx());
    expect(await run(ctx(), ['ban', target.username, 'soon', 'reason'])).toMatchObject({
      code: 1,
      err: 'Days: a whole number of days or "permanent", not "soon"',
    });
    expect(await run(ctx(), ['ban', target.username, '0', 'reason'])).toMatchObject({
      code: 1,
      err: 'Ban: Duration must be at least 1 day',
    });
    expect(await run(ctx(), ['ban', 'nobody_here', '1', 'reason'])).toMatchObject({
      code: 1,
      err: 'No account with this name: nobody_here',
    });
    expect((await run(ctx(), ['ban', target.username, '1'])).code).toBe(2);
    expect((await run(ctx(), ['unban'])).code).toBe(2);
    const bans = await ctx()
      .dbs.auth.selectFrom('account_banned')
      .select('id')
      .where('id', '=', target.id)
      .execute();
    expect(bans).toEqual([]);
  });

  it('prints the usage and exits 2 on an unknown command or missing arguments', async () => {
    for (const argv of [
      [],
      ['account'],
      ['account', 'delete', 'x'],
      ['role', 'grant', 'x'],
      ['password', 'set', 'x', '--force'],
    ]) {
      const res = await run(ctx(), argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.err + res.out).toContain(usage('en'));
    }
    expect((await run(ctx(), ['help'])).code).toBe(0);
  });
});

it('takes its language from the shell’s locale when the site speaks it', () => {
  expect(shellLanguage({ LANG: 'fr_FR.UTF-8' })).toBe('fr');
  expect(shellLanguage({ LC_ALL: 'en_GB.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('en');
  expect(shellLanguage({ LC_MESSAGES: 'fr', LANG: 'C.UTF-8' })).toBe('fr');
  expect(shellLanguage({ LANG: 'de_DE.UTF-8' })).toBeUndefined();
  expect(shellLanguage({})).toBeUndefined();
});

it('runs as `npm run cli` on the configured (embedded) databases', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-cli-'));
  try {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      LANG: 'C.UTF-8',
      LC_ALL: '',
      LC_MESSAGES: '',
    };
    const root = path.resolve(import.meta.dirname, '../../..');
    const create = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'cli',
        '--',
        'account',
        'create',
        'Spawned1',
        'spawned@example.test',
        '--password',
        'Spawned123',
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    expect(create.status, create.stderr).toBe(0);
    expect(create.stdout).toContain('Account SPAWNED1 created');
    const grant = spawnSync(
      'npm',
      ['run', '--silent', 'cli', '--', 'role', 'grant', 'spawned1', 'super_admin'],
      { cwd: root, env, encoding: 'utf8' },
    );
    expect(grant.stdout).toContain('Granted super_admin to SPAWNED1.');
    const bad = spawnSync('npm', ['run', '--silent', 'cli', '--', 'role', 'grant', 'nobody', 'admin'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('No account with this name: nobody');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
