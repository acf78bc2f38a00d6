import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/harness.ts';
import { createLadderBoard, killsByDay } from './ladder-board.ts';
import { readHonorLadder } from './ladders.service.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = 86_400;

describe("today's and yesterday's kills", () => {
  // Noon of a day, in UTC as the core counts days.
  const now = (20_000 * DAY + 12 * 3600) * 1000;
  const saved = (day: number) => ({ todayKills: 7, yesterdayKills: 3, savedAt: day * DAY + 60 });

  it('are the row’s when it was saved today, today’s become yesterday’s after a day, and nothing is left after two', () => {
    expect(killsByDay(saved(20_000), now)).toEqual({ today: 7, yesterday: 3 });
    expect(killsByDay(saved(19_999), now)).toEqual({ today: 0, yesterday: 7 });
    expect(killsByDay(saved(19_998), now)).toEqual({ today: 0, yesterday: 0 });
  });
});

/* Before its first round, a realm's ladders are not there: a read waits for them, a few seconds at most. */
describeEachDatabase('ladders before their first round', (ctx) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const board = () => {
    const c = ctx();
    return createLadderBoard({
      dbs: c.dbs,
      realms: c.realms,
      core: c.core,
      clientData: () => undefined,
      log: silent,
    });
  };

  it('answers a read made before the first round as soon as the round has computed the part it asks', async () => {
    const ladders = board();
    const pending = ladders.standings(1, 'arena');
    await ladders.refresh();
    expect((await pending)?.brackets.get(2)).toEqual([]);
    // Without client data there is no achievement ladder: computed as none.
    expect(await ladders.standings(1, 'achievements')).toBeNull();
  });

  it('gives up waiting after a few seconds, and the reads answer 503 that the ladders are being computed', async () => {
    const ladders = board();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const read = readHonorLadder(
      { realms: ctx().realms, ladders, clientData: () => undefined },
      { page: 1, realmId: undefined, class: undefined },
    );
    const refused = expect(read).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;
  });
});
