import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabases } from '../../db/databases.ts';
import { freePort } from '../../test/free-port.ts';

const root = path.resolve(import.meta.dirname, '../../..');

async function startSite(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT: 'off',
      WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 150; i++) {
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

describe('a site killed while players register', () => {
  it('leaves every game account able to sign in, with its profile, after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-crash-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    try {
      const first = await startSite(dataDir, port);
      const names = Array.from({ length: 60 }, (_, i) => `Crash${Date.now().toString(36).slice(-5)}${i}`);
      // Registrations in flight when the process is killed without warning.
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

      const second = await startSite(dataDir, port);
      try {
        const dbs = openDatabases(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).databases);
        const made = await dbs.auth
          .selectFrom('account')
          .select(['id', 'username'])
          .where(
            'username',
            'in',
            names.map((n) => n.toUpperCase()),
          )
          .execute();
        await dbs.close();
        // Every acknowledged registration is there; what the kill cut short is either whole or absent.
        expect(made.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);
        for (const account of made) {
          const signIn = await fetch(`${url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: account.username, password: PASSWORD }),
          });
          expect(signIn.status, account.username).toBe(200);
        }
        const again = openDatabases(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).databases);
        const profiles = await again.web
          .selectFrom('site_account')
          .select('account_id')
          .where('account_id', 'in', made.length ? made.map((a) => a.id) : [0])
          .execute();
        await again.close();
        expect(profiles).toHaveLength(made.length);
      } finally {
        second.kill('SIGTERM');
        await new Promise((r) => second.once('exit', r));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
