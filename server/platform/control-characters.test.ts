import { expect, it } from 'vitest';
import { bearer, createAccount, createCharacter, signIn } from '../test/factories.ts';
import { describeEachDatabase } from '../test/harness.ts';

describeEachDatabase('text with control characters', (ctx) => {
  it('is refused with a 400 naming the field, in a body or a query, and nothing is written', async () => {
    const player = await createAccount(ctx());
    const character = await createCharacter(ctx(), { account: player.id });
    const headers = bearer(await signIn(ctx(), player));
    const report = await ctx().app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers,
      payload: {
        title: 'Quest giver\u0000 hidden tail',
        description: 'The quest giver in Goldshire does not answer.',
        characterId: character.guid,
        category: 'quests',
        questName: 'A Threat Within',
      },
    });
    expect(report.statusCode).toBe(400);
    expect(report.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'title contains a control character that cannot be stored.',
      details: [{ path: 'title' }],
    });
    const bugs = await ctx()
      .dbs.web.selectFrom('bug')
      .select('id')
      .where('reporter_id', '=', player.id)
      .execute();
    expect(bugs).toEqual([]);

    const search = await ctx().app.inject({ method: 'GET', url: '/api/bugs?search=a%07b' });
    expect(search.statusCode).toBe(400);
    expect(search.json().details).toEqual([expect.objectContaining({ path: 'search' })]);
    const french = await ctx().app.inject({
      method: 'GET',
      url: '/api/bugs?search=a%07b',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().error).toBe(
      'search contient un caractère de contrôle qui ne peut pas être enregistré.',
    );
    // Tabs and line breaks are text.
    expect((await ctx().app.inject({ method: 'GET', url: '/api/bugs?search=a%09b' })).statusCode).toBe(200);
  });
});
