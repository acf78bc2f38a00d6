import { MysqlAdapter, type Kysely } from 'kysely';

/** `DROP INDEX`: MySQL names the table (`ON bug`), SQLite refuses it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function dropIndex(db: Kysely<any>, name: string, table: string): Promise<void> {
  const drop = db.schema.dropIndex(name);
  await (db.getExecutor().adapter instanceof MysqlAdapter ? drop.on(table) : drop).execute();
}
