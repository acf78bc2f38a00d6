import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, storeSession } from '#web/lib/session-store.ts';
import { restoreSession } from './validate-token.ts';

/** A Storage keeping its items as own properties, as the browser's does for `Object.keys`. */
class MemoryStorage {
  [key: string]: unknown;
  getItem(key: string): string | null {
    return Object.hasOwn(this, key) ? String(this[key]) : null;
  }
  setItem(key: string, value: string): void {
    this[key] = value;
  }
  removeItem(key: string): void {
    delete this[key];
  }
}

const user = {
  id: '7',
  username: 'ARTHAS',
  email: 'arthas@example.com',
  role: 'user' as const,
  isActive: true as const,
  createdAt: '2026-11-26',
  lastLogin: '2026-11-26',
};

/** The answer of the token check, or the failure of its request. */
function answer(outcome: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the stored login, checked when the site opens', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {
      localStorage: new MemoryStorage(),
      location: { origin: 'http://realm.test' },
      addEventListener() {},
      removeEventListener() {},
    });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    storeSession(user, 'token-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is cleared when the server refuses the token', async () => {
    answer(json(401, { success: false, error: 'Invalid token', code: 'NOT_SIGNED_IN' }));
    await restoreSession();
    expect(readToken()).toBeNull();
  });

  it('is cleared when the server answers that the token is not valid', async () => {
    answer(json(200, { success: false }));
    await restoreSession();
    expect(readToken()).toBeNull();
  });

  it('is kept when the check was cut off by leaving the page or the network failed', async () => {
    answer(new DOMException('The operation was aborted.', 'AbortError'));
    await restoreSession();
    expect(readToken()).toBe('token-1');
    answer(new TypeError('Failed to fetch'));
    await restoreSession();
    expect(readToken()).toBe('token-1');
  });

  it('is kept when the answer was cut off before its body could be read', async () => {
    answer(new Response('', { status: 200 }));
    await restoreSession();
    expect(readToken()).toBe('token-1');
    answer(new Response('{"success":tr', { status: 200, headers: { 'content-type': 'application/json' } }));
    await restoreSession();
    expect(readToken()).toBe('token-1');
  });

  it('is kept when the server was too busy or failing to judge it', async () => {
    for (const status of [429, 500, 502, 503]) {
      answer(json(status, { success: false, error: 'Busy', code: 'SERVICE_UNAVAILABLE' }));
      await restoreSession();
      expect(readToken(), String(status)).toBe('token-1');
    }
  });
});
