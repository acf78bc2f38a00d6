import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { describeWait } from '../../platform/rate-limit.ts';
import { createTestContext, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { createAccount } from '../../test/factories.ts';

let ipCounter = 0;
/** A fresh client address per test (the site trusts X-Forwarded-For from its proxy). */
const octet = () => Math.floor(Math.random() * 250) + 1;
const newIp = () => `10.${octet()}.${octet()}.${(ipCounter++ % 250) + 1}`;

function post(ctx: TestContext, url: string, payload: object, ip: string) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
}

let nameCounter = 0;
const newName = () => `L${Date.now().toString(36).slice(-6)}${nameCounter++}`;

describe('the wait a limited person reads', () => {
  it('counts seconds, minutes or hours, in each language', () => {
    expect(describeWait(1, 'en')).toBe('1 second');
    expect(describeWait(40, 'en')).toBe('40 seconds');
    expect(describeWait(61, 'en')).toBe('2 minutes');
    expect(describeWait(900, 'en')).toBe('15 minutes');
    expect(describeWait(3600, 'en')).toBe('1 hour');
    expect(describeWait(40, 'fr')).toBe('40 secondes');
    expect(describeWait(60, 'fr')).toBe('1 minute');
    expect(describeWait(7200, 'fr')).toBe('2 heures');
  });
});

describeEachDatabase('rate limits', (ctx) => {
  it('allows 10 failed sign-ins per account from one address in 15 minutes, then 429 even with the right password', async () => {
    const account = await createAccount(ctx());
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const res = await post(
        ctx(),
        '/api/auth/login',
        { username: account.username, password: 'wrongpass1' },
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await post(
      ctx(),
      '/api/auth/login',
      { username: account.username.toLowerCase(), password: account.password },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      error: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Another account is not affected, nor this one from another address (auth.lockout.test.ts).
    const other = await createAccount(ctx());
    expect(
      (await post(ctx(), '/api/auth/login', { username: other.username, password: other.password }, ip))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          ctx(),
          '/api/auth/login',
          { username: account.username, password: account.password },
          newIp(),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    const account = await createAccount(ctx());
    const ip = newIp();
    for (let i = 0; i < 35; i++) {
      const res = await post(
        ctx(),
        '/api/auth/login',
        { username: account.username, password: account.password },
        ip,
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('allows 30 failed sign-ins per address in 15 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      expect(
        (await post(ctx(), '/api/auth/login', { username: newName(), password: 'wrongpass1' }, ip))
          .statusCode,
      ).toBe(401);
    }
    const account = await createAccount(ctx());
    const limited = await post(
      ctx(),
      '/api/auth/login',
      { username: account.username, password: account.password },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(
      (
        await post(
          ctx(),
          '/api/auth/login',
          { username: account.username, password: account.password },
          newIp(),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('allows 5 registrations per address in an hour; refused forms do not count', async () => {
    const ip = newIp();
    const body = () => {
      const username = newName();
      return {
        username,
        email: `${username}@example.test`,
        password: 'Register123',
        confirmPassword: 'Register123',
      };
    };
    expect((await post(ctx(), '/api/auth/register', { ...body(), password: 'x' }, ip)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++)
      expect((await post(ctx(), '/api/auth/register', body(), ip)).statusCode).toBe(201);
    const limited = await post(ctx(), '/api/auth/register', body(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Too many accounts created from this address. Please try again in 1 hour.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await post(ctx(), '/api/auth/register', body(), newIp())).statusCode).toBe(201);
  });

  it('allows 3 reset requests per email address in an hour, known or not', async () => {
    for (const email of [`${newName()}@example.test`, (await createAccount(ctx())).email]) {
      for (let i = 0; i < 3; i++) {
        expect((await post(ctx(), '/api/auth/reset-password', { email }, newIp())).statusCode).toBe(200);
      }
      const limited = await post(ctx(), '/api/auth/reset-password', { email: email.toUpperCase() }, newIp());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe(
        'Too many password reset requests for this address. Please try again in 1 hour.',
      );
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('says the refusal and the wait in French to a caller that asks for it', async () => {
    const email = `${newName()}@example.test`;
    const ask = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { 'x-forwarded-for': newIp(), 'accept-language': 'fr' },
        payload: { email },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(
      'Trop de demandes de réinitialisation de mot de passe pour cette adresse. Veuillez réessayer dans 1 heure.',
    );
  });

  it('allows 10 reset requests per client address in an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(ctx(), '/api/auth/reset-password', { email: `${newName()}@example.test` }, ip))
          .statusCode,
      ).toBe(200);
    }
    const limited = await post(ctx(), '/api/auth/reset-password', { email: `${newName()}@example.test` }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many password reset requests. Please try again in 1 hour.');
  });
});

describeEachDatabase(
  'rate limits switched off (RATE_LIMIT=off, benchmarks only)',
  (ctx) => {
    it('lets a sixth registration from one address through', async () => {
      for (let i = 0; i < 6; i++) {
        const username = newName();
        const res = await post(
          ctx(),
          '/api/auth/register',
          {
            username,
            email: `${username}@example.test`,
            password: 'Register123',
            confirmPassword: 'Register123',
          },
          '203.0.113.9',
        );
        expect(res.statusCode).toBe(201);
      }
    });
  },
  { RATE_LIMIT: 'off' },
);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => {
    socket.destroy();
    resolve(false);
  });
});
if (!redisReachable)
  console.warn(`Redis not reachable at ${REDIS_URL}: the shared rate-limit store test is skipped.`);

describe.skipIf(!redisReachable)('rate limits in Redis (REDIS_URL)', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestContext('sqlite', { REDIS_URL });
    // A second instance of the site on the same databases, as behind a load balancer.
    const app = await buildApp({ config: a.config, dbs: a.dbs, core: a.core });
    await app.ready();
    b = { ...a, app };
  }, 60_000);
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  it('counts failed sign-ins across instances', async () => {
    const account = await createAccount(a);
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const site = i % 2 ? a : b;
      expect(
        (await post(site, '/api/auth/login', { username: account.username, password: 'wrongpass1' }, ip))
          .statusCode,
      ).toBe(401);
    }
    for (const site of [a, b]) {
      const res = await post(
        site,
        '/api/auth/login',
        { username: account.username, password: account.password },
        ip,
      );
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(850);
    }
  });

  it('counts registrations per address across instances', async () => {
    const ip = newIp();
    for (let i = 0; i < 6; i++) {
      const username = newName();
      const res = await post(
        i % 2 ? a : b,
        '/api/auth/register',
        {
          username,
          email: `${username}@example.test`,
          password: 'Register123',
          confirmPassword: 'Register123',
        },
        ip,
      );
      expect(res.statusCode).toBe(i < 5 ? 201 : 429);
    }
  });
});
