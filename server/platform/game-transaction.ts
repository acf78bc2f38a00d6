import type { Kysely, Transaction } from 'kysely';
import type { WebDatabase } from '../db/schema/web.ts';

/**
 * Runs a write on a core database in one transaction, with the web database to record its audit
 * entry. In the embedded mode both are the same SQLite connection, so the entry joins the same
 * transaction; with the core on MariaDB the entry is written just before the core's commit, so a
 * failed entry undoes the change.
 */
export async function inGameTransaction<DB, T>(
  game: Kysely<DB>,
  web: Kysely<WebDatabase>,
  work: (game: Transaction<DB>, web: Kysely<WebDatabase>) => Promise<T>,
): Promise<T> {
  return game.transaction().execute(async (trx) => {
    const sameDatabase = (game as unknown) === (web as unknown);
    return work(trx, sameDatabase ? (trx as unknown as Kysely<WebDatabase>) : web);
  });
}

/**
 * Runs `work` in one web transaction, or in the caller's when `web` already is one (the embedded
 * mode, where `inGameTransaction` hands over its SQLite transaction and Kysely cannot nest another).
 */
export async function inWebTransaction<T>(
  web: Kysely<WebDatabase>,
  work: (trx: Kysely<WebDatabase>) => Promise<T>,
): Promise<T> {
  return web.isTransaction ? work(web) : web.transaction().execute(work);
}
