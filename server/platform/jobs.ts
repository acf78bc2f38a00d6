import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebDatabase } from '../db/schema/web.ts';
import { databaseUnavailable, type OutageWatch } from './outage.ts';

/*
 * The app's periodic work, declared once in buildApp: started when the app is ready, stopped when it
 * closes (closing waits for a run in progress). A job never overlaps itself: its next run is timed
 * from the end of the last one. A `shared` job runs on one instance per interval among all the
 * instances on one web database: the instance that takes the job's lease row runs it, the others
 * skip that round.
 */

interface JobSpec {
  name: string;
  everyMs: number;
  /** Runs once as soon as the app starts, then every `everyMs`. */
  atStart?: boolean;
  /** One run per interval across every instance sharing the web database. */
  shared?: boolean;
  task: () => Promise<void>;
}

export interface Jobs {
  add(spec: JobSpec): void;
  start(): void;
  /** Clears every timer and waits for the runs in progress. */
  stop(): Promise<void>;
}

interface Job extends JobSpec {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

export function createJobs(deps: {
  web: Kysely<WebDatabase>;
  log: FastifyBaseLogger;
  /** A run that meets an unavailable database reports it here (logged once per outage). */
  outages: Pick<OutageWatch, 'report'>;
}): Jobs {
  const { web, log, outages } = deps;
  const jobs: Job[] = [];
  /** This instance, as the lease rows name it. */
  const holder = randomUUID();
  let started = false;

  /** True when this instance holds the job's lease for the next interval (taken or renewed now). */
  async function takeLease(job: Job): Promise<boolean> {
    const now = Date.now();
    const expires_at = now + job.everyMs;
    const inserted = await web
      .insertInto('job_lease')
      .values({ job: job.name, holder, expires_at })
      .orIgnore()
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return true;
    // A small margin lets the holder renew its own lease even if its timer fired a little early.
    const taken = await web
      .updateTable('job_lease')
      .set({ holder, expires_at })
      .where('job', '=', job.name)
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('holder', '=', holder)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  async function runOnce(job: Job): Promise<void> {
    try {
      if (job.shared && !(await takeLease(job))) return;
      await job.task();
    } catch (error) {
      const unavailable = databaseUnavailable(error);
      if (unavailable) outages.report(error, unavailable);
      else log.error({ err: error }, `${job.name} failed`);
    }
  }

  function schedule(job: Job, delayMs: number) {
    if (!started) return;
    job.timer = setTimeout(() => {
      job.running = runOnce(job).finally(() => {
        job.running = undefined;
        schedule(job, job.everyMs);
      });
    }, delayMs);
    job.timer.unref();
  }

  return {
    add(spec) {
      jobs.push({ ...spec });
      if (started) schedule(jobs[jobs.length - 1]!, spec.atStart ? 0 : spec.everyMs);
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs) schedule(job, job.atStart ? 0 : job.everyMs);
    },
    async stop() {
      started = false;
      for (const job of jobs) clearTimeout(job.timer);
      await Promise.all(jobs.map((job) => job.running));
    },
  };
}
