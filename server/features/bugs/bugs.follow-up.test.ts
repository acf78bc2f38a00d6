import { expect, it } from 'vitest';
import type { BugDetail } from '../../../contract/bugs.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';
import { readOutbox } from '../../test/outbox-reader.ts';

async function player(c: TestContext, roles: Array<'admin' | 'moderator'> = []) {
  const account = await createAccount(c, { roles });
  const token = await signIn(c, account);
  const character = await createCharacter(c, { account: account.id });
  return { account, token, headers: bearer(token), character };
}
type Player = Awaited<ReturnType<typeof player>>;

async function reported(
  c: TestContext,
  who: Player,
  extra: Record<string, unknown> = {},
): Promise<BugDetail> {
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/bugs',
    headers: who.headers,
    payload: {
      title: `Quest ${Date.now()} cannot be handed in`,
      description: 'The quest giver does not offer the reward.',
      category: 'other',
      characterId: who.character.guid,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function triage(c: TestContext, staff: Player, id: number, body: Record<string, unknown>) {
  return c.app.inject({ method: 'PUT', url: `/api/bugs/${id}`, headers: staff.headers, payload: body });
}

function answer(c: TestContext, who: Player | null, id: number, comment: unknown) {
  return c.app.inject({
    method: 'POST',
    url: `/api/bugs/${id}/comments`,
    headers: who ? who.headers : {},
    payload: { comment },
  });
}

const mailsTo = (c: TestContext, email: string) =>
  readOutbox(c.dataDir).filter((m) => m.to.toLowerCase() === email.toLowerCase());

describeEachDatabase('bug follow-up by its reporter, and the status mail', (ctx) => {
  it('lets only the reporter answer: 401 anonymous, 403 another player, 404 an exploit they may not see', async () => {
    const c = ctx();
    const reporter = await player(c);
    const other = await player(c);
    const bug = await reported(c, reporter);
    const exploit = await reported(c, reporter, { isExploit: true });
    expect((await answer(c, null, bug.id, 'hello')).statusCode).toBe(401);
    expect((await answer(c, null, bug.id, 42)).statusCode).toBe(401);
    const theirs = await answer(c, other, bug.id, 'Me too');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe('Only the reporter of a bug can answer on it.');
    expect((await answer(c, other, exploit.id, 'Me too')).statusCode).toBe(404);
    expect((await answer(c, reporter, bug.id, '   ')).statusCode).toBe(400);
    const events = (await c.app.inject({ method: 'GET', url: `/api/bugs/${bug.id}` })).json().data.events;
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(['reported']);
  });

  it('allows 30 answers an hour per reporter, then answers 429 with when to try again', async () => {
    const c = ctx();
    const reporter = await player(c);
    const bug = await reported(c, reporter);
    const answers = await Promise.all(
      Array.from({ length: 34 }, (_, i) => answer(c, reporter, bug.id, `Still happening, try ${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(30);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused[0]!.json().error).toContain('at most 30 times per hour');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3500);
    const events = (await c.app.inject({ method: 'GET', url: `/api/bugs/${bug.id}` })).json().data.events;
    expect(events.filter((e: { comment: string | null }) => e.comment !== null)).toHaveLength(30);

    // Another reporter is not limited by this one.
    const other = await player(c);
    const theirs = await reported(c, other);
    expect((await answer(c, other, theirs.id, 'Me too')).statusCode).toBe(201);
  });

  it('adds a comment to the timeline without moving a report that does not wait on the reporter', async () => {
    const c = ctx();
    const reporter = await player(c);
    const bug = await reported(c, reporter);
    const res = await answer(c, reporter, bug.id, 'It also happens on my alt.');
    expect(res.statusCode).toBe(201);
    const detail = res.json().data as BugDetail;
    expect(detail.status).toBe('todo');
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'comment',
      comment: 'It also happens on my alt.',
      actorName: reporter.account.username,
    });
  });

  it('moves "Need More Context" back to the status it had, mails the reporter when staff move it', async () => {
    const c = ctx();
    const reporter = await player(c);
    const staff = await player(c, ['moderator']);
    const bug = await reported(c, reporter);
    expect((await triage(c, staff, bug.id, { status: 'work_in_progress' })).statusCode).toBe(200);
    const asked = await triage(c, staff, bug.id, {
      status: 'need_more_context',
      comment: 'Which quest giver exactly?',
    });
    expect(asked.statusCode).toBe(200);

    await expect.poll(() => mailsTo(c, reporter.account.email).length, { timeout: 5000 }).toBe(2);
    // The two mails go out in the background, in whichever order they finish.
    const subject = `Your bug report #${bug.id} is now “Need More Context”`;
    const mail = mailsTo(c, reporter.account.email).find((m) => m.subject === subject)!;
    expect(mail).toBeDefined();
    expect(mail.text).toContain('from “Work in Progress” to “Need More Context”');
    expect(mail.text).toContain('The team wrote: Which quest giver exactly?');
    expect(mail.text).toContain(`http://realm.test/account?tab=bugs&bug=${bug.id}`);

    const res = await answer(c, reporter, bug.id, 'Marshal McBride in Northshire.');
    expect(res.statusCode).toBe(201);
    const detail = res.json().data as BugDetail;
    expect(detail.status).toBe('work_in_progress');
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'status',
      from: 'need_more_context',
      to: 'work_in_progress',
      comment: 'Marshal McBride in Northshire.',
      actorName: reporter.account.username,
    });
    // The board shows it in the team's hands again.
    const board = await c.app.inject({ method: 'GET', url: `/api/bugs?status=need_more_context` });
    expect(board.json().data.map((b: { id: number }) => b.id)).not.toContain(bug.id);
    // The reporter's own change is no news to them: the team's next change is the third mail.
    expect((await triage(c, staff, bug.id, { status: 'done' })).statusCode).toBe(200);
    await expect
      .poll(() => mailsTo(c, reporter.account.email).map((m) => m.subject), { timeout: 5000 })
      .toContain(`Your bug report #${bug.id} is now “Done”`);
    expect(mailsTo(c, reporter.account.email)).toHaveLength(3);
  });

  it('goes back to To Do when the report was asked for more context straight away', async () => {
    const c = ctx();
    const reporter = await player(c);
    const staff = await player(c, ['admin']);
    const bug = await reported(c, reporter);
    await triage(c, staff, bug.id, { status: 'need_more_context' });
    const res = await answer(c, reporter, bug.id, 'Here is a screenshot description.');
    expect(res.json().data.status).toBe('todo');
  });

  it('sends nothing to a reporter who turned "Notify me" off', async () => {
    const c = ctx();
    const quiet = await player(c);
    const keen = await player(c);
    const staff = await player(c, ['moderator']);
    const off = await c.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: quiet.headers,
      payload: { bugStatusMail: false },
    });
    expect(off.statusCode).toBe(200);
    const quietBug = await reported(c, quiet);
    const keenBug = await reported(c, keen);
    await triage(c, staff, quietBug.id, { status: 'done' });
    await triage(c, staff, keenBug.id, { status: 'done' });
    // The keen reporter's mail went out after the quiet one's turn.
    await expect.poll(() => mailsTo(c, keen.account.email).length, { timeout: 5000 }).toBe(1);
    expect(mailsTo(c, quiet.account.email)).toHaveLength(0);
  });
});
