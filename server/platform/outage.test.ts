import { createConnection, createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabases, ping } from '../db/databases.ts';
import { migrateWeb } from '../db/migrate.ts';
import { detectGameCore } from '../game/core-detection.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { captureLog } from '../test/log-capture.ts';
import { createMysqlDatabases, TEST_MYSQL_URL } from '../test/mysql.ts';
import { REQUESTS_AT_ONCE } from './admission.ts';

/**
 * A TCP relay in front of MariaDB that the test can cut (refusing connections) and restore, or freeze:
 * connections are still accepted, but no byte goes either way until it thaws (a hung server).
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let frozen = false;
  let held: Array<{ to: Socket; chunk: Buffer }> = [];
  let freezeOn: string | undefined;
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (freezeOn && chunk.includes(freezeOn)) frozen = true;
      return frozen ? held.push({ to, chunk }) : to.write(chunk);
    });
  async function up() {
    server = createServer((client) => {
      const upstream = createConnection(target);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => {
          sockets.delete(s);
          client.destroy();
          upstream.destroy();
        });
        s.on('error', () => s.destroy());
      }
      forward(client, upstream);
      forward(upstream, client);
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
  function freeze() {
    frozen = true;
  }
  /** Freezes as a connection sends this text (held with the rest). */
  function freezeWhenSent(text: string) {
    freezeOn = text;
  }
  function thaw() {
    frozen = false;
    freezeOn = undefined;
    for (const { to, chunk } of held) if (!to.destroyed) to.write(chunk);
    held = [];
  }
  await up();
  return { port: () => port, up, down, freeze, freezeWhenSent, thaw };
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

/** Waits until an API call that reads the web database answers again (a new search each time: answers are held). */
const serving = (app: FastifyInstance) =>
  retrying(
    () => app.inject({ method: 'GET', url: `/api/news/search?q=serving${Date.now()}${Math.random()}` }),
    (res) => res.statusCode === 200,
  );

/** A registration with the tests' password. */
const registerOn = (app: FastifyInstance, username: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      email: `${username.toLowerCase()}@example.test`,
      password: 'Frostmourne1',
      confirmPassword: 'Frostmourne1',
    },
  });

/** An app whose MariaDB databases are reached through a relay the test controls. */
async function appThroughRelay(env: Record<string, string> = {}) {
  const databases = await createMysqlDatabases();
  const server = new URL(TEST_MYSQL_URL);
  const relay = await startRelay({ host: server.hostname, port: Number(server.port || 3306) });
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
    RATE_LIMIT: 'off',
    REGISTRATION_CAPTCHA: 'off',
    ...env,
  });
  const dbs = openDatabases(config.databases);
  await migrateWeb(dbs.web);
  const core = await detectGameCore(dbs, undefined, 'test');
  const logged = captureLog();
  const app = await buildApp({ config, dbs, core, logStream: logged.stream });
  await app.ready();
  return {
    relay,
    dbs,
    app,
    config,
    logged,
    async close() {
      await app.close();
      await dbs.close();
      await relay.down();
      await databases.drop();
    },
  };
}

describe.runIf(inject('mysqlTemplates'))('a MariaDB/MySQL database that stops and comes back', () => {
  let site: Awaited<ReturnType<typeof appThroughRelay>>;
  beforeAll(async () => {
    site = await appThroughRelay();
  }, 60_000);
  afterAll(async () => site?.close());

  it('answers 503 with Retry-After while it is away, logs it once, and serves again without a restart', async () => {
    const { app, relay } = site;
    // A new search each time: an answer already made is served from memory while the database is away.
    let searches = 0;
    const news = () => app.inject({ method: 'GET', url: `/api/news/search?q=frost${searches++}` });
    expect((await news()).statusCode).toBe(200);

    await relay.down();
    site.logged.text = '';
    for (let i = 0; i < 20; i++) {
      const res = await news();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(site.logged.errors()).toEqual(['a database is unreachable: answering 503 until it is back']);

    await relay.up();
    const back = await retrying(news, (res) => res.statusCode === 200);
    expect(back.statusCode).toBe(200);
    await expect
      .poll(() => site.logged.text.includes('the databases answer again'), { timeout: 10_000 })
      .toBe(true);
  }, 40_000);
});

describe.runIf(inject('mysqlTemplates'))(
  'a MariaDB/MySQL database that accepts connections and answers nothing',
  () => {
    let site: Awaited<ReturnType<typeof appThroughRelay>>;
    beforeAll(async () => {
      site = await appThroughRelay({ DATABASE_QUERY_TIMEOUT_MS: '1000' });
    }, 60_000);
    afterAll(async () => site?.close());

    it('answers health within 2 s and API calls 503 within the query timeout, keeps what it acknowledged, and serves again once it answers', async () => {
      const { app, relay, dbs } = site;
      const tag = Date.now().toString(36).slice(-5);
      const register = (username: string) => registerOn(app, username);
      let searches = 0;
      const news = () => app.inject({ method: 'GET', url: `/api/news/search?q=rime${searches++}` });
      const kept = `Kept${tag}`;
      const lost = `Hung${tag}`;
      expect((await register(kept)).statusCode).toBe(201);

      relay.freeze();
      site.logged.text = '';
      try {
        // Health does not wait for the hung database, nor for the requests that do.
        const asked = performance.now();
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(performance.now() - asked).toBeLessThan(2000);
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ data: { databases: { auth: 'down', web: 'down' } } });

        // A registration meets the hang: refused, not acknowledged, after the query timeout.
        const refused = await register(lost);
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        // Then API calls are turned away at once, without waiting on the database, until it answers.
        for (let i = 0; i < 5; i++) {
          const shed = await news();
          expect(shed.statusCode).toBe(503);
          expect(shed.headers['retry-after']).toBe('5');
        }
        expect(site.logged.errors()).toEqual([
          'a database does not answer in time: answering 503 until it is back',
        ]);
      } finally {
        relay.thaw();
      }

      const back = await retrying(news, (res) => res.statusCode === 200);
      expect(back.statusCode).toBe(200);
      await expect
        .poll(() => site.logged.text.includes('the databases answer again'), { timeout: 10_000 })
        .toBe(true);
      // What was acknowledged is there and signs in; what was refused was never written.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: kept, password: 'Frostmourne1' },
      });
      expect(signIn.statusCode).toBe(200);
      const names = await dbs.auth
        .selectFrom('account')
        .select('username')
        .where('username', 'in', [kept.toUpperCase(), lost.toUpperCase()])
        .execute();
      expect(names.map((n) => n.username)).toEqual([kept.toUpperCase()]);
    }, 40_000);

    it('ends a query queued on a new connection behind the time zone the connection sets as it opens', async () => {
      const { relay, config } = site;
      // A pool of its own, with no connection yet: the next query opens one.
      const dbs = openDatabases(config.databases);
      dbs.limitQueryTime(1000);
      relay.freezeWhenSent("SET time_zone = '+00:00'");
      try {
        const outcome = await sql`SELECT 1`.execute(dbs.web).then(
          () => 'answered',
          (error: { code?: string }) => error.code,
        );
        expect(outcome).toBe('PROTOCOL_SEQUENCE_TIMEOUT');
      } finally {
        relay.thaw();
        await dbs.close();
      }
    }, 20_000);

    it('keeps every registration it acknowledged when the database hangs in the middle of them, and leaves none it refused half-made', async () => {
      const { app, relay, dbs } = site;
      await serving(app);
      const tag = Date.now().toString(36).slice(-5);
      const names = Array.from({ length: 12 }, (_, i) => `Mid${tag}${i}`);
      const answers = Promise.all(
        names.map(async (username, i) => {
          // Spread over the moment of the freeze: some end before it, some meet it part-way.
          await new Promise((r) => setTimeout(r, i * 5));
          const res = await registerOn(app, username);
          return { username, status: res.statusCode };
        }),
      );
      await new Promise((r) => setTimeout(r, 25));
      relay.freeze();
      let results: Array<{ username: string; status: number }>;
      try {
        results = await answers;
      } finally {
        relay.thaw();
      }
      for (const { status } of results) expect([201, 503]).toContain(status);
      await serving(app);
      const written = new Set(
        (
          await dbs.auth
            .selectFrom('account')
            .select('username')
            .where(
              'username',
              'in',
              names.map((n) => n.toUpperCase()),
            )
            .execute()
        ).map((a) => a.username),
      );
      for (const { username, status } of results) {
        // Acknowledged: there, and it signs in. Refused: absent, or whole enough to sign in.
        if (status === 201) expect(written.has(username.toUpperCase())).toBe(true);
        if (!written.has(username.toUpperCase())) continue;
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'Frostmourne1' },
        });
        expect(signIn.statusCode, `${username} (registration answered ${status})`).toBe(200);
      }
    }, 40_000);

    it('bounds the queries that wait for a connection: past 100 waiting a query is refused at once, and a wait ends with the query timeout', async () => {
      const { relay, dbs } = site;
      relay.freeze();
      try {
        // 20 queries take the pool's connections and hang, 100 more wait for one, and one more asks.
        const outcomes = Array.from({ length: 121 }, () =>
          sql`SELECT 1`.execute(dbs.web).then(
            () => 'answered',
            (error: { code?: string }) => error.code,
          ),
        );
        const results = await Promise.all(outcomes);
        // Each of the others ran out of time: on its query, or waiting for a connection (connections
        // made now never finish their handshake).
        expect(results.filter((r) => r === 'DATABASE_QUEUE_FULL')).toHaveLength(1);
        expect(
          results.filter((r) => r === 'DATABASE_WAIT_TIMEOUT' || r === 'PROTOCOL_SEQUENCE_TIMEOUT'),
        ).toHaveLength(120);
      } finally {
        relay.thaw();
      }
      expect(await retrying(() => ping(dbs.web), Boolean)).toBe(true);
    }, 20_000);

    it('answers a request 503 with Retry-After at once when the queries waiting for a connection are at their bound', async () => {
      const { app, relay, dbs } = site;
      await serving(app);
      relay.freeze();
      try {
        let settled = 0;
        const waiting = Array.from({ length: 120 }, () =>
          sql`SELECT 1`.execute(dbs.web).then(
            () => settled++,
            () => settled++,
          ),
        );
        const res = await app.inject({ method: 'GET', url: `/api/news/search?q=full${Date.now()}` });
        // Turned away before any of the 120 queries ahead of it ran out of time.
        expect(settled).toBe(0);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        await Promise.all(waiting);
      } finally {
        relay.thaw();
      }
      expect(await retrying(() => ping(dbs.web), Boolean)).toBe(true);
    }, 20_000);
  },
);

describe.runIf(inject('mysqlTemplates'))('a site listening while its MariaDB/MySQL database hangs', () => {
  let site: Awaited<ReturnType<typeof appThroughRelay>>;
  let url = '';
  beforeAll(async () => {
    // Requests that meet the hang hold their turn for 4 s.
    site = await appThroughRelay({ DATABASE_QUERY_TIMEOUT_MS: '4000' });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => site?.close());

  it('answers health within 2 s while every turn is taken by a request waiting on the database', async () => {
    const { relay } = site;
    relay.freeze();
    try {
      // More requests than the site works on at once, each waiting on the hung database.
      const hung = Array.from({ length: REQUESTS_AT_ONCE + 6 }, (_, i) =>
        fetch(`${url}/api/news/search?q=frozen${Date.now()}${i}`),
      );
      await new Promise((r) => setTimeout(r, 200));
      const asked = performance.now();
      const health = await fetch(`${url}/api/health`);
      expect(performance.now() - asked).toBeLessThan(2000);
      expect(health.status).toBe(503);
      // Every waiting request ends, refused with a time to come back.
      for (const res of await Promise.all(hung)) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
      }
    } finally {
      relay.thaw();
    }
  }, 30_000);
});

describe.runIf(inject('mysqlTemplates'))('MariaDB/MySQL connections', () => {
  it('turn TCP keepalive on, so that a connection a firewall or a dead peer dropped is found out', async () => {
    const databases = await createMysqlDatabases();
    const keepAlive = vi.spyOn(Socket.prototype, 'setKeepAlive');
    const dbs = openDatabases({
      auth: databases.env.AUTH_DATABASE_URL,
      characters: databases.env.CHARACTERS_DATABASE_URL,
      web: databases.env.WEB_DATABASE_URL,
    });
    try {
      await sql`SELECT 1`.execute(dbs.web);
      expect(keepAlive).toHaveBeenCalledWith(true, 10_000);
    } finally {
      keepAlive.mockRestore();
      await dbs.close();
      await databases.drop();
    }
  }, 30_000);
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
