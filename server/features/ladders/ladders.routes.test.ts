import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AchievementStanding,
  ArenaStanding,
  ArenaTeam,
  HonorStanding,
  LadderPage,
} from '../../../contract/ladders.ts';
import { writeSecurityLevel } from '../../game/access.ts';
import { DEMO_ACHIEVEMENTS } from '../../demo/client-data.ts';
import { createArenaTeam, giveAchievements, updateCharacter } from '../../test/armory-rows.ts';
import { createAccount, createCharacter, type TestAccount } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/harness.ts';

/*
 * The ladders as the API answers them after the `ladders` job's full build, then between builds: who
 * is placed and in what order, paging, the class filter, who is left out (game masters of the realm
 * or of every realm, deleted characters, characters hidden by their owners) and the arena teams that
 * count such members. Realm 2 has a characters database of its own; the first realm has the demo's
 * client data (embedded, every realm has it).
 */

const REALMS = [{ id: 2, name: 'Outland' }];
const DAY = 86_400;

const names = (rows: Array<{ character: { name: string } }>) => rows.map((r) => r.character.name);

describeEachDatabase(
  'ladders',
  (ctx, target) => {
    let player: TestAccount;
    let other: TestAccount;
    let gameMaster: TestAccount;
    let outlandGameMaster: TestAccount;
    let shy: TestAccount;
    const guid: Record<string, number> = {};
    const teams: Record<string, number> = {};

    const get = (url: string) => ctx().app.inject({ method: 'GET', url });
    const honor = async (query = '') => {
      const res = await get(`/api/ladders/honor${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as LadderPage<HonorStanding>;
    };
    const achievements = async (query = '') => {
      const res = await get(`/api/ladders/achievements${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as LadderPage<AchievementStanding>;
    };
    const arena = async (query = '') => {
      const res = await get(`/api/ladders/arena${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as LadderPage<ArenaStanding>;
    };
    const team = async (id: number) => {
      const res = await get(`/api/armory/realms/1/arena-teams/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ArenaTeam;
    };
    const charactersDb = () => ctx().realms.oneRealm!.characters!.db;
    const points = (count: number) => DEMO_ACHIEVEMENTS.slice(0, count).reduce((sum, a) => sum + a.points, 0);

    beforeAll(async () => {
      const c = ctx();
      player = await createAccount(c);
      other = await createAccount(c);
      gameMaster = await createAccount(c, { gmlevel: 2 });
      outlandGameMaster = await createAccount(c);
      await writeSecurityLevel(c.dbs.auth, c.core.columns, {
        accountId: outlandGameMaster.id,
        securityLevel: 1,
        realmId: 2,
      });
      shy = await createAccount(c);
      await c.dbs.web
        .insertInto('armory_hidden_account')
        .values({ account_id: shy.id, hidden_at: Date.now() })
        .execute();
      const now = Math.floor(Date.now() / 1000);
      const today = Math.floor(now / DAY) * DAY;
      const make = async (
        name: string,
        account: number,
        values: {
          class: number;
          race: number;
          kills: number;
          today?: number;
          yesterday?: number;
          savedAt?: number;
        },
        realmId?: number,
      ) => {
        const row = await createCharacter(c, {
          account,
          name,
          class: values.class,
          race: values.race,
          level: 80,
          realmId,
        });
        guid[name] = row.guid;
        await updateCharacter(
          c,
          row.guid,
          {
            totalKills: values.kills,
            todayKills: values.today ?? 0,
            yesterdayKills: values.yesterday ?? 0,
            logout_time: values.savedAt ?? now - 600,
          },
          realmId,
        );
      };
      await make('Kaelis', player.id, {
        class: 2,
        race: 1,
        kills: 9000,
        today: 12,
        yesterday: 30,
        savedAt: today + 60,
      });
      // Saved yesterday: today's kills then are yesterday's now.
      await make('Morwen', player.id, {
        class: 8,
        race: 7,
        kills: 9000,
        today: 7,
        yesterday: 5,
        savedAt: today - DAY + 60,
      });
      // Saved three days ago: no kill today or yesterday.
      await make('Brannoc', other.id, {
        class: 1,
        race: 2,
        kills: 5000,
        today: 9,
        yesterday: 4,
        savedAt: today - 3 * DAY,
      });
      await make('Odrin', outlandGameMaster.id, { class: 9, race: 5, kills: 4000 });
      await make('Zelgar', gameMaster.id, { class: 4, race: 1, kills: 99_999 });
      await make('Vexa', shy.id, { class: 5, race: 3, kills: 50_000 });
      await make('Gonedel', player.id, { class: 3, race: 4, kills: 70_000 });
      await make('Pellin', player.id, { class: 11, race: 6, kills: 0 });
      // Deleted by the core's method 1: unlinked (account 0), its name kept in deleteInfos_Name.
      await updateCharacter(c, guid.Gonedel!, {
        deleteInfos_Account: player.id,
        deleteInfos_Name: 'Gonedel',
        name: c.core.columns.deletedCharacterName,
        account: 0,
      });
      // 52 warriors with 1 to 52 kills, for paging.
      for (let i = 1; i <= 52; i++)
        await make(
          `Filler${String.fromCharCode(96 + Math.ceil(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
          other.id,
          {
            class: 1,
            race: 2,
            kills: i,
          },
        );
      await make('Sarnak', player.id, { class: 7, race: 8, kills: 100 }, 2);
      await make('Odrinn', outlandGameMaster.id, { class: 9, race: 5, kills: 8000 }, 2);

      const achieved = async (name: string, count: number) =>
        giveAchievements(
          c,
          guid[name]!,
          DEMO_ACHIEVEMENTS.slice(0, count).map((a, i) => ({ id: a.id, date: now - i * DAY })),
        );
      await achieved('Kaelis', 6);
      await achieved('Morwen', 3);
      await achieved('Zelgar', 30);
      await achieved('Vexa', 20);
      await achieved('Pellin', 3);

      const member = (name: string, personalRating: number) => ({ guid: guid[name]!, personalRating });
      teams.Stonewall = await createArenaTeam(c, {
        name: 'Stonewall',
        type: 2,
        rating: 1800,
        members: [member('Odrin', 1790), member('Fillerab', 1700)],
      });
      teams.Glacier = await createArenaTeam(c, {
        name: 'Glacier',
        type: 2,
        rating: 2400,
        seasonGames: 50,
        seasonWins: 40,
        members: [member('Brannoc', 2350), member('Kaelis', 2380)],
      });
      teams.Emberfall = await createArenaTeam(c, {
        name: 'Emberfall',
        type: 2,
        rating: 2100,
        members: [member('Morwen', 2090), member('Zelgar', 2150)],
      });
      teams.Newcomers = await createArenaTeam(c, {
        name: 'Newcomers',
        type: 2,
        rating: 1500,
        seasonGames: 0,
        seasonWins: 0,
        members: [member('Pellin', 1500), member('Fillerac', 1500)],
      });
      teams.Triad = await createArenaTeam(c, {
        name: 'Triad',
        type: 3,
        rating: 2000,
        members: [member('Kaelis', 2010), member('Morwen', 1990), member('Vexa', 2200)],
      });
      await c.app.ladders.rebuild();
    });

    describe('after a full build', () => {
      it('places characters by lifetime honorable kills, equal kills sharing a place, without game masters, deleted or hidden characters', async () => {
        const body = await honor();
        expect(body.total).toBe(56);
        expect(body.pageSize).toBe(50);
        expect(names(body.data).slice(0, 5)).toEqual(['Kaelis', 'Morwen', 'Brannoc', 'Odrin', 'Fillerba']);
        expect(body.data.slice(0, 4).map((r) => r.rank)).toEqual([1, 1, 3, 4]);
        expect(body.data[0]).toEqual({
          rank: 1,
          character: { name: 'Kaelis', level: 80, race: 1, class: 2, gender: 0, faction: 'Alliance' },
          honorableKills: 9000,
          todayKills: 12,
          yesterdayKills: 30,
        });
        // Today's and yesterday's as the game counts them: the day of the last save decides.
        expect(body.data[1]).toMatchObject({ todayKills: 0, yesterdayKills: 7 });
        expect(body.data[2]).toMatchObject({ todayKills: 0, yesterdayKills: 0 });
        const shown = JSON.stringify(body);
        for (const left of ['Zelgar', 'Vexa', 'Gonedel', 'Pellin']) expect(shown).not.toContain(left);
        expect(body).toMatchObject({ realm: { id: 1 }, updatedAt: expect.any(String) });
      });

      it('pages by 50, up to the last place', async () => {
        const second = await honor('?page=2');
        expect(second.page).toBe(2);
        expect(second.data.map((r) => r.honorableKills)).toEqual([6, 5, 4, 3, 2, 1]);
        expect(second.data.map((r) => r.rank)).toEqual([51, 52, 53, 54, 55, 56]);
        expect((await honor('?page=3')).data).toEqual([]);
      });

      it('places one class within itself', async () => {
        const warriors = await honor('?class=1');
        expect(warriors.total).toBe(53);
        expect(warriors.data[0]).toMatchObject({
          rank: 1,
          character: { name: 'Brannoc' },
          honorableKills: 5000,
        });
        expect(warriors.data[1]).toMatchObject({ rank: 2, honorableKills: 52 });
        expect(names((await honor('?class=8')).data)).toEqual(['Morwen']);
        expect((await honor('?class=4')).data).toEqual([]);
      });

      it('leaves out on each realm the game masters of that realm or of every realm', async () => {
        expect(names((await honor('?realmId=1')).data)).toContain('Odrin');
        const outland = await honor('?realmId=2');
        expect(names(outland.data)).toEqual(['Sarnak']);
        expect(outland.realm).toEqual({ id: 2, name: 'Outland' });
      });

      it('places characters by achievement points from the client data', async () => {
        const body = await achievements();
        expect(names(body.data)).toEqual(['Kaelis', 'Morwen', 'Pellin']);
        expect(body.data.map((r) => r.points)).toEqual([points(6), points(3), points(3)]);
        expect(body.data.map((r) => r.rank)).toEqual([1, 2, 2]);
        expect(names((await achievements('?class=11')).data)).toEqual(['Pellin']);
        // Embedded, every realm reads the client data; on MariaDB only the first has it here.
        const outland = await get('/api/ladders/achievements?realmId=2');
        if (target === 'sqlite') expect(outland.json().data).toEqual([]);
        else expect(outland.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
        expect(outland.statusCode).toBe(target === 'sqlite' ? 200 : 404);
      });

      it('lists each bracket by rating, marks the teams with hidden members without naming them, and leaves out teams that have not played', async () => {
        const twos = await arena('?type=2');
        expect(twos.data.map((t) => [t.name, t.rating, t.rank])).toEqual([
          ['Glacier', 2400, 1],
          ['Emberfall', 2100, 2],
          ['Stonewall', 1800, 3],
        ]);
        expect(twos.data[0]).toEqual({
          rank: 1,
          id: teams.Glacier,
          name: 'Glacier',
          faction: 'Horde',
          rating: 2400,
          seasonGames: 50,
          seasonWins: 40,
          winRate: 80,
          members: [
            { name: 'Brannoc', class: 1, race: 2 },
            { name: 'Kaelis', class: 2, race: 1 },
          ],
          hiddenMembers: 0,
        });
        expect(twos.data[1]).toMatchObject({ members: [{ name: 'Morwen' }], hiddenMembers: 1 });
        expect(JSON.stringify(twos)).not.toContain('Zelgar');
        // The default bracket is 2v2.
        expect((await arena()).data.map((t) => t.name)).toEqual(['Glacier', 'Emberfall', 'Stonewall']);
        const threes = await arena('?type=3');
        expect(threes.data).toMatchObject([{ name: 'Triad', hiddenMembers: 1 }]);
        expect(JSON.stringify(threes)).not.toContain('Vexa');
        expect((await arena('?type=5')).data).toEqual([]);
      });

      it("filters a bracket by a visible member's class, each team keeping its place", async () => {
        const mages = await arena('?type=2&class=8');
        expect(mages.data.map((t) => [t.name, t.rank])).toEqual([['Emberfall', 2]]);
        // Zelgar's rogue class is a game master's: it finds no team.
        expect((await arena('?type=2&class=4')).data).toEqual([]);
      });

      it("gives a team's page with its members' personal ratings, captain first", async () => {
        const glacier = await team(teams.Glacier!);
        expect(glacier).toMatchObject({
          realm: { id: 1 },
          id: teams.Glacier,
          name: 'Glacier',
          type: 2,
          rating: 2400,
          rank: 1,
          seasonGames: 50,
          seasonWins: 40,
          hiddenMembers: 0,
        });
        expect(
          glacier.members.map((m) => [m.character.name, m.captain, m.personalRating, m.seasonGames]),
        ).toEqual([
          ['Brannoc', true, 2350, 30],
          ['Kaelis', false, 2380, 30],
        ]);
        const emberfall = await team(teams.Emberfall!);
        expect(emberfall.hiddenMembers).toBe(1);
        expect(JSON.stringify(emberfall)).not.toContain('Zelgar');
        expect((await team(teams.Newcomers!)).rank).toBeNull();
      });

      it('refuses bad input with a 400 and answers 404 for an unknown realm or team', async () => {
        for (const url of [
          '/api/ladders/arena?type=4',
          '/api/ladders/arena?type=two',
          '/api/ladders/honor?class=10',
          '/api/ladders/honor?class=mage',
          '/api/ladders/honor?page=21',
          '/api/ladders/achievements?page=0',
          '/api/ladders/honor?realmId=abc',
          '/api/armory/realms/1/arena-teams/x',
          '/api/armory/realms/1/arena-teams/-4',
        ]) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(400);
          expect(res.json(), url).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
        }
        for (const url of [
          '/api/ladders/honor?realmId=99',
          '/api/ladders/arena?realmId=99',
          '/api/armory/realms/99/arena-teams/1',
          '/api/armory/realms/1/arena-teams/999999',
          `/api/armory/realms/2/arena-teams/${teams.Glacier}`,
        ]) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(404);
          expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
        }
      });

      it('is described in the OpenAPI document', async () => {
        const doc = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
        for (const path of [
          '/api/ladders/arena',
          '/api/ladders/honor',
          '/api/ladders/achievements',
          '/api/armory/realms/{realmId}/arena-teams/{teamId}',
        ])
          expect(doc.paths, path).toHaveProperty([path]);
      });
    });

    describe('between full builds', () => {
      it('follows a character in the world, and its last save at logout, but not an offline change until the next build', async () => {
        const c = ctx();
        await updateCharacter(c, guid.Brannoc!, { online: 1, totalKills: 9500 });
        await c.app.ladders.refresh();
        expect((await honor()).data[0]).toMatchObject({
          rank: 1,
          character: { name: 'Brannoc' },
          honorableKills: 9500,
        });
        // The save at logout, read because it was online at the last round.
        await updateCharacter(c, guid.Brannoc!, { online: 0, totalKills: 9600 });
        await c.app.ladders.refresh();
        expect((await honor()).data[0]).toMatchObject({ honorableKills: 9600 });
        // A change to an offline character (an operator's SQL) waits for the next full build.
        await updateCharacter(c, guid.Brannoc!, { totalKills: 9700 });
        await c.app.ladders.refresh();
        expect((await honor()).data[0]).toMatchObject({ honorableKills: 9600 });
        await c.app.ladders.rebuild();
        expect((await honor()).data[0]).toMatchObject({ honorableKills: 9700 });
      });

      it('places a character that enters the world with kills and achievements', async () => {
        const c = ctx();
        const row = await createCharacter(c, {
          account: player.id,
          name: 'Newblood',
          class: 6,
          race: 10,
          level: 80,
          online: 1,
        });
        await updateCharacter(c, row.guid, { totalKills: 20_000 });
        await giveAchievements(
          c,
          row.guid,
          DEMO_ACHIEVEMENTS.slice(0, 10).map((a) => ({ id: a.id, date: 1_700_000_000 })),
        );
        await c.app.ladders.refresh();
        expect((await honor()).data[0]).toMatchObject({ rank: 1, character: { name: 'Newblood', class: 6 } });
        expect((await honor('?class=6')).data.map((r) => r.character.name)).toEqual(['Newblood']);
        expect((await achievements()).data[0]).toMatchObject({
          character: { name: 'Newblood' },
          points: points(10),
        });
        await updateCharacter(c, row.guid, { online: 0 });
      });

      it('drops a character deleted by either of the core’s methods, and hides an account that opts out, marking its teams', async () => {
        const c = ctx();
        // Method 1, unlinked; method 0, the row removed.
        await updateCharacter(c, guid.Morwen!, {
          deleteInfos_Account: player.id,
          deleteInfos_Name: 'Morwen',
          name: c.core.columns.deletedCharacterName,
          account: 0,
        });
        await charactersDb().deleteFrom('characters').where('guid', '=', guid.Odrin!).execute();
        await c.dbs.web
          .insertInto('armory_hidden_account')
          .values({ account_id: other.id, hidden_at: Date.now() })
          .execute();
        await c.app.ladders.refresh();
        const shown = names((await honor()).data);
        for (const gone of ['Morwen', 'Odrin', 'Brannoc']) expect(shown).not.toContain(gone);
        expect(shown.slice(0, 2)).toEqual(['Newblood', 'Kaelis']);
        expect(names((await achievements()).data)).not.toContain('Morwen');
        const glacier = await team(teams.Glacier!);
        expect(glacier.members.map((m) => m.character.name)).toEqual(['Kaelis']);
        expect(glacier.hiddenMembers).toBe(1);
      });
    });
  },
  {},
  { realms: REALMS, armory: true },
);
