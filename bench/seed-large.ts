/*
 * `npm run seed:large [-- --sqlite] [-- --mysql] [-- --accounts N --characters N]`: a realm of a
 * million accounts and three million characters for the admin benchmarks, in the embedded SQLite
 * file `data/large/realm.sqlite` and in MariaDB databases `realm_large_{auth,characters,web}` loaded
 * with AzerothCore's own SQL. The rows are generated inside the database (a recursive CTE, MariaDB's
 * sequence engine), which is what makes millions of rows take seconds rather than hours.
 *
 * What the rows look like, so a benchmark can search them:
 * - account N: username `ACC` + N on 7 digits (`ACC0001234`), email `acc0001234@example.test`
 *   (stored upper-cased as the core does), joined within the last two years, points N % 1000;
 * - character G (guid): account ((G-1) % accounts) + 1, name `X` + G in base 26 on five letters
 *   (`Xaaabc`), level 1 + G % 80, one in a thousand online; about one in 80 at level 80; from level 10
 *   on, lifetime honorable kills spread up to a thousand per level, some today's and yesterday's;
 * - account `BENCHADMIN` (password `benchadmin1`) holds the site role admin;
 * - for the statistics: character G created (`creation_date`) at an even pace over the last two years,
 *   the oldest first, as the core numbers them; each account's count on realm 1 in `realmcharacters`;
 *   the last 20 accounts game masters on every realm (none of them owns an armory character); a worldserver run every two days for two years in
 *   `uptime`; 90 days of the players online every 5 minutes in the site's `online_sample`;
 * - for the armory: characters 1 to 20,000 wear the demo's plate in all 19 slots (gems and an
 *   enchantment), have talents in both specs, 30 achievements and two professions; each is in one of
 *   2,000 guilds of 10 (five ranks). The demo's items are in the world tables (SQLite: the same file;
 *   MariaDB: `realm_large_world`, AzerothCore's item_template);
 * - for the ladders: 1,000 arena teams in each bracket (characters 1 to 2,000 in the 2v2 teams, 1 to
 *   3,000 in the 3v3 and 1 to 5,000 in the 5v5), ratings spread from 1,000 to 2,500; every other
 *   character from level 10 holds one of the demo's achievements per ten levels (about 10 million rows).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../server/config.ts';
import { openDatabases, type Databases } from '../server/db/databases.ts';
import { migrateEmbeddedGame, migrateWeb } from '../server/db/migrate.ts';
import { insertGameAccount } from '../server/game/accounts.ts';
import { coreColumns } from '../server/game/core-columns.ts';
import { writeEnchantments } from '../server/game/item-enchantments.ts';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_ENCHANTMENTS,
  DEMO_GEMS,
  demoTalentSpells,
} from '../server/demo/client-data.ts';
import { DEMO_GEAR, seedDemoItems } from '../server/demo/items.seed.ts';
import { connectMysql, loadCoreSql, mysqlUrl } from '../server/test/mysql.ts';

/** AzerothCore's world item tables (server/test/fixtures/README.md), for the MariaDB realm's world database. */
const WORLD_ITEM_TEMPLATE = path.resolve(
  import.meta.dirname,
  '../server/test/fixtures/core-sql/azerothcore/db_world/item_template.schema.sql',
);

export const LARGE_SQLITE_DIR = path.resolve(import.meta.dirname, '../data/large');
export const LARGE_MYSQL = {
  auth: 'realm_large_auth',
  characters: 'realm_large_characters',
  web: 'realm_large_web',
  world: 'realm_large_world',
};
export const BENCH_ADMIN = {
  username: 'BENCHADMIN',
  password: 'benchadmin1',
  email: 'benchadmin@example.test',
};

export function largeSqliteUrls() {
  const url = `sqlite:${path.join(LARGE_SQLITE_DIR, 'realm.sqlite')}`;
  return { auth: url, characters: url, web: url };
}

export function largeMysqlUrls() {
  return {
    auth: mysqlUrl(LARGE_MYSQL.auth),
    characters: mysqlUrl(LARGE_MYSQL.characters),
    web: mysqlUrl(LARGE_MYSQL.web),
  };
}

/** The armory's share of the large realm (see the top of this file). */
export const LARGE_ARMORY = { geared: 20_000, guilds: 2_000, arenaTeams: 1_000 };

const CHUNK = 250_000;

/** SQL for the generated columns of one account or character, from its number `n` (dialect-neutral). */
const padded7 = (n: string, dialect: 'sqlite' | 'mysql') =>
  dialect === 'mysql' ? `LPAD(${n}, 7, '0')` : `substr('0000000' || ${n}, -7, 7)`;
const concat = (dialect: 'sqlite' | 'mysql', ...parts: string[]) =>
  dialect === 'mysql' ? `CONCAT(${parts.join(', ')})` : parts.join(' || ');
const intDiv = (a: string, b: number, dialect: 'sqlite' | 'mysql') =>
  dialect === 'mysql' ? `(${a} DIV ${b})` : `(${a} / ${b})`;
const letter = (n: string, power: number, dialect: 'sqlite' | 'mysql') =>
  `CHAR(97 + ${intDiv(n, 26 ** power, dialect)} % 26)`;

function accountSelect(dialect: 'sqlite' | 'mysql', n: string, now: number) {
  const random32 = dialect === 'mysql' ? 'RANDOM_BYTES(32)' : 'randomblob(32)';
  const joinSeconds = `${now} - (${n} * 7919) % 63072000`;
  const joindate =
    dialect === 'mysql' ? `FROM_UNIXTIME(${joinSeconds})` : `datetime(${joinSeconds}, 'unixepoch')`;
  return `SELECT ${n}, ${concat(dialect, "'ACC'", padded7(n, dialect))}, ${random32}, ${random32},
      ${concat(dialect, "'ACC'", padded7(n, dialect), "'@EXAMPLE.TEST'")},
      ${concat(dialect, "'ACC'", padded7(n, dialect), "'@EXAMPLE.TEST'")}, ${joindate}, 2`;
}

/** Character g's creation: an even pace over two years, the first the oldest (as the core numbers them). */
function creationDate(dialect: 'sqlite' | 'mysql', g: string, characters: number, now: number) {
  const seconds = `${now} - ${intDiv(`(${characters} - ${g}) * ${TWO_YEARS_S}`, characters, dialect)}`;
  return dialect === 'mysql' ? `FROM_UNIXTIME(${seconds})` : `datetime(${seconds}, 'unixepoch')`;
}

const TWO_YEARS_S = 63_072_000;

function characterSelect(
  dialect: 'sqlite' | 'mysql',
  g: string,
  counts: { accounts: number; characters: number },
  now: number,
) {
  const accounts = counts.accounts;
  const name = concat(
    dialect,
    "'X'",
    letter(g, 4, dialect),
    letter(g, 3, dialect),
    letter(g, 2, dialect),
    letter(g, 1, dialect),
    letter(g, 0, dialect),
  );
  const races =
    'CASE g % 10 WHEN 0 THEN 1 WHEN 1 THEN 2 WHEN 2 THEN 3 WHEN 3 THEN 4 WHEN 4 THEN 5 WHEN 5 THEN 6 WHEN 6 THEN 7 WHEN 7 THEN 8 WHEN 8 THEN 10 ELSE 11 END';
  const classes =
    'CASE g % 10 WHEN 0 THEN 1 WHEN 1 THEN 2 WHEN 2 THEN 3 WHEN 3 THEN 4 WHEN 4 THEN 5 WHEN 5 THEN 6 WHEN 6 THEN 7 WHEN 7 THEN 8 WHEN 8 THEN 9 ELSE 11 END';
  const maps = 'CASE g % 5 WHEN 0 THEN 0 WHEN 1 THEN 1 WHEN 2 THEN 530 WHEN 3 THEN 571 ELSE 609 END';
  return `SELECT g, ((g - 1) % ${accounts}) + 1, ${name}, ${races.replaceAll('g %', `(${g}) %`)},
      ${classes.replaceAll('g %', `(${intDiv(g, 10, dialect)}) %`)}, 1 + g % 80, ${maps.replaceAll('g %', `(${intDiv(g, 3, dialect)}) %`)},
      (g * 37) % 5000, (g * 7919) % 3000000, ${now} - (g * 13) % 2592000,
      CASE WHEN g % 1000 = 0 THEN 1 ELSE 0 END, '', 0,
      CASE WHEN g % 80 >= 9 THEN (g * 7919) % ((1 + g % 80) * 1000) ELSE 0 END,
      CASE WHEN g % 7 = 0 THEN (g * 31) % 60 ELSE 0 END,
      CASE WHEN g % 5 = 0 THEN (g * 17) % 90 ELSE 0 END,
      ${creationDate(dialect, 'g', counts.characters, now)}`.replaceAll(/\bg\b/g, g);
}

const ACCOUNT_COLUMNS = '(id, username, salt, verifier, email, reg_mail, joindate, expansion)';
const CHARACTER_COLUMNS =
  '(guid, account, name, race, class, level, map, zone, totaltime, logout_time, online, taximask, innTriggerId, totalKills, todayKills, yesterdayKills, creation_date)';

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  process.stderr.write(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

/** The admin the benchmark signs in as, plus a site row (points) for every generated account. */
async function seedSiteRows(dbs: Databases, config: ReturnType<typeof loadConfig>, accounts: number) {
  const dialect = dbs.dialects.web;
  for (let from = 1; from <= accounts; from += CHUNK) {
    const to = Math.min(accounts, from + CHUNK - 1);
    const rows =
      dialect === 'mysql'
        ? `SELECT seq, seq % 1000, ${Date.now()} FROM seq_${from}_to_${to}`
        : `WITH RECURSIVE s(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM s WHERE n < ${to}) SELECT n, n % 1000, ${Date.now()} FROM s`;
    await sql.raw(`INSERT INTO site_account (account_id, points, created_at) ${rows}`).execute(dbs.web);
  }
  const { id } = await insertGameAccount(dbs.auth, coreColumns('azerothcore'), BENCH_ADMIN);
  await dbs.web
    .insertInto('site_account')
    .values({ account_id: id, points: 0, created_at: Date.now() })
    .execute();
  await dbs.web
    .insertInto('site_role')
    .values({ account_id: id, role: 'admin', granted_at: Date.now(), granted_by: 'seed:large' })
    .execute();
}

async function seedCore(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw bulk inserts
  auth: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw bulk inserts
  characters: Kysely<any>,
  dialect: 'sqlite' | 'mysql',
  counts: { accounts: number; characters: number },
) {
  const now = Math.floor(Date.now() / 1000);
  const range = (from: number, to: number, alias: string, select: string) =>
    dialect === 'mysql'
      ? `${select.replaceAll(new RegExp(`\\b${alias}\\b`, 'g'), 'seq')} FROM seq_${from}_to_${to}`
      : `WITH RECURSIVE s(${alias}) AS (SELECT ${from} UNION ALL SELECT ${alias} + 1 FROM s WHERE ${alias} < ${to}) ${select} FROM s`;
  await timed(`${counts.accounts.toLocaleString('en')} accounts`, async () => {
    for (let from = 1; from <= counts.accounts; from += CHUNK) {
      const to = Math.min(counts.accounts, from + CHUNK - 1);
      await sql
        .raw(
          `INSERT INTO account ${ACCOUNT_COLUMNS} ${range(from, to, 'n', accountSelect(dialect, 'n', now))}`,
        )
        .execute(auth);
    }
  });
  await timed(`${counts.characters.toLocaleString('en')} characters`, async () => {
    for (let from = 1; from <= counts.characters; from += CHUNK) {
      const to = Math.min(counts.characters, from + CHUNK - 1);
      await sql
        .raw(
          `INSERT INTO characters ${CHARACTER_COLUMNS} ${range(from, to, 'g', characterSelect(dialect, 'g', counts, now))}`,
        )
        .execute(characters);
    }
  });
}

/**
 * The armory's rows: equipment, talents, achievements and professions of the geared characters,
 * their guilds and arena teams. Generated in the database like the characters.
 */
async function seedArmory(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw bulk inserts
  characters: Kysely<any>,
  dialect: 'sqlite' | 'mysql',
  characterCount: number,
) {
  const { geared, guilds, arenaTeams } = LARGE_ARMORY;
  const numbers = (alias: string, from: number, to: number) =>
    dialect === 'mysql'
      ? `(SELECT seq AS ${alias} FROM seq_${from}_to_${to}) ${alias}_t`
      : `(WITH RECURSIVE r(${alias}) AS (SELECT ${from} UNION ALL SELECT ${alias} + 1 FROM r WHERE ${alias} < ${to}) SELECT ${alias} FROM r) ${alias}_t`;
  const plate = DEMO_GEAR.plate;
  const entryOf = `CASE s ${plate.slots.map((entry, slot) => `WHEN ${slot} THEN ${entry}`).join(' ')} END`;
  const gems = (slot: number) =>
    (plate.gems[slot] ?? []).map((gem) => DEMO_GEMS.find((g) => g.item === gem)!.enchantmentId);
  const enchantments = (slot: number) => {
    const bySlot: Record<number, number> = { 0: slot === 4 ? DEMO_ENCHANTMENTS.permanent[0]! : 0 };
    gems(slot).forEach((id, i) => (bySlot[2 + i] = id));
    return writeEnchantments(bySlot);
  };
  const enchantmentsOf = `CASE s ${plate.slots.map((_, slot) => `WHEN ${slot} THEN '${enchantments(slot)}'`).join(' ')} END`;
  const run = (statement: string) => sql.raw(statement).execute(characters);
  await timed(`armory: ${geared.toLocaleString('en')} geared characters`, async () => {
    await run(
      `INSERT INTO item_instance (guid, itemEntry, owner_guid, enchantments, durability)
       SELECT (g - 1) * 19 + s + 1, ${entryOf}, g, ${enchantmentsOf}, 100
       FROM ${numbers('g', 1, geared)} CROSS JOIN ${numbers('s', 0, 18)}`,
    );
    await run(
      `INSERT INTO character_inventory (guid, bag, slot, item)
       SELECT g, 0, s, (g - 1) * 19 + s + 1 FROM ${numbers('g', 1, geared)} CROSS JOIN ${numbers('s', 0, 18)}`,
    );
    const [first, , third] = demoTalentSpells(1);
    const talentSpells = [
      ...first!.talents.map((t) => [t.rankSpells.at(-1)!, 1] as const),
      ...third!.talents.map((t) => [t.rankSpells.at(-1)!, 2] as const),
    ];
    const spellOf = `CASE s ${talentSpells.map(([spell], i) => `WHEN ${i} THEN ${spell}`).join(' ')} END`;
    const maskOf = `CASE s ${talentSpells.map(([, mask], i) => `WHEN ${i} THEN ${mask}`).join(' ')} END`;
    await run(
      `INSERT INTO character_talent (guid, spell, specMask)
       SELECT g, ${spellOf}, ${maskOf} FROM ${numbers('g', 1, geared)} CROSS JOIN ${numbers('s', 0, talentSpells.length - 1)}`,
    );
    await run(
      `INSERT INTO character_achievement (guid, achievement, date)
       SELECT g, ${DEMO_ACHIEVEMENTS[0]!.id} + s, 1700000000 + s * 86400
       FROM ${numbers('g', 1, geared)} CROSS JOIN ${numbers('s', 0, DEMO_ACHIEVEMENTS.length - 1)}`,
    );
    await run(
      `INSERT INTO character_skills (guid, skill, value, max)
       SELECT g, CASE s WHEN 0 THEN 164 WHEN 1 THEN 186 ELSE 185 END, 400, 450
       FROM ${numbers('g', 1, geared)} CROSS JOIN ${numbers('s', 0, 2)}`,
    );
  });
  await timed('ladders: achievements of every character from level 10', async () => {
    const points = DEMO_ACHIEVEMENTS.length;
    // Character g (level 1 + g % 80) holds the first (level / 10) achievements, chunk by chunk.
    for (let from = geared + 1; from <= characterCount; from += CHUNK) {
      const to = Math.min(characterCount, from + CHUNK - 1);
      await run(
        `INSERT INTO character_achievement (guid, achievement, date)
         SELECT g, ${DEMO_ACHIEVEMENTS[0]!.id} + s, 1700000000 + s * 86400
         FROM ${numbers('g', from, to)} CROSS JOIN ${numbers('s', 0, Math.min(points, 8) - 1)}
         WHERE s < ${intDiv('(1 + g % 80)', 10, dialect)}`,
      );
    }
  });
  await timed(
    `armory: ${guilds.toLocaleString('en')} guilds, ${arenaTeams.toLocaleString('en')} arena teams per bracket`,
    async () => {
      const guildName = dialect === 'mysql' ? `CONCAT('Guild ', g)` : `'Guild ' || g`;
      await run(
        `INSERT INTO guild (guildid, name, leaderguid, createdate) SELECT g, ${guildName}, g, 1600000000 FROM ${numbers('g', 1, guilds)}`,
      );
      const rankName = `CASE s WHEN 0 THEN 'Guild Master' WHEN 1 THEN 'Officer' WHEN 2 THEN 'Veteran' WHEN 3 THEN 'Member' ELSE 'Initiate' END`;
      await run(
        `INSERT INTO guild_rank (guildid, rid, rname) SELECT g, s, ${rankName} FROM ${numbers('g', 1, guilds)} CROSS JOIN ${numbers('s', 0, 4)}`,
      );
      // Character g is in guild ((g - 1) % guilds) + 1; the guild's leader (character g <= guilds) ranks 0.
      await run(
        `INSERT INTO guild_member (guildid, guid, \`rank\`)
       SELECT ((g - 1) % ${guilds}) + 1, g, CASE WHEN g <= ${guilds} THEN 0 ELSE 1 + g % 4 END FROM ${numbers('g', 1, geared)}`,
      );
      // Team t of each bracket has the bracket's size in members: characters 1 to 2,000 play 2v2,
      // 1 to 3,000 3v3 and 1 to 5,000 5v5 (one team per bracket each, as the core allows).
      for (const [bracket, size] of [
        [0, 2],
        [1, 3],
        [2, 5],
      ] as const) {
        const first = bracket * arenaTeams;
        const teamName = concat(dialect, "'Team '", `(${first} + g)`);
        await run(
          `INSERT INTO arena_team (arenaTeamId, name, captainGuid, type, rating, seasonGames, seasonWins)
         SELECT ${first} + g, ${teamName}, g, ${size}, 1000 + (g * 37 + ${bracket * 500}) % 1500, 10 + g % 90, ${intDiv('(10 + g % 90) * (3 + g % 5)', 10, dialect)}
         FROM ${numbers('g', 1, arenaTeams)}`,
        );
        await run(
          `INSERT INTO arena_team_member (arenaTeamId, guid, personalRating, seasonGames, seasonWins)
         SELECT ${first} + ((g - 1) % ${arenaTeams}) + 1, g, 1000 + (g * 53) % 1500, 5 + g % 80, ${intDiv('(5 + g % 80)', 2, dialect)}
         FROM ${numbers('g', 1, arenaTeams * size)}`,
        );
      }
    },
  );
}

/**
 * The statistics' rows (see the top of this file): what the core keeps beside the characters (each
 * account's count on the realm, game masters, the worldserver's runs) and the site's samples of the
 * players online. Generated in the database like the characters.
 */
async function seedStatistics(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw bulk inserts
  auth: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw bulk inserts
  web: Kysely<any>,
  dialect: 'sqlite' | 'mysql',
  counts: { accounts: number; characters: number },
) {
  const numbers = (alias: string, from: number, to: number) =>
    dialect === 'mysql'
      ? `(SELECT seq AS ${alias} FROM seq_${from}_to_${to}) ${alias}_t`
      : `(WITH RECURSIVE r(${alias}) AS (SELECT ${from} UNION ALL SELECT ${alias} + 1 FROM r WHERE ${alias} < ${to}) SELECT ${alias} FROM r) ${alias}_t`;
  const now = Math.floor(Date.now() / 1000);
  await timed('statistics: realm counts, game masters, runs, samples', async () => {
    // Account a owns the characters g with (g - 1) % accounts = a - 1.
    const owned = `${intDiv(`(${counts.characters} - a)`, counts.accounts, dialect)} + 1`;
    for (let from = 1; from <= counts.accounts; from += CHUNK) {
      const to = Math.min(counts.accounts, from + CHUNK - 1);
      await sql
        .raw(
          `INSERT INTO realmcharacters (realmid, acctid, numchars) SELECT 1, a, ${owned} FROM ${numbers('a', from, to)}`,
        )
        .execute(auth);
    }
    await sql
      .raw(
        `INSERT INTO account_access (id, gmlevel, RealmID) SELECT a, 1 + a % 3, -1 FROM ${numbers('a', counts.accounts - 19, counts.accounts)}`,
      )
      .execute(auth);
    // A run every two days for two years, each up for 47 hours, its peak between 100 and 1,599.
    await sql
      .raw(
        `INSERT INTO uptime (realmid, starttime, uptime, maxplayers) SELECT 1, ${now} - k * 172800, 169200, 100 + (k * 37) % 1500 FROM ${numbers('k', 1, 365)}`,
      )
      .execute(auth);
    const slot = 300_000;
    const first = Math.floor((now * 1000 - 90 * 86_400_000) / slot) * slot;
    await sql
      .raw(
        `INSERT INTO online_sample (realm_id, sampled_at, players) SELECT 1, ${first} + k * ${slot}, 200 + (k * 53) % 1300 FROM ${numbers('k', 1, 25_919)}`,
      )
      .execute(web);
  });
}

async function seedLargeSqlite(counts: { accounts: number; characters: number }): Promise<string> {
  rmSync(LARGE_SQLITE_DIR, { recursive: true, force: true });
  mkdirSync(LARGE_SQLITE_DIR, { recursive: true });
  const urls = largeSqliteUrls();
  const config = loadConfig({ DATA_DIR: LARGE_SQLITE_DIR, LOG_LEVEL: 'silent' });
  const dbs = openDatabases(urls);
  try {
    await migrateWeb(dbs.web);
    await migrateEmbeddedGame(dbs.auth);
    await dbs.auth.insertInto('realmlist').values({ name: 'Frostfall', flag: 0 }).execute();
    await sql.raw('PRAGMA synchronous = OFF').execute(dbs.auth);
    await seedCore(dbs.auth, dbs.characters, 'sqlite', counts);
    await seedArmory(dbs.characters, 'sqlite', counts.characters);
    await seedStatistics(dbs.auth, dbs.web, 'sqlite', counts);
    await seedDemoItems(dbs.openWorld(urls.auth).db);
    await timed('site rows', () => seedSiteRows(dbs, config, counts.accounts));
    await timed('ANALYZE', () => sql.raw('ANALYZE').execute(dbs.auth));
    await sql.raw('PRAGMA wal_checkpoint(TRUNCATE)').execute(dbs.auth);
  } finally {
    await dbs.close();
  }
  return urls.auth;
}

async function seedLargeMysql(counts: { accounts: number; characters: number }): Promise<string[]> {
  const conn = await connectMysql();
  try {
    for (const name of Object.values(LARGE_MYSQL)) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await timed('AzerothCore schema', async () => {
      await loadCoreSql(conn, 'azerothcore', 'auth', LARGE_MYSQL.auth);
      await loadCoreSql(conn, 'azerothcore', 'characters', LARGE_MYSQL.characters);
      await conn.query(
        `CREATE DATABASE \`${LARGE_MYSQL.world}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      await conn.query(`USE \`${LARGE_MYSQL.world}\``);
      await conn.query(readFileSync(WORLD_ITEM_TEMPLATE, 'utf8'));
    });
    await conn.query(
      `CREATE DATABASE \`${LARGE_MYSQL.web}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await conn.end();
  }
  const urls = largeMysqlUrls();
  const config = loadConfig({
    AUTH_DATABASE_URL: urls.auth,
    CHARACTERS_DATABASE_URL: urls.characters,
    WEB_DATABASE_URL: urls.web,
    LOG_LEVEL: 'silent',
  });
  const dbs = openDatabases(urls);
  try {
    await migrateWeb(dbs.web);
    await seedCore(dbs.auth, dbs.characters, 'mysql', counts);
    await seedArmory(dbs.characters, 'mysql', counts.characters);
    await seedStatistics(dbs.auth, dbs.web, 'mysql', counts);
    await seedDemoItems(dbs.openWorld(mysqlUrl(LARGE_MYSQL.world)).db);
    await timed('site rows', () => seedSiteRows(dbs, config, counts.accounts));
    await timed('ANALYZE', async () => {
      await sql.raw('ANALYZE TABLE account').execute(dbs.auth);
      await sql.raw('ANALYZE TABLE realmcharacters').execute(dbs.auth);
      await sql.raw('ANALYZE TABLE characters').execute(dbs.characters);
      for (const table of [
        'character_inventory',
        'item_instance',
        'guild_member',
        'arena_team',
        'arena_team_member',
        'character_achievement',
      ])
        await sql.raw(`ANALYZE TABLE ${table}`).execute(dbs.characters);
    });
  } finally {
    await dbs.close();
  }
  return Object.values(urls);
}

async function mysqlReachable(): Promise<boolean> {
  try {
    await (await connectMysql()).end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const counts = { accounts: option('accounts', 1_000_000), characters: option('characters', 3_000_000) };
  const onlySqlite = args.includes('--sqlite');
  const onlyMysql = args.includes('--mysql');
  const wantSqlite = onlySqlite || !onlyMysql;
  const wantMysql = onlyMysql || (!onlySqlite && (await mysqlReachable()));

  if (wantSqlite) {
    process.stderr.write('SQLite:\n');
    const url = await seedLargeSqlite(counts);
    console.log(`SQLite: ${url} (DATA_DIR=${LARGE_SQLITE_DIR})`);
  }
  if (wantMysql) {
    process.stderr.write('MariaDB:\n');
    const urls = await seedLargeMysql(counts);
    console.log(`MariaDB: ${urls.join(' ')}`);
  } else if (!onlySqlite) {
    console.log('MariaDB: not reachable (TEST_MYSQL_URL), skipped');
  }
  console.log(
    `${counts.accounts.toLocaleString('en')} accounts, ${counts.characters.toLocaleString('en')} characters; admin ${BENCH_ADMIN.username} / ${BENCH_ADMIN.password}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
