import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/i18n/languages.ts';
import type { ItemTemplateTable, WorldDatabase } from '../../db/schema/world.ts';
import type { ItemReader, ItemTemplate } from './items.ts';

/*
 * The armory's items from a realm's world database, read as the core reads them: `item_template` by
 * `ObjectMgr::LoadItemTemplates`, the localized texts by `ObjectMgr::LoadItemLocales`
 * (docs/game-core.md §12).
 */

/** What start-up found in the world database's tables where the cores (or their ages) differ. */
export interface WorldSchema {
  /**
   * `item_template.StatsCount` is there (TrinityCore 3.3.5; AzerothCore before 2025): the core loads
   * only that many stat pairs. Without it (AzerothCore since 2025) every pair with a stat counts.
   */
  statsCount: boolean;
  /**
   * Where the localized names are: one row per item and locale (both cores today), one column per
   * locale (TrinityCore 3.3.5's world databases before 2016), or nowhere (names in English only).
   */
  locales: 'item_template_locale' | 'locales_item' | undefined;
}

const numbered = <P extends string>(prefix: P, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}` as `${P}${number}`);

/** The `item_template` columns the site reads: a world database without one of them is refused at start. */
export const ITEM_TEMPLATE_COLUMNS = [
  'entry',
  'class',
  'subclass',
  'name',
  'displayid',
  'Quality',
  'InventoryType',
  'AllowableClass',
  'ItemLevel',
  'RequiredLevel',
  ...numbered('stat_type', 10),
  ...numbered('stat_value', 10),
  'dmg_min1',
  'dmg_max1',
  'dmg_type1',
  'dmg_min2',
  'dmg_max2',
  'dmg_type2',
  'armor',
  'holy_res',
  'fire_res',
  'nature_res',
  'frost_res',
  'shadow_res',
  'arcane_res',
  'delay',
  ...numbered('spellid_', 5),
  ...numbered('spelltrigger_', 5),
  'bonding',
  'description',
  'block',
  'itemset',
  'MaxDurability',
  ...numbered('socketColor_', 3),
  'socketBonus',
  'GemProperties',
] as Array<keyof ItemTemplateTable & string>;

/** The client's locale of each site language; English is the template's own text. */
const LOCALES: Record<Language, string | undefined> = { en: undefined, fr: 'frFR' };

const RESISTANCES = [
  ['holy', 'holy_res'],
  ['fire', 'fire_res'],
  ['nature', 'nature_res'],
  ['frost', 'frost_res'],
  ['shadow', 'shadow_res'],
  ['arcane', 'arcane_res'],
] as const;

type Row = Record<string, unknown>;
const num = (row: Row, column: string) => Number(row[column] ?? 0);

function toItemTemplate(row: Row, schema: WorldSchema): ItemTemplate {
  // The core loads the first StatsCount pairs where the column exists, all ten otherwise.
  const statPairs = schema.statsCount ? Math.min(num(row, 'StatsCount'), 10) : 10;
  const stats: ItemTemplate['stats'] = [];
  for (let i = 1; i <= statPairs; i++) {
    const value = num(row, `stat_value${i}`);
    if (value !== 0) stats.push({ type: num(row, `stat_type${i}`), value });
  }
  const damage: ItemTemplate['damage'] = [];
  for (const i of [1, 2]) {
    const max = num(row, `dmg_max${i}`);
    if (max > 0) damage.push({ min: num(row, `dmg_min${i}`), max, type: num(row, `dmg_type${i}`) });
  }
  const spells: ItemTemplate['spells'] = [];
  for (let i = 1; i <= 5; i++) {
    const id = num(row, `spellid_${i}`);
    if (id > 0) spells.push({ id, trigger: num(row, `spelltrigger_${i}`) });
  }
  return {
    entry: num(row, 'entry'),
    name: String(row.name ?? ''),
    description: String(row.description ?? ''),
    quality: num(row, 'Quality'),
    itemLevel: num(row, 'ItemLevel'),
    requiredLevel: num(row, 'RequiredLevel'),
    inventoryType: num(row, 'InventoryType'),
    class: num(row, 'class'),
    subclass: num(row, 'subclass'),
    bonding: num(row, 'bonding'),
    displayId: num(row, 'displayid'),
    armor: num(row, 'armor'),
    block: num(row, 'block'),
    damage,
    delay: damage.length ? num(row, 'delay') : 0,
    stats,
    resistances: RESISTANCES.map(([school, column]) => ({ school, value: num(row, column) })).filter(
      (r) => r.value > 0,
    ),
    sockets: [1, 2, 3].map((i) => num(row, `socketColor_${i}`)).filter((color) => color !== 0),
    socketBonus: num(row, 'socketBonus'),
    gemProperties: num(row, 'GemProperties'),
    itemSet: num(row, 'itemset'),
    maxDurability: num(row, 'MaxDurability'),
    allowableClass: num(row, 'AllowableClass'),
    spells,
  };
}

/** Each entry's name and description in `locale`, from whichever table the world database has. */
async function localizedTexts(
  db: Kysely<WorldDatabase>,
  schema: WorldSchema,
  entries: number[],
  locale: string,
): Promise<Map<number, { name: string | null; description: string | null }>> {
  if (schema.locales === 'item_template_locale') {
    const rows = await db
      .selectFrom('item_template_locale')
      .select(['ID', 'Name', 'Description'])
      .where('locale', '=', locale)
      .where('ID', 'in', entries)
      .execute();
    return new Map(rows.map((r) => [Number(r.ID), { name: r.Name, description: r.Description }]));
  }
  if (schema.locales === 'locales_item' && locale === 'frFR') {
    const rows = await db
      .selectFrom('locales_item')
      .select(['entry', 'name_loc2', 'description_loc2'])
      .where('entry', 'in', entries)
      .execute();
    return new Map(
      rows.map((r) => [Number(r.entry), { name: r.name_loc2, description: r.description_loc2 }]),
    );
  }
  return new Map();
}

/**
 * The armory's reader of one world database: the templates of the given entries in one query, and
 * their texts in the reader's language in a second one (French: locale `frFR`); a text the locale
 * leaves empty is the template's own. Entries the table lacks are absent from the answer.
 */
export function worldItems(db: Kysely<WorldDatabase>, schema: WorldSchema): ItemReader {
  const columns = schema.statsCount
    ? [...ITEM_TEMPLATE_COLUMNS, 'StatsCount' as const]
    : ITEM_TEMPLATE_COLUMNS;
  return {
    async items(entries, language) {
      const wanted = [...new Set(entries)].filter((e) => Number.isSafeInteger(e) && e > 0);
      const items = new Map<number, ItemTemplate>();
      if (wanted.length === 0) return items;
      const rows = await db
        .selectFrom('item_template')
        .select(columns)
        .where('entry', 'in', wanted)
        .execute();
      for (const row of rows) {
        const item = toItemTemplate(row, schema);
        items.set(item.entry, item);
      }
      const locale = LOCALES[language];
      if (!locale || items.size === 0) return items;
      const texts = await localizedTexts(db, schema, [...items.keys()], locale);
      for (const [entry, text] of texts) {
        const item = items.get(entry)!;
        if (text.name) item.name = text.name;
        if (text.description) item.description = text.description;
      }
      return items;
    },
  };
}
