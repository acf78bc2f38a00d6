import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db/schema/auth.ts';
import type { CoreColumns } from './core-columns.ts';
import { makeRegistration, upperOnlyLatin } from './srp6.ts';

/**
 * Writes the `account` row exactly as the core's `AccountMgr::CreateAccount` does (AZEROTHCORE.md §a):
 * username and email upper-cased (ASCII letters only), a 32-byte random salt, the SRP6 verifier,
 * `reg_mail` = `email`, `expansion = 2` on AzerothCore, `joindate` now. Returns the account as written.
 */
export async function insertGameAccount(
  db: Kysely<AuthDatabase>,
  columns: CoreColumns,
  input: { username: string; email: string; password: string },
): Promise<{
  id: number;
  username: string;
  email: string;
  reg_mail: string;
  salt: Buffer;
  verifier: Buffer;
}> {
  const username = upperOnlyLatin(input.username);
  const email = upperOnlyLatin(input.email);
  const { salt, verifier } = makeRegistration(username, input.password);
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

export async function findAccountByName(db: Kysely<AuthDatabase>, username: string) {
  return db
    .selectFrom('account')
    .select(['id', 'username', 'email', 'reg_mail', 'salt', 'verifier', 'joindate', 'last_login'])
    .where('username', '=', upperOnlyLatin(username))
    .executeTakeFirst();
}
