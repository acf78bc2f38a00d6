import { sql, type Kysely } from 'kysely';

/*
 * The character rows the armory reads (docs/game-core.md §12.1), as AzerothCore declares them
 * (data/sql/base/db_characters): equipped items, skills, talents, glyphs and achievements. Same
 * conventions as 0001.
 */
export const charactersStatements = [
  `CREATE TABLE character_inventory (
    guid int unsigned NOT NULL DEFAULT '0',
    bag int unsigned NOT NULL DEFAULT '0',
    slot tinyint unsigned NOT NULL DEFAULT '0',
    item int unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (item)
  )`,
  `CREATE UNIQUE INDEX character_inventory_guid ON character_inventory (guid, bag, slot)`,
  `CREATE INDEX character_inventory_idx_guid ON character_inventory (guid)`,
  `CREATE TABLE character_skills (
    guid int unsigned NOT NULL,
    skill smallint unsigned NOT NULL,
    value smallint unsigned NOT NULL,
    max smallint unsigned NOT NULL,
    PRIMARY KEY (guid, skill)
  )`,
  `CREATE TABLE character_talent (
    guid int unsigned NOT NULL,
    spell int unsigned NOT NULL,
    specMask tinyint unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (guid, spell)
  )`,
  `CREATE TABLE character_glyphs (
    guid int unsigned NOT NULL,
    talentGroup tinyint unsigned NOT NULL DEFAULT '0',
    glyph1 smallint unsigned DEFAULT '0',
    glyph2 smallint unsigned DEFAULT '0',
    glyph3 smallint unsigned DEFAULT '0',
    glyph4 smallint unsigned DEFAULT '0',
    glyph5 smallint unsigned DEFAULT '0',
    glyph6 smallint unsigned DEFAULT '0',
    PRIMARY KEY (guid, talentGroup)
  )`,
  `CREATE TABLE character_achievement (
    guid int unsigned NOT NULL,
    achievement smallint unsigned NOT NULL,
    date int unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (guid, achievement)
  )`,
];

const tables = [
  'character_inventory',
  'character_skills',
  'character_talent',
  'character_glyphs',
  'character_achievement',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of charactersStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await sql.raw(`DROP TABLE ${table}`).execute(db);
}
