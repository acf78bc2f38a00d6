import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BugTable } from '../../db/schema/web.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { BoardRows, BoardSnapshot } from './board-rows.ts';
import type { BoardRow } from './bugs.repo.ts';
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

describeEachDatabase('board rows kept in memory', (ctx) => {
  it('shows writes of any instance at the next request, deletions included, newest first', async () => {
    const db = ctx().dbs.web;
    await db.deleteFrom('bug_event').execute();
    await db.deleteFrom('bug').execute();
    const now = Date.now();
    const [first] = await db.insertInto('bug').values(bug('Wolves in Elwynn', now)).execute();
    const firstId = Number(first!.insertId);
    const board = new BoardRows(db, { countEveryMs: 0 });
    const seen = async () => (await board.current()).rows.map((r) => [r.text.split('\u001f')[0], r.status]);
    expect(await seen()).toEqual([['wolves in elwynn', 'todo']]);

    // Written straight to the table, as another instance would.
    await db
      .insertInto('bug')
      .values(bug('Kobold candles', now + 1000))
      .execute();
    await db
      .updateTable('bug')
      .set({ status: 'done', updated_at: now + 2000 })
      .where('id', '=', firstId)
      .execute();
    expect(await seen()).toEqual([
      ['kobold candles', 'todo'],
      ['wolves in elwynn', 'done'],
    ]);

    // A deletion changes no update time: the count tells, and the list is read again.
    await db.deleteFrom('bug').where('id', '=', firstId).execute();
    expect(await seen()).toEqual([['kobold candles', 'todo']]);

    // Counting less often: a deletion elsewhere waits for the next count, one of ours does not.
    const counted = new BoardRows(db, { countEveryMs: 60_000 });
    expect((await counted.current()).rows).toHaveLength(1);
    await db.deleteFrom('bug').execute();
    expect((await counted.current()).rows).toHaveLength(1);
    counted.written();
    expect((await counted.current()).rows).toHaveLength(0);

    // Requests arriving together share the reads, and each one sees what was written before it.
    const together = await Promise.all([board.current(), board.current(), board.current()]);
    expect(new Set(together).size).toBe(1);
  });
});

describe('board search', () => {
  const row = (id: number, text: string): BoardRow => ({
    id,
    status: 'todo',
    priority: 'medium',
    category: 'other',
    isExploit: false,
    reporterId: 1,
    createdAt: id,
    updatedAt: id,
    text,
  });
  const board = new BoardSnapshot(
    [row(3, 'the vendor loops'), row(2, 'ends with ven'), row(1, 'dor at start, vendor again')],
    1,
  );
  const hits = (term: string) => [...board.containing(term)];

  it('flags every row holding the term, once each, and none across two rows', () => {
    expect(hits('vendor')).toEqual([1, 0, 1]);
    expect(hits('loops')).toEqual([1, 0, 0]);
    // "ven" ends one text and "dor" starts the next: no match spans them.
    expect(hits('vendor a')).toEqual([0, 0, 1]);
    expect(hits('ven\0dor')).toEqual([1, 0, 1]);
    expect(hits('nothing')).toEqual([0, 0, 0]);
    expect(hits('%_!')).toEqual([0, 0, 0]);
  });

  it('does not take a text holding every three letters of a term for one holding the term', () => {
    // "abc and bcd" holds both three-letter parts of "abcd", but not the term itself.
    const loose = new BoardSnapshot([row(2, 'abc and bcd'), row(1, 'abcd')], 1);
    expect([...loose.containing('abcd')]).toEqual([0, 1]);
    expect([...loose.containing('bc')]).toEqual([1, 1]);
    expect([...loose.containing('b')]).toEqual([1, 1]);
  });

  it('finds every one of many rows, whatever the term', () => {
    const texts = Array.from({ length: 2000 }, (_, i) => `report ${i} from zone ${i % 37}`);
    const many = new BoardSnapshot(
      texts.map((text, i) => row(2000 - i, text)),
      1,
    );
    for (const term of ['report 1', 'zone 3', 'm zone 36', '1999', 'rt 12', 'x']) {
      expect([...many.containing(term)]).toEqual(texts.map((t) => (t.includes(term) ? 1 : 0)));
    }
  });
});
