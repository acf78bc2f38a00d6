import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabases, type Databases, type Dialect_ } from '../db/databases.ts';
import { migrateEmbeddedGame, migrateWeb } from '../db/migrate.ts';
import { connectMysql, CORE_TABLES, mysqlUrl } from './mysql.ts';

export interface TestContext {
  dialect: Dialect_;
  app: FastifyInstance;
  dbs: Databases;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export function availableDialects(): Dialect_[] {
  return inject('mysqlTemplates') ? ['sqlite', 'mysql'] : ['sqlite'];
}

let counter = 0;

/**
 * A whole site on fresh databases: a new SQLite file, or new MariaDB databases whose core tables are
 * copied from AzerothCore's real schema (loaded once per run) and dropped afterwards.
 */
export async function createTestContext(
  dialect: Dialect_,
  env: Record<string, string> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-test-'));
  const baseEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://realm.test',
    SEED_DEMO: 'false',
  };
  let dropDatabases = async () => {};

  if (dialect === 'mysql') {
    const templates = inject('mysqlTemplates');
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
  const app = await buildApp({ config, dbs });
  await app.ready();
  return {
    dialect,
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
 * Runs the same suite on SQLite and, when MariaDB is reachable, on MariaDB with AzerothCore's schema.
 * Each dialect gets its own fresh site for the whole `describe`.
 */
export function describeEachDialect(
  title: string,
  body: (ctx: () => TestContext) => void,
  env: Record<string, string> = {},
): void {
  for (const dialect of availableDialects()) {
    describe(`${title} [${dialect}]`, () => {
      let ctx: TestContext | undefined;
      beforeAll(async () => {
        ctx = await createTestContext(dialect, env);
      }, 60_000);
      afterAll(async () => {
        await ctx?.close();
      });
      body(() => {
        if (!ctx) throw new Error('test context not ready');
        return ctx;
      });
    });
  }
}
