import { describe, expect, it } from 'vitest';
import { sharedRun, sharedRunsByKey } from './shared-run.ts';

/** Work that settles when the test says so, counting how often it was started. */
function controlledWork<T>() {
  const runs: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = [];
  const work = () =>
    new Promise<T>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { work, runs };
}

describe('sharedRun', () => {
  it('gives the calls made while a run is pending that run, and starts a new one once it has settled', async () => {
    const { work, runs } = controlledWork<number>();
    const run = sharedRun(work);
    expect(run.pending).toBeUndefined();
    const first = run();
    const second = run();
    expect(second).toBe(first);
    expect(run.pending).toBe(first);
    expect(runs).toHaveLength(1);
    runs[0]!.resolve(1);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 1]);
    expect(run.pending).toBeUndefined();

    const third = run();
    expect(third).not.toBe(first);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(2);
    await expect(third).resolves.toBe(2);
  });

  it('hands a failure to every call that shared the run, and does not keep it', async () => {
    const { work, runs } = controlledWork<string>();
    const run = sharedRun(work);
    const calls = [run(), run()];
    runs[0]!.reject(new Error('unreachable'));
    for (const call of calls) await expect(call).rejects.toThrow('unreachable');
    const again = run();
    expect(runs).toHaveLength(2);
    runs[1]!.resolve('answered');
    await expect(again).resolves.toBe('answered');
  });

  it('starts the work within the call, and turns a throw into a rejection', async () => {
    let started = 0;
    const counting = sharedRun(async () => {
      started++;
    });
    void counting();
    expect(started).toBe(1);
    const throwing = sharedRun((): Promise<void> => {
      throw new Error('refused');
    });
    await expect(throwing()).rejects.toThrow('refused');
    expect(throwing.pending).toBeUndefined();
  });
});

describe('sharedRunsByKey', () => {
  it('shares one run per key, runs different keys apart, and forgets a key once its run settles', async () => {
    const { work, runs } = controlledWork<string>();
    const run = sharedRunsByKey<string, string>();
    const a1 = run('a', work);
    const a2 = run('a', () => Promise.resolve('not started: a run of a is pending'));
    const b = run('b', work);
    expect(a2).toBe(a1);
    expect(b).not.toBe(a1);
    expect(runs).toHaveLength(2);
    runs[0]!.resolve('a');
    runs[1]!.reject(new Error('b failed'));
    await expect(a2).resolves.toBe('a');
    await expect(b).rejects.toThrow('b failed');

    const again = run('a', work);
    expect(runs).toHaveLength(3);
    runs[2]!.resolve('a again');
    await expect(again).resolves.toBe('a again');
    await expect(run('b', () => Promise.resolve('b again'))).resolves.toBe('b again');
  });
});
