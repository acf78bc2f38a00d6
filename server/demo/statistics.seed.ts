import type { Config } from '../config.ts';
import type { Databases } from '../db/databases.ts';
import { findAccountByName, insertGameAccount } from '../game/accounts.ts';
import { updateRealmCharacterCount } from '../game/character-deletion.ts';
import type { GameCoreInfo } from '../game/core-detection.ts';
import type { RealmRegistry } from '../game/realms.ts';

/*
 * The demo's statistics (docs/product.md §13): a population for each demo realm (accounts that joined
 * over the last half year, their characters created after them, of every race, class and level), the
 * worldserver's runs of the last five weeks, and two weeks of players online as the site would have
 * sampled them. All of it is made up for the demo; the sampler goes on from there (0 while the demo
 * realms have no worldserver). Written once: the first demo population account marks it done.
 */

const DAY_MS = 86_400_000;
const ACCOUNTS = 48;
const FIRST_NAME = 'DEMOPOP01';

/** The race and class pairs the 3.3.5a client allows (ChrClasses × ChrRaces). */
const COMBOS: Array<[race: number, cls: number]> = [
  [1, 1],
  [1, 2],
  [1, 4],
  [1, 5],
  [1, 6],
  [1, 8],
  [1, 9],
  [2, 1],
  [2, 3],
  [2, 4],
  [2, 6],
  [2, 7],
  [2, 9],
  [3, 1],
  [3, 2],
  [3, 3],
  [3, 4],
  [3, 5],
  [3, 6],
  [4, 1],
  [4, 3],
  [4, 4],
  [4, 5],
  [4, 6],
  [4, 11],
  [5, 1],
  [5, 4],
  [5, 5],
  [5, 6],
  [5, 8],
  [5, 9],
  [6, 1],
  [6, 3],
  [6, 6],
  [6, 7],
  [6, 11],
  [7, 1],
  [7, 4],
  [7, 6],
  [7, 8],
  [7, 9],
  [8, 1],
  [8, 3],
  [8, 4],
  [8, 5],
  [8, 6],
  [8, 7],
  [8, 8],
  [10, 2],
  [10, 3],
  [10, 4],
  [10, 5],
  [10, 6],
  [10, 8],
  [10, 9],
  [11, 1],
  [11, 2],
  [11, 3],
  [11, 5],
  [11, 6],
  [11, 7],
  [11, 8],
];
const STARTS = ['Ael', 'Bran', 'Cor', 'Dun', 'Eld', 'Fen', 'Gar', 'Hal', 'Ith', 'Jor', 'Kel', 'Lor', 'Mor'];
const ENDS = ['dris', 'wen', 'mar', 'thas', 'ion', 'ara', 'grim', 'dor', 'ith', 'wyn', 'eth', 'ros'];

/** A fixed sequence of pseudo-random numbers in [0, 1): the demo is the same on every machine. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const timestamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** Many at the top level, the rest spread out, as on a realm some months old. */
function levelOf(random: () => number): number {
  const roll = random();
  if (roll < 0.35) return 80;
  if (roll < 0.5) return 70 + Math.floor(random() * 10);
  return 1 + Math.floor(random() * 69);
}

export async function seedDemoStatistics(
  dbs: Databases,
  _config: Config,
  _accounts: Map<string, number>,
  registry: RealmRegistry,
  core: GameCoreInfo,
): Promise<void> {
  if (await findAccountByName(dbs.auth, FIRST_NAME)) return;
  const now = Date.now();
  const random = sequence(20_260_115);
  const realms = registry.realms.filter((r) => r.characters).slice(0, 2);
  const nextGuid = new Map<number, number>();
  for (const realm of realms) {
    const top = await realm
      .characters!.db.selectFrom('characters')
      .select((eb) => eb.fn.max('guid').as('guid'))
      .executeTakeFirst();
    nextGuid.set(realm.id, Number(top?.guid ?? 0) + 100);
  }
  let named = 0;
  for (let i = 1; i <= ACCOUNTS; i++) {
    const username = `DEMOPOP${String(i).padStart(2, '0')}`;
    const { id } = await insertGameAccount(dbs.auth, core.columns, {
      username,
      email: `${username.toLowerCase()}@demo.invalid`,
      password: `demo${Math.floor(random() * 1e9)}`,
    });
    // Joined over the last 180 days, more of them lately.
    const joined = now - Math.floor(180 * DAY_MS * random() ** 1.6);
    const loggedIn = random() < 0.8;
    await dbs.auth
      .updateTable('account')
      .set({
        joindate: timestamp(joined),
        last_login: loggedIn ? timestamp(now - random() * 7 * DAY_MS) : null,
      })
      .where('id', '=', id)
      .execute();
    if (!loggedIn) continue;
    for (const realm of realms) {
      // Most play on the first realm; some also on the second.
      const count = realm === realms[0] ? 1 + Math.floor(random() * 3) : random() < 0.4 ? 1 : 0;
      for (let n = 0; n < count; n++) {
        const [race, cls] = COMBOS[Math.floor(random() * COMBOS.length)]!;
        const guid = nextGuid.get(realm.id)!;
        nextGuid.set(realm.id, guid + 1);
        const name = `${STARTS[named % STARTS.length]}${ENDS[Math.floor(named / STARTS.length) % ENDS.length]}`;
        named += 1;
        const created = joined + Math.floor((now - joined) * random() * 0.9);
        await realm
          .characters!.db.insertInto('characters')
          .values({
            guid,
            account: id,
            name,
            race,
            class: cls,
            gender: Math.floor(random() * 2),
            level: cls === 6 ? Math.max(55, levelOf(random)) : levelOf(random),
            map: 571,
            zone: 4395,
            online: 0,
            totaltime: Math.floor(random() * 2_000_000),
            logout_time: Math.floor((now - random() * 7 * DAY_MS) / 1000),
            taximask: '',
            ...(core.columns.charactersHaveInnTrigger ? { innTriggerId: 0 } : {}),
            ...(core.columns.charactersHaveCreationDate ? { creation_date: timestamp(created) } : {}),
          })
          .execute();
      }
      await updateRealmCharacterCount(dbs.auth, realm.characters!.db, core.core, {
        accountId: id,
        realmId: realm.id,
      });
    }
  }

  for (const [index, realm] of realms.entries()) {
    // A restart every two to four days for five weeks; the last run ended an hour ago.
    let end = now - 3_600_000;
    const runs: Array<{ realmid: number; starttime: number; uptime: number; maxplayers: number }> = [];
    while (end > now - 35 * DAY_MS) {
      const seconds = Math.floor((2 + random() * 2) * 86_400);
      const start = Math.floor(end / 1000) - seconds;
      runs.push({
        realmid: realm.id,
        starttime: start,
        uptime: seconds,
        maxplayers: 20 + Math.floor(random() * 40),
      });
      // Ten minutes to an hour down between runs.
      end = start * 1000 - Math.floor((10 + random() * 50) * 60_000);
    }
    await dbs.auth.insertInto('uptime').values(runs).execute();

    // Two weeks of samples every 5 minutes: quiet mornings, busy evenings (UTC), more at weekends.
    const step = 300_000;
    const samples: Array<{ realm_id: number; sampled_at: number; players: number }> = [];
    const peak = index === 0 ? 48 : 22;
    for (let at = Math.floor((now - 14 * DAY_MS) / step) * step; at < now - 3_600_000; at += step) {
      const hour = (at % DAY_MS) / 3_600_000;
      const evening = (1 + Math.cos(((hour - 20) / 24) * 2 * Math.PI)) / 2;
      const weekend = [0, 6].includes(new Date(at).getUTCDay()) ? 1.2 : 1;
      samples.push({
        realm_id: realm.id,
        sampled_at: at,
        players: Math.round((peak * (0.15 + 0.85 * evening) * weekend + random() * 4) * 0.9),
      });
    }
    for (let from = 0; from < samples.length; from += 500)
      await dbs.web
        .insertInto('online_sample')
        .values(samples.slice(from, from + 500))
        .execute();
  }
}
