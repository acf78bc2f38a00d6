import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../../contract/i18n/languages.ts';
import type {
  AchievementInfo,
  ClientData,
  LocalizedString,
  TalentInfo,
  TalentTabInfo,
} from './client-data.ts';
import { LAYOUTS, type DbcLayout, type DbcName } from './layouts.ts';
import { keptField, readWdbc, type DbcRecord, type DbcValue } from './wdbc.ts';

/*
 * A realm's client data, read from its DBC folder with the world database's override rows applied
 * as the core applies them, and kept in the few maps the armory asks (client-data.ts). Only what the
 * armory shows is kept: of Spell.dbc's 234 fields, each spell's name and icon.
 */

export interface ClientDataLoadOptions {
  /**
   * The rows of a `<name>_dbc` table of the realm's world database, each as its column values in
   * column order (readDbcOverrides); none when the realm's world database is not configured.
   */
  overrides?: (table: string) => Promise<unknown[][]>;
}

/** Which of the files the armory reads were found, by their names in LAYOUTS. */
export interface ClientDataFiles {
  loaded: string[];
  missing: string[];
}

export interface LoadedClientData extends ClientData {
  readonly files: ClientDataFiles;
}

/** enUS is the first locale slot, frFR the third. */
const LOCALE_SLOT: Record<Language, number> = { en: 0, fr: 2 };

const NO_TEXT: LocalizedString = Object.freeze(
  Object.fromEntries(LANGUAGES.map((l) => [l, ''])),
) as LocalizedString;

/**
 * The 16 locale slots at `at`, in each site language: its own slot, else the first filled one (a
 * client's files usually fill only their own locale's).
 */
function localized(record: DbcRecord, at: number): LocalizedString {
  let first = '';
  for (let slot = 0; slot < 16; slot++) {
    const text = record[at + slot] as string;
    if (text) {
      first = text;
      break;
    }
  }
  const result = {} as LocalizedString;
  for (const language of LANGUAGES)
    result[language] = (record[at + LOCALE_SLOT[language]] as string) || first;
  return result;
}

const filled = (text: LocalizedString): boolean => LANGUAGES.some((l) => text[l] !== '');

/** `Interface\Icons\Ability_Rogue_Eviscerate` → `Ability_Rogue_Eviscerate`. */
function iconName(texture: string): string | undefined {
  const name = texture
    .slice(Math.max(texture.lastIndexOf('\\'), texture.lastIndexOf('/')) + 1)
    .replace(/\.blp$/i, '');
  return name || undefined;
}

/** A world database row's column values as a file record of `format` (the kept fields only). */
function recordOfRow(row: readonly unknown[], format: string, table: string): DbcRecord {
  if (row.length !== format.length) {
    throw new Error(
      `${table}: ${row.length} columns, expected ${format.length} (one per field of the client file)`,
    );
  }
  const record: DbcRecord = [];
  [...format].forEach((type, column) => {
    if (!keptField(type)) return;
    const value = row[column];
    if (type === 's') record.push(value == null ? '' : String(value));
    else if (type === 'f') record.push(Number(value ?? 0));
    else if (type === 'i') record.push(Number(value ?? 0) | 0);
    else record.push(Number(value ?? 0) >>> 0);
  });
  return record;
}

/**
 * `DBCDatabaseLoader::Load`: each row replaces the file's record of its ID or adds one; an empty
 * string column keeps the file's string.
 */
function applyOverrides(
  records: Map<number, DbcRecord>,
  rows: readonly unknown[][],
  layout: DbcLayout,
): void {
  const kept = [...layout.format].filter(keptField);
  for (const row of rows) {
    const record = recordOfRow(row, layout.format, layout.table!);
    const id = record[0] as number;
    const old = records.get(id);
    if (old) {
      kept.forEach((type, i) => {
        if (type === 's' && record[i] === '') record[i] = old[i] as DbcValue;
      });
    }
    records.set(id, record);
  }
}

/** The folder's file names by their lower-case form: extractors do not all keep the client's case. */
async function listFiles(dir: string): Promise<Map<string, string>> {
  try {
    return new Map((await readdir(dir)).map((name) => [name.toLowerCase(), name]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
}

/**
 * Reads the realm's client files in `dir`. A missing file hides only what it gives (its lookups
 * answer undefined, or no name); a file the reader refuses, or override rows that cannot be read,
 * fail the whole load, so a folder being copied over never replaces good data with half of it.
 */
export async function loadClientData(
  dir: string,
  options: ClientDataLoadOptions = {},
): Promise<LoadedClientData> {
  const names = await listFiles(dir);
  const files: ClientDataFiles = { loaded: [], missing: [] };

  async function read(name: DbcName): Promise<Map<number, DbcRecord> | undefined> {
    const layout: DbcLayout = LAYOUTS[name];
    const actual = names.get(layout.file.toLowerCase());
    if (!actual) {
      files.missing.push(layout.file);
      return undefined;
    }
    const bytes = await readFile(path.join(dir, actual));
    const records = new Map<number, DbcRecord>();
    for (const record of readWdbc(bytes, layout.format, actual)) records.set(record[0] as number, record);
    if (layout.table && options.overrides)
      applyOverrides(records, await options.overrides(layout.table), layout);
    files.loaded.push(layout.file);
    return records;
  }

  const iconsById = new Map<number, string>();
  for (const [id, [, texture]] of (await read('spellIcon')) ?? []) {
    const name = iconName(texture as string);
    if (name) iconsById.set(id, name);
  }
  const icon = (id: DbcValue): string | undefined => iconsById.get(id as number);

  const itemIcons = new Map<number, string>();
  for (const [id, [, texture]] of (await read('itemDisplayInfo')) ?? []) {
    const name = iconName(texture as string);
    if (name) itemIcons.set(id, name);
  }

  const spells = new Map<number, { name: LocalizedString; icon?: string }>();
  for (const [id, record] of (await read('spell')) ?? []) {
    const spellIcon = icon(record[1]!);
    spells.set(
      id,
      spellIcon ? { name: localized(record, 2), icon: spellIcon } : { name: localized(record, 2) },
    );
  }

  const tabs = new Map<number, TalentTabInfo>();
  const tabClassMasks = new Map<number, number>();
  for (const [id, record] of (await read('talentTab')) ?? []) {
    const tabIcon = icon(record[17]!);
    tabs.set(id, {
      id,
      name: localized(record, 1),
      ...(tabIcon ? { icon: tabIcon } : {}),
      page: record[19] as number,
      talents: [],
    });
    tabClassMasks.set(id, record[18] as number);
  }

  const talentsBySpell = new Map<number, { talent: TalentInfo; rank: number }>();
  for (const [id, record] of (await read('talent')) ?? []) {
    const rankSpells = (record.slice(4, 9) as number[]).filter((spell) => spell !== 0);
    const first = spells.get(rankSpells[0] ?? 0);
    const talent: TalentInfo = {
      id,
      tabId: record[1] as number,
      row: record[2] as number,
      column: record[3] as number,
      rankSpells,
      name: first?.name ?? NO_TEXT,
      ...(first?.icon ? { icon: first.icon } : {}),
    };
    rankSpells.forEach((spell, i) => talentsBySpell.set(spell, { talent, rank: i + 1 }));
    tabs.get(talent.tabId)?.talents.push(talent);
  }
  for (const tab of tabs.values()) tab.talents.sort((a, b) => a.row - b.row || a.column - b.column);

  const achievements = new Map<number, AchievementInfo>();
  for (const [id, record] of (await read('achievement')) ?? []) {
    const achievementIcon = icon(record[36]!);
    achievements.set(id, {
      id,
      name: localized(record, 1),
      description: localized(record, 17),
      categoryId: record[33] as number,
      points: record[34] as number,
      flags: record[35] as number,
      ...(achievementIcon ? { icon: achievementIcon } : {}),
    });
  }

  const byPoints = new Map<number, number[]>();
  for (const a of achievements.values()) {
    if (a.points <= 0) continue;
    const ids = byPoints.get(a.points) ?? [];
    ids.push(a.id);
    byPoints.set(a.points, ids);
  }
  const achievementsByPoints = [...byPoints]
    .map(([points, ids]) => ({ points, ids: ids.sort((a, b) => a - b) }))
    .sort((a, b) => a.points - b.points);

  const titles = new Map<number, { male: LocalizedString; female: LocalizedString }>();
  for (const [, record] of (await read('charTitles')) ?? []) {
    const male = localized(record, 1);
    const female = localized(record, 17);
    // Most titles have no female form of their own: the client shows the male one.
    titles.set(record[33] as number, { male, female: filled(female) ? female : male });
  }

  const glyphs = new Map<number, { spellId: number; major: boolean; icon?: string }>();
  for (const [id, [, spellId, flags, iconId]] of (await read('glyphProperties')) ?? []) {
    const glyphIcon = icon(iconId!);
    // GlyphSlotFlags bit 0 marks a minor glyph, as GlyphSlot.dbc's slots do (the core matches them).
    const major = ((flags as number) & 1) === 0;
    glyphs.set(
      id,
      glyphIcon
        ? { spellId: spellId as number, major, icon: glyphIcon }
        : { spellId: spellId as number, major },
    );
  }

  const enchantments = new Map<number, { name: LocalizedString; gemItem?: number }>();
  for (const [id, record] of (await read('spellItemEnchantment')) ?? []) {
    const gemItem = record[17] as number;
    enchantments.set(id, gemItem ? { name: localized(record, 1), gemItem } : { name: localized(record, 1) });
  }

  const gems = new Map<number, { enchantmentId: number; color: number }>();
  for (const [id, [, enchantmentId, color]] of (await read('gemProperties')) ?? []) {
    gems.set(id, { enchantmentId: enchantmentId as number, color: color as number });
  }

  const itemSets = new Map<
    number,
    { name: LocalizedString; items: number[]; bonuses: Array<{ pieces: number; spellId: number }> }
  >();
  const setOfItem = new Map<number, number>();
  for (const [id, record] of (await read('itemSet')) ?? []) {
    const items = (record.slice(17, 34) as number[]).filter((item) => item !== 0);
    const bonuses = (record.slice(34, 42) as number[])
      .map((spellId, i) => ({ pieces: record[42 + i] as number, spellId }))
      .filter((bonus) => bonus.spellId !== 0)
      .sort((a, b) => a.pieces - b.pieces);
    itemSets.set(id, { name: localized(record, 1), items, bonuses });
    for (const item of items) setOfItem.set(item, id);
  }

  return {
    files,
    itemIcon: (displayId) => itemIcons.get(displayId),
    talentTabs(classId) {
      if (!Number.isInteger(classId) || classId < 1 || classId > 31) return [];
      const mask = 1 << (classId - 1);
      return [...tabs.values()]
        .filter((tab) => ((tabClassMasks.get(tab.id) ?? 0) & mask) !== 0)
        .sort((a, b) => a.page - b.page);
    },
    talentOfSpell: (spellId) => talentsBySpell.get(spellId),
    spell: (id) => spells.get(id),
    achievement: (id) => achievements.get(id),
    achievementsByPoints: () => achievementsByPoints,
    title: (bit) => titles.get(bit),
    glyph: (id) => glyphs.get(id),
    enchantment: (id) => enchantments.get(id),
    gem: (id) => gems.get(id),
    itemSet: (id) => itemSets.get(id),
    setOfItem: (entry) => setOfItem.get(entry),
  };
}
