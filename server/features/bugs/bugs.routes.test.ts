import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Bug, BugDetail } from '../../../contract/bugs.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';

/** docs/product.md §5.4 messages, word for word. */
const SPEC = {
  titleAndDescription: 'Title and description are required',
  character: 'Please select a character',
  questName: 'Quest name is required for quest bugs',
  className: 'Class name is required for class bugs',
  itemName: 'Item name is required for item bugs',
};

/** A word no other test uses, so a search finds exactly this test's bugs. */
const marker = () => `zq${randomBytes(5).toString('hex')}`;

async function player(c: TestContext, roles: Array<'admin' | 'moderator'> = []) {
  const account = await createAccount(c, { roles });
  const token = await signIn(c, account);
  const character = await createCharacter(c, { account: account.id, race: 7, class: 8, level: 42 });
  return { account, token, headers: bearer(token), character };
}
type Player = Awaited<ReturnType<typeof player>>;

function questReport(who: Player, extra: Record<string, unknown> = {}) {
  return {
    title: 'The kobold camp quest cannot be completed',
    description: 'Candles drop but the counter stays at 0/8.',
    category: 'quests',
    questName: 'Kobold Candles',
    characterId: who.character.guid,
    ...extra,
  };
}

async function report(c: TestContext, who: Player | null, payload: Record<string, unknown>) {
  return c.app.inject({
    method: 'POST',
    url: '/api/bugs',
    headers: who ? who.headers : {},
    payload,
  });
}

async function reported(
  c: TestContext,
  who: Player,
  extra: Record<string, unknown> = {},
): Promise<BugDetail> {
  const res = await report(c, who, questReport(who, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function list(c: TestContext, query: string, who?: Player) {
  const res = await c.app.inject({
    method: 'GET',
    url: `/api/bugs?${query}`,
    headers: who ? who.headers : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Bug[];
    total: number;
    page: number;
    pageSize: number;
    counts: Record<string, number>;
  };
}

async function update(c: TestContext, who: Player | null, id: number, payload: Record<string, unknown>) {
  return c.app.inject({
    method: 'PUT',
    url: `/api/bugs/${id}`,
    headers: who ? who.headers : {},
    payload,
  });
}

describeEachDatabase('POST /api/bugs', (ctx) => {
  it('refuses anonymous visitors', async () => {
    const res = await report(ctx(), null, { title: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NOT_SIGNED_IN');
  });

  it('files a quest bug with a snapshot of the character, priority medium and status todo', async () => {
    const me = await player(ctx());
    const res = await report(ctx(), me, questReport(me, { itemName: 'ignored for a quest bug' }));
    expect(res.statusCode).toBe(201);
    const bug = res.json().data as BugDetail;
    expect(bug).toMatchObject({
      title: 'The kobold camp quest cannot be completed',
      category: 'quests',
      questName: 'Kobold Candles',
      priority: 'medium',
      status: 'todo',
      isExploit: false,
      reportedByUsername: me.account.username,
      characterId: me.character.guid,
      character: { guid: me.character.guid, name: me.character.name, race: 7, class: 8, level: 42 },
      resolvedAt: null,
    });
    expect(bug.itemName).toBeUndefined();
    expect(bug.events).toEqual([
      expect.objectContaining({ kind: 'reported', to: 'todo', actorName: me.account.username }),
    ]);
    // The answer is made from what was written: it is the bug as read back, event ids included.
    const readBack = await ctx().app.inject({ method: 'GET', url: `/api/bugs/${bug.id}` });
    expect(readBack.json().data).toEqual(bug);

    // The snapshot stays as it was when the character levels up later.
    await ctx()
      .dbs.characters.updateTable('characters')
      .set({ level: 50 })
      .where('guid', '=', me.character.guid)
      .execute();
    const again = await ctx().app.inject({ method: 'GET', url: `/api/bugs/${bug.id}` });
    expect(again.json().data.character.level).toBe(42);
  });

  it('keeps the priority the reporter chose and the class of a class bug', async () => {
    const me = await player(ctx());
    const res = await report(ctx(), me, {
      title: 'Death Grip misses',
      description: 'Pulls the target halfway only.',
      category: 'class',
      className: 'Death Knight',
      priority: 'high',
      characterId: me.character.guid,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ priority: 'high', className: 'Death Knight', category: 'class' });
  });

  it.each([
    ['no title', { title: undefined }, SPEC.titleAndDescription, 'title'],
    ['a blank title', { title: '   ' }, SPEC.titleAndDescription, 'title'],
    ['no description', { description: '' }, SPEC.titleAndDescription, 'description'],
    ['no character', { characterId: undefined }, SPEC.character, 'characterId'],
    ['character 0', { characterId: 0 }, SPEC.character, 'characterId'],
    ['no quest name', { questName: ' ' }, SPEC.questName, 'questName'],
    ['no class name', { category: 'class', questName: undefined }, SPEC.className, 'className'],
    ['no item name', { category: 'items' }, SPEC.itemName, 'itemName'],
    ['an unknown class', { category: 'class', className: 'Monk' }, 'Class name must be one of', 'className'],
    ['an unknown category', { category: 'pets' }, 'Category must be one of', 'category'],
    ['an unknown priority', { priority: 'urgent' }, 'Priority must be one of', 'priority'],
    ['a title too long', { title: 'x'.repeat(121) }, 'Title must be at most 120 characters', 'title'],
  ])('answers 400 to %s with the exact message', async (_name, change, message, path) => {
    const me = await player(ctx());
    const res = await report(ctx(), me, questReport(me, change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().error).toContain(message);
    expect(res.json().details).toContainEqual({ path, message: expect.stringContaining(message) });
  });

  it('gives the messages in the order of the spec', async () => {
    const me = await player(ctx());
    const res = await report(ctx(), me, { category: 'quests' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SPEC.titleAndDescription);
    const noCharacter = await report(ctx(), me, { title: 't', description: 'd', category: 'items' });
    expect(noCharacter.json().error).toBe(SPEC.character);
  });

  it("refuses another account's character with 403 and an unknown one with 400", async () => {
    const me = await player(ctx());
    const other = await player(ctx());
    const theirs = await report(ctx(), me, questReport(me, { characterId: other.character.guid }));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'This character does not belong to your account',
    });
    const unknown = await report(ctx(), me, questReport(me, { characterId: 987_654_321 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('The selected character does not exist');
  });

  it('refuses a character the core has unlinked by deletion', async () => {
    const me = await player(ctx());
    // CHAR_UPD_DELETE_INFO, as the worldserver writes it (docs/game-core.md §4.5).
    await ctx()
      .dbs.characters.updateTable('characters')
      .set({
        deleteInfos_Name: me.character.name,
        deleteInfos_Account: me.account.id,
        deleteDate: Math.floor(Date.now() / 1000),
        name: '',
        account: 0,
      })
      .where('guid', '=', me.character.guid)
      .execute();
    const res = await report(ctx(), me, questReport(me));
    expect(res.statusCode).toBe(400);
  });

  it('allows 10 reports an hour per account, then answers 429', async () => {
    const me = await player(ctx());
    for (let i = 0; i < 10; i++) {
      const res = await report(ctx(), me, questReport(me, { title: `Report ${i}` }));
      expect(res.statusCode).toBe(201);
    }
    const eleventh = await report(ctx(), me, questReport(me));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(eleventh.json().error).toContain('10 bugs per hour');
    // The oldest report leaves the window in a little under an hour: that is when to try again.
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Another account is not limited by this one.
    const other = await player(ctx());
    expect((await report(ctx(), other, questReport(other))).statusCode).toBe(201);

    // An hour later the window has moved on.
    await ctx()
      .dbs.web.updateTable('bug')
      .set({ created_at: Date.now() - 61 * 60 * 1000 })
      .where('reporter_id', '=', me.account.id)
      .execute();
    expect((await report(ctx(), me, questReport(me))).statusCode).toBe(201);
  });

  it('holds the hourly cap against many reports sent at once', async () => {
    const me = await player(ctx());
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => report(ctx(), me, questReport(me, { title: `Burst ${i}` }))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    const stored = await ctx()
      .dbs.web.selectFrom('bug')
      .select('id')
      .where('reporter_id', '=', me.account.id)
      .execute();
    expect(stored).toHaveLength(10);
  });
});

describeEachDatabase('GET /api/bugs', (ctx) => {
  it('is public, newest first, with paging', async () => {
    const me = await player(ctx());
    const word = marker();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await reported(ctx(), me, { title: `Ordered ${word} ${i}` })).id);
    const all = await list(ctx(), `search=${word}`);
    expect(all.data.map((b) => b.id)).toEqual([...ids].reverse());
    expect(all.total).toBe(3);
    const second = await list(ctx(), `search=${word}&page=2&pageSize=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.data.map((b) => b.id)).toEqual([ids[0]]);
  });

  it('searches title, description, quest, item and class names, case-insensitively', async () => {
    const me = await player(ctx());
    const word = marker();
    const inTitle = await reported(ctx(), me, { title: `Title ${word.toUpperCase()}` });
    const inDescription = await reported(ctx(), me, { description: `Long text ${word} here` });
    const inQuest = await reported(ctx(), me, { questName: `Quest ${word}` });
    const inItem = await reported(ctx(), me, { category: 'items', itemName: `Blade of ${word}` });
    await reported(ctx(), me, { title: 'Unrelated' });
    const found = await list(ctx(), `search=${word.slice(0, 8).toUpperCase()}`);
    expect(found.data.map((b) => b.id).sort()).toEqual(
      [inTitle.id, inDescription.id, inQuest.id, inItem.id].sort(),
    );

    const classBug = await reported(ctx(), me, {
      category: 'class',
      className: 'Warlock',
      description: `Soul shards ${word}b vanish`,
    });
    const byClass = await list(ctx(), `category=class&search=WARLOCK`);
    expect(byClass.data.map((b) => b.id)).toContain(classBug.id);
    expect(byClass.data.every((b) => b.category === 'class')).toBe(true);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const me = await player(ctx());
    const word = marker();
    const percent = await reported(ctx(), me, { title: `Haste at 100% ${word}` });
    await reported(ctx(), me, { title: `Haste at 100 ${word}` });
    const found = await list(ctx(), `search=${encodeURIComponent(`100% ${word}`)}`);
    expect(found.data.map((b) => b.id)).toEqual([percent.id]);
    const underscore = await list(ctx(), `search=${encodeURIComponent(`${word.slice(0, 4)}_`)}`);
    expect(underscore.total).toBe(0);
  });

  it('combines filters with AND and values inside one filter with OR', async () => {
    const me = await player(ctx());
    const admin = await player(ctx(), ['admin']);
    const word = marker();
    const make = async (category: string, priority: string, extra: Record<string, unknown> = {}) =>
      (
        await reported(ctx(), me, {
          category,
          priority,
          title: `${category} ${priority} ${word}`,
          questName: 'Q',
          itemName: 'I',
          className: 'Mage',
          ...extra,
        })
      ).id;
    const questLow = await make('quests', 'low');
    const questHigh = await make('quests', 'high');
    const itemHigh = await make('items', 'high');
    const classMedium = await make('class', 'medium');
    const otherHigh = await make('other', 'high');
    await update(ctx(), admin, questHigh, { status: 'work_in_progress' });
    await update(ctx(), admin, otherHigh, { status: 'done' });

    const ids = async (query: string) =>
      (await list(ctx(), `search=${word}&${query}`)).data.map((b) => b.id).sort((a, b) => a - b);
    const sorted = (...n: number[]) => n.sort((a, b) => a - b);

    expect(await ids('priority=high')).toEqual(sorted(questHigh, itemHigh, otherHigh));
    expect(await ids('priority=low,medium')).toEqual(sorted(questLow, classMedium));
    expect(await ids('category=quests,items')).toEqual(sorted(questLow, questHigh, itemHigh));
    expect(await ids('category=quests&priority=high')).toEqual([questHigh]);
    expect(await ids('status=todo&priority=high')).toEqual([itemHigh]);
    expect(await ids('status=work_in_progress,done&category=quests,other')).toEqual(
      sorted(questHigh, otherHigh),
    );
    expect(await ids('status=validation')).toEqual([]);

    // The counts cover every filter but status, so the board's three columns and counters agree.
    const page = await list(ctx(), `search=${word}&priority=high&status=todo`);
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({
      todo: 1,
      need_more_context: 0,
      work_in_progress: 1,
      validation: 0,
      done: 1,
      not_a_bug: 0,
    });
  });

  it('shows a change and a deletion at once', async () => {
    const me = await player(ctx());
    const admin = await player(ctx(), ['admin']);
    const word = marker();
    const bug = await reported(ctx(), me, { title: `Fresh ${word}` });
    expect((await list(ctx(), `search=${word}&status=todo`)).data.map((b) => b.id)).toEqual([bug.id]);
    await update(ctx(), admin, bug.id, { status: 'done' });
    expect((await list(ctx(), `search=${word}&status=todo`)).total).toBe(0);
    expect((await list(ctx(), `search=${word}`)).counts.done).toBe(1);
    await ctx().app.inject({ method: 'DELETE', url: `/api/bugs/${bug.id}`, headers: admin.headers });
    expect((await list(ctx(), `search=${word}`)).total).toBe(0);
  });

  it('filters the whole board: every row matches, every match is there', async () => {
    const me = await player(ctx());
    const mine = await reported(ctx(), me, { priority: 'low', category: 'other' });
    const res = await list(ctx(), 'priority=low&category=other&pageSize=100');
    expect(res.data.every((b) => b.priority === 'low' && b.category === 'other')).toBe(true);
    expect(res.data.map((b) => b.id)).toContain(mine.id);
    const none = await list(ctx(), 'priority=high&category=other&pageSize=100');
    expect(none.data.map((b) => b.id)).not.toContain(mine.id);
    // The counts add up to the total.
    const sum = Object.values(res.counts).reduce((a, b) => a + b, 0);
    expect(sum).toBe(res.total);
    const todoOnly = await list(ctx(), 'priority=low&category=other&status=todo');
    expect(todoOnly.total).toBe(res.counts.todo);
    expect(todoOnly.data.every((b) => b.status === 'todo')).toBe(true);
  });

  it.each([
    ['an unknown status', 'status=todo,closed', 'Unknown status "closed"'],
    ['an unknown priority', 'priority=urgent', 'Unknown priority "urgent"'],
    ['an unknown category', 'category=pets', 'Unknown category "pets"'],
    ['a page size over 100', 'pageSize=500', ''],
    ['page 0', 'page=0', ''],
    ['a search too long', `search=${'a'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('answers 400 to %s', async (_name, query, message) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/bugs?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().error).toContain(message);
  });
});

describeEachDatabase('exploit reports', (ctx) => {
  it('are seen only by their reporter and by staff', async () => {
    const reporter = await player(ctx());
    const stranger = await player(ctx());
    const moderator = await player(ctx(), ['moderator']);
    const admin = await player(ctx(), ['admin']);
    const word = marker();
    const exploit = await reported(ctx(), reporter, {
      title: `Gold dupe ${word}`,
      isExploit: true,
      category: 'other',
    });
    expect(exploit.isExploit).toBe(true);
    const visible = await reported(ctx(), reporter, { title: `Public ${word}` });

    const seen = async (who?: Player) => (await list(ctx(), `search=${word}`, who)).data.map((b) => b.id);
    expect(await seen()).toEqual([visible.id]);
    expect(await seen(stranger)).toEqual([visible.id]);
    expect(await seen(reporter)).toEqual([visible.id, exploit.id]);
    expect(await seen(moderator)).toEqual([visible.id, exploit.id]);
    expect(await seen(admin)).toEqual([visible.id, exploit.id]);
    expect((await list(ctx(), `search=${word}`)).counts.todo).toBe(1);
    // The whole board, without a search, hides it the same way.
    const everyone = (await list(ctx(), 'status=todo&pageSize=100')).total;
    const staff = (await list(ctx(), 'status=todo&pageSize=100', moderator)).total;
    expect(staff - everyone).toBeGreaterThanOrEqual(1);
    expect((await list(ctx(), 'status=todo&pageSize=100')).data.every((b) => !b.isExploit)).toBe(true);

    const one = (who?: Player) =>
      ctx().app.inject({ method: 'GET', url: `/api/bugs/${exploit.id}`, headers: who?.headers ?? {} });
    expect((await one()).statusCode).toBe(404);
    expect((await one(stranger)).statusCode).toBe(404);
    expect((await one(reporter)).statusCode).toBe(200);
    expect((await one(moderator)).statusCode).toBe(200);

    // Nobody else can act on it either.
    expect((await update(ctx(), stranger, exploit.id, { title: 'mine now' })).statusCode).toBe(404);
  });
});

describeEachDatabase('GET /api/bugs/{id} and /api/bugs/my/bugs', (ctx) => {
  it('gives one bug to anyone, with its events', async () => {
    const me = await player(ctx());
    const bug = await reported(ctx(), me);
    const res = await ctx().app.inject({ method: 'GET', url: `/api/bugs/${bug.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: bug.id, events: [{ kind: 'reported' }] });
  });

  it('answers 404 to an unknown bug and 400 to a bad id', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/bugs/99999999' })).statusCode).toBe(404);
    const bad = await ctx().app.inject({ method: 'GET', url: '/api/bugs/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it("lists only the caller's own reports, exploits included", async () => {
    const me = await player(ctx());
    const other = await player(ctx());
    const a = await reported(ctx(), me);
    const b = await reported(ctx(), me, { isExploit: true });
    await reported(ctx(), other);
    const res = await ctx().app.inject({ method: 'GET', url: '/api/bugs/my/bugs', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, total: 2, page: 1 });
    expect(res.json().data.map((x: Bug) => x.id)).toEqual([b.id, a.id]);
    const anonymous = await ctx().app.inject({ method: 'GET', url: '/api/bugs/my/bugs' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describeEachDatabase('PUT /api/bugs/{id}', (ctx) => {
  it('lets a moderator move a bug with a comment, recording the event and an audit entry', async () => {
    const me = await player(ctx());
    const moderator = await player(ctx(), ['moderator']);
    const bug = await reported(ctx(), me);
    const res = await update(ctx(), moderator, bug.id, {
      status: 'work_in_progress',
      comment: 'Reproduced on the test realm',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as BugDetail;
    expect(data.status).toBe('work_in_progress');
    expect(data.events.at(-1)).toMatchObject({
      kind: 'status',
      from: 'todo',
      to: 'work_in_progress',
      comment: 'Reproduced on the test realm',
      actorName: moderator.account.username,
    });
    const audit = await ctx()
      .dbs.web.selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'bug')
      .where('target_id', '=', String(bug.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'bug.update', actor_name: moderator.account.username });
    expect(JSON.parse(audit[0]!.details)).toMatchObject({
      before: { status: 'todo' },
      after: { status: 'work_in_progress' },
      comment: 'Reproduced on the test realm',
    });
  });

  it('lets an admin change priority and category, and comment alone', async () => {
    const me = await player(ctx());
    const admin = await player(ctx(), ['admin']);
    const bug = await reported(ctx(), me);
    const res = await update(ctx(), admin, bug.id, { priority: 'high', category: 'other' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ priority: 'high', category: 'other', status: 'todo' });
    const kinds = (res.json().data as BugDetail).events.map((e) => [e.kind, e.from, e.to]);
    expect(kinds).toEqual([
      ['reported', null, 'todo'],
      ['priority', 'medium', 'high'],
      ['category', 'quests', 'other'],
    ]);
    const comment = await update(ctx(), admin, bug.id, { comment: 'Which zone were you in?' });
    expect(comment.statusCode).toBe(200);
    expect(comment.json().data.events.at(-1)).toMatchObject({
      kind: 'comment',
      comment: 'Which zone were you in?',
    });
  });

  it('stamps the resolution time when a bug is done and clears it when reopened', async () => {
    const me = await player(ctx());
    const admin = await player(ctx(), ['admin']);
    const bug = await reported(ctx(), me);
    const done = await update(ctx(), admin, bug.id, { status: 'done' });
    expect(done.json().data.resolvedAt).not.toBeNull();
    const notABug = await update(ctx(), admin, bug.id, { status: 'not_a_bug' });
    expect(notABug.json().data.resolvedAt).toBe(done.json().data.resolvedAt);
    const reopened = await update(ctx(), admin, bug.id, { status: 'validation' });
    expect(reopened.json().data.resolvedAt).toBeNull();
  });

  it('lets the reporter edit title and description only while the bug waits on them', async () => {
    const me = await player(ctx());
    const admin = await player(ctx(), ['admin']);
    const word = marker();
    const bug = await reported(ctx(), me);
    const edited = await update(ctx(), me, bug.id, { title: `Kobold candles ${word}` });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.title).toBe(`Kobold candles ${word}`);
    expect(edited.json().data.events.at(-1)).toMatchObject({ kind: 'edit', to: 'title' });
    // The search sees the new title.
    expect((await list(ctx(), `search=${word}`)).data.map((b) => b.id)).toEqual([bug.id]);
    // No audit entry for a player's own edit.
    const audit = await ctx()
      .dbs.web.selectFrom('audit_log')
      .select('id')
      .where('target_id', '=', String(bug.id))
      .execute();
    expect(audit).toEqual([]);

    await update(ctx(), admin, bug.id, { status: 'need_more_context' });
    expect((await update(ctx(), me, bug.id, { description: 'More context' })).statusCode).toBe(200);
    await update(ctx(), admin, bug.id, { status: 'work_in_progress' });
    const late = await update(ctx(), me, bug.id, { description: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('FORBIDDEN');
  });

  it('refuses triage from players, edits from anyone but the reporter, and anonymous calls', async () => {
    const me = await player(ctx());
    const stranger = await player(ctx());
    const moderator = await player(ctx(), ['moderator']);
    const bug = await reported(ctx(), me);
    expect((await update(ctx(), null, bug.id, { status: 'done' })).statusCode).toBe(401);
    expect((await update(ctx(), me, bug.id, { status: 'done' })).statusCode).toBe(403);
    expect((await update(ctx(), me, bug.id, { comment: 'bump' })).statusCode).toBe(403);
    expect((await update(ctx(), stranger, bug.id, { priority: 'high' })).statusCode).toBe(403);
    expect((await update(ctx(), stranger, bug.id, { title: 'Hijacked' })).statusCode).toBe(403);
    expect((await update(ctx(), moderator, bug.id, { title: 'Reworded' })).statusCode).toBe(403);
    const after = await ctx().app.inject({ method: 'GET', url: `/api/bugs/${bug.id}` });
    expect(after.json().data).toMatchObject({ status: 'todo', priority: 'medium', title: bug.title });
    expect(after.json().data.events).toHaveLength(1);
  });

  it.each([
    ['an invalid status', { status: 'closed' }, 'Status must be one of'],
    ['an invalid priority', { priority: 'urgent' }, 'Priority must be one of'],
    ['an empty change', {}, 'Nothing to change'],
    ['a blank title', { title: ' ' }, SPEC.titleAndDescription],
  ])('answers 400 to %s', async (_name, payload, message) => {
    const me = await player(ctx());
    const admin = await player(ctx(), ['admin']);
    const bug = await reported(ctx(), me);
    const res = await update(ctx(), admin, bug.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('answers 404 to an unknown bug', async () => {
    const admin = await player(ctx(), ['admin']);
    expect((await update(ctx(), admin, 99_999_999, { status: 'done' })).statusCode).toBe(404);
  });
});

describeEachDatabase('DELETE /api/bugs/{id}', (ctx) => {
  it('is for admins only', async () => {
    const me = await player(ctx());
    const moderator = await player(ctx(), ['moderator']);
    const admin = await player(ctx(), ['admin']);
    const bug = await reported(ctx(), me);
    const del = (who: Player | null) =>
      ctx().app.inject({ method: 'DELETE', url: `/api/bugs/${bug.id}`, headers: who?.headers ?? {} });
    expect((await del(null)).statusCode).toBe(401);
    expect((await del(me)).statusCode).toBe(403);
    expect((await del(moderator)).statusCode).toBe(403);
    const ok = await del(admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Bug deleted' });
    expect((await ctx().app.inject({ method: 'GET', url: `/api/bugs/${bug.id}` })).statusCode).toBe(404);
    const events = await ctx()
      .dbs.web.selectFrom('bug_event')
      .select('id')
      .where('bug_id', '=', bug.id)
      .execute();
    expect(events).toEqual([]);
    const audit = await ctx()
      .dbs.web.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'bug.delete')
      .where('target_id', '=', String(bug.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect((await del(admin)).statusCode).toBe(404);
  });
});

describeEachDatabase('bugs in the language asked for', (ctx) => {
  const NBSP = '\u00a0';
  const inFrench = (who: Player) => ({ ...who.headers, 'accept-language': 'fr' });
  const send = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('says a report made, and the rules it breaks, in French when asked, in English otherwise', async () => {
    const me = await player(ctx());
    const french = await send('POST', '/api/bugs', inFrench(me), questReport(me));
    expect(french.statusCode, french.body).toBe(201);
    expect(french.json().message).toBe(`Bug signalé avec succès${NBSP}!`);
    const english = await send('POST', '/api/bugs', me.headers, questReport(me));
    expect(english.json().message).toBe('Bug reported successfully!');

    const untitled = await send('POST', '/api/bugs', inFrench(me), questReport(me, { title: ' ' }));
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toMatchObject({
      error: 'Le titre et la description sont obligatoires',
      details: [{ path: 'title', message: 'Le titre et la description sont obligatoires' }],
    });
    const other = await player(ctx());
    const theirs = await send(
      'POST',
      '/api/bugs',
      inFrench(me),
      questReport(me, { characterId: other.character.guid }),
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe('Ce personnage n’appartient pas à votre compte');
  });

  it('refuses a filter and says a deletion in French', async () => {
    const me = await player(ctx());
    const admin = await player(ctx(), ['admin']);
    const filter = await ctx().app.inject({
      method: 'GET',
      url: '/api/bugs?status=closed',
      headers: { 'accept-language': 'fr' },
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().error).toBe(
      `Valeur de status inconnue${NBSP}: «${NBSP}closed${NBSP}». Valeurs possibles${NBSP}: ` +
        'todo, need_more_context, work_in_progress, validation, done, not_a_bug',
    );
    const bug = await reported(ctx(), me);
    const gone = await send('DELETE', `/api/bugs/${bug.id}`, inFrench(admin));
    expect(gone.json()).toEqual({ success: true, message: 'Bug supprimé' });
    const missing = await send('DELETE', `/api/bugs/${bug.id}`, inFrench(admin));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Bug introuvable');
  });
});

describe('OpenAPI', () => {
  describeEachDatabase('bug calls', (ctx) => {
    it('are documented', async () => {
      const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/bugs', '/api/bugs/{id}', '/api/bugs/my/bugs']),
      );
    });
  });
});
