import { STATISTICS_EVERY_MS, STATISTICS_MAX_AGE_MS } from '../../../contract/statistics.ts';
import type { KeyRange } from './statistics.repo.ts';

/*
 * A large core table is counted a slice at a time (ADR 024): a slice is a range of its primary key
 * (guid, account id), SLICE_KEYS keys wide. Each run of the `statistics` job recounts an eighth of
 * the slices, those counted longest ago: a run reads about an eighth of the table, and each slice is
 * recounted every STATISTICS_MAX_AGE_MS (eight runs). The figures are the sums of the slices' last counts. A table
 * of one slice (a realm below 250,000 characters) is counted whole at every run.
 */

export const SLICE_KEYS = 250_000;
/** A slice is recounted once every PHASES runs: 8 runs of 75 s, 10 minutes. */
export const PHASES = Math.round(STATISTICS_MAX_AGE_MS / STATISTICS_EVERY_MS);

/** The slices of a table whose keys (from 1) go up to `highest`: slice k is [1 + k·size, 1 + (k+1)·size). */
export function sliceCount(highest: number, size = SLICE_KEYS): number {
  return Math.floor(Math.max(0, highest - 1) / size) + 1;
}

export function sliceRange(slice: number, size = SLICE_KEYS): KeyRange {
  return { from: 1 + slice * size, to: 1 + (slice + 1) * size };
}

/**
 * The slices a run at `now` recounts: those counted longest ago (never counted first), as many as the
 * run's share, so that the shares of PHASES runs in a row add up to the whole table (13 slices: 1, 2,
 * 1, 2, 2, 1, 2, 2). The run's number comes from the wall clock and which slices are oldest from the counts'
 * times in the database, so any instance that takes the job goes on where the last one stopped.
 */
export function dueSlices(count: number, now: number, countedAt: ReadonlyMap<number, number>): number[] {
  const phases = Math.min(PHASES, count);
  const phase = Math.floor(now / STATISTICS_EVERY_MS) % phases;
  const share = Math.floor(((phase + 1) * count) / phases) - Math.floor((phase * count) / phases);
  const age = (slice: number) => countedAt.get(slice) ?? -Infinity;
  return Array.from({ length: count }, (_, slice) => slice)
    .sort((a, b) => age(a) - age(b) || a - b)
    .slice(0, share);
}
