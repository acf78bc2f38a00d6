import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db/schema/auth.ts';
import type { CoreColumns } from './core-columns.ts';
import { makeRegistration, upperOnlyLatin } from './srp6.ts';

/**
 * Writes the rows the core's `AccountMgr::CreateAccount` writes (docs/game-core.md §1.2), as it does: two
 * statements, not a transaction (`insertAccountRow`, then `insertRealmCharacters`). If the second
 * fails the account row is removed again, so a failure leaves nothing behind. Returns the account as
 * written.
 */
export async function insertGameAccount(
  db: Kysely<AuthDatabase>,
  columns: CoreColumns,
  input: { username: string; email: string; password: string },
): Promise<GameAccountRow> {
  const account = await insertAccountRow(db, columns, input);
  try {
    await insertRealmCharacters(db, account.id);
  } catch (error) {
    await db
      .deleteFrom('account')
      .where('id', '=', account.id)
      .execute()
      .catch(() => undefined);
    throw error;
  }
  return account;
}

/**
 * A new account's name and address, and its password, or the SRP6 salt and verifier already made from
 * it (a registration that waited for its mailed link keeps those, never the password).
 */
export type NewGameAccount = { username: string; email: string } & (
  { password: string } | { salt: Buffer; verifier: Buffer }
);

export interface GameAccountRow {
  id: number;
  username: string;
  email: string;
  reg_mail: string;
  salt: Buffer;
  verifier: Buffer;
}

/**
 * `LOGIN_INS_ACCOUNT`: username and email upper-cased (ASCII letters only), a 32-byte random salt,
 * the SRP6 verifier (`SRP6::MakeRegistrationData`, made here or given), `reg_mail` = `email`,
 * `expansion = 2` on AzerothCore, `joindate` now.
 */
export async function insertAccountRow(
  db: Kysely<AuthDatabase>,
  columns: CoreColumns,
  input: NewGameAccount,
): Promise<GameAccountRow> {
  const username = upperOnlyLatin(input.username);
  const email = upperOnlyLatin(input.email);
  const { salt, verifier } = 'password' in input ? makeRegistration(username, input.password) : input;
  const result = await db
    .insertInto('account')
    .values({
      username,
      salt,
      verifier,
      reg_mail: email,
      email,
      joindate: new Date().toISOString().slice(0, 19).replace('T', ' '),
      ...(columns.writesExpansion ? { expansion: 2 } : {}),
    })
    .executeTakeFirstOrThrow();
  return { id: Number(result.insertId), username, email, reg_mail: email, salt, verifier };
}

/**
 * 0 characters on every realm of `realmlist` for a new account (`LOGIN_INS_REALM_CHARACTERS_INIT`,
 * which the core runs for every account still without a row; here for the new account only).
 */
export async function insertRealmCharacters(db: Kysely<AuthDatabase>, accountId: number): Promise<void> {
  // Ignored where the start-up repair (below) wrote the row first.
  await db
    .insertInto('realmcharacters')
    .orIgnore()
    .columns(['realmid', 'acctid', 'numchars'])
    .expression((eb) =>
      eb
        .selectFrom('realmlist')
        .select((s) => ['id', s.val(accountId).as('acctid'), s.val(0).as('numchars')]),
    )
    .execute();
}

/** How many of the latest accounts the start-up repair looks at: more than registrations can be in flight. */
export const REPAIRED_LATEST_ACCOUNTS = 1000;

/**
 * The core's own repair (`LOGIN_INS_REALM_CHARACTERS_INIT`) on the latest accounts: 0 characters on
 * every realm for each that has no count row at all, as a registration cut short by a kill between
 * its account row and its counts leaves it. The latest only, by primary key: a kill cuts short the
 * registrations in flight, which are the newest accounts, and the whole table would be a scan.
 * Returns how many accounts it gave counts.
 *
 * The accounts are found by a plain read first, which takes no lock, then given their rows as a
 * registration gives them: the core's single INSERT … SELECT over `account` locks its newest keys on
 * InnoDB, and a registration at that moment deadlocked with it.
 */
export async function repairRealmCharacters(db: Kysely<AuthDatabase>): Promise<number> {
  const newest = await db
    .selectFrom('account')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const from = Number(newest?.id ?? 0) - REPAIRED_LATEST_ACCOUNTS;
  const uncounted = await db
    .selectFrom('account')
    .leftJoin('realmcharacters as counted', 'counted.acctid', 'account.id')
    .where('account.id', '>', from)
    .where('counted.acctid', 'is', null)
    .select('account.id')
    .execute();
  // Each ignored where its registration, or another instance starting at the same moment, wrote it first.
  for (const { id } of uncounted) await insertRealmCharacters(db, Number(id));
  return uncounted.length;
}

export async function findAccountByName(db: Kysely<AuthDatabase>, username: string) {
  return db
    .selectFrom('account')
    .select(['id', 'username', 'email', 'reg_mail', 'salt', 'verifier', 'joindate', 'last_login'])
    .where('username', '=', upperOnlyLatin(username))
    .executeTakeFirst();
}
