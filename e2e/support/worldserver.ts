import { expect } from 'vitest';
import { acceptingListener } from '../../server/test/worldserver-listeners.ts';
import { baseUrl } from './browser.ts';
import { withDatabases } from './factories.ts';

/*
 * The demo's realms have no worldserver (nothing listens at their address), so nobody is in their
 * world whatever the rows say (ADR 025). A journey that needs characters in the world starts one for
 * the first realm: a TCP listener at its `realmlist` address, seen by the site's next realm check.
 */

async function realmAnswers(realmId: number): Promise<boolean> {
  const res = await fetch(`${baseUrl()}/api/realms`);
  const body = (await res.json()) as { data: Array<{ id: number; online: boolean }> };
  return body.data.find((r) => r.id === realmId)?.online === true;
}

/** While `work` runs, realm 1's worldserver answers; afterwards it is as before, and the site has seen it. */
export async function withRealmAnswering<T>(work: () => Promise<T>): Promise<T> {
  const listener = await acceptingListener();
  const before = await withDatabases((dbs) =>
    dbs.auth
      .selectFrom('realmlist')
      .select(['address', 'port'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow(),
  );
  const point = (address: string, port: number) =>
    withDatabases((dbs) =>
      dbs.auth.updateTable('realmlist').set({ address, port }).where('id', '=', 1).execute(),
    );
  await point('127.0.0.1', listener.port);
  try {
    // The site checks every 15 s.
    await expect.poll(() => realmAnswers(1), { timeout: 45_000, interval: 500 }).toBe(true);
    return await work();
  } finally {
    await point(before.address, before.port);
    await listener.close();
    await expect.poll(() => realmAnswers(1), { timeout: 45_000, interval: 500 }).toBe(false);
  }
}
