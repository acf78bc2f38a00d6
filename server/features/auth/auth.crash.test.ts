import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabases } from '../../db/databases.ts';
import { freePort } from '../../test/free-port.ts';
import { createMysqlDatabases } from '../../test/mysql.ts';

const root = path.resolve(import.meta.dirname, '../../..');

async function startSite(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT: 'off',
      REGISTRATION_CAPTCHA: 'off',
      WEB_BUILD_DIR: path.join(env.DATA_DIR!, 'no-web-build'),
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the site did not start');
}

const PASSWORD = 'Crashtest12';

/**
 * Registrations in flight when the site is killed without warning (SIGKILL), then a restart: every
 * game account there signs in, with its profile, and has its character counts on every realm.
 */
async function killDuringRegistrations(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const first = await startSite(env, port);
  const names = Array.from({ length: 60 }, (_, i) => `Crash${Date.now().toString(36).slice(-5)}${i}`);
  const answers = names.map((username) =>
    fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username.toLowerCase()}@example.test`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    }).then(
      (r) => r.status,
      () => 0,
    ),
  );
  // Killed once the first answer is back, with the others still being written.
  await Promise.race(answers);
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  const statuses = await Promise.all(answers);
  expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0);

  const second = await startSite(env, port);
  const dbs = openDatabases(loadConfig({ ...env, LOG_LEVEL: 'silent' }).databases);
  try {
    const made = await dbs.auth
      .selectFrom('account')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        names.map((n) => n.toUpperCase()),
      )
      .execute();
    // Every acknowledged registration is there; what the kill cut short is either whole or absent.
    expect(made.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);
    const ids = made.length ? made.map((a) => a.id) : [0];
    const realms = await dbs.auth.selectFrom('realmlist').select('id').execute();
    // The restart writes the counts a kill left unwritten, as the core's own statement does.
    const counted = async () =>
      (await dbs.auth.selectFrom('realmcharacters').select('acctid').where('acctid', 'in', ids).execute())
        .length;
    await expect.poll(counted, { timeout: 10_000 }).toBe(made.length * realms.length);
    for (const account of made) {
      const signIn = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account.username, password: PASSWORD }),
      });
      expect(signIn.status, account.username).toBe(200);
    }
    const profiles = await dbs.web
      .selectFrom('site_account')
      .select('account_id')
      .where('account_id', 'in', ids)
      .execute();
    expect(profiles).toHaveLength(made.length);
  } finally {
    await dbs.close();
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
  }
}

describe('a site killed while players register', () => {
  it('leaves every game account whole after a restart, on the embedded SQLite file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-crash-'));
    try {
      await killDuringRegistrations({ DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(inject('mysqlTemplates'))(
    "leaves every game account whole after a restart, on AzerothCore's databases in MariaDB",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-crash-'));
      const databases = await createMysqlDatabases();
      try {
        await killDuringRegistrations({ DATA_DIR: dataDir, ...databases.env });
      } finally {
        await databases.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
