import type { FastifyBaseLogger } from 'fastify';
import { NOT_ANSWERING, ping, type Databases } from '../db/databases.ts';

/** Errors that say a database cannot be reached rather than that a query is wrong. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);
/** SQLite's "database is busy/locked" (SQLITE_BUSY, SQLITE_LOCKED): another process holds the file. */
const SQLITE_BUSY = new Set([5, 6]);

/** A query or a wait for a connection that ran out of time, or too many waiting: the database hangs. */
const NOT_ANSWERING_CODES = new Set<string>(Object.values(NOT_ANSWERING));

export type Unavailable = 'unreachable' | 'locked' | 'hung';

/** Why a database cannot serve the request, or undefined when the error is something else. */
export function databaseUnavailable(error: unknown): Unavailable | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, errcode, fatal } = e as { code?: unknown; errcode?: unknown; fatal?: unknown };
    if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && SQLITE_BUSY.has(errcode & 0xff)) {
      return 'locked';
    }
    if (typeof code === 'string' && NOT_ANSWERING_CODES.has(code)) return 'hung';
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return 'unreachable';
    // mysql2 marks the errors that broke the connection as fatal.
    if (fatal === true) return 'unreachable';
  }
  return undefined;
}

/** Seconds a client is told to wait (`Retry-After`) while a database is unavailable. */
export const OUTAGE_RETRY_AFTER_S = 5;

/**
 * How long API requests are answered 503 at once after the SQLite file was found locked: each query
 * waits out the busy timeout on the event loop, so requests queued behind a lock would freeze the
 * whole process (static pages and health included) one wait after the other.
 */
const SHED_AFTER_LOCK_MS = 1000;

const OUTAGE_WORDS: Record<Unavailable, string> = {
  unreachable: 'is unreachable',
  locked: 'is locked',
  hung: 'does not answer in time',
};

export interface OutageWatch {
  /** A request met an unavailable database: logs the outage once and watches for its end. */
  report(error: unknown, kind: Unavailable): void;
  /**
   * True for a moment after a locked SQLite file, and while a database that hung does not answer its
   * ping: API calls are answered 503 at once, rather than each waiting out the query timeout.
   */
  shedding(): boolean;
  stop(): void;
}

/**
 * One log line when a database becomes unavailable and one when it answers again, instead of a stack
 * trace per request: while an outage lasts, the databases (each realm's characters database too) are
 * pinged every `intervalMs` until all answer.
 */
export function watchOutages(dbs: Databases, log: FastifyBaseLogger, intervalMs = 2000): OutageWatch {
  let timer: NodeJS.Timeout | undefined;
  let since = 0;
  let shedUntil = 0;
  let hung = false;
  function later() {
    timer = setTimeout(() => void check(), intervalMs);
    timer.unref();
  }
  async function check() {
    const answers = await Promise.all(dbs.all().map((db) => ping(db)));
    if (!answers.every(Boolean)) return later();
    timer = undefined;
    hung = false;
    log.warn(`the databases answer again after ${Math.round((Date.now() - since) / 1000)} s`);
  }
  return {
    report(error, kind) {
      if (kind === 'locked') shedUntil = Date.now() + SHED_AFTER_LOCK_MS;
      if (kind === 'hung') hung = true;
      if (timer) return;
      since = Date.now();
      log.error({ err: error }, `a database ${OUTAGE_WORDS[kind]}: answering 503 until it is back`);
      later();
    },
    shedding: () => hung || Date.now() < shedUntil,
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
