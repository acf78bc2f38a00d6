import { afterAll, beforeEach, expect, it } from 'vitest';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';
import { startFakeWorldserver } from '../../test/fake-worldserver.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { withRealmAnswering } from '../../test/worldserver-listeners.ts';

const fake = await startFakeWorldserver();
afterAll(() => fake.close());

async function player(c: TestContext) {
  const account = await createAccount(c);
  return { account, token: await signIn(c, account) };
}

async function realmOf(c: TestContext) {
  return c.dbs.auth.selectFrom('realmlist').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
}

/** A character away from home: on a transport, on a flight path, with a hearthstone location. */
async function strandedCharacter(c: TestContext, account: number, online = 0) {
  const ch = await createCharacter(c, { account, online, map: 571, zone: 67, level: 77, race: 10, class: 8 });
  await c.dbs.characters
    .updateTable('characters')
    .set({
      position_x: 123.5,
      position_y: -456.25,
      position_z: 78,
      orientation: 2.5,
      trans_x: 1.5,
      trans_y: 2.5,
      trans_z: 3.5,
      transguid: 9001,
      taxi_path: '12 34',
      cinematic: 0,
    })
    .where('guid', '=', ch.guid)
    .execute();
  await c.dbs.characters
    .insertInto('character_homebind')
    .values({ guid: ch.guid, mapId: 530, zoneId: 3487, posX: 9487.5, posY: -7279.25, posZ: 14.25 })
    .execute();
  return ch;
}

async function position(c: TestContext, guid: number) {
  return c.dbs.characters
    .selectFrom('characters')
    .select([
      'position_x',
      'position_y',
      'position_z',
      'orientation',
      'map',
      'zone',
      'trans_x',
      'trans_y',
      'trans_z',
      'transguid',
      'taxi_path',
      'cinematic',
    ])
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();
}

function unstuck(c: TestContext, token: string | undefined, realmId: number | string, guid: number | string) {
  return c.app.inject({
    method: 'POST',
    url: `/api/account/characters/${realmId}/${guid}/unstuck`,
    headers: token ? bearer(token) : {},
  });
}

async function auditOf(c: TestContext, guid: number) {
  const rows = await c.dbs.web
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'character.unstuck')
    .where('target_id', '=', String(guid))
    .execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

describeEachDatabase('the player’s own characters and unstuck', (ctx) => {
  it('answers 401 to anonymous callers', async () => {
    const c = ctx();
    expect((await c.app.inject({ method: 'GET', url: '/api/account/characters' })).statusCode).toBe(401);
    expect((await unstuck(c, undefined, 1, 1000)).statusCode).toBe(401);
    expect((await unstuck(c, undefined, 'x', 'y')).statusCode).toBe(401);
  });

  it("lists the owner's characters with their realm, never another player's", async () => {
    const c = ctx();
    const me = await player(c);
    const other = await player(c);
    const realm = await realmOf(c);
    const mine = await createCharacter(c, {
      account: me.account.id,
      level: 80,
      race: 4,
      class: 11,
      online: 1,
    });
    await createCharacter(c, { account: other.account.id });
    const list = () =>
      c.app.inject({ method: 'GET', url: '/api/account/characters', headers: bearer(me.token) });
    // Marked online by a worldserver that does not answer: not in game.
    expect((await list()).json().data).toMatchObject([{ guid: mine.guid, online: false }]);
    const res = await withRealmAnswering(c, realm.id, list);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        realm: { id: realm.id, name: realm.name },
        guid: mine.guid,
        name: mine.name,
        level: 80,
        race: 4,
        class: 11,
        map: 0,
        zone: 12,
        online: true,
        totaltime: 3600,
        logout_time: mine.logout_time,
        unstuckAvailableAt: null,
      },
    ]);
  });

  it("moves an offline character home as the core's offline .unstuck, once per cooldown, as the player's own action", async () => {
    const c = ctx();
    const me = await player(c);
    const realm = await realmOf(c);
    const ch = await strandedCharacter(c, me.account.id);
    const res = await unstuck(c, me.token, realm.id, ch.guid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `${ch.name} is back at their hearthstone location. Log in to play on.`,
      data: { realmId: realm.id, guid: ch.guid, name: ch.name, via: 'database' },
    });
    expect(await position(c, ch.guid)).toEqual({
      position_x: 9487.5,
      position_y: -7279.25,
      position_z: 14.25,
      orientation: 0,
      map: 530,
      zone: 3487,
      trans_x: 0,
      trans_y: 0,
      trans_z: 0,
      transguid: 0,
      taxi_path: '',
      cinematic: 1,
    });
    const [audit] = await auditOf(c, ch.guid);
    expect(audit).toMatchObject({
      actor_id: me.account.id,
      actor_name: me.account.username,
      details: {
        by: 'owner',
        via: 'database',
        realmId: realm.id,
        name: ch.name,
        before: { map: 571, zone: 67, x: 123.5, y: -456.25, z: 78 },
        after: { map: 530, zone: 3487, x: 9487.5, y: -7279.25, z: 14.25 },
      },
    });

    const again = await unstuck(c, me.token, realm.id, ch.guid);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: `${ch.name} was unstuck a short while ago: you can do it again in 1 hour.`,
    });
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await auditOf(c, ch.guid)).toHaveLength(1);
    const listed = (
      await c.app.inject({ method: 'GET', url: '/api/account/characters', headers: bearer(me.token) })
    ).json().data[0];
    expect(Date.parse(listed.unstuckAvailableAt) - Date.now()).toBeGreaterThan(3_500_000);

    // Once the hour has passed, again.
    await c.dbs.web
      .updateTable('unstuck_use')
      .set({ used_at: Date.now() - 3_600_001 })
      .where('guid', '=', ch.guid)
      .execute();
    expect((await unstuck(c, me.token, realm.id, ch.guid)).statusCode).toBe(200);
  });

  it("never moves another player's character, nor one on a realm it is not on", async () => {
    const c = ctx();
    const me = await player(c);
    const owner = await player(c);
    const realm = await realmOf(c);
    const theirs = await strandedCharacter(c, owner.account.id);
    const before = await position(c, theirs.guid);
    const res = await unstuck(c, me.token, realm.id, theirs.guid);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await unstuck(c, owner.token, realm.id + 1000, theirs.guid)).statusCode).toBe(404);
    expect((await unstuck(c, me.token, realm.id, 'abc')).statusCode).toBe(400);
    expect(await position(c, theirs.guid)).toEqual(before);
    // The owner's cooldown was not spent by the refusals.
    expect((await unstuck(c, owner.token, realm.id, theirs.guid)).statusCode).toBe(200);
  });

  it('refuses an online character without a console, and a character with no home, spending no cooldown', async () => {
    const c = ctx();
    const me = await player(c);
    const realm = await realmOf(c);
    const online = await strandedCharacter(c, me.account.id, 1);
    const before = await position(c, online.guid);
    const res = await withRealmAnswering(c, realm.id, () => unstuck(c, me.token, realm.id, online.guid));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'WORLDSERVER_UNAVAILABLE',
      error: expect.stringContaining('Log out of the game, then try again'),
    });
    // Still marked by a worldserver that stopped: refused until its next start clears the mark.
    const stale = await unstuck(c, me.token, realm.id, online.guid);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CHARACTER_ONLINE',
      error: `${online.name} is still marked in the game: ${realm.name} stopped without logging the character out. The mark clears when the realm starts again; try again then.`,
    });
    expect(await position(c, online.guid)).toEqual(before);
    await c.dbs.characters
      .updateTable('characters')
      .set({ online: 0 })
      .where('guid', '=', online.guid)
      .execute();
    expect((await unstuck(c, me.token, realm.id, online.guid)).statusCode).toBe(200);

    const homeless = await createCharacter(c, { account: me.account.id });
    const none = await unstuck(c, me.token, realm.id, homeless.guid);
    expect(none.statusCode).toBe(409);
    expect(await auditOf(c, homeless.guid)).toEqual([]);
  });

  it("answers in the player's language: what was done, the wait, and refusals", async () => {
    const c = ctx();
    const me = await player(c);
    const other = await player(c);
    const realm = await realmOf(c);
    const ch = await strandedCharacter(c, me.account.id);
    const inFrench = (realmId: number | string, guid: number | string, token = me.token) =>
      c.app.inject({
        method: 'POST',
        url: `/api/account/characters/${realmId}/${guid}/unstuck`,
        headers: { ...bearer(token), 'accept-language': 'fr' },
      });

    expect((await inFrench(realm.id, ch.guid)).json().message).toBe(
      `${ch.name} est de retour à l’emplacement de sa pierre de foyer. Connectez-vous pour continuer à jouer.`,
    );
    expect((await inFrench(realm.id, ch.guid)).json().error).toBe(
      `${ch.name} a été débloqué il y a peu\u00a0: vous pourrez recommencer dans 1 heure.`,
    );
    expect((await inFrench(realm.id, ch.guid, other.token)).json().error).toBe(
      `Votre compte n’a pas de personnage ${ch.guid} sur le royaume ${realm.id}.`,
    );
    expect((await unstuck(c, other.token, realm.id, ch.guid)).json().error).toBe(
      `Your account has no character ${ch.guid} on realm ${realm.id}.`,
    );
    const homeless = await createCharacter(c, { account: me.account.id });
    expect((await inFrench(realm.id, homeless.guid)).json().error).toBe(
      `${homeless.name} n’a pas d’emplacement de pierre de foyer où retourner. Veuillez contacter l’équipe.`,
    );
    // A rule of the contract, in French too.
    expect((await inFrench(realm.id, 'abc')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Le guid du personnage doit être un nombre',
    });
    expect((await unstuck(c, me.token, realm.id, 'abc')).json().error).toBe(
      'Character guid must be a number',
    );
  });

  it('lets one of two requests at once through', async () => {
    const c = ctx();
    const me = await player(c);
    const realm = await realmOf(c);
    const ch = await strandedCharacter(c, me.account.id);
    const answers = await Promise.all([
      unstuck(c, me.token, realm.id, ch.guid),
      unstuck(c, me.token, realm.id, ch.guid),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(await auditOf(c, ch.guid)).toHaveLength(1);
  });
});

describeEachDatabase(
  'the player’s unstuck through the worldserver console',
  (ctx) => {
    beforeEach(() => {
      fake.commands.length = 0;
      fake.reply(() => undefined);
    });

    it('sends `unstuck NAME inn` for an online character and leaves the row to the worldserver', async () => {
      const c = ctx();
      const me = await player(c);
      const realm = await realmOf(c);
      const ch = await strandedCharacter(c, me.account.id, 1);
      const before = await position(c, ch.guid);
      const res = await withRealmAnswering(c, realm.id, () => unstuck(c, me.token, realm.id, ch.guid));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ via: 'console' });
      expect(fake.commands.map((x) => x.command)).toEqual([`unstuck ${ch.name} inn`]);
      expect(await position(c, ch.guid)).toEqual(before);
      expect((await auditOf(c, ch.guid))[0]).toMatchObject({
        actor_id: me.account.id,
        details: { by: 'owner', via: 'console' },
      });
      expect(
        (await withRealmAnswering(c, realm.id, () => unstuck(c, me.token, realm.id, ch.guid))).statusCode,
      ).toBe(429);
    });

    it('gives the cooldown back when the console refuses', async () => {
      const c = ctx();
      const me = await player(c);
      const realm = await realmOf(c);
      const ch = await strandedCharacter(c, me.account.id, 1);
      fake.reply(() => ({ fault: "You can't do that right now." }));
      await withRealmAnswering(c, realm.id, async () => {
        const res = await unstuck(c, me.token, realm.id, ch.guid);
        expect(res.statusCode).toBe(502);
        expect(await auditOf(c, ch.guid)).toEqual([]);
        fake.reply(() => undefined);
        expect((await unstuck(c, me.token, realm.id, ch.guid)).statusCode).toBe(200);
      });
    });
  },
  { WORLDSERVER_SOAP_URL: fake.url, UNSTUCK_COOLDOWN: '2h' },
);
