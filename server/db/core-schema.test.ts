import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext } from '../test/harness.ts';
import { connectMysql, CORE_TABLES } from '../test/mysql.ts';

/** AzerothCore's world tables the armory reads (fixtures/README.md). */
const AZEROTHCORE_WORLD_SQL = path.resolve(
  import.meta.dirname,
  '../test/fixtures/core-sql/azerothcore/db_world/item_template.schema.sql',
);

interface Column {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
  autoIncrement: boolean;
}
interface Key {
  columns: string;
  unique: boolean;
}

const normalizeType = (t: string) =>
  t
    .toLowerCase()
    .replace(/(int)\(\d+\)/, '$1')
    .trim();
const normalizeDefault = (d: string | null) => {
  if (d === null || d.toUpperCase() === 'NULL') return null;
  if (/^current_timestamp(\(\))?$/i.test(d)) return 'CURRENT_TIMESTAMP';
  return d.replace(/^'(.*)'$/, '$1');
};

async function mysqlShape(database: string, table: string) {
  const conn = await connectMysql();
  const [cols] = (await conn.query(
    'SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT, EXTRA FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
    [database, table],
  )) as unknown as [Array<Record<string, string | null>>];
  const [stats] = (await conn.query(
    'SELECT INDEX_NAME, COLUMN_NAME, NON_UNIQUE FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY INDEX_NAME, SEQ_IN_INDEX',
    [database, table],
  )) as unknown as [Array<Record<string, string | number>>];
  await conn.end();
  const columns: Column[] = cols.map((c) => ({
    name: c.COLUMN_NAME!,
    type: normalizeType(c.COLUMN_TYPE!),
    nullable: c.IS_NULLABLE === 'YES',
    default: normalizeDefault(c.COLUMN_DEFAULT ?? null),
    autoIncrement: String(c.EXTRA).includes('auto_increment'),
  }));
  const byIndex = new Map<string, { cols: string[]; unique: boolean }>();
  for (const s of stats) {
    const entry = byIndex.get(String(s.INDEX_NAME)) ?? { cols: [], unique: Number(s.NON_UNIQUE) === 0 };
    entry.cols.push(String(s.COLUMN_NAME));
    byIndex.set(String(s.INDEX_NAME), entry);
  }
  const keys: Key[] = [...byIndex.values()].map((k) => ({ columns: k.cols.join(','), unique: k.unique }));
  return { columns, keys: keys.sort((a, b) => a.columns.localeCompare(b.columns)) };
}

/** The embedded copy of `table` has the shape `expected` (AzerothCore's own, read from MariaDB). */
async function expectEmbeddedShape(table: string, expected: Awaited<ReturnType<typeof mysqlShape>>) {
  const ctx = await createTestContext('sqlite');
  try {
    const info = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>`
        SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table})`.execute(ctx.dbs.auth);
    const columns: Column[] = info.rows.map((c) => {
      const autoIncrement = c.type === 'INTEGER' && c.pk === 1;
      return {
        name: c.name,
        type: autoIncrement ? 'int unsigned' : normalizeType(c.type),
        // SQLite does not mark a primary key NOT NULL; the core's keys are.
        nullable: c.notnull === 0 && c.pk === 0,
        default: normalizeDefault(c.dflt_value),
        autoIncrement,
      };
    });
    expect(columns).toEqual(expected.columns);

    const pk = info.rows
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    // A table without a primary key (guild_member) has only its indexes.
    const keys: Key[] = pk.length > 0 ? [{ columns: pk.join(','), unique: true }] : [];
    const indexes = await sql<{ name: string; unique: number; origin: string }>`
        SELECT name, "unique", origin FROM pragma_index_list(${table})`.execute(ctx.dbs.auth);
    for (const index of indexes.rows.filter((i) => i.origin !== 'pk')) {
      const cols = await sql<{
        name: string;
      }>`SELECT name FROM pragma_index_info(${index.name}) ORDER BY seqno`.execute(ctx.dbs.auth);
      keys.push({ columns: cols.rows.map((c) => c.name).join(','), unique: index.unique === 1 });
    }
    expect(keys.sort((a, b) => a.columns.localeCompare(b.columns))).toEqual(expected.keys);
  } finally {
    await ctx.close();
  }
}

describe.skipIf(!inject('mysqlTemplates'))('standalone core tables match AzerothCore', () => {
  it.each([
    ...CORE_TABLES.auth.map((t) => ['auth', t] as const),
    ...CORE_TABLES.characters.map((t) => ['characters', t] as const),
  ])('%s.%s: column for column, key for key', async (db, table) => {
    const templates = inject('mysqlTemplates')!.azerothcore;
    await expectEmbeddedShape(table, await mysqlShape(templates[db], table));
  });
});

describe.skipIf(!inject('mysqlTemplates'))('standalone world tables match AzerothCore', () => {
  const database = `realm_ws${process.pid}_${Date.now().toString(36)}`;
  beforeAll(async () => {
    const conn = await connectMysql();
    await conn.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.query(`USE \`${database}\``);
    await conn.query(readFileSync(AZEROTHCORE_WORLD_SQL, 'utf8'));
    await conn.end();
  });
  afterAll(async () => {
    const conn = await connectMysql();
    await conn.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await conn.end();
  });

  it.each(['item_template', 'item_template_locale'])(
    'world.%s: column for column, key for key',
    async (table) => {
      await expectEmbeddedShape(table, await mysqlShape(database, table));
    },
  );
});
