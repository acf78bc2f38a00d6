import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/harness.ts';
import { createAccount, createCharacter } from '../../test/factories.ts';
import type { ClientData } from '../../game/client-data/client-data.ts';
import { giveAchievements, updateCharacter } from '../../test/armory-rows.ts';
import { createLadderBoard, killsByDay, LADDER_SWEEP_MS } from './ladder-board.ts';
import { readHonorLadder } from './ladders.service.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = 86_400;

describe("today's and yesterday's kills", () => {
  // Noon of a day, in UTC as the core counts days.
  const now = (20_000 * DAY + 12 * 3600) * 1000;
  const saved = (day: number) => ({ todayKills: 7, yesterdayKills: 3, savedAt: day * DAY + 60 });

  it('are the row’s when it was saved today, today’s become yesterday’s after a day, and nothing is left after two', () => {
    expect(killsByDay(saved(20_000), now)).toEqual({ today: 7, yesterday: 3 });
    expect(killsByDay(saved(19_999), now)).toEqual({ today: 0, yesterday: 7 });
    expect(killsByDay(saved(19_998), now)).toEqual({ today: 0, yesterday: 0 });
  });
});

/* Before its first round, a realm's ladders are not there: a read waits for them, a few seconds at most. */
describeEachDatabase('ladders before their first round', (ctx) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const board = () => {
    const c = ctx();
    return createLadderBoard({
      dbs: c.dbs,
      realms: c.realms,
      core: c.core,
      clientData: () => undefined,
      log: silent,
    });
  };

  it('answers a read made before the first round as soon as the round has computed the part it asks', async () => {
    const ladders = board();
    const pending = ladders.standings(1, 'arena');
    await ladders.refresh();
    expect((await pending)?.brackets.get(2)).toEqual([]);
    // Without client data there is no achievement ladder: computed as none.
    expect(await ladders.standings(1, 'achievements')).toBeNull();
  });

  it('gives up waiting after a few seconds, and the reads answer 503 that the ladders are being computed', async () => {
    const ladders = board();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const read = readHonorLadder(
      { realms: ctx().realms, ladders, clientData: () => undefined },
      { page: 1, realmId: undefined, class: undefined },
    );
    const refused = expect(read).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;
  });
});

/*
 * The realm is read 50,000 guids at a time, no round reading on once it has run its share (here, one
 * range a round): the first reading's rounds run back to back, the later ones a range now and then.
 */
describeEachDatabase('a realm read a range at a time', (ctx) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  beforeAll(async () => {
    // The app's own ladders stop, and what they saved goes: the boards here are the only ones.
    const c = ctx();
    c.app.ladders.stop();
    await c.app.ladders.refresh();
    await c.dbs.web.deleteFrom('ladder_contender').execute();
    await c.dbs.web.deleteFrom('ladder_reading').execute();
  });

  it('publishes the honour ladder once its first reading, over several rounds, has read every range, then reads the realm again slowly', async () => {
    const c = ctx();
    const owner = await createAccount(c, {});
    // One character in each of three ranges of guids.
    const guids = [40_001, 90_001, 140_001];
    for (const [i, guid] of guids.entries()) {
      await createCharacter(c, { account: owner.id, guid, name: `Ranger${'abc'[i]}`, level: 80 });
      await updateCharacter(c, guid, { totalKills: 1000 * (i + 1) });
    }
    let rounds = 0;
    const ladders = createLadderBoard({
      dbs: c.dbs,
      realms: c.realms,
      core: c.core,
      clientData: () => undefined,
      log: silent,
      roundEnded: () => rounds++,
      readingMs: 0,
    });
    const kills = async () =>
      Object.fromEntries(
        (await ladders.standings(c.realms.oneRealm!.id, 'honor'))!.all.map((s) => [
          s.character.name,
          s.honorableKills,
        ]),
      );
    await ladders.refresh();
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(await kills()).toMatchObject({ Rangera: 1000, Rangerb: 2000, Rangerc: 3000 });

    // An offline change (an operator's SQL) to the last range: the next reading reaches it after a
    // third of LADDER_SWEEP_MS per range.
    await updateCharacter(c, guids[2]!, { totalKills: 9000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await ladders.refresh();
    expect((await kills()).Rangerc).toBe(3000);
    vi.setSystemTime(start + LADDER_SWEEP_MS);
    await ladders.refresh();
    vi.setSystemTime(start + LADDER_SWEEP_MS + LADDER_SWEEP_MS / 3);
    await ladders.refresh();
    expect((await kills()).Rangerc).toBe(3000);
    vi.setSystemTime(start + LADDER_SWEEP_MS + (2 * LADDER_SWEEP_MS) / 3);
    await ladders.refresh();
    expect((await kills()).Rangerc).toBe(9000);
    ladders.stop();
  });

  it('goes on after a start from what it saved, without reading the realm again', async () => {
    const c = ctx();
    const board = (roundEnded?: () => void) =>
      createLadderBoard({
        dbs: c.dbs,
        realms: c.realms,
        core: c.core,
        clientData: () => undefined,
        log: silent,
        ...(roundEnded ? { roundEnded } : {}),
      });
    const first = board();
    await first.rebuild();
    first.stop();
    const realmId = c.realms.oneRealm!.id;
    const kept = (await first.standings(realmId, 'honor'))!.all;
    expect(kept.length).toBeGreaterThan(0);
    // An offline change a reading would see: the restarted board shows what was saved instead.
    const [ranger] = await c.realms
      .oneRealm!.characters!.db.selectFrom('characters')
      .select('guid')
      .where('name', '=', 'Rangera')
      .execute();
    await updateCharacter(c, Number(ranger!.guid), { totalKills: 50_000 });
    let rounds = 0;
    const again = board(() => rounds++);
    await again.refresh();
    expect(rounds).toBe(1);
    expect((await again.standings(realmId, 'honor'))!.all).toEqual(kept);
    // A new reading finds the change.
    await again.rebuild();
    expect((await again.standings(realmId, 'honor'))!.all[0]).toMatchObject({
      character: { name: 'Rangera' },
      honorableKills: 50_000,
    });
    again.stop();
  });

  it('keeps the achievement ladder after a start when the points are the same, and reads the realm again when they changed', async () => {
    const c = ctx();
    const realmId = c.realms.oneRealm!.id;
    const [ranger] = await c.realms
      .oneRealm!.characters!.db.selectFrom('characters')
      .select('guid')
      .where('name', '=', 'Rangerb')
      .execute();
    await giveAchievements(c, Number(ranger!.guid), [{ id: 7001, date: 1_700_000_000 }]);
    // The part of the client data the ladders read: each achievement's points.
    const pointsFor = (points: number) =>
      ({ achievementsByPoints: () => [{ points, ids: [7001] }] }) as unknown as ClientData;
    let rounds = 0;
    const board = (clientData: ClientData) =>
      createLadderBoard({
        dbs: c.dbs,
        realms: c.realms,
        core: c.core,
        clientData: () => clientData,
        log: silent,
        roundEnded: () => rounds++,
        readingMs: 0,
      });
    const achievers = async (ladders: ReturnType<typeof board>) =>
      (await ladders.standings(realmId, 'achievements'))!.all.map((s) => [s.character.name, s.points]);
    const first = board(pointsFor(10));
    await first.rebuild();
    first.stop();
    expect(await achievers(first)).toEqual([['Rangerb', 10]]);

    rounds = 0;
    const same = board(pointsFor(10));
    await same.refresh();
    same.stop();
    expect(rounds).toBe(1);
    expect(await achievers(same)).toEqual([['Rangerb', 10]]);

    rounds = 0;
    const other = board(pointsFor(25));
    await other.refresh();
    other.stop();
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(await achievers(other)).toEqual([['Rangerb', 25]]);
  });
});
