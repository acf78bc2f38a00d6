import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabases, type Databases } from '../db/databases.ts';
import { migrateEmbeddedGame } from '../db/migrate.ts';
import { coreColumns } from '../game/core-columns.ts';
import { openRealms, type RealmRegistry } from '../game/realms.ts';
import type { ItemTemplate } from '../game/world/items.ts';
import { DEMO_GEAR, DEMO_ITEMS, seedDemoItems } from './items.seed.ts';

/** The InventoryTypes each equipment slot takes (`Player::FindEquipSlot`'s pairs). */
const SLOT_TYPES: number[][] = [
  [1],
  [2],
  [3],
  [4],
  [5, 20],
  [6],
  [7],
  [8],
  [9],
  [10],
  [11],
  [11],
  [12],
  [12],
  [16],
  [13, 17, 21],
  [13, 14, 22, 23],
  [15, 25, 26, 28],
  [19],
];

/** A gem's colour by its item subclass (0 red, 1 blue, 2 yellow), as a socket colour. */
const GEM_COLOR: Record<number, number> = { 0: 2, 1: 8, 2: 4 };

describe('the demo items', () => {
  let dataDir: string;
  let dbs: Databases;
  let realms: RealmRegistry;
  let en: Map<number, ItemTemplate>;
  let fr: Map<number, ItemTemplate>;
  const entries = DEMO_ITEMS.map((i) => i.entry);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'realm-demo-items-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    dbs = openDatabases(config.databases);
    await migrateEmbeddedGame(dbs.auth);
    await dbs.auth.insertInto('realmlist').values({ name: 'Frostfall' }).execute();
    const core = { core: 'azerothcore' as const, columns: coreColumns('azerothcore'), server: 'SQLite' };
    realms = await openRealms(dbs, config, core);
    const world = realms.oneRealm!.world!;
    await seedDemoItems(world.db);
    // Written once: a second seed finds them.
    await seedDemoItems(world.db);
    en = await world.items.items(entries, 'en');
    fr = await world.items.items(entries, 'fr');
  });
  afterAll(async () => {
    await dbs?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are all in the world tables, with the numbers the demo client data uses', () => {
    expect(en.size).toBe(DEMO_ITEMS.length);
    for (const item of en.values()) {
      const { entry } = item;
      expect((entry >= 900001 && entry <= 900099) || (entry >= 900101 && entry <= 900199), `${entry}`).toBe(
        true,
      );
      expect(item.displayId).toBeGreaterThanOrEqual(90001);
      expect(item.displayId).toBeLessThanOrEqual(90060);
      if (item.socketBonus) expect(item.socketBonus).toBeGreaterThanOrEqual(9201);
      if (item.socketBonus) expect(item.socketBonus).toBeLessThanOrEqual(9206);
    }
    const setOf = (set: number) =>
      [...en.values()]
        .filter((i) => i.itemSet === set)
        .map((i) => i.entry)
        .sort();
    expect(setOf(901)).toEqual([900001, 900002, 900003, 900004, 900005]);
    expect(setOf(902)).toEqual([900011, 900012, 900013, 900014, 900015]);
    expect(setOf(903)).toEqual([900021, 900022, 900023, 900024, 900025]);
    const gems = [...en.values()].filter((i) => i.gemProperties);
    expect(gems.map((g) => [g.entry, g.gemProperties])).toEqual(
      Array.from({ length: 12 }, (_, i) => [900101 + i, 901 + i]),
    );
    // 901–904 red, 905–908 yellow, 909–912 blue.
    for (const g of gems)
      expect(GEM_COLOR[g.subclass]).toBe([2, 4, 8][Math.floor((g.gemProperties - 901) / 4)]);
    expect(new Set([...en.values()].map((i) => i.quality))).toEqual(new Set([2, 3, 4, 5]));
  });

  it('have a French name of their own, accented where French is', () => {
    for (const entry of entries) expect(fr.get(entry)!.name).not.toBe(en.get(entry)!.name);
    expect(fr.get(900011)!.name).toBe('Capuche tissée de crépuscule');
    expect(fr.get(900057)!.description).toBe(
      'Sa flamme fut allumée à la première veille et ne s’est jamais éteinte.',
    );
    expect(new Set([...en.values()].map((i) => i.name)).size).toBe(en.size);
  });

  it('gear every armour type in all 19 slots, with gems of each socket’s colour', () => {
    for (const [armour, gear] of Object.entries(DEMO_GEAR)) {
      expect(gear.slots, armour).toHaveLength(19);
      gear.slots.forEach((entry, slot) => {
        const item = en.get(entry);
        expect(item, `${armour} slot ${slot}`).toBeDefined();
        expect(SLOT_TYPES[slot], `${armour} slot ${slot}: ${entry}`).toContain(item!.inventoryType);
        const gems = gear.gems[slot] ?? [];
        expect(gems.map((g) => GEM_COLOR[en.get(g)!.subclass])).toEqual(item!.sockets);
      });
    }
    const armour = (entry: number) => en.get(entry)!.subclass;
    expect(armour(DEMO_GEAR.plate.slots[4]!)).toBe(4);
    expect(armour(DEMO_GEAR.mail.slots[4]!)).toBe(3);
    expect(armour(DEMO_GEAR.leather.slots[4]!)).toBe(2);
    expect(armour(DEMO_GEAR.cloth.slots[4]!)).toBe(1);
  });

  it('include weapons with damage and speed, armour, durability, levels and spells', () => {
    expect(en.get(900057)).toMatchObject({
      quality: 5,
      damage: [
        { min: 520, max: 966, type: 0 },
        { min: 70, max: 130, type: 2 },
      ],
      delay: 2600,
      maxDurability: 125,
      requiredLevel: 80,
      spells: [{ id: 900305, trigger: 2 }],
    });
    expect(en.get(900003)).toMatchObject({ armor: 2200, maxDurability: 165, sockets: [2, 4, 8] });
    expect(en.get(900058)).toMatchObject({ block: 220, resistances: [{ school: 'fire', value: 20 }] });
    expect([...en.values()].filter((i) => i.spells.some((s) => s.trigger === 1)).length).toBeGreaterThan(1);
  });
});
