import type { Kysely } from 'kysely';
import { dropIndex } from '../drop-index.ts';

/*
 * Indexes for board queries the database no longer answers (the board's list is kept in memory, ADR
 * 008): each cost every report and status change a write. What reads the bug table now: its primary
 * key, `bug_updated_idx` (the board's changed rows), `bug_reporter_idx` ("My bugs" and the hourly
 * limit) and `bug_status_created_idx` (the dashboard's counts by status).
 */
const UNUSED = [
  { name: 'bug_priority_status_idx', columns: ['priority', 'status', 'created_at'] },
  { name: 'bug_category_status_idx', columns: ['category', 'status', 'created_at'] },
  { name: 'bug_created_idx', columns: ['created_at'] },
  { name: 'bug_counts_idx', columns: ['status', 'priority', 'category', 'is_exploit'] },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of UNUSED) await dropIndex(db, index.name, 'bug');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of UNUSED)
    await db.schema.createIndex(index.name).on('bug').columns(index.columns).execute();
}
