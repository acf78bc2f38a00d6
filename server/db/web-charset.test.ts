import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { detectGameCore } from '../game/core-detection.ts';
import { connectMysql, createMysqlDatabases } from '../test/mysql.ts';
import { openDatabases } from './databases.ts';
import { migrateWeb } from './migrate.ts';

describe.runIf(inject('mysqlTemplates'))('a web database created with another default character set', () => {
  it('has every site table in utf8mb4 after start, so any text and search works', async () => {
    const databases = await createMysqlDatabases();
    const conn = await connectMysql();
    await conn.query(`DROP DATABASE \`${databases.names.web}\``);
    await conn.query(
      `CREATE DATABASE \`${databases.names.web}\` CHARACTER SET latin1 COLLATE latin1_swedish_ci`,
    );
    const config = loadConfig({ ...databases.env, LOG_LEVEL: 'silent', WEB_BUILD_DIR: '/nonexistent' });
    const dbs = openDatabases(config.databases);
    try {
      await migrateWeb(dbs.web);
      const [tables] = (await conn.query(
        'SELECT TABLE_NAME, TABLE_COLLATION FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?',
        [databases.names.web],
      )) as unknown as [Array<{ TABLE_NAME: string; TABLE_COLLATION: string }>];
      expect(tables.length).toBeGreaterThan(5);
      for (const t of tables) expect(t.TABLE_COLLATION, t.TABLE_NAME).toMatch(/^utf8mb4/);
      // A second start finds nothing to convert.
      await migrateWeb(dbs.web);

      const app = await buildApp({ config, dbs, core: await detectGameCore(dbs, undefined, 'test') });
      for (const url of [
        `/api/news?search=${encodeURIComponent('🐉 Ñandú')}`,
        `/api/bugs?search=${encodeURIComponent('Драконы 龍')}`,
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
      }
      await app.close();
    } finally {
      await conn.end();
      await dbs.close();
      await databases.drop();
    }
  });
});
