import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, MysqlDialect, sql } from 'kysely';
import { createPool } from 'mysql2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeDemoClientData } from '../../demo/client-data.ts';
import { createSqliteDialect, openSqlite } from '../../db/sqlite-driver.ts';
import { connectMysql, mysqlUrl } from '../../test/mysql.ts';
import { LAYOUTS } from './layouts.ts';
import { loadClientData } from './load.ts';
import { readDbcOverrides } from './overrides.ts';

/** AzerothCore's own `<name>_dbc` definitions (and its few rows), kept as fixtures (fixtures/README.md). */
const WORLD_SQL_DIR = path.resolve(import.meta.dirname, '../../test/fixtures/core-sql/azerothcore/db_world');

const TABLES = Object.values(LAYOUTS).flatMap((layout) => ('table' in layout ? [layout.table] : []));

describe.runIf(inject('mysqlTemplates'))("a world database's override rows, on AzerothCore's tables", () => {
  const database = `client_data_${process.pid}_${Date.now().toString(36)}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the world database, untyped
  let db: Kysely<any>;
  let dir: string;

  beforeAll(async () => {
    const conn = await connectMysql();
    await conn.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.query(`USE \`${database}\``);
    for (const file of readdirSync(WORLD_SQL_DIR).toSorted()) {
      // MariaDB lacks MySQL 8's default collation, which AzerothCore's dumps may name (fixtures/README.md).
      const text = readFileSync(path.join(WORLD_SQL_DIR, file), 'utf8');
      await conn.query(text.replaceAll('utf8mb4_0900_ai_ci', 'utf8mb4_unicode_ci'));
    }
    await conn.end();
    db = new Kysely({
      dialect: new MysqlDialect({
        pool: createPool({ uri: mysqlUrl(database), supportBigNumbers: true, charset: 'utf8mb4' }),
      }),
    });
    dir = await mkdtemp(path.join(tmpdir(), 'client-data-overrides-'));
    await writeDemoClientData(dir);
  });

  afterAll(async () => {
    await db?.destroy();
    const conn = await connectMysql();
    await conn.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await conn.end();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("has one column per field of each file's layout", async () => {
    for (const layout of Object.values(LAYOUTS)) {
      if (!('table' in layout)) continue;
      const { rows } = await sql<{ columns: number }>`
        SELECT COUNT(*) AS ${sql.ref('columns')} FROM information_schema.COLUMNS
        WHERE TABLE_SCHEMA = ${database} AND TABLE_NAME = ${layout.table}`.execute(db);
      expect(Number(rows[0]!.columns), layout.table).toBe(layout.format.length);
    }
    expect(TABLES).toHaveLength(10);
  });

  it('reads no rows from an empty table or a missing one', async () => {
    expect(await readDbcOverrides(db, 'talent_dbc')).toEqual([]);
    expect(await readDbcOverrides(db, 'spellicon_dbc')).toEqual([]);
  });

  it("reads each row's columns in order, highest ID first", async () => {
    const rows = await readDbcOverrides(db, 'achievement_dbc');
    expect(rows.map((row) => row[0])).toEqual([4789, 4788, 3696]);
    for (const row of rows) expect(row).toHaveLength(LAYOUTS.achievement.format.length);
  });

  it('replaces the records whose ID the file has and adds the others, as the core loads them', async () => {
    await sql`INSERT INTO itemdisplayinfo_dbc (ID, InventoryIcon_1) VALUES (90001, 'INV_Override_01'), (90500, 'INV_Added_01')`.execute(
      db,
    );
    // The French name left NULL: the core keeps the file's string where the row's is empty.
    await sql`INSERT INTO spellitemenchantment_dbc (ID, Name_Lang_enUS, Src_ItemID) VALUES (9001, '+25 Stamina', 0)`.execute(
      db,
    );
    try {
      const data = await loadClientData(dir, { overrides: (table) => readDbcOverrides(db, table) });
      expect(data.files.missing).toEqual([]);
      expect(data.itemIcon(90_001)).toBe('INV_Override_01');
      expect(data.itemIcon(90_500)).toBe('INV_Added_01');
      expect(data.itemIcon(90_002)).toBe('demo-item-02');
      expect(data.enchantment(9001)).toEqual({ name: { en: '+25 Stamina', fr: '+20 Endurance' } });
      // AzerothCore's own rows: its server-side spells and achievements come in beside the files'.
      expect(data.spell(19)?.name.en).toBe('SWORDSPECIAL (DND)');
      expect(data.achievement(3696)).toMatchObject({ id: 3696, points: 0, name: { en: '', fr: '' } });
    } finally {
      await sql`DELETE FROM itemdisplayinfo_dbc`.execute(db);
      await sql`DELETE FROM spellitemenchantment_dbc`.execute(db);
    }
  });
});

describe('override rows on SQLite', () => {
  it('reads them with the same SQL, and a missing table as none', async () => {
    const db = new Kysely({ dialect: createSqliteDialect(openSqlite(':memory:')) });
    try {
      await sql`CREATE TABLE gemproperties_dbc (ID INTEGER PRIMARY KEY, Enchant_Id INTEGER, Maxcount_Inv INTEGER, Maxcount_Item INTEGER, Type INTEGER)`.execute(
        db,
      );
      await sql`INSERT INTO gemproperties_dbc VALUES (1, 10, 0, 0, 2), (2, 20, 0, 0, 8)`.execute(db);
      expect(await readDbcOverrides(db, 'gemproperties_dbc')).toEqual([
        [2, 20, 0, 0, 8],
        [1, 10, 0, 0, 2],
      ]);
      expect(await readDbcOverrides(db, 'talent_dbc')).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
