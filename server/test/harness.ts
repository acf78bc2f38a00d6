import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabases, type Databases, type Dialect_ } from '../db/databases.ts';
import { migrateEmbeddedGame, migrateWeb } from '../db/migrate.ts';
import { coreColumns } from '../game/core-columns.ts';
import { detectGameCore, type GameCoreInfo } from '../game/core-detection.ts';
import { connectMysql, CORE_TABLES, mysqlUrl } from './mysql.ts';

/**
 * Where a test site keeps its data: the embedded SQLite file (AzerothCore's tables), or MariaDB
 * holding AzerothCore's or TrinityCore 3.3.5's real schema for the core and a web database beside it.
 */
export type TestTarget = 'sqlite' | 'azerothcore' | 'trinitycore';

export interface TestContext {
  target: TestTarget;
  dialect: Dialect_;
  /** The core start-up detected, as the app uses it. */
  core: GameCoreInfo;
  app: FastifyInstance;
  dbs: Databases;
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

export function availableTargets(): TestTarget[] {
  return inject('mysqlTemplates') ? ['sqlite', 'azerothcore', 'trinitycore'] : ['sqlite'];
}

let counter = 0;

/**
 * A whole site on fresh databases: a new SQLite file, or new MariaDB databases whose core tables are
 * copied from the core's real schema (loaded once per run) and dropped afterwards.
 */
export async function createTestContext(
  target: TestTarget,
  env: Record<string, string> = {},
): Promise<TestContext> {
  const dialect: Dialect_ = target === 'sqlite' ? 'sqlite' : 'mysql';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-test-'));
  const baseEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://realm.test',
    SEED_DEMO: 'false',
  };
  let dropDatabases = async () => {};

  if (target !== 'sqlite') {
    const templates = inject('mysqlTemplates')?.[target];
    if (!templates) throw new Error('MySQL templates are not loaded');
    const prefix = `realm_t${process.pid}_${Date.now().toString(36)}_${counter++}`;
    const names = { auth: `${prefix}_auth`, characters: `${prefix}_characters`, web: `${prefix}_web` };
    const conn = await connectMysql();
    for (const name of Object.values(names)) {
      await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
    for (const db of ['auth', 'characters'] as const) {
      for (const table of CORE_TABLES[db]) {
        await conn.query(`CREATE TABLE \`${names[db]}\`.\`${table}\` LIKE \`${templates[db]}\`.\`${table}\``);
        await conn.query(
          `INSERT INTO \`${names[db]}\`.\`${table}\` SELECT * FROM \`${templates[db]}\`.\`${table}\``,
        );
      }
    }
    await conn.end();
    Object.assign(baseEnv, {
      AUTH_DATABASE_URL: mysqlUrl(names.auth),
      CHARACTERS_DATABASE_URL: mysqlUrl(names.characters),
      WEB_DATABASE_URL: mysqlUrl(names.web),
    });
    dropDatabases = async () => {
      const c = await connectMysql();
      for (const name of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  }

  const config = loadConfig({ ...baseEnv, ...env }, 'test');
  const dbs = openDatabases(config.databases);
  await migrateWeb(dbs.web);
  if (config.embeddedGame) {
    await migrateEmbeddedGame(dbs.auth);
    // AzerothCore's base data has one realm; the embedded copy starts with the same row.
    await dbs.auth.insertInto('realmlist').values({ name: 'AzerothCore' }).execute();
  }
  const core = await detectGameCore(dbs, config.expectedGameCore, target);
  const app = await buildApp({ config, dbs, core });
  await app.ready();
  return {
    target,
    dialect,
    core,
    app,
    dbs,
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
): void {
  for (const target of availableTargets()) {
    describe(`${title} [${target}]`, () => {
      let ctx: TestContext | undefined;
      beforeAll(async () => {
        ctx = await createTestContext(target, env);
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
