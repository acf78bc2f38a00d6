import { describe, expect, it } from 'vitest';
import { createBoardCache } from './board-cache.ts';

describe('board cache', () => {
  it('answers concurrent identical requests with one load, and loads again once cleared', async () => {
    const cache = createBoardCache();
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual([1, 1, 1]);
    cache.clear();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets answers after their time and never keeps a failure', async () => {
    const cache = createBoardCache({ ttlMs: 0 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    const kept = createBoardCache();
    await expect(kept.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('x', async () => 'up')).toBe('up');
  });

  it('holds at most its number of entries', async () => {
    const cache = createBoardCache({ maxEntries: 2 });
    let loads = 0;
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(4);
  });
});
