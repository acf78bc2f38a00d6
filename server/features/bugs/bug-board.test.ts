import type { Insertable } from 'kysely';
import { expect, it } from 'vitest';
import type { BugTable } from '../../db/schema/web.ts';
import { createDataVersions } from '../../platform/data-versions.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';
import { BugBoard, textHolding } from './bug-board.ts';
import { searchTextOf } from './bugs.service.ts';

function bug(title: string, at: number): Insertable<BugTable> {
  const fields = {
    title,
    description: `About ${title}`,
    quest_name: null,
    item_name: null,
    class_name: null,
  };
  return {
    ...fields,
    category: 'other',
    priority: 'medium',
    status: 'todo',
    is_exploit: 0,
    reporter_id: 1,
    reporter_name: 'PLAYER',
    character_guid: 1,
    character_name: 'Somebody',
    character_race: 1,
    character_class: 1,
    character_level: 10,
    search_text: searchTextOf(fields),
    created_at: at,
    updated_at: at,
    resolved_at: null,
  };
}

describeEachDatabase('the bug board kept in memory', (ctx) => {
  it("shows writes and deletions of any instance once it knows the bugs' version moved, newest first", async () => {
    const db = ctx().dbs.web;
    await db.deleteFrom('bug_event').execute();
    await db.deleteFrom('bug').execute();
    const now = Date.now();
    const [first] = await db.insertInto('bug').values(bug('Wolves in Elwynn', now)).execute();
    const firstId = Number(first!.insertId);
    const versions = createDataVersions(db, ctx().dbs.dialects.web);
    await versions.poll();
    const board = new BugBoard(db, versions);
    const seen = () =>
      board.answer('all', async (rows) => rows.map((r) => [r.text.split('\u001f')[0], r.status]));
    expect(await seen()).toEqual([['wolves in elwynn', 'todo']]);

    // Written by another instance: the rows and the version together.
    const other = createDataVersions(db, ctx().dbs.dialects.web);
    await other.change(db, 'bugs', async (trx) => {
      await trx
        .insertInto('bug')
        .values(bug('Kobold candles', now + 1000))
        .execute();
      await trx
        .updateTable('bug')
        .set({ status: 'done', updated_at: now + 2000 })
        .where('id', '=', firstId)
        .execute();
    });
    // Until this instance reads the versions, it answers from what it has: no read per request.
    expect(await seen()).toEqual([['wolves in elwynn', 'todo']]);
    await versions.poll();
    expect(await seen()).toEqual([
      ['kobold candles', 'todo'],
      ['wolves in elwynn', 'done'],
    ]);

    // Deleted by the app (another instance for this list): the row is gone, the audit entry tells.
    const admin = await createAccount(ctx(), { roles: ['admin'] });
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/bugs/${firstId}`,
      headers: bearer(await signIn(ctx(), admin)),
    });
    expect(deleted.statusCode).toBe(200);
    await versions.poll();
    expect(await seen()).toEqual([['kobold candles', 'todo']]);

    // Requests arriving together share the read, and the same request under the same list is
    // answered once; a write makes a new list.
    let made = 0;
    const count = () => board.answer('count', async (rows) => [++made, rows.length]);
    expect(await Promise.all([count(), count(), count()])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    expect(await count()).toEqual([1, 1]);
    await versions.change(db, 'bugs', (trx) =>
      trx.insertInto('bug').values(bug('Gnomeregan', Date.now())).execute(),
    );
    expect(await count()).toEqual([2, 2]);

    // A failure is not kept.
    await expect(board.answer('fails', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await board.answer('fails', async () => 'up')).toBe('up');
  });
});

it('finds by signature exactly the texts that hold the term, short terms and odd characters too', () => {
  const words = ['frost', 'wyrm', 'ice', 'crown', '%', '_', 'é', "l'ombre", 'quête', 'a', 'zz'];
  let seed = 7;
  const pick = () => words[(seed = (seed * 48271) % 2147483647) % words.length]!;
  const rows = Array.from({ length: 400 }, (_, i) => ({
    text: Array.from({ length: 1 + (i % 9) }, pick).join(i % 2 ? ' ' : ''),
  })) as unknown as Parameters<ReturnType<typeof textHolding>>[0][];
  for (const term of ['', 'i', 'ic', 'ice', 'frostwyrm', 'st w', "l'om", 'quê', '%_', 'crownzz', 'absent']) {
    const holds = textHolding(term);
    expect(
      rows.filter((row) => holds(row)).map((row) => row.text),
      term,
    ).toEqual(rows.filter((row) => row.text.includes(term)).map((row) => row.text));
  }
});
