import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GameCore } from '../../config.ts';
import { loadConfig } from '../../config.ts';
import { openDatabases, type Databases, type SqlDialect } from '../../db/databases.ts';
import { migrateEmbeddedGame } from '../../db/migrate.ts';
import type { WorldDatabase } from '../../db/schema/world.ts';
import { connectMysql, mysqlUrl } from '../../test/mysql.ts';
import { coreColumns } from '../core-columns.ts';
import { checkWorldDatabase, UnsupportedCoreError } from '../core-detection.ts';
import { openRealms } from '../realms.ts';
import { worldItems } from './world-items.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/core-sql');

/** Each core's world tables as its own SQL declares them (fixtures/README.md). */
const WORLD_SQL: Record<GameCore, string> = {
  azerothcore: path.join(FIXTURES, 'azerothcore/db_world/item_template.schema.sql'),
  trinitycore: path.join(FIXTURES, 'trinitycore/world_item_template.sql'),
};

type Target = 'sqlite' | GameCore;

interface WorldSite {
  core: GameCore;
  db: Kysely<WorldDatabase>;
  dialect: SqlDialect;
  url: string;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh world database: the embedded tables in a new SQLite file, or a core's world tables in MariaDB. */
async function openWorldSite(target: Target): Promise<WorldSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'realm-world-'));
  const file = `sqlite:${path.join(dir, 'realm.sqlite')}`;
  let url = file;
  let drop = async () => {};
  if (target !== 'sqlite') {
    const name = `realm_w${process.pid}_${Date.now().toString(36)}_${counter++}`;
    const conn = await connectMysql();
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.query(`USE \`${name}\``);
    await conn.query(readFileSync(WORLD_SQL[target], 'utf8'));
    await conn.end();
    url = mysqlUrl(name);
    drop = async () => {
      const c = await connectMysql();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  }
  const dbs: Databases = openDatabases({ auth: file, characters: file, web: file });
  if (target === 'sqlite') await migrateEmbeddedGame(dbs.auth);
  const world = dbs.openWorld(url);
  return {
    core: target === 'trinitycore' ? 'trinitycore' : 'azerothcore',
    ...world,
    url,
    async close() {
      await dbs.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const targets: Target[] = inject('mysqlTemplates') ? ['sqlite', 'azerothcore', 'trinitycore'] : ['sqlite'];

for (const target of targets) {
  describe(`the armory's items from a world database [${target}]`, () => {
    let site: WorldSite;
    beforeAll(async () => {
      site = await openWorldSite(target);
      const statsCount = target === 'trinitycore' ? { StatsCount: 3 } : {};
      // One row a statement: SQLite has no DEFAULT in a many-row VALUES, where the rows' columns differ.
      const rows = [
        {
          entry: 910001,
          name: 'Test Emberblade',
          description: 'A test blade.',
          class: 2,
          subclass: 7,
          displayid: 90001,
          Quality: 5,
          InventoryType: 13,
          AllowableClass: -1,
          ItemLevel: 258,
          RequiredLevel: 80,
          ...statsCount,
          stat_type1: 4,
          stat_value1: 60,
          stat_type2: 7,
          stat_value2: 75,
          stat_type3: 32,
          stat_value3: 40,
          dmg_min1: 480,
          dmg_max1: 892,
          dmg_type1: 0,
          dmg_min2: 60,
          dmg_max2: 110,
          dmg_type2: 2,
          delay: 2600,
          spellid_1: 900305,
          spelltrigger_1: 2,
          bonding: 1,
          MaxDurability: 125,
          socketColor_1: 2,
          socketColor_2: 4,
          socketBonus: 9201,
        },
        {
          entry: 910002,
          name: 'Test Warden Helm',
          class: 4,
          subclass: 4,
          displayid: 90002,
          Quality: 4,
          InventoryType: 1,
          AllowableClass: 35,
          ItemLevel: 245,
          RequiredLevel: 80,
          ...(target === 'trinitycore' ? { StatsCount: 1 } : {}),
          stat_type1: 7,
          stat_value1: 90,
          // Beyond TrinityCore's StatsCount: the core never loads it.
          stat_type2: 12,
          stat_value2: 30,
          armor: 1782,
          fire_res: 25,
          delay: 0,
          itemset: 901,
          MaxDurability: 100,
        },
        { entry: 910003, name: 'Test Gem', class: 3, subclass: 0, Quality: 3, GemProperties: 901 },
      ];
      for (const row of rows) await site.db.insertInto('item_template').values(row).execute();
      await site.db
        .insertInto('item_template_locale')
        .values([
          { ID: 910001, locale: 'frFR', Name: 'Lame-de-braise d’essai', Description: 'Une lame d’essai.' },
          { ID: 910001, locale: 'deDE', Name: 'Testglutklinge', Description: '' },
          { ID: 910002, locale: 'frFR', Name: 'Heaume de Gardien d’essai', Description: '' },
        ])
        .execute();
    }, 60_000);
    afterAll(async () => site?.close());

    it('is a world database of its core, with every column the site reads', async () => {
      const schema = await checkWorldDatabase(site.db, site.dialect, site.core, 'realm 1 (Test)');
      expect(schema).toEqual({ statsCount: target === 'trinitycore', locales: 'item_template_locale' });
    });

    it('reads the given entries as the core loads them, in English', async () => {
      const schema = await checkWorldDatabase(site.db, site.dialect, site.core, 'realm 1 (Test)');
      const items = await worldItems(site.db, schema).items([910001, 910002, 910003, 910001, 999999], 'en');
      expect([...items.keys()].sort()).toEqual([910001, 910002, 910003]);
      expect(items.get(910001)).toEqual({
        entry: 910001,
        name: 'Test Emberblade',
        description: 'A test blade.',
        quality: 5,
        itemLevel: 258,
        requiredLevel: 80,
        inventoryType: 13,
        class: 2,
        subclass: 7,
        bonding: 1,
        displayId: 90001,
        armor: 0,
        block: 0,
        damage: [
          { min: 480, max: 892, type: 0 },
          { min: 60, max: 110, type: 2 },
        ],
        delay: 2600,
        stats: [
          { type: 4, value: 60 },
          { type: 7, value: 75 },
          { type: 32, value: 40 },
        ],
        resistances: [],
        sockets: [2, 4],
        socketBonus: 9201,
        gemProperties: 0,
        itemSet: 0,
        maxDurability: 125,
        allowableClass: -1,
        spells: [{ id: 900305, trigger: 2 }],
      });
      const helm = items.get(910002)!;
      expect(helm).toMatchObject({
        armor: 1782,
        delay: 0,
        damage: [],
        itemSet: 901,
        allowableClass: 35,
        resistances: [{ school: 'fire', value: 25 }],
      });
      // TrinityCore loads StatsCount pairs only; AzerothCore every pair with a value.
      expect(helm.stats).toEqual(
        target === 'trinitycore'
          ? [{ type: 7, value: 90 }]
          : [
              { type: 7, value: 90 },
              { type: 12, value: 30 },
            ],
      );
      expect(items.get(910003)).toMatchObject({ gemProperties: 901, class: 3, stats: [], sockets: [] });
    });

    it('names the items in French from frFR, the template’s own text where the locale has none', async () => {
      const schema = await checkWorldDatabase(site.db, site.dialect, site.core, 'realm 1 (Test)');
      const items = await worldItems(site.db, schema).items([910001, 910002, 910003], 'fr');
      expect(items.get(910001)).toMatchObject({
        name: 'Lame-de-braise d’essai',
        description: 'Une lame d’essai.',
      });
      expect(items.get(910002)).toMatchObject({ name: 'Heaume de Gardien d’essai', description: '' });
      expect(items.get(910003)!.name).toBe('Test Gem');
    });

    it('answers nothing for no entry', async () => {
      const schema = await checkWorldDatabase(site.db, site.dialect, site.core, 'realm 1 (Test)');
      expect((await worldItems(site.db, schema).items([], 'fr')).size).toBe(0);
    });
  });

  describe(`a world database the site cannot read [${target}]`, () => {
    let site: WorldSite;
    beforeAll(async () => {
      site = await openWorldSite(target);
    }, 60_000);
    afterAll(async () => site?.close());

    it('is refused with one line when item_template lacks a column, or is not there', async () => {
      await sql`ALTER TABLE item_template DROP COLUMN socketBonus`.execute(site.db);
      const check = () =>
        checkWorldDatabase(site.db, site.dialect, site.core, 'realm 1 (Test) at WORLD_DATABASE_URL');
      await expect(check()).rejects.toThrow(UnsupportedCoreError);
      await expect(check()).rejects.toThrow(
        "Unsupported world database for realm 1 (Test) at WORLD_DATABASE_URL: `item_template` has no `socketBonus`, which the core's item loader reads",
      );
      await sql`DROP TABLE item_template`.execute(site.db);
      await expect(check()).rejects.toThrow(
        "Unsupported world database for realm 1 (Test) at WORLD_DATABASE_URL: no `item_template` table; it must name the realm's world database",
      );
    });
  });
}

if (targets.includes('trinitycore')) {
  describe('an older TrinityCore 3.3.5 world database, its French names in locales_item', () => {
    let site: WorldSite;
    beforeAll(async () => {
      site = await openWorldSite('trinitycore');
    }, 60_000);
    afterAll(async () => site?.close());

    it('reads the names of locale 2 (frFR)', async () => {
      await sql`DROP TABLE item_template_locale`.execute(site.db);
      await sql`CREATE TABLE locales_item (
        entry int unsigned NOT NULL DEFAULT '0',
        name_loc1 varchar(100) NOT NULL DEFAULT '', name_loc2 varchar(100) NOT NULL DEFAULT '',
        description_loc1 varchar(255) DEFAULT NULL, description_loc2 varchar(255) DEFAULT NULL,
        PRIMARY KEY (entry))`.execute(site.db);
      await site.db.insertInto('item_template').values({ entry: 910010, name: 'Old Blade' }).execute();
      await sql`INSERT INTO locales_item (entry, name_loc1, name_loc2) VALUES (910010, 'x', 'Vieille lame')`.execute(
        site.db,
      );
      const schema = await checkWorldDatabase(site.db, site.dialect, 'trinitycore', 'realm 1 (Test)');
      expect(schema).toEqual({ statsCount: true, locales: 'locales_item' });
      const items = await worldItems(site.db, schema).items([910010], 'fr');
      expect(items.get(910010)).toMatchObject({ name: 'Vieille lame', description: '' });
    });
  });

  describe('a world database of the other core', () => {
    let site: WorldSite;
    beforeAll(async () => {
      site = await openWorldSite('azerothcore');
    }, 60_000);
    afterAll(async () => site?.close());

    it('is refused by its server texts table', async () => {
      await sql`CREATE TABLE trinity_string (entry int unsigned NOT NULL, PRIMARY KEY (entry))`.execute(
        site.db,
      );
      await expect(
        checkWorldDatabase(site.db, site.dialect, 'azerothcore', 'realm 1 (Test)'),
      ).rejects.toThrow(
        "Unsupported world database for realm 1 (Test): it has TrinityCore 3.3.5's `trinity_string` table, but the auth database is AzerothCore's",
      );
    });
  });
}

describe('start-up with a world database that is not one', () => {
  it('stops with one line naming the realm and the variable', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-world-start-'));
    const worldUrl = `sqlite:${path.join(dataDir, 'not-a-world.sqlite')}`;
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORLD_DATABASE_URL: worldUrl });
    const dbs = openDatabases(config.databases);
    try {
      await migrateEmbeddedGame(dbs.auth);
      await dbs.auth.insertInto('realmlist').values({ name: 'Frostfall' }).execute();
      const core = { core: 'azerothcore' as const, columns: coreColumns('azerothcore'), server: 'SQLite' };
      const error = await openRealms(dbs, config, core).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnsupportedCoreError);
      expect((error as Error).message).toBe(
        `Unsupported world database for realm 1 (Frostfall) at WORLD_DATABASE_URL (${worldUrl}): no \`item_template\` table; it must name the realm's world database`,
      );
      // Embedded without WORLD_DATABASE_URL: the first realm reads the world tables of the site's file.
      const realms = await openRealms(dbs, { ...config, worldDatabaseUrl: undefined }, core);
      expect(realms.get(1)!.world!.db).toBe(dbs.auth);
      expect(realms.get(1)!.world!.schema).toEqual({ statsCount: false, locales: 'item_template_locale' });
    } finally {
      await dbs.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
