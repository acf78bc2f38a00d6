import type { Generated } from 'kysely';

/*
 * A realm's world database (AzerothCore `acore_world`, TrinityCore's `world`): the columns the armory
 * reads, read-only. Every column but the key has a default in the core's table, which the embedded
 * demo items rely on.
 */

type N = Generated<number>;

/**
 * `item_template` as `ObjectMgr::LoadItemTemplates` reads it (docs/game-core.md §12); the names are
 * the same in both cores.
 */
export interface ItemTemplateTable {
  entry: number;
  class: N;
  subclass: N;
  name: Generated<string>;
  displayid: N;
  Quality: N;
  InventoryType: N;
  AllowableClass: N;
  ItemLevel: N;
  RequiredLevel: N;
  /** TrinityCore 3.3.5 (and AzerothCore before 2025): how many of the stat pairs the core loads. */
  StatsCount?: N;
  stat_type1: N;
  stat_value1: N;
  stat_type2: N;
  stat_value2: N;
  stat_type3: N;
  stat_value3: N;
  stat_type4: N;
  stat_value4: N;
  stat_type5: N;
  stat_value5: N;
  stat_type6: N;
  stat_value6: N;
  stat_type7: N;
  stat_value7: N;
  stat_type8: N;
  stat_value8: N;
  stat_type9: N;
  stat_value9: N;
  stat_type10: N;
  stat_value10: N;
  dmg_min1: N;
  dmg_max1: N;
  dmg_type1: N;
  dmg_min2: N;
  dmg_max2: N;
  dmg_type2: N;
  armor: N;
  holy_res: N;
  fire_res: N;
  nature_res: N;
  frost_res: N;
  shadow_res: N;
  arcane_res: N;
  delay: N;
  spellid_1: N;
  spelltrigger_1: N;
  spellid_2: N;
  spelltrigger_2: N;
  spellid_3: N;
  spelltrigger_3: N;
  spellid_4: N;
  spelltrigger_4: N;
  spellid_5: N;
  spelltrigger_5: N;
  bonding: N;
  description: Generated<string>;
  block: N;
  itemset: N;
  MaxDurability: N;
  socketColor_1: N;
  socketColor_2: N;
  socketColor_3: N;
  socketBonus: N;
  GemProperties: N;
}

/** Both cores' localized item texts (`ObjectMgr::LoadItemLocales`): one row per item and locale. */
interface ItemTemplateLocaleTable {
  ID: number;
  /** `frFR`, `deDE`, … */
  locale: string;
  Name: string | null;
  Description: string | null;
}

/** The same texts in TrinityCore 3.3.5's world databases before `item_template_locale`: one column per locale. */
interface LocalesItemTable {
  entry: number;
  /** loc2 is frFR (`LocaleConstant`). */
  name_loc2: string | null;
  description_loc2: string | null;
}

export interface WorldDatabase {
  item_template: ItemTemplateTable;
  item_template_locale: ItemTemplateLocaleTable;
  locales_item: LocalesItemTable;
}
