import type { DbcValue } from './wdbc.ts';

/*
 * The fields the armory reads in each 3.3.5a (build 12340) client file, as format strings (wdbc.ts).
 * Field counts and positions are AzerothCore's (`src/server/shared/DataStores/DBCfmt.h` and
 * `DBCStructure.h`); the world database's `<table>` lists the same fields, in order, as columns
 * (`data/sql/base/db_world/<table>.sql`). SpellIcon.dbc, which the core never loads, is the client's
 * two fields: the id and the icon's path.
 *
 * A localized string is 16 locale slots then a flags field: `LOC` below.
 */

export interface DbcLayout {
  /** The file in the worldserver's `DataDir/dbc` folder. */
  file: string;
  /** The world database's override table (`DBCDatabaseLoader`), when the core has one. */
  table?: string;
  format: string;
}

const LOC = `${'s'.repeat(16)}x`;
const skip = (count: number) => 'x'.repeat(count);

export const LAYOUTS = {
  /** 25 fields: 0 id, 5 InventoryIcon_1. */
  itemDisplayInfo: { file: 'ItemDisplayInfo.dbc', table: 'itemdisplayinfo_dbc', format: `nxxxxs${skip(19)}` },
  /** 23 fields: 0 id, 1 tab, 2 row, 3 column, 4–8 the five ranks' spells (9–12 always 0). */
  talent: { file: 'Talent.dbc', table: 'talent_dbc', format: `niiiiiiii${skip(14)}` },
  /** 24 fields: 0 id, 1–17 name, 18 SpellIconID, 19 race mask, 20 class mask, 21 pet mask, 22 page, 23 background. */
  talentTab: { file: 'TalentTab.dbc', table: 'talenttab_dbc', format: `n${LOC}ixixix` },
  /** 234 fields: 0 id, 133 SpellIconID, 136–152 name. */
  spell: { file: 'Spell.dbc', table: 'spell_dbc', format: `n${skip(132)}ixx${LOC}${skip(81)}` },
  /** 2 fields: 0 id, 1 the icon's path (`Interface\Icons\…`). */
  spellIcon: { file: 'SpellIcon.dbc', format: 'ns' },
  /** 62 fields: 0 id, 4–20 title, 21–37 description, 38 category, 39 points, 41 flags, 42 icon (SpellIcon). */
  achievement: {
    file: 'Achievement.dbc',
    table: 'achievement_dbc',
    format: `nxxx${LOC}${LOC}iixii${skip(19)}`,
  },
  /** 37 fields: 0 id, 2–18 male name, 19–35 female name, 36 MaskID (the bit index). */
  charTitles: { file: 'CharTitles.dbc', table: 'chartitles_dbc', format: `nx${LOC}${LOC}i` },
  /** 4 fields: 0 id, 1 spell, 2 GlyphSlotFlags (bit 0: minor), 3 SpellIconID. */
  glyphProperties: { file: 'GlyphProperties.dbc', table: 'glyphproperties_dbc', format: 'niii' },
  /** 38 fields: 0 id, 14–30 name, 33 the gem item (Src_ItemID). */
  spellItemEnchantment: {
    file: 'SpellItemEnchantment.dbc',
    table: 'spellitemenchantment_dbc',
    format: `n${skip(13)}${LOC}xxi${skip(4)}`,
  },
  /** 5 fields: 0 id, 1 enchantment, 4 colour mask (Type). */
  gemProperties: { file: 'GemProperties.dbc', table: 'gemproperties_dbc', format: 'nixxi' },
  /** 53 fields: 0 id, 1–17 name, 18–34 items, 35–42 bonus spells, 43–50 their piece counts. */
  itemSet: {
    file: 'ItemSet.dbc',
    table: 'itemset_dbc',
    format: `n${LOC}${'i'.repeat(17)}${'i'.repeat(16)}xx`,
  },
} as const satisfies Record<string, DbcLayout>;

export type DbcName = keyof typeof LAYOUTS;

/**
 * A whole record of `layout` for the writer (the demo's files, tests): every field 0 or empty but
 * those given by position.
 */
export function layoutRecord(layout: DbcLayout, fields: Record<number, DbcValue>): DbcValue[] {
  const record: DbcValue[] = [...layout.format].map((type) => (type === 's' ? '' : 0));
  for (const [at, value] of Object.entries(fields)) {
    if (Number(at) >= record.length) throw new Error(`${layout.file} has no field ${at}`);
    record[Number(at)] = value;
  }
  return record;
}

/** The fields of a localized string at `at` holding `text` in the enUS and frFR slots. */
export const localizedFields = (at: number, text: { en: string; fr: string }): Record<number, string> => ({
  [at]: text.en,
  [at + 2]: text.fr,
});
