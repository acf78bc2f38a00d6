import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_GEMS,
  DEMO_GLYPHS,
  DEMO_TITLE_BITS,
  demoTalentSpells,
  writeDemoClientData,
} from '../../demo/client-data.ts';
import { LAYOUTS, layoutRecord, localizedFields } from './layouts.ts';
import { loadClientData } from './load.ts';
import { writeWdbc, type DbcValue } from './wdbc.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'client-data-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeFileOf(
  name: keyof typeof LAYOUTS,
  records: Array<Record<number, DbcValue>>,
  as?: string,
) {
  const layout = LAYOUTS[name];
  const bytes = writeWdbc(
    layout.format,
    records.map((fields) => layoutRecord(layout, fields)),
  );
  await writeFile(path.join(dir, as ?? layout.file), bytes);
}

describe('the client data of a DBC folder', () => {
  it('reads every file the armory needs', async () => {
    await writeDemoClientData(dir);
    const data = await loadClientData(dir);
    expect(data.files.missing).toEqual([]);
    expect(data.files.loaded.toSorted()).toEqual(
      Object.values(LAYOUTS)
        .map((l) => l.file)
        .toSorted(),
    );

    expect(data.itemIcon(90_001)).toBe('demo-item-01');
    expect(data.itemIcon(90_060)).toBe('demo-item-60');
    expect(data.itemIcon(90_061)).toBeUndefined();

    // Talents: three tabs per class in page order, talents by row then column, names from Spell.dbc.
    const tabs = data.talentTabs(8);
    expect(tabs.map((t) => [t.page, t.name.en, t.name.fr])).toEqual([
      [0, 'Runeweaving', 'Tissage des runes'],
      [1, 'Emberheart', 'Cœur de braise'],
      [2, 'Glacial Art', 'Art glacial'],
    ]);
    expect(tabs[0]!.icon).toBe('demo-tab-8-1');
    const demo = demoTalentSpells(8)[0]!;
    expect(tabs[0]!.talents.map((t) => t.id)).toEqual(demo.talents.map((t) => t.talentId));
    const first = tabs[0]!.talents[0]!;
    expect(first).toMatchObject({
      tabId: demo.tabId,
      row: 0,
      column: 0,
      rankSpells: demo.talents[0]!.rankSpells,
    });
    expect(first.name).toEqual(demo.talents[0]!.name);
    expect(first.icon).toMatch(/^demo-talent-\d\d$/);
    for (const talent of tabs.flatMap((t) => t.talents)) {
      expect(talent.row).toBeGreaterThanOrEqual(0);
      expect(talent.row).toBeLessThanOrEqual(10);
      expect(talent.column).toBeLessThanOrEqual(3);
    }
    expect(data.talentTabs(10)).toEqual([]);
    expect(data.talentTabs(0)).toEqual([]);

    const spell = data.spell(first.rankSpells[0]!);
    expect(spell).toEqual({ name: first.name, icon: first.icon });

    const achievement = DEMO_ACHIEVEMENTS.find((a) => a.realmFirst)!;
    expect(data.achievement(achievement.id)).toMatchObject({
      id: achievement.id,
      points: achievement.points,
      categoryId: 81,
      flags: 0x100,
      name: { en: 'Realm First! Ember Champion', fr: 'Premier du royaume ! Champion des braises' },
      icon: 'demo-achievement-30',
    });

    expect(data.title(DEMO_TITLE_BITS[1]!)).toEqual({
      male: { en: 'Warden %s', fr: 'Gardien %s' },
      female: { en: 'Warden %s', fr: 'Gardienne %s' },
    });

    const major = data.glyph(DEMO_GLYPHS.major[0]!)!;
    expect(major).toMatchObject({ major: true, icon: 'demo-glyph-major' });
    expect(data.spell(major.spellId)!.name.fr).toBe('Glyphe des traits brûlants');
    expect(data.glyph(DEMO_GLYPHS.minor[0]!)!.major).toBe(false);

    expect(data.enchantment(9001)).toEqual({ name: { en: '+20 Stamina', fr: '+20 Endurance' } });
    expect(data.enchantment(9101)).toEqual({ name: { en: '+8 Strength', fr: '+8 Force' }, gemItem: 900_101 });
    expect(data.enchantment(9201)!.name.en).toBe('+6 Critical Strike Rating');
    expect(data.gem(DEMO_GEMS[11]!.id)).toEqual({ enchantmentId: 9112, color: 8 });

    const set = data.itemSet(902)!;
    expect(set.name.en).toBe('Duskweave Regalia');
    expect(set.items).toEqual([900_011, 900_012, 900_013, 900_014, 900_015]);
    expect(set.bonuses.map((b) => b.pieces)).toEqual([2, 4]);
    for (const bonus of set.bonuses) expect(data.spell(bonus.spellId)?.name.en).toBeTruthy();
  });

  it('maps a rank spell to its talent and rank', async () => {
    await writeFileOf('talentTab', [
      { 0: 41, ...localizedFields(1, { en: 'Fire', fr: 'Feu' }), 20: 128, 22: 1 },
    ]);
    await writeFileOf('talent', [{ 0: 36, 1: 41, 2: 3, 3: 2, 4: 11_069, 5: 12_338, 6: 12_339 }]);
    await writeFileOf('spell', [
      { 0: 11_069, ...localizedFields(136, { en: 'Improved Bolt', fr: 'Trait amélioré' }) },
    ]);
    const data = await loadClientData(dir);

    const found = data.talentOfSpell(12_339)!;
    expect(found.rank).toBe(3);
    expect(found.talent).toMatchObject({
      id: 36,
      tabId: 41,
      row: 3,
      column: 2,
      rankSpells: [11_069, 12_338, 12_339],
    });
    expect(found.talent.name).toEqual({ en: 'Improved Bolt', fr: 'Trait amélioré' });
    expect(data.talentOfSpell(11_069)!.rank).toBe(1);
    expect(data.talentOfSpell(99)).toBeUndefined();
    // Class mask 128 is class 8 only.
    expect(data.talentTabs(8).map((t) => t.id)).toEqual([41]);
    expect(data.talentTabs(4)).toEqual([]);
  });

  it("takes each language's own locale slot, else the first one filled", async () => {
    const slots = (filled: Record<number, string>) =>
      Object.fromEntries(Object.entries(filled).map(([slot, t]) => [14 + Number(slot), t]));
    await writeFileOf('spellItemEnchantment', [
      { 0: 1, ...slots({ 0: '+10 Stamina' }) },
      { 0: 2, ...slots({ 2: '+10 Endurance' }) },
      { 0: 3, ...slots({ 4: '+10 Ausdauer' }) },
      { 0: 4, ...slots({ 0: '+10 Stamina', 2: '+10 Endurance' }) },
      { 0: 5 },
    ]);
    const data = await loadClientData(dir);
    expect(data.enchantment(1)!.name).toEqual({ en: '+10 Stamina', fr: '+10 Stamina' });
    expect(data.enchantment(2)!.name).toEqual({ en: '+10 Endurance', fr: '+10 Endurance' });
    expect(data.enchantment(3)!.name).toEqual({ en: '+10 Ausdauer', fr: '+10 Ausdauer' });
    expect(data.enchantment(4)!.name).toEqual({ en: '+10 Stamina', fr: '+10 Endurance' });
    expect(data.enchantment(5)!.name).toEqual({ en: '', fr: '' });
  });

  it('keys titles by their bit index, the male form standing in for a missing female one', async () => {
    await writeFileOf('charTitles', [
      { 0: 72, ...localizedFields(2, { en: 'Champion %s', fr: 'Champion %s' }), 36: 45 },
    ]);
    const data = await loadClientData(dir);
    expect(data.title(72)).toBeUndefined();
    expect(data.title(45)).toEqual({
      male: { en: 'Champion %s', fr: 'Champion %s' },
      female: { en: 'Champion %s', fr: 'Champion %s' },
    });
  });

  it('hides only the part of a missing file, and says which are missing', async () => {
    await writeDemoClientData(dir);
    await unlink(path.join(dir, 'Achievement.dbc'));
    await unlink(path.join(dir, 'SpellIcon.dbc'));
    const data = await loadClientData(dir);
    expect(data.files.missing.toSorted()).toEqual(['Achievement.dbc', 'SpellIcon.dbc']);
    expect(data.achievement(DEMO_ACHIEVEMENTS[0]!.id)).toBeUndefined();
    // No icons from SpellIcon.dbc, but the items' own icons and everything else.
    expect(data.talentTabs(1)[0]!.icon).toBeUndefined();
    expect(data.talentTabs(1)[0]!.talents.length).toBeGreaterThan(0);
    expect(data.itemIcon(90_002)).toBe('demo-item-02');
    expect(data.title(1)).toBeDefined();
  });

  it('finds the files whatever their case, and a missing folder has every file missing', async () => {
    await writeFileOf('itemDisplayInfo', [{ 0: 5, 5: 'INV_Misc_Bag_07' }], 'itemdisplayinfo.dbc');
    expect((await loadClientData(dir)).itemIcon(5)).toBe('INV_Misc_Bag_07');

    const nowhere = await loadClientData(path.join(dir, 'nowhere'));
    expect(nowhere.files.loaded).toEqual([]);
    expect(nowhere.files.missing).toHaveLength(Object.keys(LAYOUTS).length);
    expect(nowhere.spell(1)).toBeUndefined();
  });

  it('fails on a file it refuses, naming it', async () => {
    await writeDemoClientData(dir);
    await writeFile(path.join(dir, 'Talent.dbc'), writeWdbc('nii', [[1, 2, 3]]));
    await expect(loadClientData(dir)).rejects.toThrow('Talent.dbc: 3 fields a record, expected 23');
  });

  it("applies the world database's rows as the core does: replace, add, keep a string left empty", async () => {
    await writeFileOf('spell', [
      { 0: 100, 133: 1, ...localizedFields(136, { en: 'Old Name', fr: 'Ancien nom' }) },
      { 0: 101, ...localizedFields(136, { en: 'Untouched', fr: 'Intact' }) },
    ]);
    await writeFileOf('spellIcon', [
      { 0: 1, 1: 'Interface\\Icons\\Spell_Old' },
      { 0: 2, 1: 'Interface\\Icons\\Spell_New' },
    ]);
    const column = (at: number, value: unknown) => {
      const row: unknown[] = new Array(LAYOUTS.spell.format.length).fill(0);
      for (let slot = 136; slot < 152; slot++) row[slot] = null;
      row[at] = value;
      return row;
    };
    const replaced = column(136, 'New Name');
    replaced[0] = 100;
    replaced[133] = 2;
    const added = column(136, 'Server Spell');
    added[0] = 200;
    const asked: string[] = [];
    const data = await loadClientData(dir, {
      async overrides(table) {
        asked.push(table);
        return table === 'spell_dbc' ? [added, replaced] : [];
      },
    });
    // Only the tables of the files found (SpellIcon.dbc has none).
    expect(asked).toEqual(['spell_dbc']);
    // ID 100 replaced: its numbers and the filled string; the frFR slot, empty in the row, stays the file's.
    expect(data.spell(100)).toEqual({ name: { en: 'New Name', fr: 'Ancien nom' }, icon: 'Spell_New' });
    expect(data.spell(101)).toEqual({ name: { en: 'Untouched', fr: 'Intact' } });
    expect(data.spell(200)).toEqual({ name: { en: 'Server Spell', fr: 'Server Spell' } });
  });

  it('refuses override rows whose columns do not match the file', async () => {
    await writeFileOf('gemProperties', [{ 0: 1, 1: 2, 4: 8 }]);
    await expect(loadClientData(dir, { overrides: async () => [[1, 2, 3]] })).rejects.toThrow(
      'gemproperties_dbc: 3 columns, expected 5 (one per field of the client file)',
    );
  });
});
