import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';

describeEachDatabase('the web tables after migration', (ctx) => {
  it('keeps on the bug table only the indexes something reads', async () => {
    const { dbs } = ctx();
    const names =
      dbs.dialects.web === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM pragma_index_list('bug') WHERE origin <> 'pk'`.execute(
            dbs.web,
          )
        : await sql<{ name: string }>`SELECT DISTINCT INDEX_NAME AS name FROM information_schema.STATISTICS
            WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'bug' AND INDEX_NAME <> 'PRIMARY'`.execute(
            dbs.web,
          );
    expect(names.rows.map((r) => r.name).sort()).toEqual([
      'bug_reporter_idx',
      'bug_status_created_idx',
      'bug_updated_idx',
    ]);
  });
});
