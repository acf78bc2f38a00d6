import { Socket } from 'node:net';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db/schema/auth.ts';

export interface Realm {
  id: number;
  name: string;
  address: string;
  port: number;
}

/** Every realm of `realmlist`, by id. */
export async function listRealms(db: Kysely<AuthDatabase>): Promise<Array<{ id: number; name: string }>> {
  return db.selectFrom('realmlist').select(['id', 'name']).orderBy('id').execute();
}

/**
 * The realm whose characters database the site reads: the first row of `realmlist` (the one-realm
 * form of the configuration). Undefined when the realm list is empty.
 */
export async function findCharactersRealm(db: Kysely<AuthDatabase>): Promise<Realm | undefined> {
  return db
    .selectFrom('realmlist')
    .select(['id', 'name', 'address', 'port'])
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * Whether the realm's worldserver accepts a TCP connection at `address:port` within `timeoutMs`: the
 * check the client's realm list stands for (AZEROTHCORE.md §h), since a crash leaves `flag` unchanged.
 */
export function worldserverListening(
  realm: Pick<Realm, 'address' | 'port'>,
  timeoutMs = 1000,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.connect(realm.port, realm.address);
  });
}
