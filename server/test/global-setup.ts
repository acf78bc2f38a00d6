import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { acoreSqlDir, connectMysql, loadAcoreSql, TEST_MYSQL_URL } from './mysql.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names of the template core databases loaded from AzerothCore's SQL, or null when MariaDB is not used. */
    mysqlTemplates: { auth: string; characters: string } | null;
  }
}

const inCi = process.env.CI === 'true';

/**
 * Once per run: load AzerothCore's own schema into template databases that each test file copies.
 * Without MariaDB the MySQL suites are skipped with one line outside CI, and fail in CI.
 */
export default async function setup(project: TestProject) {
  const sqlDir = acoreSqlDir();
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
  if (!sqlDir) {
    await conn.end();
    const line = "AzerothCore's base SQL not found (set ACORE_SQL_DIR): MySQL suites skipped.";
    if (inCi) throw new Error(line);
    console.warn(line);
    project.provide('mysqlTemplates', null);
    return;
  }
  const prefix = `realm_tpl_${process.pid}`;
  const templates = { auth: `${prefix}_auth`, characters: `${prefix}_characters` };
  for (const name of Object.values(templates)) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await loadAcoreSql(conn, path.join(sqlDir, 'db_auth'), templates.auth);
  await loadAcoreSql(conn, path.join(sqlDir, 'db_characters'), templates.characters);
  await conn.end();
  project.provide('mysqlTemplates', templates);

  return async () => {
    const c = await connectMysql();
    for (const name of Object.values(templates)) await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  };
}
