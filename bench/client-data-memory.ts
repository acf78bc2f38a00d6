/*
 * The heap a realm's client data keeps (budget ≤ 40 MB), measured on synthetic files of the real
 * 3.3.5a sizes: the record and field counts of the client's files, every name different (real files
 * share many, so this is the worst case), the enUS slot filled as in an English client. Prints one
 * JSON object. Run alone: `node --expose-gc bench/client-data-memory.ts`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LAYOUTS, layoutRecord, type DbcName } from '../server/game/client-data/layouts.ts';
import { loadClientData } from '../server/game/client-data/load.ts';
import { writeWdbc, type DbcValue } from '../server/game/client-data/wdbc.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

/** Records in each file of a 3.3.5a (12340) enUS client, rounded. */
const COUNTS: Record<DbcName, number> = {
  spell: 49_839,
  itemDisplayInfo: 50_000,
  spellIcon: 4_800,
  achievement: 1_800,
  spellItemEnchantment: 2_000,
  talent: 900,
  talentTab: 40,
  charTitles: 180,
  glyphProperties: 450,
  gemProperties: 700,
  itemSet: 700,
};

/** The fields of each record `i`, with text where the real files have it (skipped fields included). */
const FIELDS: Record<DbcName, (i: number) => Record<number, DbcValue>> = {
  spell: (i) => ({
    0: i + 1,
    133: (i % 4_800) + 1,
    136: `Synthetic spell number ${i}`,
    153: `Rank ${(i % 9) + 1}`,
    170: `Deals $s1 synthetic damage to an enemy and a little more text, as descriptions have (${i}).`,
    187: `Synthetic aura text ${i}.`,
  }),
  itemDisplayInfo: (i) => ({
    0: i + 1,
    1: `Synthetic_Model_${i}.mdx`,
    5: `INV_Synthetic_Icon_${i}`,
    15: `Synthetic_Texture_${i}`,
  }),
  spellIcon: (i) => ({ 0: i + 1, 1: `Interface\\Icons\\Synthetic_Icon_${i}` }),
  achievement: (i) => ({
    0: i + 1,
    4: `Synthetic achievement ${i}`,
    21: `Do the synthetic deed number ${i}, and then some more of it.`,
    38: 92,
    39: 10,
    42: (i % 4_800) + 1,
  }),
  spellItemEnchantment: (i) => ({
    0: i + 1,
    14: `+${i % 50} Synthetic Stat ${i}`,
    33: i % 3 ? 0 : 40_000 + i,
  }),
  talent: (i) => ({
    0: i + 1,
    1: (i % 40) + 1,
    2: i % 11,
    3: i % 4,
    4: i * 5 + 1,
    5: i * 5 + 2,
    6: i * 5 + 3,
  }),
  talentTab: (i) => ({
    0: i + 1,
    1: `Synthetic tree ${i}`,
    18: i + 1,
    20: 1 << (i % 11),
    22: i % 3,
    23: `Synthetic${i}`,
  }),
  charTitles: (i) => ({ 0: i + 1, 2: `Synthetic Title ${i} %s`, 19: `Synthetic Title ${i} %s`, 36: i + 1 }),
  glyphProperties: (i) => ({ 0: i + 1, 1: 40_000 + i, 2: i % 2, 3: (i % 4_800) + 1 }),
  gemProperties: (i) => ({ 0: i + 1, 1: i + 1, 4: 2 << (i % 3) }),
  itemSet: (i) => ({
    0: i + 1,
    1: `Synthetic Battlegear ${i}`,
    18: i * 5 + 1,
    19: i * 5 + 2,
    35: i + 1,
    43: 2,
  }),
};

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const dir = await mkdtemp(path.join(tmpdir(), 'client-data-memory-'));
try {
  const sizes: Record<string, number> = {};
  for (const name of Object.keys(COUNTS) as DbcName[]) {
    const layout = LAYOUTS[name];
    const records = Array.from({ length: COUNTS[name] }, (_, i) => layoutRecord(layout, FIELDS[name](i)));
    const bytes = writeWdbc(layout.format, records);
    sizes[layout.file] = mb(bytes.length);
    await writeFile(path.join(dir, layout.file), bytes);
  }

  // Twice, a turn apart: the files' buffers are released by a second pass.
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const data = await loadClientData(dir);
  const loadMs = Math.round(performance.now() - started);
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const after = process.memoryUsage();

  console.log(
    JSON.stringify(
      {
        filesMB: sizes,
        loadMs,
        retainedHeapMB: mb(after.heapUsed - before.heapUsed),
        retainedExternalMB: mb(after.external - before.external),
        budgetMB: 40,
        // Keeps the data alive until measured, and checks it is the data of these files.
        spell49839: data.spell(49_839)?.name.en,
      },
      null,
      2,
    ),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
