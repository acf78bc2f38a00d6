import type { Language } from '../../../contract/i18n/languages.ts';

/*
 * Items as the realm's world database describes them (`item_template`, read as the core's
 * `ObjectMgr::LoadItemTemplates` reads it; docs/game-core.md §12.3), in the reader's language.
 */

export interface ItemTemplate {
  entry: number;
  /** In the reader's language (`item_template_locale`), else the template's own name. */
  name: string;
  description: string;
  /** 0 poor … 7 heirloom. */
  quality: number;
  itemLevel: number;
  requiredLevel: number;
  /** `InventoryType`: the slot kind. */
  inventoryType: number;
  class: number;
  subclass: number;
  /** 0 none, 1 on pick-up, 2 on equip, 3 on use, 4 quest. */
  bonding: number;
  displayId: number;
  armor: number;
  block: number;
  /** The non-empty damage ranges, first the weapon's own. */
  damage: Array<{ min: number; max: number; type: number }>;
  /** Weapon speed in milliseconds (0 for armour). */
  delay: number;
  /** `stat_type` / `stat_value` pairs with a value (`ItemModType`). */
  stats: Array<{ type: number; value: number }>;
  /** Resistances by school, only those above 0. */
  resistances: Array<{ school: 'holy' | 'fire' | 'nature' | 'frost' | 'shadow' | 'arcane'; value: number }>;
  /** Socket colours (1 meta, 2 red, 4 yellow, 8 blue), one per socket. */
  sockets: number[];
  /** SpellItemEnchantment id of the socket bonus, 0 for none. */
  socketBonus: number;
  /** GemProperties id when the item is a gem, else 0. */
  gemProperties: number;
  /** ItemSet id, 0 for none. */
  itemSet: number;
  maxDurability: number;
  /** Class mask the item is limited to; -1 or 0 for all. */
  allowableClass: number;
  /** Spells on equip or use, with their trigger (`spelltrigger`: 0 use, 1 equip, 2 chance on hit). */
  spells: Array<{ id: number; trigger: number }>;
}

/** A realm's world database as the armory reads it: the templates of the given entries. */
export interface ItemReader {
  items(entries: readonly number[], language: Language): Promise<Map<number, ItemTemplate>>;
}
