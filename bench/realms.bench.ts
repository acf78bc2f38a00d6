/*
 * The realm status budget: GET /api/realms p95 under 20 ms at 50 connections for 10 s, with three
 * realms of which one is unreachable. The site checks the realms in the background, so the figure
 * must not depend on them: realm 1's worldserver accepts (a TCP listener), realm 2's refuses (nothing
 * listens), realm 3's hangs (a listener that never accepts, so every check waits its full second).
 * Also measured, without a budget: the public list of who is online on realm 1, and GET /api/health
 * right after, to read the figures against what the machine gives at that moment.
 */
import { loadConfig } from '../server/config.ts';
import { openDatabases } from '../server/db/databases.ts';
import { freePort } from '../server/test/free-port.ts';
import { acceptingListener, slowListener } from '../server/test/worldserver-listeners.ts';
import { measure, startSite } from './support.ts';

export default async function realms() {
  const accepting = await acceptingListener();
  const hung = await slowListener();
  // A first run makes the embedded databases and the demo's two realms; the realms are then pointed
  // at the stand-ins and a third is added, and the site starts again on the same data.
  const first = await startSite({ keepData: true });
  await first.stop();
  const dbs = openDatabases(loadConfig({ DATA_DIR: first.dataDir, LOG_LEVEL: 'silent' }).databases);
  try {
    const realm = (id: number, port: number) =>
      dbs.auth.updateTable('realmlist').set({ address: '127.0.0.1', port }).where('id', '=', id).execute();
    await realm(1, accepting.port);
    await realm(2, await freePort());
    await dbs.auth
      .insertInto('realmlist')
      .values({ id: 3, name: 'Frostfall Hardcore', address: '127.0.0.1', port: hung.port })
      .execute();
  } finally {
    await dbs.close();
  }
  const site = await startSite({ env: { DATA_DIR: first.dataDir } });
  try {
    const status = (await (await fetch(`${site.url}/api/realms`)).json()) as {
      data: Array<{ id: number; online: boolean; players: { alliance: number; horde: number } }>;
    };
    const checksBefore = accepting.connections();
    const load = await measure({ url: `${site.url}/api/realms`, connections: 50, duration: 10 });
    const checksDuring = accepting.connections() - checksBefore;
    const online = await measure({ url: `${site.url}/api/realms/1/online`, connections: 50, duration: 10 });
    // The same site's lightest database call, measured right after: what the machine allows now.
    const health = await measure({ url: `${site.url}/api/health`, connections: 50, duration: 10 });
    return {
      realms: status.data.map((r) => ({ id: r.id, online: r.online, players: r.players })),
      'GET /api/realms': { ...load, budgetP95Ms: 20 },
      // At most one check per 15 s, however many requests: the worldserver sees the site, not the load.
      worldserverChecksDuringTheLoad: checksDuring,
      'GET /api/realms/1/online': online,
      'GET /api/health (for comparison)': health,
    };
  } finally {
    await site.stop();
    await hung.close();
    await accepting.close();
  }
}
