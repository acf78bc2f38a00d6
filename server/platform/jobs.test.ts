import type { Kysely, KyselyPlugin } from 'kysely';
import { expect, it, vi } from 'vitest';
import type { WebDatabase } from '../db/schema/web.ts';
import { describeEachDatabase } from '../test/harness.ts';
import { createJobs } from './jobs.ts';
import { watchOutages } from './outage.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for a condition the jobs bring about: as long as a busy machine needs. */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 10_000, interval: 5 });

/** The web database as one instance sees it, counting the statements it has finished. */
function countingStatements(web: Kysely<WebDatabase>) {
  let finished = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      finished += 1;
      return args.result;
    },
  };
  return { web: web.withPlugin(plugin), finished: () => finished };
}

describeEachDatabase('background jobs', (ctx) => {
  it('runs a shared job on one instance per interval, and another instance once the lease has expired', async () => {
    const c = ctx();
    const name = `shared check ${Date.now()}`;
    const runs: string[] = [];
    const instance = (who: string) => {
      const db = countingStatements(c.dbs.web);
      const jobs = createJobs({ web: db.web, log: c.app.log, outages: watchOutages(c.dbs, c.app.log) });
      jobs.add({ name, everyMs: 60_000, atStart: true, shared: true, task: async () => void runs.push(who) });
      return { jobs, statements: db.finished };
    };
    const a = instance('a');
    a.jobs.start();
    await eventually(() => expect(runs).toEqual(['a']));
    const b = instance('b');
    b.jobs.start();
    // b asks for the lease (an insert, then an update), finds it held, and skips the round.
    await eventually(() => expect(b.statements()).toBeGreaterThanOrEqual(2));
    await Promise.all([a.jobs.stop(), b.jobs.stop()]);
    expect(runs).toEqual(['a']);

    // The holder is gone; its lease ends after one interval, and then another instance takes it.
    await c.dbs.web
      .updateTable('job_lease')
      .set({ expires_at: Date.now() - 1 })
      .where('job', '=', name)
      .execute();
    const later = instance('c');
    later.jobs.start();
    await eventually(() => expect(runs).toEqual(['a', 'c']));
    await later.jobs.stop();
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
    // Stopped during a run, after the failed one and the runs that followed it.
    await eventually(() => expect(runs >= 3 && running === 1).toBe(true));
    await jobs.stop();
    expect(running).toBe(0);
    expect(finished).toBe(true);
    expect(most).toBe(1);
    expect(errors).toEqual(['slow failed']);
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
    await eventually(() => expect(runs).toBeGreaterThan(2));
    await jobs.stop();
    outages.stop();
    expect(errors).toEqual(['a database is unreachable: answering 503 until it is back']);
  });
});
