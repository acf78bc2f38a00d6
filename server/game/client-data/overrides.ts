import { sql, type Kysely } from 'kysely';

/**
 * The override rows of one `<name>_dbc` table of a realm's world database, as AzerothCore's
 * `DBCDatabaseLoader::Load` reads them after the file (`SELECT * FROM <table> ORDER BY ID DESC`):
 * each row its column values in column order, which is the file's field order. A world database
 * without the table has no overrides. AzerothCore's tables only: TrinityCore 3.3.5's `spell_dbc` and
 * `achievement_dbc` have other columns, read through other formats, so a TrinityCore realm's loader
 * gets no overrides.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any world database
export async function readDbcOverrides(db: Kysely<any>, table: string): Promise<unknown[][]> {
  try {
    const result = await sql<
      Record<string, unknown>
    >`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref('ID')} DESC`.execute(db);
    // Both drivers give a row's columns in the table's order; no column of these tables is named like a number.
    return result.rows.map((row) => Object.values(row));
  } catch (error) {
    if (missingTable(error)) return [];
    throw error;
  }
}

/** MySQL and MariaDB's ER_NO_SUCH_TABLE, or SQLite's "no such table". */
function missingTable(error: unknown): boolean {
  const { errno, message } = error as { errno?: number; message?: string };
  return errno === 1146 || /no such table/i.test(message ?? '');
}
