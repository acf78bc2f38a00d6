import { beforeAll, expect, it } from 'vitest';
import type { ArmoryCharacter } from '../../../contract/armory.ts';
import { DEMO_ACHIEVEMENTS, DEMO_GLYPHS, demoTalentSpells } from '../../demo/client-data.ts';
import { seedDemoItems } from '../../demo/items.seed.ts';
import {
  createArenaTeam,
  createGuild,
  equip,
  giveAchievements,
  giveGlyphs,
  giveTalents,
  updateCharacter,
} from '../../test/armory-rows.ts';
import { createAccount, createCharacter } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/harness.ts';

/*
 * A character with every source the armory reads: the realm's world database (the core's own
 * item_template, holding the demo's items) and client files (the demo's, in DBC_DIR). Gems, the
 * enchantment, the item set and its bonuses, both talent specs, glyphs, achievements and the title
 * all come through, on SQLite and on each core's schema.
 */

/** Red, yellow: the head piece's sockets; the demo's strength gems of those colours (their enchantments). */
const RED_GEM = 9101;
const YELLOW_GEM = 9105;
const BLUE_GEM = 9109;

describeEachDatabase(
  'armory with world database and client data',
  (ctx) => {
    let guid: number;
    const get = (url: string, language = 'en') =>
      ctx().app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

    beforeAll(async () => {
      const c = ctx();
      await seedDemoItems(c.realms.oneRealm!.world!.db);
      const owner = await createAccount(c);
      guid = (await createCharacter(c, { account: owner.id, name: 'Lyra', race: 1, class: 2, level: 80 }))
        .guid;
      await updateCharacter(c, guid, { gender: 1, chosenTitle: 2, activeTalentGroup: 1 });
      await equip(c, guid, [
        { slot: 0, entry: 900001, enchantments: { 0: 9001, 2: RED_GEM, 3: YELLOW_GEM }, durability: 80 },
        { slot: 2, entry: 900002, enchantments: { 2: RED_GEM } },
        { slot: 4, entry: 900003, enchantments: { 2: RED_GEM, 3: YELLOW_GEM } },
        { slot: 9, entry: 900004, enchantments: { 2: YELLOW_GEM } },
        { slot: 6, entry: 900005, enchantments: { 2: BLUE_GEM, 3: RED_GEM } },
        { slot: 15, entry: 900057, enchantments: { 2: RED_GEM, 3: RED_GEM } },
      ]);
      const [holy, , retribution] = demoTalentSpells(2);
      // First spec: the first talent of the first tree at its top rank and the second at rank 1;
      // second spec: the first talent of the third tree at rank 2.
      const top = holy!.talents[0]!.rankSpells.at(-1)!;
      await giveTalents(c, guid, {
        first: [top, holy!.talents[1]!.rankSpells[0]!],
        second: [retribution!.talents[0]!.rankSpells[1]!],
      });
      await giveGlyphs(c, guid, 0, [DEMO_GLYPHS.major[0]!, DEMO_GLYPHS.minor[0]!]);
      await giveAchievements(c, guid, [
        { id: DEMO_ACHIEVEMENTS[0]!.id, date: 1_700_000_000 },
        { id: DEMO_ACHIEVEMENTS[1]!.id, date: 1_700_100_000 },
      ]);
      await createGuild(c, { name: 'Dawn Wardens', ranks: ['Guild Master'], members: [{ guid, rank: 0 }] });
      await createArenaTeam(c, {
        name: 'Sunfire',
        type: 2,
        rating: 2400,
        members: [{ guid, personalRating: 2350 }],
      });
    });

    it('shows each item with its name, quality, level, icon and a tooltip: gems, enchantment, set and bonuses', async () => {
      const res = await get('/api/armory/realms/1/characters/Lyra');
      expect(res.statusCode).toBe(200);
      const lyra: ArmoryCharacter = res.json().data;
      expect(lyra.sources).toEqual({ world: true, clientData: true });
      const head = lyra.equipment.find((i) => i.slot === 0)!;
      expect(head).toMatchObject({
        entry: 900001,
        name: 'Ember Warden Greathelm',
        quality: 4,
        icon: '/icons/demo-item-01.jpg',
      });
      expect(head.itemLevel).toBeGreaterThan(0);
      expect(head.tooltip).toMatchObject({
        bonding: expect.any(Number),
        inventoryType: 1,
        class: 4,
        subclass: 4,
        enchantment: '+20 Stamina',
        durability: { current: 80, max: expect.any(Number) },
        socketBonus: { text: '+6 Critical Strike Rating', active: true },
      });
      expect(head.tooltip!.sockets.map((s) => [s.color, s.gem?.text])).toEqual([
        [2, '+8 Strength'],
        [4, '+8 Critical Strike Rating'],
      ]);
      expect(head.tooltip!.sockets[0]!.gem!.icon).toMatch(/^\/icons\/demo-item-\d\d\.jpg$/);
      expect(head.tooltip!.set).toEqual({
        name: 'Ember Warden Battlegear',
        pieces: [
          { name: 'Ember Warden Greathelm', equipped: true },
          { name: 'Ember Warden Pauldrons', equipped: true },
          { name: 'Ember Warden Breastplate', equipped: true },
          { name: 'Ember Warden Gauntlets', equipped: true },
          { name: 'Ember Warden Legplates', equipped: true },
        ],
        bonuses: [
          { pieces: 2, text: 'Ember Ward', active: true },
          { pieces: 4, text: 'Smouldering Might', active: true },
        ],
      });
      // The legs' red and blue sockets hold a blue and a red gem: no bonus.
      const legs = lyra.equipment.find((i) => i.slot === 6)!;
      expect(legs.tooltip!.socketBonus!.active).toBe(false);
      const sword = lyra.equipment.find((i) => i.slot === 15)!;
      expect(sword.tooltip).toMatchObject({
        damage: [
          { min: 520, max: 966, type: 0 },
          { min: 70, max: 130, type: 2 },
        ],
        speed: 2.6,
        dps: 285.8,
        spells: [{ trigger: 2, name: 'Kindled Judgement' }],
      });
      // Two of three sockets filled: no bonus.
      expect(sword.tooltip!.sockets[2]!.gem).toBeNull();
      expect(sword.tooltip!.socketBonus!.active).toBe(false);
      expect(lyra.averageItemLevel).toBeGreaterThan(0);
    });

    it('shows both talent specs by tree, the glyphs, the achievements with their points and the title', async () => {
      const lyra: ArmoryCharacter = (await get('/api/armory/realms/1/characters/Lyra')).json().data;
      const [holy, protection, retribution] = demoTalentSpells(2);
      expect(lyra.title).toBe('Warden Lyra');
      expect(lyra.talents!.map((s) => [s.group, s.active, s.trees.map((t) => t.points)])).toEqual([
        [0, false, [holy!.talents[0]!.rankSpells.length + 1, 0, 0]],
        [1, true, [0, 0, 2]],
      ]);
      const firstTree = lyra.talents![0]!.trees[0]!;
      expect(firstTree.name).toBe(holy!.name.en);
      expect(lyra.talents![0]!.trees[1]!.name).toBe(protection!.name.en);
      expect(lyra.talents![1]!.trees[2]!.name).toBe(retribution!.name.en);
      expect(firstTree.talents.find((t) => t.id === holy!.talents[0]!.talentId)).toMatchObject({
        rank: holy!.talents[0]!.rankSpells.length,
        maxRank: holy!.talents[0]!.rankSpells.length,
        icon: expect.stringMatching(/^\/icons\/demo-talent-\d\d\.jpg$/),
      });
      expect(lyra.talents![0]!.glyphs.map((g) => g.major)).toEqual([true, false]);
      expect(lyra.talents![1]!.glyphs).toEqual([]);
      const points = DEMO_ACHIEVEMENTS[0]!.points + DEMO_ACHIEVEMENTS[1]!.points;
      expect(lyra.achievements).toMatchObject({ points, count: 2 });
      // The latest first.
      expect(lyra.achievements!.latest.map((a) => a.id)).toEqual([
        DEMO_ACHIEVEMENTS[1]!.id,
        DEMO_ACHIEVEMENTS[0]!.id,
      ]);
      expect(lyra.achievements!.latest[0]!.date).toBe(new Date(1_700_100_000_000).toISOString());
      expect(lyra.pvp.arenaTeams).toMatchObject([{ name: 'Sunfire', rating: 2400, personalRating: 2350 }]);
    });

    it('speaks French to a French reader: item, gem, set and talent names, and the title', async () => {
      const lyra: ArmoryCharacter = (await get('/api/armory/realms/1/characters/Lyra', 'fr')).json().data;
      const head = lyra.equipment.find((i) => i.slot === 0)!;
      expect(head.name).toBe('Grand heaume du Gardien des braises');
      expect(head.tooltip!.sockets[0]!.gem!.text).toBe('+8 Force');
      expect(head.tooltip!.set!.name).toBe('Tenue de combat du gardien des braises');
      expect(lyra.talents![0]!.trees[0]!.name).toBe(demoTalentSpells(2)[0]!.name.fr);
      expect(lyra.title).toBe('Gardienne Lyra');
    });
  },
  { ARMORY_ICON_URL: '/icons/{icon}.jpg' },
  { armory: true },
);
