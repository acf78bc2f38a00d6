import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeDemoClientData } from '../../demo/client-data.ts';
import type { Log } from '../../platform/log.ts';
import { LAYOUTS, layoutRecord } from './layouts.ts';
import { createClientDataStore } from './store.ts';
import { writeWdbc } from './wdbc.ts';

let dir: string;
let log: { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'client-data-store-'));
  log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Rewrites ItemDisplayInfo.dbc with one display, dated `seconds` from now so the change shows. */
async function writeDisplays(icon: string, seconds: number) {
  const file = path.join(dir, LAYOUTS.itemDisplayInfo.file);
  await writeFile(
    file,
    writeWdbc(LAYOUTS.itemDisplayInfo.format, [
      layoutRecord(LAYOUTS.itemDisplayInfo, { 0: 90_001, 5: icon }),
    ]),
  );
  const at = new Date(Date.now() + seconds * 1000);
  await utimes(file, at, at);
}

describe("the realms' client data", () => {
  it('loads each realm at start and tells which files it has and lacks', async () => {
    await writeDemoClientData(path.join(dir, 'one'));
    const store = createClientDataStore(
      [
        { id: 1, dir: path.join(dir, 'one') },
        { id: 2, dir: path.join(dir, 'nowhere') },
      ],
      log as Log,
    );
    await store.load();
    expect(store.get(1)?.itemIcon(90_001)).toBe('demo-item-01');
    expect(store.status(1)).toMatchObject({ dir: path.join(dir, 'one'), missing: [] });
    expect(store.status(1)!.loaded).toHaveLength(Object.keys(LAYOUTS).length);
    expect(store.status(1)!.loadedAt).toBeGreaterThan(0);

    expect(store.get(2)?.itemIcon(90_001)).toBeUndefined();
    expect(store.status(2)!.loaded).toEqual([]);
    expect(store.status(2)!.missing).toContain('Spell.dbc');
    expect(store.get(3)).toBeUndefined();
    expect(store.status(3)).toBeUndefined();
  });

  it('loads a changed folder again and swaps; a failed load keeps the data in use and is logged once', async () => {
    await writeDemoClientData(dir);
    const store = createClientDataStore([{ id: 1, dir }], log as Log);
    await store.load();
    const first = store.get(1)!;

    // Nothing changed: the same data.
    await store.check();
    expect(store.get(1)).toBe(first);

    await writeDisplays('INV_Replaced_01', 10);
    await store.check();
    expect(store.get(1)!.itemIcon(90_001)).toBe('INV_Replaced_01');
    // The data handed out before is left whole.
    expect(first.itemIcon(90_001)).toBe('demo-item-01');

    // A file cut short while it is copied: refused, the loaded data stays.
    const second = store.get(1)!;
    await writeFile(path.join(dir, LAYOUTS.spell.file), Buffer.from('WDBC'));
    await store.check();
    await store.check();
    expect(store.get(1)).toBe(second);
    expect(store.status(1)!.error).toMatch(/^Spell\.dbc: truncated/);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toMatch(
      /^Realm 1: client data not loaded from .*the data loaded before stays in use$/,
    );

    // The copy done: loaded again.
    await writeDemoClientData(dir);
    await writeDisplays('INV_Final_01', 20);
    await store.check();
    expect(store.get(1)!.itemIcon(90_001)).toBe('INV_Final_01');
    expect(store.get(1)!.spell(store.get(1)!.talentTabs(1)[0]!.talents[0]!.rankSpells[0]!)).toBeDefined();
    expect(store.status(1)!.error).toBeUndefined();
  });

  it("tries again at the next check when the world database's rows could not be read", async () => {
    await writeDemoClientData(dir);
    let down = true;
    const overrides = vi.fn(async () => {
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:3306');
      return [];
    });
    const store = createClientDataStore([{ id: 1, dir, overrides }], log as Log);
    await store.load();
    expect(store.get(1)).toBeUndefined();
    expect(store.status(1)!.error).toBe('connect ECONNREFUSED 127.0.0.1:3306');
    await store.check();
    expect(log.warn).toHaveBeenCalledTimes(1);
    down = false;
    await store.check();
    expect(store.get(1)?.itemIcon(90_001)).toBe('demo-item-01');
    expect(store.status(1)!.error).toBeUndefined();
  });
});
