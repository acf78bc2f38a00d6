/*
 * Calls arriving while a piece of work runs share that run instead of starting their own: one query,
 * one catch-up, one refresh, however many ask at once. The first call after the run settles (resolved
 * or failed) starts a new one, so a failure is never kept. The work starts within the call that
 * starts the run, not a turn later.
 */

export interface SharedRun<T> {
  /** The run in progress, or a new run of the work when none is. */
  (): Promise<T>;
  /** The run in progress, if any (nothing is started). */
  readonly pending: Promise<T> | undefined;
}

/** `work`, run once for all the calls made while a run of it is pending. */
export function sharedRun<T>(work: () => Promise<T>): SharedRun<T> {
  let pending: Promise<T> | undefined;
  const run = () => {
    pending ??= (async () => work())().finally(() => {
      pending = undefined;
    });
    return pending;
  };
  return Object.defineProperty(run, 'pending', { get: () => pending }) as SharedRun<T>;
}

export type SharedRunsByKey<K, T> = (key: K, work: () => Promise<T>) => Promise<T>;

/**
 * Shared runs by key: the call that finds no run pending for its key starts its `work`; the calls for
 * that key while it runs share it. Keys are forgotten once their run settles.
 */
export function sharedRunsByKey<K, T>(): SharedRunsByKey<K, T> {
  const pending = new Map<K, Promise<T>>();
  return (key, work) => {
    let run = pending.get(key);
    if (!run) {
      run = (async () => work())().finally(() => pending.delete(key));
      pending.set(key, run);
    }
    return run;
  };
}
