import { expect, it } from 'vitest';
import { text } from '../../contract/i18n/text.ts';
import { CONSOLE } from '../platform/actor.ts';
import { recordAudit } from '../platform/audit.ts';
import { AppError } from '../platform/errors.ts';
import { createAccount, createCharacter } from '../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../test/harness.ts';
import { withRealmAnswering } from '../test/worldserver-listeners.ts';
import type { CharacterRealm } from './realms.ts';
import { carryOutUnstuck, planUnstuck, type UnstuckOutcome } from './unstuck.ts';

const realmOf = (c: TestContext) => c.realms.withCharacters()[0]!;

async function characterWithHome(c: TestContext) {
  const owner = await createAccount(c);
  const ch = await createCharacter(c, { account: owner.id, map: 571, zone: 67 });
  await c.dbs.characters
    .insertInto('character_homebind')
    .values({ guid: ch.guid, mapId: 0, zoneId: 1519, posX: -8866.5, posY: 671.25, posZ: 97.5 })
    .execute();
  return ch;
}

async function place(c: TestContext, guid: number) {
  const row = await c.dbs.characters
    .selectFrom('characters')
    .select(['map', 'zone', 'online'])
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();
  return { map: Number(row.map), zone: Number(row.zone), online: Number(row.online) };
}

async function plannedOffline(realm: CharacterRealm, c: TestContext, guid: number) {
  const plan = await planUnstuck(realm, c.core, c.dbs.auth, guid);
  if (plan?.way.via !== 'database') throw new Error(`expected an offline plan, got ${plan?.way.via}`);
  return { character: plan.character, way: plan.way };
}

describeEachDatabase('unstuck as the core does it', (ctx) => {
  it('plans nothing for a character that does not exist or is deleted, and names what is missing otherwise', async () => {
    const c = ctx();
    const realm = realmOf(c);
    expect(await planUnstuck(realm, c.core, c.dbs.auth, 99_999_999)).toBeUndefined();

    const owner = await createAccount(c);
    const deleted = await createCharacter(c, { account: owner.id });
    await c.dbs.characters
      .updateTable('characters')
      .set({ deleteDate: 1_700_000_000 })
      .where('guid', '=', deleted.guid)
      .execute();
    expect(await planUnstuck(realm, c.core, c.dbs.auth, deleted.guid)).toBeUndefined();

    const homeless = await createCharacter(c, { account: owner.id });
    expect((await planUnstuck(realm, c.core, c.dbs.auth, homeless.guid))?.way).toEqual({
      via: 'none',
      why: 'no-home',
    });
    const online = await createCharacter(c, { account: owner.id, online: 1 });
    // Marked online, and the realm's worldserver answers: only its console may move the character.
    await withRealmAnswering(c, realm.id, async () => {
      expect(await planUnstuck(realm, c.core, c.dbs.auth, online.guid)).toMatchObject({
        character: { guid: online.guid, account: owner.id, name: online.name },
        way: { via: 'none', why: 'no-console' },
      });
    });
    // Marked online by a worldserver that no longer answers: left to its next start.
    expect((await planUnstuck(realm, c.core, c.dbs.auth, online.guid))?.way).toEqual({
      via: 'none',
      why: 'stale-mark',
    });
  });

  it('refuses a character that logged in since the plan, writing nothing and recording nothing', async () => {
    const c = ctx();
    const realm = realmOf(c);
    const ch = await characterWithHome(c);
    const { character, way } = await plannedOffline(realm, c, ch.guid);
    await c.dbs.characters.updateTable('characters').set({ online: 1 }).where('guid', '=', ch.guid).execute();

    const recorded: UnstuckOutcome[] = [];
    const attempt = carryOutUnstuck(realm, c.dbs.web, character, way, async (_web, outcome) => {
      recorded.push(outcome);
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'CHARACTER_ONLINE',
      message: `${ch.name} logged in meanwhile. Nothing was changed.`,
    });
    expect(recorded).toEqual([]);
    expect(await place(c, ch.guid)).toEqual({ map: 571, zone: 67, online: 1 });
  });

  it('undoes the move when its record cannot be written, and keeps both when it can', async () => {
    const c = ctx();
    const realm = realmOf(c);
    const ch = await characterWithHome(c);
    const { character, way } = await plannedOffline(realm, c, ch.guid);

    const failing = carryOutUnstuck(realm, c.dbs.web, character, way, async () => {
      throw new AppError('CONFLICT', text('api.internalError'));
    });
    await expect(failing).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await place(c, ch.guid)).toEqual({ map: 571, zone: 67, online: 0 });

    const outcome = await carryOutUnstuck(realm, c.dbs.web, character, way, (web) =>
      recordAudit(web, CONSOLE, {
        action: 'character.unstuck',
        targetType: 'character',
        targetId: ch.guid,
        details: {},
      }),
    );
    expect(outcome).toEqual({
      via: 'database',
      after: { map: 0, zone: 1519, x: -8866.5, y: 671.25, z: 97.5 },
    });
    expect(await place(c, ch.guid)).toEqual({ map: 0, zone: 1519, online: 0 });
    const entries = await c.dbs.web
      .selectFrom('audit_log')
      .select('id')
      .where('target_id', '=', String(ch.guid))
      .execute();
    expect(entries).toHaveLength(1);
  });
});
