import type { TestProject } from 'vitest/node';
import type { GameCore } from '../config.ts';
import { connectMysql, loadCoreSql, TEST_MYSQL_URL, type CoreDatabases } from './mysql.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template databases holding each core's real schema, or null when MariaDB/MySQL is not used. */
    mysqlTemplates: Record<GameCore, CoreDatabases> | null;
  }
}

const inCi = process.env.CI === 'true';

/**
 * Once per run: load AzerothCore's and TrinityCore 3.3.5's own schemas into template databases that
 * each test copies. Without MariaDB the MySQL suites are skipped with one line outside CI, and fail in CI.
 */
export default async function setup(project: TestProject) {
  let conn;
  try {
    conn = await connectMysql();
  } catch (error) {
    const line = `MariaDB/MySQL not reachable at ${TEST_MYSQL_URL} (${(error as Error).message}): MySQL suites skipped. Install and start mariadb-server, or set TEST_MYSQL_URL.`;
    if (inCi) throw new Error(line, { cause: error });
    console.warn(line);
    project.provide('mysqlTemplates', null);
    return;
  }
  const prefix = `realm_tpl_${process.pid}`;
  const templates: Record<GameCore, CoreDatabases> = {
    azerothcore: { auth: `${prefix}_ac_auth`, characters: `${prefix}_ac_characters` },
    trinitycore: { auth: `${prefix}_tc_auth`, characters: `${prefix}_tc_characters` },
  };
  const names = Object.values(templates).flatMap((t) => Object.values(t));
  for (const name of names) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  for (const core of ['azerothcore', 'trinitycore'] as const) {
    await loadCoreSql(conn, core, 'auth', templates[core].auth);
    await loadCoreSql(conn, core, 'characters', templates[core].characters);
  }
  await conn.end();
  project.provide('mysqlTemplates', templates);

  return async () => {
    const c = await connectMysql();
    for (const name of names) await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  };
}
