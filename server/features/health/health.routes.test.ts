import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('GET /api/health', (ctx) => {
  it("reports the three databases and each realm's characters database", async () => {
    const c = ctx();
    const res = await c.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        version: 'test',
        databases: { auth: 'ok', characters: 'ok', web: 'ok' },
        rateLimits: 'in-process',
        realms: c.realms.withCharacters().map((r) => ({ id: r.id, name: r.name, characters: 'ok' })),
        twoFactor: { state: 'ok' },
      },
    });
  });

  it('answers unknown API paths with the JSON 404 envelope', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'No such API endpoint' });
    const post = await ctx().app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
    const french = await ctx().app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Ce point d’accès de l’API n’existe pas',
    });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('answers an over-long path parameter 414 and a malformed address 400, in the envelope', async () => {
    for (const url of [
      `/api/news/${'1'.repeat(150)}`,
      `/api/admin/accounts/${'1'.repeat(200)}/security/-1`,
    ]) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(414);
      expect(res.json()).toEqual({
        success: false,
        error: 'This address is too long.',
        message: 'This address is too long.',
        code: 'BAD_REQUEST',
      });
    }
    const bad = await ctx().app.inject({ method: 'GET', url: '/api/news/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      error: 'This address is not valid.',
    });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describeEachDatabase('GET /api/health with a database down', (ctx) => {
  it('answers 503 naming the failing database, in the language asked for', async () => {
    // Close the web database underneath the running app.
    await ctx().dbs.web.destroy();
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      error: expect.stringMatching(/^Database unavailable: .*web/),
    });
    expect(res.json().data.databases.web).toBe('down');
    const french = await ctx().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().error).toMatch(/^Base de données indisponible\u00a0: .*web/);
  });
});

describeEachDatabase(
  "GET /api/health with a realm's characters database down",
  (ctx) => {
    it('answers 200, degraded, naming the realm', async () => {
      const c = ctx();
      await c.realms.get(7)!.characters!.db.destroy();
      const res = await c.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.status).toBe('degraded');
      expect(data.databases).toEqual({ auth: 'ok', characters: 'ok', web: 'ok' });
      expect(data.realms).toContainEqual({ id: 7, name: 'Northrend', characters: 'down' });
      expect(data.realms.filter((r: { characters: string }) => r.characters === 'down')).toHaveLength(1);
    });
  },
  {},
  { realms: [{ id: 7, name: 'Northrend' }] },
);
