import { expect, it } from 'vitest';
import { BUG_STATUSES } from '../../contract/bugs.ts';
import { seedDemo } from './seed-demo.ts';
import { describeEachDatabase } from '../test/harness.ts';

describeEachDatabase('demo bugs', (ctx) => {
  it('cover every status, come from the demo player with its characters, and are written once', async () => {
    await seedDemo(ctx().dbs, ctx().config, ctx().core);
    await seedDemo(ctx().dbs, ctx().config, ctx().core);
    const rows = await ctx()
      .dbs.web.selectFrom('bug')
      .select(['status', 'reporter_name', 'character_name', 'description', 'is_exploit'])
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(BUG_STATUSES));
    expect(rows.length).toBe(9);
    expect(rows.every((r) => r.reporter_name === 'PLAYER' && r.description.startsWith('[Demo]'))).toBe(true);
    expect(new Set(rows.map((r) => r.character_name))).toEqual(
      new Set(['Demoranger', 'Demofrost', 'Demoblood', 'Demototem']),
    );
    // The public board hides the demo exploit.
    const board = await ctx().app.inject({ method: 'GET', url: '/api/bugs?pageSize=100' });
    expect(board.json().total).toBe(8);
  });
});
