import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

let counter = 0;
function registration() {
  counter += 1;
  const username = `Px${Date.now().toString(36).slice(-6)}${counter}`;
  return {
    username,
    email: `${username.toLowerCase()}@example.test`,
    password: 'Frostmourne1',
    confirmPassword: 'Frostmourne1',
  };
}

/** Registrations are limited per client address (5 an hour): the address is what TRUST_PROXY says. */
function register(ctx: TestContext, from: { remote: string; forwardedFor?: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration(),
    remoteAddress: from.remote,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

describe('client addresses behind a reverse proxy (TRUST_PROXY)', () => {
  let hop: TestContext;
  let named: TestContext;
  beforeAll(async () => {
    hop = await createTestContext('sqlite', { TRUST_PROXY: '1' });
    named = await createTestContext('sqlite', { TRUST_PROXY: '10.9.9.9' });
  }, 60_000);
  afterAll(async () => {
    await hop?.close();
    await named?.close();
  });

  it('counts each visitor behind the proxy apart: one address at its limit does not block the others', async () => {
    // The proxy on another machine (TRUST_PROXY=1: one hop), forwarding two visitors.
    for (let i = 0; i < 5; i++) {
      expect((await register(hop, { remote: '192.168.7.2', forwardedFor: '203.0.113.10' })).statusCode).toBe(
        201,
      );
    }
    const limited = await register(hop, { remote: '192.168.7.2', forwardedFor: '203.0.113.10' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(hop, { remote: '192.168.7.2', forwardedFor: '203.0.113.11' })).statusCode).toBe(
      201,
    );
    // A visitor who adds a forged X-Forwarded-For of their own is still known by what the proxy saw.
    const forged = await register(hop, { remote: '192.168.7.2', forwardedFor: '198.51.100.1, 203.0.113.10' });
    expect(forged.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a client that is not a named proxy', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await register(named, { remote: '10.8.8.8', forwardedFor: `203.0.113.${20 + i}` });
      expect(res.statusCode).toBe(201);
    }
    expect((await register(named, { remote: '10.8.8.8', forwardedFor: '203.0.113.99' })).statusCode).toBe(
      429,
    );
    // Through the named proxy, the forwarded address counts.
    expect((await register(named, { remote: '10.9.9.9', forwardedFor: '203.0.113.99' })).statusCode).toBe(
      201,
    );
  });
});
