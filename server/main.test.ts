import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabases } from './db/databases.ts';
import { migrateEmbeddedGame, migrateWeb } from './db/migrate.ts';
import { insertGameAccount } from './game/accounts.ts';
import { coreColumns } from './game/core-columns.ts';
import { connectMysql, createMysqlDatabases } from './test/mysql.ts';

const root = path.resolve(import.meta.dirname, '..');

function run(
  env: Record<string, string>,
  timeoutMs = 45_000,
): Promise<{ code: number | null; stderr: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, ms: Date.now() - started });
    });
  });
}

describe('server/main.ts start-up', () => {
  it('stops on a bad variable with one line naming it', async () => {
    const { code, stderr } = await run({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('PORT');
  });

  it('retries an unreachable database, then exits naming the URL without its password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-main-'));
    try {
      const url = 'mysql://acore:topsecret@127.0.0.1:1/acore_auth';
      const { code, stderr, ms } = await run({
        DATA_DIR: dataDir,
        WEB_DATABASE_URL: url,
        // A short budget keeps the test quick; production waits 30 s.
        DATABASE_WAIT_MS: '1500',
      });
      expect(code).toBe(1);
      expect(stderr).toContain('mysql://acore:***@127.0.0.1:1/acore_auth');
      expect(stderr).not.toContain('topsecret');
      expect(stderr).toContain('Waiting for the web database');
      expect(ms).toBeGreaterThan(1000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with one line when a REALM_<id> variable names a realm that realmlist does not have', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-main-'));
    try {
      // The demo's realmlist has realms 1 and 2.
      const { code, stderr } = await run({
        DATA_DIR: dataDir,
        REALM_7_WORLDSERVER_SOAP_URL: 'http://soap:pass@127.0.0.1:7878/',
      });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        'Invalid configuration: REALM_7_WORLDSERVER_SOAP_URL names realm 7, which is not in realmlist (realms: 1 Frostfall, 2 Frostfall PvP)',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with one line when its port is in use', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-main-'));
    const other = createServer();
    await new Promise<void>((resolve) => other.listen({ host: '127.0.0.1', port: 0 }, resolve));
    const port = (other.address() as { port: number }).port;
    try {
      const { code, stderr } = await run({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false' });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([`Port ${port} on 127.0.0.1 is already in use`]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-main-'));
    try {
      const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (d) => String(d).includes('Realm website ready') && resolve());
      });
      const asked = Date.now();
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(Date.now() - asked).toBeLessThan(10_000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('adds accounts missing from the email lookup at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-main-'));
    try {
      // A game account whose registration never reached the site's rows.
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, 'test');
      let dbs = openDatabases(config.databases);
      await migrateWeb(dbs.web);
      await migrateEmbeddedGame(dbs.auth);
      const { id } = await insertGameAccount(dbs.auth, coreColumns('azerothcore'), {
        username: 'CUTSHORT',
        email: 'cut.short@example.test',
        password: 'crashed12',
      });
      await dbs.close();

      const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
      let log = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          log += String(d);
          if (log.includes('Email lookup checked')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(log).toContain('Email lookup checked against the core: 1 added, 0 updated, 0 removed');
      child.kill('SIGTERM');
      expect(await exit).toBe(0);

      dbs = openDatabases(config.databases);
      const rows = await dbs.web.selectFrom('account_email_lookup').selectAll().execute();
      await dbs.close();
      expect(rows).toEqual([{ account_id: id, email: 'CUT.SHORT@EXAMPLE.TEST' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!inject('mysqlTemplates'))('server/main.ts on a configured core database', () => {
  it.each([
    ['azerothcore', 'AzerothCore'],
    ['trinitycore', 'TrinityCore 3.3.5'],
  ] as const)(
    '%s: starts, says which core and server it found, answers /api/health, leaves the core schema unchanged',
    async (core, coreName) => {
      const databases = await createMysqlDatabases(undefined, core);
      const snapshot = async () => {
        const conn = await connectMysql();
        const [rows] = await conn.query(
          `SELECT TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT, ORDINAL_POSITION
           FROM information_schema.COLUMNS WHERE TABLE_SCHEMA IN (?, ?) ORDER BY 1, 2, 7`,
          [databases.names.auth, databases.names.characters],
        );
        await conn.end();
        return rows;
      };
      const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-main-'));
      try {
        const before = await snapshot();
        const port = 38000 + Math.floor(Math.random() * 2000);
        const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
          cwd: root,
          env: { ...process.env, ...databases.env, LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(port) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
        let log = '';
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (d) => {
            log += String(d);
            if (log.includes('Realm website ready')) resolve();
          });
          child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
        });
        expect(log).toMatch(new RegExp(`Game core: ${coreName} on (MariaDB|MySQL) \\d+\\.\\d+`));
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(res.status).toBe(200);
        child.kill('SIGTERM');
        expect(await exit).toBe(0);
        expect(await snapshot()).toEqual(before);
      } finally {
        await databases.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('stops with one line when GAME_CORE disagrees with the databases', async () => {
    const databases = await createMysqlDatabases(undefined, 'trinitycore');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-main-'));
    try {
      const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, ...databases.env, GAME_CORE: 'azerothcore', DATA_DIR: dataDir, PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += String(d)));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^GAME_CORE=azerothcore, but the auth database at mysql:\/\/root@.+ has TrinityCore 3\.3\.5's schema \(account_access\.SecurityLevel\)/,
        ),
      ]);
    } finally {
      await databases.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
