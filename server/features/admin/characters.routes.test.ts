import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn } from '../../test/factories.ts';
import { startFakeWorldserver } from '../../test/fake-worldserver.ts';

const fake = await startFakeWorldserver();
afterAll(() => fake.close());

async function adminHeaders(c: TestContext) {
  const admin = await createAccount(c, { roles: ['admin'] });
  return { admin, headers: bearer(await signIn(c, admin)) };
}

async function characterRow(c: TestContext, guid: number) {
  return c.dbs.characters
    .selectFrom('characters')
    .selectAll()
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();
}

/** A character somewhere odd: on a transport, on a flight path, with a known home. */
async function strandedCharacter(c: TestContext, account: number, online = 0) {
  const ch = await createCharacter(c, { account, online, map: 571, zone: 67, level: 77 });
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
    .values({ guid: ch.guid, mapId: 0, zoneId: 1519, posX: -8866.5, posY: 671.25, posZ: 97.5 })
    .execute();
  return ch;
}

async function auditOf(c: TestContext, action: string, guid: number) {
  const rows = await c.dbs.web
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(guid))
    .execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

describeEachDialect('admin characters API (no worldserver console)', (ctx) => {
  it('lists characters with account names and stat figures; searches guid, name prefix, account name', async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const tag = Date.now().toString(36).replace(/[0-9]/g, '').slice(0, 4) || 'abc';
    const name = `Qz${tag}`.slice(0, 8);
    const a = await createCharacter(c, {
      account: owner.id,
      name: `${name}a`,
      level: 80,
      online: 1,
      totaltime: 90061,
    });
    const b = await createCharacter(c, { account: owner.id, name: `${name}b` });
    const get = async (query: string) => {
      const res = await c.app.inject({ method: 'GET', url: `/api/admin/characters?${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      return res.json();
    };
    const all = await get('pageSize=200');
    const total = Number(
      (await c.dbs.characters
        .selectFrom('characters')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('deleteDate', 'is', null)
        .executeTakeFirst())!.n,
    );
    expect(all.total).toBe(total);
    expect(all.stats.totalCharacters).toBe(total);
    expect(all.stats.online).toBeGreaterThanOrEqual(1);
    expect(all.stats.maxLevel).toBeGreaterThanOrEqual(1);
    expect(all.data.find((x: { guid: number }) => x.guid === a.guid)).toEqual({
      guid: a.guid,
      name: a.name,
      level: 80,
      race: 1,
      class: 1,
      map: 0,
      zone: 12,
      totaltime: 90061,
      logout_time: a.logout_time,
      online: true,
      account: { id: owner.id, username: owner.username },
    });
    const guids = (r: { data: Array<{ guid: number }> }) => r.data.map((x) => x.guid);
    expect(guids(await get(`search=${name.toLowerCase()}`))).toEqual([a.guid, b.guid]);
    expect(guids(await get(`search=${name.toUpperCase()}B`))).toEqual([b.guid]);
    expect(guids(await get(`search=${a.guid}`))).toEqual([a.guid]);
    expect(guids(await get(`search=${owner.username.toLowerCase()}`))).toEqual([a.guid, b.guid]);
    expect((await get(`search=${name}`)).total).toBe(2);
    expect(guids(await get(`search=${tag}b&match=contains`))).toContain(b.guid);
    expect(guids(await get(`search=${tag}b`))).not.toContain(b.guid);
    expect((await get('search=no%20such')).total).toBe(0);
    expect(guids(await get(`search=${name}&sort=name&order=desc`))).toEqual([b.guid, a.guid]);
  });

  it('lists the online players', async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const on = await createCharacter(c, {
      account: owner.id,
      online: 1,
      race: 8,
      class: 7,
      level: 33,
      zone: 14,
    });
    const off = await createCharacter(c, { account: owner.id });
    const res = await c.app.inject({ method: 'GET', url: '/api/admin/characters/online', headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ guid: number }>;
    expect(list.find((x) => x.guid === on.guid)).toEqual({
      guid: on.guid,
      name: on.name,
      level: 33,
      race: 8,
      class: 7,
      map: 0,
      zone: 14,
      account: { id: owner.id, username: owner.username },
    });
    expect(list.some((x) => x.guid === off.guid)).toBe(false);
  });

  it('unsticks an offline character exactly as the core: homebind position, orientation 0, transport and taxi cleared, cinematic 1', async () => {
    const c = ctx();
    const { admin, headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const ch = await strandedCharacter(c, owner.id);
    const untouched = await characterRow(c, ch.guid);
    const res = await c.app.inject({
      method: 'POST',
      url: `/api/admin/characters/${ch.guid}/unstuck`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `${ch.name} a ete debloque avec succes !`,
      data: {
        via: 'database',
        position: { map: 0, zone: 1519, x: -8866.5, y: 671.25, z: 97.5 },
        reply: null,
      },
    });
    const row = await characterRow(c, ch.guid);
    expect({
      position_x: row.position_x,
      position_y: row.position_y,
      position_z: row.position_z,
      orientation: row.orientation,
      map: row.map,
      zone: row.zone,
      trans_x: row.trans_x,
      trans_y: row.trans_y,
      trans_z: row.trans_z,
      transguid: row.transguid,
      taxi_path: row.taxi_path,
      cinematic: row.cinematic,
    }).toEqual({
      position_x: -8866.5,
      position_y: 671.25,
      position_z: 97.5,
      orientation: 0,
      map: 0,
      zone: 1519,
      trans_x: 0,
      trans_y: 0,
      trans_z: 0,
      transguid: 0,
      taxi_path: '',
      cinematic: 1,
    });
    // Everything else is as it was (the core leaves instance_id and the rest alone).
    expect({
      ...row,
      position_x: 0,
      position_y: 0,
      position_z: 0,
      orientation: 0,
      map: 0,
      zone: 0,
      trans_x: 0,
      trans_y: 0,
      trans_z: 0,
      transguid: 0,
      taxi_path: '',
      cinematic: 0,
    }).toEqual({
      ...untouched,
      position_x: 0,
      position_y: 0,
      position_z: 0,
      orientation: 0,
      map: 0,
      zone: 0,
      trans_x: 0,
      trans_y: 0,
      trans_z: 0,
      transguid: 0,
      taxi_path: '',
      cinematic: 0,
    });
    const [audit] = await auditOf(c, 'character.unstuck', ch.guid);
    expect(audit).toMatchObject({
      actor_id: admin.id,
      target_type: 'character',
      details: {
        name: ch.name,
        via: 'database',
        before: { map: 571, zone: 67, x: 123.5, y: -456.25, z: 78 },
        after: { map: 0, zone: 1519, x: -8866.5, y: 671.25, z: 97.5 },
      },
    });
  });

  it('refuses to unstick an online character without a console (409, nothing changed), or one with no home', async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const online = await strandedCharacter(c, owner.id, 1);
    const before = await characterRow(c, online.guid);
    const res = await c.app.inject({
      method: 'POST',
      url: `/api/admin/characters/${online.guid}/unstuck`,
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'WORLDSERVER_UNAVAILABLE',
      error: expect.stringContaining(`${online.name} is online`),
    });
    expect(await characterRow(c, online.guid)).toEqual(before);
    expect(await auditOf(c, 'character.unstuck', online.guid)).toEqual([]);

    const homeless = await createCharacter(c, { account: owner.id });
    const none = await c.app.inject({
      method: 'POST',
      url: `/api/admin/characters/${homeless.guid}/unstuck`,
      headers,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toContain('no home position');
    expect(
      (await c.app.inject({ method: 'POST', url: '/api/admin/characters/99999999/unstuck', headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await c.app.inject({ method: 'POST', url: '/api/admin/characters/x/unstuck', headers })).statusCode,
    ).toBe(400);
  });

  it('deletes an offline character the recoverable way (unlink) as CharDelete.Method = 1', async () => {
    const c = ctx();
    const { admin, headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const ch = await createCharacter(c, { account: owner.id, level: 61 });
    const before = await characterRow(c, ch.guid);
    const started = Math.floor(Date.now() / 1000);
    const res = await c.app.inject({
      method: 'DELETE',
      url: `/api/admin/characters/${ch.guid}`,
      headers,
      payload: { reason: 'Requested by the player' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Personnage supprime avec succes !',
      data: { kicked: false },
    });
    const row = await characterRow(c, ch.guid);
    expect(row).toMatchObject({
      name: '',
      account: 0,
      deleteInfos_Name: ch.name,
      deleteInfos_Account: owner.id,
    });
    expect(row.deleteDate).toBeGreaterThanOrEqual(started);
    expect(row.deleteDate).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    // Nothing else changed: restorable with `.character deleted restore`.
    expect({
      ...row,
      name: 'x',
      account: 1,
      deleteInfos_Name: null,
      deleteInfos_Account: null,
      deleteDate: null,
    }).toEqual({
      ...before,
      name: 'x',
      account: 1,
    });
    const [audit] = await auditOf(c, 'character.delete', ch.guid);
    expect(audit).toMatchObject({
      actor_id: admin.id,
      details: {
        name: ch.name,
        account: owner.id,
        level: 61,
        reason: 'Requested by the player',
        method: 'unlink',
      },
    });
    // Gone from the lists; a second delete finds nothing.
    const list = await c.app.inject({
      method: 'GET',
      url: `/api/admin/characters?search=${ch.guid}`,
      headers,
    });
    expect(list.json().total).toBe(0);
    expect(
      (
        await c.app.inject({
          method: 'DELETE',
          url: `/api/admin/characters/${ch.guid}`,
          headers,
          payload: { reason: 'again' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to delete without a reason, or an online character without a console', async () => {
    const c = ctx();
    const { headers } = await adminHeaders(c);
    const owner = await createAccount(c);
    const ch = await createCharacter(c, { account: owner.id, online: 1 });
    const noReason = await c.app.inject({
      method: 'DELETE',
      url: `/api/admin/characters/${ch.guid}`,
      headers,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Veuillez entrer une raison pour la suppression');
    const online = await c.app.inject({
      method: 'DELETE',
      url: `/api/admin/characters/${ch.guid}`,
      headers,
      payload: { reason: 'x' },
    });
    expect(online.statusCode).toBe(409);
    expect(online.json().code).toBe('CHARACTER_ONLINE');
    expect(await characterRow(c, ch.guid)).toMatchObject({
      name: ch.name,
      account: owner.id,
      deleteDate: null,
    });
  });
});

describeEachDialect(
  'admin characters and bans through the worldserver console',
  (ctx) => {
    beforeEach(() => {
      fake.commands.length = 0;
      fake.reply(() => undefined);
    });

    it('unsticks an online character with `unstuck NAME inn` and leaves the database to the worldserver', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await strandedCharacter(c, owner.id, 1);
      const before = await characterRow(c, ch.guid);
      const res = await c.app.inject({
        method: 'POST',
        url: `/api/admin/characters/${ch.guid}/unstuck`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ via: 'console', position: null });
      expect(fake.commands.map((x) => x.command)).toEqual([`unstuck ${ch.name} inn`]);
      expect(await characterRow(c, ch.guid)).toEqual(before);
      expect((await auditOf(c, 'character.unstuck', ch.guid))[0]!.details).toMatchObject({ via: 'console' });
    });

    it('passes a console failure on as 502 with its text, nothing recorded', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await strandedCharacter(c, owner.id, 1);
      fake.reply(() => ({ fault: "You can't do that right now." }));
      const res = await c.app.inject({
        method: 'POST',
        url: `/api/admin/characters/${ch.guid}/unstuck`,
        headers,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'WORLDSERVER_ERROR',
        error: expect.stringContaining("can't do that"),
      });
      expect(await auditOf(c, 'character.unstuck', ch.guid)).toEqual([]);
    });

    it('kicks an online character before deleting it', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const ch = await createCharacter(c, { account: owner.id, online: 1 });
      // The worldserver logs the kicked player out and saves them offline a moment later.
      fake.reply((command) => {
        if (command.startsWith('kick ')) {
          setTimeout(() => {
            void c.dbs.characters
              .updateTable('characters')
              .set({ online: 0 })
              .where('guid', '=', ch.guid)
              .execute();
          }, 150);
        }
        return undefined;
      });
      const res = await c.app.inject({
        method: 'DELETE',
        url: `/api/admin/characters/${ch.guid}`,
        headers,
        payload: { reason: 'Cheating' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ kicked: true });
      expect(fake.commands.map((x) => x.command)).toEqual([`kick ${ch.name}`]);
      expect(await characterRow(c, ch.guid)).toMatchObject({
        account: 0,
        name: '',
        deleteInfos_Name: ch.name,
      });
    });

    it('kicks the online characters of a banned account', async () => {
      const c = ctx();
      const { headers } = await adminHeaders(c);
      const owner = await createAccount(c);
      const on = await createCharacter(c, { account: owner.id, online: 1 });
      await createCharacter(c, { account: owner.id, online: 0 });
      const res = await c.app.inject({
        method: 'POST',
        url: `/api/admin/accounts/${owner.id}/ban`,
        headers,
        payload: { reason: 'Botting', duration: 1 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ kicked: [on.name], kickErrors: [] });
      expect(fake.commands.map((x) => x.command)).toEqual([`kick ${on.name}`]);
    });
  },
  { WORLDSERVER_SOAP_URL: fake.url },
);
