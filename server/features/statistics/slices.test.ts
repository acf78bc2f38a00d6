import { describe, expect, it } from 'vitest';
import { STATISTICS_EVERY_MS, STATISTICS_MAX_AGE_MS } from '../../../contract/statistics.ts';
import { dueSlices, PHASES, sliceCount, sliceRange } from './slices.ts';

/*
 * Run after run, with each run a little late (timers are timed from the end of the last run): no run
 * recounts more than its share of the slices, and once every slice has been counted none is ever older
 * than the statistics may be, however many slices the table has.
 */
function simulate(count: number, runs: number, lateMs = 800) {
  const countedAt = new Map<number, number>();
  const perRun: number[] = [];
  let oldest = 0;
  let now = 1_000_000_000_000;
  for (let run = 0; run < runs; run++) {
    const due = dueSlices(count, now, countedAt);
    perRun.push(due.length);
    for (const slice of due) countedAt.set(slice, now);
    if (countedAt.size === count)
      // How old the oldest count will be when the next run comes.
      oldest = Math.max(oldest, now + STATISTICS_EVERY_MS + lateMs - Math.min(...countedAt.values()));
    now += STATISTICS_EVERY_MS + lateMs;
  }
  return { perRun, oldest };
}

describe('the slices of a large table', () => {
  it('cut the keys from 1 into ranges of 250,000', () => {
    expect(sliceCount(0)).toBe(1);
    expect(sliceCount(250_000)).toBe(1);
    expect(sliceCount(250_001)).toBe(2);
    expect(sliceCount(3_000_000)).toBe(12);
    expect(sliceRange(0)).toEqual({ from: 1, to: 250_001 });
    expect(sliceRange(11)).toEqual({ from: 2_750_001, to: 3_000_001 });
  });

  for (const count of [1, 2, 3, 4, 5, 12, 13, 40]) {
    it(`recounts ${count} slice(s) a share at a time, none older than 10 minutes`, () => {
      const { perRun, oldest } = simulate(count, 60);
      const phases = Math.min(PHASES, count);
      expect(Math.max(...perRun)).toBeLessThanOrEqual(Math.ceil(count / phases));
      // PHASES runs in a row count the whole table once (a table of fewer slices, in as many runs).
      for (let i = 0; i + phases <= perRun.length; i++)
        expect(perRun.slice(i, i + phases).reduce((a, b) => a + b, 0)).toBe(count);
      expect(oldest).toBeLessThanOrEqual(phases * (STATISTICS_EVERY_MS + 800));
      expect(oldest).toBeLessThanOrEqual(STATISTICS_MAX_AGE_MS + PHASES * 800);
    });
  }
});
