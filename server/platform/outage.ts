import type { FastifyBaseLogger } from 'fastify';
import { ping, type Databases } from '../db/databases.ts';

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
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);
/** SQLite's "database is busy/locked" (SQLITE_BUSY, SQLITE_LOCKED): another process holds the file. */
const SQLITE_BUSY = new Set([5, 6]);

export type Unavailable = 'unreachable' | 'locked';

/** Why a database cannot serve the request, or undefined when the error is something else. */
export function databaseUnavailable(error: unknown): Unavailable | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, errcode, fatal } = e as { code?: unknown; errcode?: unknown; fatal?: unknown };
    if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && SQLITE_BUSY.has(errcode & 0xff)) {
      return 'locked';
    }
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

export interface OutageWatch {
  /** A request met an unavailable database: logs the outage once and watches for its end. */
  report(error: unknown, kind: Unavailable): void;
  /** True for a moment after a locked SQLite file: answer 503 without touching it. */
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
  function later() {
    timer = setTimeout(() => void check(), intervalMs);
    timer.unref();
  }
  async function check() {
    const answers = await Promise.all(dbs.all().map((db) => ping(db)));
    if (!answers.every(Boolean)) return later();
    timer = undefined;
    log.warn(`the databases answer again after ${Math.round((Date.now() - since) / 1000)} s`);
  }
  return {
    report(error, kind) {
      if (kind === 'locked') shedUntil = Date.now() + SHED_AFTER_LOCK_MS;
      if (timer) return;
      since = Date.now();
      log.error({ err: error }, `a database is ${kind}: answering 503 until it is back`);
      later();
    },
    shedding: () => Date.now() < shedUntil,
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
