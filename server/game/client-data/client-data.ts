import type { Language } from '../../../contract/i18n/languages.ts';

/*
 * The client data a realm's worldserver reads from its `DataDir/dbc` folder (docs/game-core.md §12.2),
 * as the armory uses it: icons, talents, spells' names, achievements, titles, glyphs, enchantments,
 * gems and item sets. Loaded once per realm at start, and again when the files change.
 */

/** A client string in each of the site's languages (the file's own locale when it has only one). */
export type LocalizedString = Record<Language, string>;

export interface TalentInfo {
  id: number;
  tabId: number;
  row: number;
  column: number;
  /** The spell of each rank, first rank first (what `character_talent.spell` stores). */
  rankSpells: number[];
  /** The first rank's spell name. */
  name: LocalizedString;
  icon?: string;
}

export interface TalentTabInfo {
  id: number;
  name: LocalizedString;
  icon?: string;
  /** The tab's place in the class's talent frame, 0 to 2. */
  page: number;
  talents: TalentInfo[];
}

export interface AchievementInfo {
  id: number;
  name: LocalizedString;
  description: LocalizedString;
  points: number;
  categoryId: number;
  /** Achievement.dbc flags (realm first, hidden, …). */
  flags: number;
  icon?: string;
}

export interface ClientData {
  /** The icon file name (no path, no extension) of an item's display (ItemDisplayInfo.dbc). */
  itemIcon(displayId: number): string | undefined;
  /** A class's talent tabs (TalentTab.dbc by class mask), in page order, each with its talents. */
  talentTabs(classId: number): TalentTabInfo[];
  /** The talent and rank (1-based) a rank spell belongs to (Talent.dbc). */
  talentOfSpell(spellId: number): { talent: TalentInfo; rank: number } | undefined;
  spell(id: number): { name: LocalizedString; icon?: string } | undefined;
  achievement(id: number): AchievementInfo | undefined;
  /** The achievements worth points, grouped by their points (the ladders add them up in SQL). */
  achievementsByPoints(): ReadonlyArray<{ points: number; ids: readonly number[] }>;
  /** A title by its bit index (CharTitles.dbc MaskID, what `characters.chosenTitle` stores); names hold `%s`. */
  title(bit: number): { male: LocalizedString; female: LocalizedString } | undefined;
  /** A glyph (GlyphProperties.dbc): its spell and whether it is major. */
  glyph(id: number): { spellId: number; major: boolean; icon?: string } | undefined;
  /** An enchantment (SpellItemEnchantment.dbc): its text, and the gem item when it is a gem's. */
  enchantment(id: number): { name: LocalizedString; gemItem?: number } | undefined;
  /** A gem's properties (GemProperties.dbc): its enchantment and socket colour mask. */
  gem(id: number): { enchantmentId: number; color: number } | undefined;
  /** An item set (ItemSet.dbc): its name, items and bonuses (spell at a count of pieces). */
  itemSet(
    id: number,
  ):
    | { name: LocalizedString; items: number[]; bonuses: Array<{ pieces: number; spellId: number }> }
    | undefined;
  /** The item set an item belongs to, by ItemSet.dbc's item lists: known before the item's template is read. */
  setOfItem(entry: number): number | undefined;
}
