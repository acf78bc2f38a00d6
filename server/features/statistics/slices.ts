import { STATISTICS_EVERY_MS, STATISTICS_MAX_AGE_MS } from '../../../contract/statistics.ts';
import type { KeyRange } from './statistics.repo.ts';

/*
 * A large core table is counted a slice at a time (ADR 024): a slice is a range of its primary key
 * (guid, account id), SLICE_KEYS keys wide. Each run of the `statistics` job recounts the slices
 * counted longest ago (never counted first), a quarter of them, so a run reads about a quarter of the
 * table and, run after run, each slice is recounted every STATISTICS_MAX_AGE_MS. The figures are the
 * sums of the slices' last counts. A table of one slice (a realm below 250,000 characters) is counted
 * whole at every run.
 */

export const SLICE_KEYS = 250_000;
/** A slice is recounted once every PHASES runs: 4 runs of 2.5 minutes, 10 minutes. */
export const PHASES = Math.round(STATISTICS_MAX_AGE_MS / STATISTICS_EVERY_MS);

/** The slices of a table whose keys go up to `highest` (slice k is [k·size, (k+1)·size)). */
export function sliceCount(highest: number, size = SLICE_KEYS): number {
  return Math.floor(Math.max(0, highest) / size) + 1;
}

export function sliceRange(slice: number, size = SLICE_KEYS): KeyRange {
  return { from: slice * size, to: (slice + 1) * size };
}

/**
 * The slices a run recounts: the share of a run (a quarter, or all of a table of few slices), those
 * counted longest ago first. Which they are is read from the counts' times in the database, so any
 * instance that takes the job goes on from where the last one stopped.
 */
export function dueSlices(count: number, countedAt: ReadonlyMap<number, number>): number[] {
  const perRun = Math.ceil(count / Math.min(PHASES, count));
  const age = (slice: number) => countedAt.get(slice) ?? -Infinity;
  return Array.from({ length: count }, (_, slice) => slice)
    .sort((a, b) => age(a) - age(b) || a - b)
    .slice(0, perRun);
}
