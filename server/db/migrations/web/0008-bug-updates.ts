import type { Kysely } from 'kysely';
import { dropIndex } from '../drop-index.ts';

/* The board keeps every bug's filterable fields in memory and reads only what changed since. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('bug_updated_idx').on('bug').column('updated_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndex(db, 'bug_updated_idx', 'bug');
}
