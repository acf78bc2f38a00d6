import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabases, type Databases } from '../db/databases.ts';
import { migrateWeb } from '../db/migrate.ts';
import { detectGameCore } from '../game/core-detection.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { createMysqlDatabases, TEST_MYSQL_URL } from '../test/mysql.ts';

/** A TCP relay in front of MariaDB that the test can cut (refusing connections) and restore. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  async function up() {
    server = createServer((client) => {
      const upstream = createConnection(target);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }
  async function down() {
    await new Promise((resolve) => {
      server?.close(resolve);
      for (const s of sockets) s.destroy();
    });
  }
  await up();
  return { port: () => port, up, down };
}

function retrying<T>(work: () => Promise<T>, until: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  return (async () => {
    for (;;) {
      const value = await work();
      if (until(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
}

describe.runIf(inject('mysqlTemplates'))('a MariaDB/MySQL database that stops and comes back', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let databases: Awaited<ReturnType<typeof createMysqlDatabases>>;
  let dbs: Databases;
  let app: FastifyInstance;
  let log = '';
  beforeAll(async () => {
    databases = await createMysqlDatabases();
    const server = new URL(TEST_MYSQL_URL);
    relay = await startRelay({ host: server.hostname, port: Number(server.port || 3306) });
    const through = (url: string) => {
      const u = new URL(url);
      u.host = `127.0.0.1:${relay.port()}`;
      return u.toString();
    };
    const config = loadConfig({
      AUTH_DATABASE_URL: through(databases.env.AUTH_DATABASE_URL),
      CHARACTERS_DATABASE_URL: through(databases.env.CHARACTERS_DATABASE_URL),
      WEB_DATABASE_URL: through(databases.env.WEB_DATABASE_URL),
      LOG_LEVEL: 'info',
      WEB_BUILD_DIR: '/nonexistent',
      DATA_DIR: '/tmp/realm-outage-test',
    });
    dbs = openDatabases(config.databases);
    await migrateWeb(dbs.web);
    const core = await detectGameCore(dbs, undefined, 'test');
    const stream = new PassThrough();
    stream.on('data', (chunk) => (log += String(chunk)));
    app = await buildApp({ config, dbs, core, logStream: stream });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await dbs?.close();
    await relay?.down();
    await databases?.drop();
  });

  it('answers 503 with Retry-After while it is away, logs it once, and serves again without a restart', async () => {
    // A new search each time: an answer already made is served from memory while the database is away.
    let searches = 0;
    const news = () => app.inject({ method: 'GET', url: `/api/news/search?q=frost${searches++}` });
    expect((await news()).statusCode).toBe(200);

    await relay.down();
    log = '';
    for (let i = 0; i < 20; i++) {
      const res = await news();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const lines = log
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors.map((l) => l.msg)).toEqual(['a database is unreachable: answering 503 until it is back']);

    await relay.up();
    const back = await retrying(news, (res) => res.statusCode === 200);
    expect(back.statusCode).toBe(200);
    await expect.poll(() => log.includes('the databases answer again'), { timeout: 10_000 }).toBe(true);
  }, 40_000);
});

describe('a SQLite file locked by another process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('answers a write 503 after its short busy timeout, turns API calls away for a moment, keeps health answering, and recovers', async () => {
    // A statement waits this long for the other process's lock: short, since node:sqlite waits on the event loop.
    const [pragma] = (await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(ctx.dbs.web)).rows;
    expect(pragma?.timeout).toBe(200);
    const other = new DatabaseSync(path.join(ctx.dataDir, 'realm.sqlite'));
    const register = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: `Lock${Date.now().toString(36).slice(-6)}${n}`,
          email: `lock${n}${Date.now()}@example.test`,
          password: 'Frostmourne1',
          confirmPassword: 'Frostmourne1',
        },
      });
    const news = () => ctx.app.inject({ method: 'GET', url: '/api/news' });
    let locking = false;
    // The site's clock stands still, so the moment of turning calls away lasts until the test moves it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      other.exec('BEGIN IMMEDIATE');
      locking = true;
      other.exec('UPDATE realmlist SET name = name WHERE id > 0');
      const locked = await register(1);
      expect(locked.statusCode).toBe(503);
      expect(locked.headers['retry-after']).toBe('5');
      // Health still answers (readers are not blocked by the other process's write lock).
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      other.exec('ROLLBACK');
      locking = false;
      // Right after, API calls are turned away without touching the file: free again, it would answer.
      const shed = await news();
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      vi.setSystemTime(Date.now() + 1001);
      expect((await news()).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      if (locking) other.exec('ROLLBACK');
      other.close();
    }
    const after = await retrying(
      () => register(2),
      (res) => res.statusCode !== 503,
      5000,
    );
    expect(after.statusCode).toBe(201);
  });
});
