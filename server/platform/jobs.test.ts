import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { createJobs } from './jobs.ts';
import { watchOutages } from './outage.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('background jobs', (ctx) => {
  it('runs a shared job on one instance per interval, and another instance once the lease has expired', async () => {
    const c = ctx();
    const name = `shared check ${Date.now()}`;
    const runs: string[] = [];
    const instance = (who: string, everyMs: number) => {
      const jobs = createJobs({ web: c.dbs.web, log: c.app.log, outages: watchOutages(c.dbs, c.app.log) });
      jobs.add({ name, everyMs, atStart: true, shared: true, task: async () => void runs.push(who) });
      return jobs;
    };
    const a = instance('a', 60_000);
    const b = instance('b', 60_000);
    a.start();
    await sleep(100);
    b.start();
    await sleep(200);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toEqual(['a']);

    // The holder is gone; its lease ends after one interval, and then another instance takes it.
    await c.dbs.web
      .updateTable('job_lease')
      .set({ expires_at: Date.now() - 1 })
      .where('job', '=', name)
      .execute();
    const later = instance('c', 60_000);
    later.start();
    await sleep(200);
    await later.stop();
    expect(runs).toEqual(['a', 'c']);
  });

  it('never overlaps a run of the same job, logs a failure and keeps going, and waits for a run on stop', async () => {
    const c = ctx();
    const errors: string[] = [];
    const log = Object.create(c.app.log, {
      error: { value: (_obj: unknown, message: string) => void errors.push(message) },
    });
    const outages = watchOutages(c.dbs, log);
    const jobs = createJobs({ web: c.dbs.web, log, outages });
    let running = 0;
    let most = 0;
    let runs = 0;
    let finished = false;
    jobs.add({
      name: 'slow',
      everyMs: 5,
      atStart: true,
      task: async () => {
        running++;
        most = Math.max(most, running);
        runs++;
        await sleep(30);
        running--;
        finished = true;
        if (runs === 1) throw new Error('first run fails');
      },
    });
    jobs.start();
    await sleep(150);
    await jobs.stop();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThan(2);
    expect(errors).toEqual(['slow failed']);
    expect(finished).toBe(true);
    expect(running).toBe(0);
  });

  it('reports a database that cannot be reached to the outage watch instead of logging each failed run', async () => {
    const c = ctx();
    const errors: string[] = [];
    const log = Object.create(c.app.log, {
      error: { value: (_obj: unknown, message: string) => void errors.push(message) },
      warn: { value: () => {} },
    });
    const outages = watchOutages(c.dbs, log, 60_000);
    const jobs = createJobs({ web: c.dbs.web, log, outages });
    let runs = 0;
    jobs.add({
      name: 'reads the core',
      everyMs: 5,
      atStart: true,
      task: async () => {
        runs++;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
      },
    });
    jobs.start();
    await sleep(100);
    await jobs.stop();
    outages.stop();
    expect(runs).toBeGreaterThan(2);
    expect(errors).toEqual(['a database is unreachable: answering 503 until it is back']);
  });
});
