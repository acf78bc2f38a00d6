import { beforeAll, describe, expect, it } from 'vitest';
import type { ArmoryCharacter, ArmoryGuild } from '../../../contract/armory.ts';
import { createArenaTeam, createGuild, equip, giveSkills, updateCharacter } from '../../test/armory-rows.ts';
import { bearer, createAccount, createCharacter, signIn, type TestAccount } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/harness.ts';

/*
 * The armory's reads on the characters database alone (no world database, no client data): search,
 * the character and guild pages, who is shown, and the owner's privacy choice. Realm 2 is a second
 * realm with a characters database of its own.
 */

const REALMS = [{ id: 2, name: 'Outland' }];

describeEachDatabase(
  'armory',
  (ctx, target) => {
    let owner: TestAccount;
    let gameMaster: TestAccount;
    let shy: TestAccount;
    let staff: TestAccount;
    let guids: Record<string, number>;

    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url, headers });

    beforeAll(async () => {
      const c = ctx();
      owner = await createAccount(c);
      gameMaster = await createAccount(c, { gmlevel: 2 });
      shy = await createAccount(c);
      staff = await createAccount(c, { roles: ['moderator'] });
      const make = async (
        name: string,
        account: number,
        extra: { level?: number; class?: number; race?: number; realmId?: number } = {},
      ) =>
        (
          await createCharacter(c, {
            account,
            name,
            level: extra.level ?? 80,
            class: extra.class ?? 1,
            race: extra.race ?? 1,
            realmId: extra.realmId,
          })
        ).guid;
      guids = {
        Aria: await make('Aria', owner.id, { class: 2 }),
        Arthal: await make('Arthal', owner.id, { level: 72, class: 8 }),
        Arwen: await make('Arwen', owner.id, { realmId: 2, class: 4 }),
        Argos: await make('Argos', gameMaster.id),
        Arnica: await make('Arnica', shy.id, { level: 65, class: 11, race: 4 }),
        Bram: await make('Bram', owner.id, { level: 55, class: 3 }),
        Gone: await make('Gone', owner.id),
      };
      // A character deleted by the core's method 1: unlinked, its name kept in deleteInfos_Name.
      await updateCharacter(c, guids.Gone!, {
        deleteInfos_Account: owner.id,
        deleteInfos_Name: 'Gone',
        name: c.core.columns.deletedCharacterName,
      });
      await c.dbs.web
        .insertInto('armory_hidden_account')
        .values({ account_id: shy.id, hidden_at: Date.now() })
        .execute();
      await updateCharacter(c, guids.Aria!, {
        gender: 1,
        totalKills: 12345,
        todayKills: 12,
        yesterdayKills: 40,
        totalHonorPoints: 7500,
        arenaPoints: 1200,
      });
      await createGuild(c, {
        name: 'Dawn Wardens',
        ranks: ['Guild Master', 'Officer', 'Member'],
        members: [
          { guid: guids.Aria!, rank: 0 },
          { guid: guids.Arthal!, rank: 2 },
          { guid: guids.Bram!, rank: 1 },
          { guid: guids.Argos!, rank: 2 },
          { guid: guids.Arnica!, rank: 2 },
        ],
      });
      await createArenaTeam(c, {
        name: 'Sunfire',
        type: 2,
        rating: 2100,
        members: [
          { guid: guids.Aria!, personalRating: 2050, seasonGames: 30, seasonWins: 21 },
          { guid: guids.Arthal!, personalRating: 1980 },
        ],
      });
      await equip(c, guids.Aria!, [
        { slot: 0, entry: 900001 },
        { slot: 15, entry: 900030 },
        { slot: 23, entry: 900040 },
      ]);
      await giveSkills(c, guids.Aria!, [
        { skill: 164, value: 450, max: 450 },
        { skill: 185, value: 300, max: 450 },
        { skill: 762, value: 300, max: 300 },
      ]);
    });

    describe('search', () => {
      it('finds characters by the start of their name in any case, by name, on every realm, never a game master, a deleted or a hidden character', async () => {
        const res = await get('/api/armory/characters?search=aR');
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.data.map((r: { name: string }) => r.name)).toEqual(['Aria', 'Arthal', 'Arwen']);
        expect(body.data[0]).toEqual({
          realm: { id: 1, name: expect.any(String) },
          name: 'Aria',
          level: 80,
          race: 1,
          class: 2,
          gender: 1,
          guild: 'Dawn Wardens',
        });
        expect(body.data[2].realm).toEqual({ id: 2, name: 'Outland' });
        expect(body).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
      });

      it('searches one realm when asked, and refuses an unknown one', async () => {
        const res = await get('/api/armory/characters?search=ar&realmId=2');
        expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['Arwen']);
        const unknown = await get('/api/armory/characters?search=ar&realmId=99');
        expect(unknown.statusCode).toBe(404);
      });

      it('answers nothing for an empty search, and refuses what no name holds', async () => {
        expect((await get('/api/armory/characters?search=')).json().data).toEqual([]);
        const bad = await get("/api/armory/characters?search=a'%20or%201=1");
        expect(bad.statusCode).toBe(400);
        expect(bad.json().code).toBe('VALIDATION_ERROR');
        expect((await get('/api/armory/characters?search=a&page=51')).statusCode).toBe(400);
      });

      it('finds guilds by the start of their name in any case, with their faction and members', async () => {
        const res = await get('/api/armory/guilds?search=dawn');
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual([
          {
            realm: { id: 1, name: expect.any(String) },
            name: 'Dawn Wardens',
            faction: 'Alliance',
            members: 5,
          },
        ]);
      });
    });

    describe('character page', () => {
      it('shows identity, guild and rank, PvP, arena teams, professions, and the equipped items by number when the world database does not know them', async () => {
        const res = await get(`/api/armory/realms/1/characters/aria`);
        expect(res.statusCode).toBe(200);
        const aria: ArmoryCharacter = res.json().data;
        expect(aria).toMatchObject({
          name: 'Aria',
          level: 80,
          race: 1,
          class: 2,
          gender: 1,
          faction: 'Alliance',
          title: null,
          guild: { name: 'Dawn Wardens', rank: 'Guild Master' },
          hidden: false,
          pvp: {
            honorableKills: 12345,
            todayKills: 12,
            yesterdayKills: 40,
            honorPoints: 7500,
            arenaPoints: 1200,
            arenaTeams: [
              {
                name: 'Sunfire',
                type: 2,
                rating: 2100,
                personalRating: 2050,
                seasonGames: 30,
                seasonWins: 21,
              },
            ],
          },
          professions: {
            primary: [{ skill: 164, value: 450, max: 450 }],
            secondary: [{ skill: 185, value: 300, max: 450 }],
          },
          talents: null,
          achievements: null,
          averageItemLevel: null,
          // Embedded, the file's world tables are there, and hold none of these items.
          sources: { world: target === 'sqlite', clientData: false },
        });
        // The backpack's item (slot 23) is not equipment.
        expect(aria.equipment).toEqual([
          { slot: 0, entry: 900001, name: null, quality: null, itemLevel: null, icon: null, tooltip: null },
          { slot: 15, entry: 900030, name: null, quality: null, itemLevel: null, icon: null, tooltip: null },
        ]);
        const json = res.body;
        for (const secret of [owner.username, owner.email, 'position', 'zone', 'last_ip'])
          expect(json.includes(secret)).toBe(false);
      });

      it('answers 404 for a deleted character, an unknown name and an unknown realm', async () => {
        expect((await get('/api/armory/realms/1/characters/Gone')).statusCode).toBe(404);
        expect((await get('/api/armory/realms/1/characters/Nobody')).statusCode).toBe(404);
        expect((await get('/api/armory/realms/99/characters/Aria')).statusCode).toBe(404);
        expect((await get('/api/armory/realms/2/characters/Aria')).statusCode).toBe(404);
      });

      it("answers 404 to others for a game master's character and a hidden one, which the owner and staff still see", async () => {
        const c = ctx();
        const player = await createAccount(c);
        const playerToken = await signIn(c, player);
        for (const name of ['Argos', 'Arnica']) {
          expect((await get(`/api/armory/realms/1/characters/${name}`)).statusCode).toBe(404);
          expect((await get(`/api/armory/realms/1/characters/${name}`, bearer(playerToken))).statusCode).toBe(
            404,
          );
        }
        const shyToken = await signIn(c, shy);
        const own = await get('/api/armory/realms/1/characters/Arnica', bearer(shyToken));
        expect(own.statusCode).toBe(200);
        expect(own.json().data.hidden).toBe(true);
        expect(own.headers['cache-control']).toContain('no-store');
        const staffToken = await signIn(c, staff);
        expect((await get('/api/armory/realms/1/characters/Arnica', bearer(staffToken))).statusCode).toBe(
          200,
        );
        expect((await get('/api/armory/realms/1/characters/Argos', bearer(staffToken))).statusCode).toBe(200);
      });
    });

    describe('guild page', () => {
      it('shows leader, creation, spreads and the visible members by rank, leaving out game masters and hidden characters', async () => {
        const res = await get('/api/armory/realms/1/guilds/Dawn%20Wardens');
        expect(res.statusCode).toBe(200);
        const guild: ArmoryGuild = res.json().data;
        expect(guild).toMatchObject({
          name: 'Dawn Wardens',
          faction: 'Alliance',
          leader: { name: 'Aria', class: 2 },
          createdAt: new Date(1_700_000_000_000).toISOString(),
          memberCount: 3,
          levels: [
            { band: '80', count: 1 },
            { band: '70-79', count: 1 },
            { band: '60-69', count: 0 },
            { band: '1-59', count: 1 },
          ],
        });
        expect(guild.classes).toHaveLength(3);
        expect(guild.members.data.map((m) => [m.name, m.rank.name])).toEqual([
          ['Aria', 'Guild Master'],
          ['Bram', 'Officer'],
          ['Arthal', 'Member'],
        ]);
      });

      it('sorts the members by level or name either way, and refuses an unknown sort', async () => {
        const byLevel = await get('/api/armory/realms/1/guilds/Dawn%20Wardens?sort=level&order=desc');
        expect(byLevel.json().data.members.data.map((m: { name: string }) => m.name)).toEqual([
          'Aria',
          'Arthal',
          'Bram',
        ]);
        const byName = await get('/api/armory/realms/1/guilds/Dawn%20Wardens?sort=name&order=desc');
        expect(byName.json().data.members.data.map((m: { name: string }) => m.name)).toEqual([
          'Bram',
          'Arthal',
          'Aria',
        ]);
        expect((await get('/api/armory/realms/1/guilds/Dawn%20Wardens?sort=account')).statusCode).toBe(400);
        expect((await get('/api/armory/realms/1/guilds/Nobody')).statusCode).toBe(404);
      });
    });

    describe('privacy', () => {
      it('asks to be signed in', async () => {
        expect((await get('/api/account/privacy')).statusCode).toBe(401);
        const put = await ctx().app.inject({
          method: 'PUT',
          url: '/api/account/privacy',
          payload: { armoryVisible: false },
        });
        expect(put.statusCode).toBe(401);
      });

      it("hides the owner's characters from others at once, and shows them again", async () => {
        const c = ctx();
        const player = await createAccount(c);
        await createCharacter(c, { account: player.id, name: 'Quill' });
        const token = await signIn(c, player);
        const put = (armoryVisible: unknown) =>
          c.app.inject({
            method: 'PUT',
            url: '/api/account/privacy',
            headers: bearer(token),
            payload: { armoryVisible },
          });

        expect((await get('/api/account/privacy', bearer(token))).json().data).toEqual({
          armoryVisible: true,
        });
        expect((await put('no')).statusCode).toBe(400);
        expect((await put(false)).json().data).toEqual({ armoryVisible: false });
        expect((await put(false)).statusCode).toBe(200);
        expect((await get('/api/account/privacy', bearer(token))).json().data).toEqual({
          armoryVisible: false,
        });
        expect((await get('/api/armory/realms/1/characters/Quill')).statusCode).toBe(404);
        expect((await get('/api/armory/characters?search=qu')).json().data).toEqual([]);

        await put(true);
        expect((await get('/api/armory/realms/1/characters/Quill')).statusCode).toBe(200);
        expect((await get('/api/armory/characters?search=qu')).json().data).toHaveLength(1);
      });
    });
  },
  {},
  { realms: REALMS },
);
