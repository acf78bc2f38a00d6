import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabases, type Databases, type SqlDialect } from '../db/databases.ts';
import { migrateEmbeddedGame, migrateWeb } from '../db/migrate.ts';
import { writeDemoClientData } from '../demo/client-data.ts';
import { coreColumns } from '../game/core-columns.ts';
import { detectGameCore, type GameCoreInfo } from '../game/core-detection.ts';
import { createRealmRegistry, openRealms, type RealmRegistry } from '../game/realms.ts';
import { connectMysql, CORE_TABLES, mysqlUrl } from './mysql.ts';

/**
 * Where a test site keeps its data: the embedded SQLite file (AzerothCore's tables), or MariaDB
 * holding AzerothCore's or TrinityCore 3.3.5's real schema for the core and a web database beside it.
 */
export type TestTarget = 'sqlite' | 'azerothcore' | 'trinitycore';

export interface TestContext {
  target: TestTarget;
  dialect: SqlDialect;
  /** The core start-up detected, as the app uses it. */
  core: GameCoreInfo;
  app: FastifyInstance;
  dbs: Databases;
  /** The realms as the app has them: realm 1 (the core's base row) and the test's own. */
  realms: RealmRegistry;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** For tests of a site that never reaches the game tables (logging, static files): the embedded core. */
export const EMBEDDED_CORE: GameCoreInfo = {
  core: 'azerothcore',
  columns: coreColumns('azerothcore'),
  server: 'SQLite',
};

/** For a site that never reaches the game tables (logging, static files): no realm. */
export const NO_REALMS: RealmRegistry = createRealmRegistry([], undefined);

export function availableTargets(): TestTarget[] {
  return inject('mysqlTemplates') ? ['sqlite', 'azerothcore', 'trinitycore'] : ['sqlite'];
}

let counter = 0;

/**
 * A realm beyond the core's base row (realm 1), written to `realmlist` before the site starts. With
 * `characters` (the default) it has a characters database of its own: a copy of the core's on
 * MariaDB (REALM_<id>_CHARACTERS_DATABASE_URL), the embedded realm's own file on SQLite.
 */
interface TestRealm {
  id: number;
  name: string;
  address?: string;
  port?: number;
  /** False: no characters database (MariaDB only: embedded, every realm has its file). */
  characters?: boolean;
}

export interface TestOptions {
  realms?: TestRealm[];
  /**
   * The armory's sources for the first realm: a world database (on MariaDB, the core's own
   * `item_template` definition in a database of its own; embedded, the file's world tables) and the
   * demo's client files in the test's folder (DBC_DIR).
   */
  armory?: boolean;
}

/** Each core's world tables as its own SQL declares them (fixtures/README.md). */
const WORLD_SQL = {
  azerothcore: path.join(
    import.meta.dirname,
    'fixtures/core-sql/azerothcore/db_world/item_template.schema.sql',
  ),
  trinitycore: path.join(import.meta.dirname, 'fixtures/core-sql/trinitycore/world_item_template.sql'),
};

/**
 * A whole site on fresh databases: a new SQLite file, or new MariaDB databases whose core tables are
 * copied from the core's real schema (loaded once per run) and dropped afterwards.
 */
export async function createTestContext(
  target: TestTarget,
  env: Record<string, string> = {},
  options: TestOptions = {},
): Promise<TestContext> {
  const dialect: SqlDialect = target === 'sqlite' ? 'sqlite' : 'mysql';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-test-'));
  const baseEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://realm.test',
    SEED_DEMO: 'false',
    // The CAPTCHA's own tests turn it on (captcha.test.ts); elsewhere a form would need a solved one.
    REGISTRATION_CAPTCHA: 'off',
  };
  let dropDatabases = async () => {};

  if (target !== 'sqlite') {
    const templates = inject('mysqlTemplates')?.[target];
    if (!templates) throw new Error('MySQL templates are not loaded');
    const prefix = `realm_t${process.pid}_${Date.now().toString(36)}_${counter++}`;
    const names: Record<string, string> = {
      auth: `${prefix}_auth`,
      characters: `${prefix}_characters`,
      web: `${prefix}_web`,
    };
    const copies: Array<[string, 'auth' | 'characters']> = [
      [names.auth!, 'auth'],
      [names.characters!, 'characters'],
    ];
    for (const realm of options.realms ?? []) {
      if (realm.characters === false) continue;
      const name = `${prefix}_characters_r${realm.id}`;
      names[`realm${realm.id}`] = name;
      copies.push([name, 'characters']);
      baseEnv[`REALM_${realm.id}_CHARACTERS_DATABASE_URL`] = mysqlUrl(name);
    }
    if (options.armory) names.world = `${prefix}_world`;
    const conn = await connectMysql();
    for (const name of Object.values(names)) {
      await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
    if (names.world) {
      await conn.query(`USE \`${names.world}\``);
      await conn.query(readFileSync(WORLD_SQL[target], 'utf8'));
      baseEnv.WORLD_DATABASE_URL = mysqlUrl(names.world);
    }
    for (const [name, db] of copies) {
      for (const table of CORE_TABLES[db]) {
        await conn.query(`CREATE TABLE \`${name}\`.\`${table}\` LIKE \`${templates[db]}\`.\`${table}\``);
        await conn.query(
          `INSERT INTO \`${name}\`.\`${table}\` SELECT * FROM \`${templates[db]}\`.\`${table}\``,
        );
      }
    }
    await conn.end();
    Object.assign(baseEnv, {
      AUTH_DATABASE_URL: mysqlUrl(names.auth!),
      CHARACTERS_DATABASE_URL: mysqlUrl(names.characters!),
      WEB_DATABASE_URL: mysqlUrl(names.web!),
    });
    dropDatabases = async () => {
      const c = await connectMysql();
      for (const name of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  }

  if (options.armory) {
    const dbcDir = path.join(dataDir, 'dbc');
    await writeDemoClientData(dbcDir);
    baseEnv.DBC_DIR = dbcDir;
  }
  const config = loadConfig({ ...baseEnv, ...env }, 'test');
  const dbs = openDatabases(config.databases);
  await migrateWeb(dbs.web);
  if (config.embeddedGame) {
    await migrateEmbeddedGame(dbs.auth);
    // AzerothCore's base data has one realm; the embedded copy starts with the same row.
    await dbs.auth.insertInto('realmlist').values({ name: 'AzerothCore' }).execute();
  }
  for (const realm of options.realms ?? []) {
    await dbs.auth
      .insertInto('realmlist')
      .values({
        id: realm.id,
        name: realm.name,
        ...(realm.address ? { address: realm.address } : {}),
        ...(realm.port ? { port: realm.port } : {}),
      })
      .execute();
  }
  const core = await detectGameCore(dbs, config.expectedGameCore, target);
  const realms = await openRealms(dbs, config, core);
  const app = await buildApp({ config, dbs, core, realms });
  await app.ready();
  return {
    target,
    dialect,
    core,
    app,
    dbs,
    realms,
    config,
    dataDir,
    async close() {
      await app.close();
      await dbs.close();
      await dropDatabases();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the same suite on SQLite and, when MariaDB is reachable, on MariaDB with AzerothCore's schema
 * and with TrinityCore 3.3.5's. Each target gets its own fresh site for the whole `describe`.
 */
export function describeEachDatabase(
  title: string,
  body: (ctx: () => TestContext, target: TestTarget) => void,
  env: Record<string, string> = {},
  options: TestOptions = {},
): void {
  for (const target of availableTargets()) {
    describe(`${title} [${target}]`, () => {
      let ctx: TestContext | undefined;
      beforeAll(async () => {
        ctx = await createTestContext(target, env, options);
      }, 60_000);
      afterAll(async () => {
        await ctx?.close();
      });
      body(() => {
        if (!ctx) throw new Error('test context not ready');
        return ctx;
      }, target);
    });
  }
}
