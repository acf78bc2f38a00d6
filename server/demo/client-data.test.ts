import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedString } from '../game/client-data/client-data.ts';
import { loadClientData, type LoadedClientData } from '../game/client-data/load.ts';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_CLASSES,
  DEMO_ENCHANTMENTS,
  DEMO_GEMS,
  DEMO_GLYPHS,
  DEMO_ITEM_SETS,
  DEMO_TITLE_BITS,
  demoTalentSpells,
  writeDemoClientData,
} from './client-data.ts';

let dir: string;
let data: LoadedClientData;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'demo-client-data-'));
  await writeDemoClientData(dir);
  data = await loadClientData(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Both languages filled, from the file's own enUS and frFR slots. */
function bothLanguages(text: LocalizedString | undefined) {
  expect(text?.en).toBeTruthy();
  expect(text?.fr).toBeTruthy();
}

describe("the demo's client data", () => {
  it('has every file the armory reads', () => {
    expect(data.files.missing).toEqual([]);
  });

  it('gives the demo items their icons, enchantments, gems and sets', () => {
    for (const n of range(1, 60))
      expect(data.itemIcon(90_000 + n)).toBe(`demo-item-${String(n).padStart(2, '0')}`);

    expect(DEMO_ENCHANTMENTS).toEqual({
      permanent: range(9001, 9012),
      gems: range(9101, 9112),
      socketBonuses: range(9201, 9206),
    });
    for (const id of [...DEMO_ENCHANTMENTS.permanent, ...DEMO_ENCHANTMENTS.socketBonuses]) {
      bothLanguages(data.enchantment(id)?.name);
      expect(data.enchantment(id)!.gemItem).toBeUndefined();
    }
    for (const id of DEMO_ENCHANTMENTS.gems)
      expect(data.enchantment(id)!.gemItem).toBe(900_100 + (id - 9100));
    expect(data.enchantment(9001)!.name).toEqual({ en: '+20 Stamina', fr: '+20 Endurance' });

    expect(DEMO_GEMS.map((g) => g.id)).toEqual(range(901, 912));
    for (const gem of DEMO_GEMS) {
      const color = gem.id <= 904 ? 2 : gem.id <= 908 ? 4 : 8;
      expect(data.gem(gem.id)).toEqual({ enchantmentId: gem.id - 901 + 9101, color });
      expect(gem.item).toBe(data.enchantment(gem.enchantmentId)!.gemItem);
    }

    expect(DEMO_ITEM_SETS.map((s) => s.id)).toEqual([901, 902, 903]);
    expect(data.itemSet(901)!.name.en).toBe('Ember Warden Battlegear');
    expect(data.itemSet(902)!.name.en).toBe('Duskweave Regalia');
    expect(data.itemSet(903)!.name.en).toBe('Thornstalker Harness');
    for (const [id, first] of [
      [901, 900_001],
      [902, 900_011],
      [903, 900_021],
    ] as const) {
      const set = data.itemSet(id)!;
      bothLanguages(set.name);
      expect(set.items).toEqual(range(first, first + 4));
      expect(set.bonuses.map((b) => b.pieces)).toEqual([2, 4]);
      for (const bonus of set.bonuses) bothLanguages(data.spell(bonus.spellId)?.name);
    }
  });

  it('has three talent tabs for each of the ten classes, talents on the grid with their rank spells', () => {
    expect(DEMO_CLASSES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
    for (const classId of DEMO_CLASSES) {
      const tabs = data.talentTabs(classId);
      expect(tabs.map((t) => t.page)).toEqual([0, 1, 2]);
      expect(tabs.map((t) => t.id)).toEqual(demoTalentSpells(classId).map((t) => t.tabId));
      for (const tab of tabs) {
        bothLanguages(tab.name);
        expect(tab.icon).toBeTruthy();
        expect(tab.talents.length).toBeGreaterThanOrEqual(8);
        expect(tab.talents.length).toBeLessThanOrEqual(12);
        const places = new Set(tab.talents.map((t) => `${t.row}:${t.column}`));
        expect(places.size).toBe(tab.talents.length);
        for (const talent of tab.talents) {
          expect(talent.row).toBeGreaterThanOrEqual(0);
          expect(talent.row).toBeLessThanOrEqual(10);
          expect(talent.column).toBeGreaterThanOrEqual(0);
          expect(talent.column).toBeLessThanOrEqual(3);
          expect(talent.rankSpells.length).toBeGreaterThanOrEqual(1);
          expect(talent.rankSpells.length).toBeLessThanOrEqual(5);
          bothLanguages(talent.name);
          expect(talent.icon).toBeTruthy();
          talent.rankSpells.forEach((spellId, i) => {
            expect(data.spell(spellId)).toEqual({ name: talent.name, icon: talent.icon });
            expect(data.talentOfSpell(spellId)).toEqual({ talent, rank: i + 1 });
          });
        }
      }
    }
    expect(demoTalentSpells(10)).toEqual([]);
    // French names of their own, not the English ones again.
    expect(data.talentTabs(6)[1]!.name).toEqual({ en: 'Rimeheart', fr: 'Cœur de givre' });
  });

  it('has achievements, titles and glyphs in both languages', () => {
    expect(DEMO_ACHIEVEMENTS).toHaveLength(30);
    expect(DEMO_ACHIEVEMENTS.filter((a) => a.realmFirst)).toHaveLength(1);
    expect(new Set(DEMO_ACHIEVEMENTS.map((a) => a.categoryId)).size).toBeGreaterThan(3);
    for (const demo of DEMO_ACHIEVEMENTS) {
      const achievement = data.achievement(demo.id)!;
      expect([10, 15, 25, 50]).toContain(achievement.points);
      expect(achievement).toMatchObject({ points: demo.points, categoryId: demo.categoryId });
      expect((achievement.flags & 0x100) !== 0).toBe(demo.realmFirst);
      bothLanguages(achievement.name);
      bothLanguages(achievement.description);
      expect(achievement.icon).toBeTruthy();
    }

    expect(DEMO_TITLE_BITS).toEqual(range(1, 8));
    for (const bit of DEMO_TITLE_BITS) {
      const title = data.title(bit)!;
      for (const form of [title.male, title.female]) {
        bothLanguages(form);
        expect(form.en).toContain('%s');
        expect(form.fr).toContain('%s');
      }
    }
    expect(data.title(2)!.female.fr).toBe('Gardienne %s');

    expect(DEMO_GLYPHS.major).toHaveLength(6);
    expect(DEMO_GLYPHS.minor).toHaveLength(6);
    for (const id of [...DEMO_GLYPHS.major, ...DEMO_GLYPHS.minor]) {
      const glyph = data.glyph(id)!;
      expect(glyph.major).toBe(DEMO_GLYPHS.major.includes(id));
      expect(glyph.icon).toBeTruthy();
      bothLanguages(data.spell(glyph.spellId)?.name);
    }
  });
});
