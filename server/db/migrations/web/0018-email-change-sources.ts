import type { Kysely } from 'kysely';
import { dropIndex } from '../drop-index.ts';

/* E-mail change requests are counted per source for their limit (account.service.ts): an index on it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('email_change_ip_idx')
    .on('email_change')
    .columns(['ip', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndex(db, 'email_change_ip_idx', 'email_change');
}
