import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { freePort } from '../test/free-port.ts';

const REDIS_SERVER = 'redis-server';
const hasRedis = spawnSync(REDIS_SERVER, ['--version']).status === 0;
if (!hasRedis) {
  const line = 'redis-server not found: the Redis outage tests need it (apt-get install redis-server).';
  if (process.env.CI === 'true') throw new Error(line);
  console.warn(line);
}

/** A Redis of the test's own, so it can be killed and started again. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createServer();
      socket.once('error', () => resolve(true));
      socket.listen(port, '127.0.0.1', () => socket.close(() => resolve(false)));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

async function health(ctx: TestContext) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, data: res.json().data as { status: string; rateLimits: string } };
}

let counter = 0;
function register(ctx: TestContext, ip: string) {
  counter += 1;
  const username = `Rd${Date.now().toString(36).slice(-6)}${counter}`;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': ip },
    payload: {
      username,
      email: `${username.toLowerCase()}@example.test`,
      password: 'Frostmourne1',
      confirmPassword: 'Frostmourne1',
    },
  });
}

describe.runIf(hasRedis)('rate limits when Redis goes away (REDIS_URL)', () => {
  let port: number;
  let redis: ChildProcess;
  let ctx: TestContext;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    ctx = await createTestContext('sqlite', { REDIS_URL: `redis://127.0.0.1:${port}` });
    for (let i = 0; i < 50 && (await health(ctx)).data.rateLimits !== 'redis'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await ctx?.close();
  });

  it('keeps answering and limiting in this process, reports degraded, and returns to Redis', async () => {
    expect((await health(ctx)).data).toMatchObject({ status: 'ok', rateLimits: 'redis' });
    const account = await createAccount(ctx);
    // While Redis answers, the counters are there, under names that say what they count.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: account.username, password: 'wrong-one' },
    });
    const client = new Redis(`redis://127.0.0.1:${port}`);
    const keys = await client.keys('*');
    client.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys)
      expect(key).toMatch(/^realm-rate-limit:attempts-signin-(ip|account|account-source):/);
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));

    // Nothing waits for Redis to come back: it stays away until every request below is answered.
    for (let i = 0; i < 20; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '10.77.0.1' },
        payload: { username: account.username, password: account.password },
      });
      expect(res.statusCode).toBe(200);
    }

    // The registration limit (5 an hour per address) still holds, counted in this process.
    for (let i = 0; i < 5; i++) expect((await register(ctx, '10.77.0.2')).statusCode).toBe(201);
    expect((await register(ctx, '10.77.0.2')).statusCode).toBe(429);

    expect(await health(ctx)).toEqual({
      status: 200,
      data: expect.objectContaining({ status: 'degraded', rateLimits: 'redis-unavailable' }),
    });

    redis = await startRedis(port);
    await expect
      .poll(async () => (await health(ctx)).data, { timeout: 10_000, interval: 200 })
      .toMatchObject({
        status: 'ok',
        rateLimits: 'redis',
      });
  }, 30_000);

  it('starts and signs in with a REDIS_URL where nothing answers', async () => {
    const dead = await createTestContext('sqlite', { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const account = await createAccount(dead);
      const res = await dead.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      expect((await health(dead)).data.rateLimits).toBe('redis-unavailable');
    } finally {
      await dead.close();
    }
  });
});
