import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from '../../platform/log.ts';
import type { ClientData } from './client-data.ts';
import { LAYOUTS } from './layouts.ts';
import { loadClientData, type ClientDataLoadOptions, type LoadedClientData } from './load.ts';
import { WdbcError } from './wdbc.ts';

/*
 * Each realm's client data, loaded at start and again when its files change: the `client data` job
 * calls `check` every CLIENT_DATA_CHECK_MS, which compares the files' sizes and times with those of
 * the data in use and loads a changed folder in the background. Pages keep reading the data in use
 * until the new load has succeeded, then the next read gets the new one. A load that fails keeps
 * the data in use and is logged once.
 */

/** How often the realms' DBC folders are looked at for changed files. */
export const CLIENT_DATA_CHECK_MS = 10_000;

export interface ClientDataRealm {
  id: number;
  /** The realm's DBC folder (its worldserver's `DataDir/dbc`). */
  dir: string;
  /** The realm's world database's override rows (readDbcOverrides), for an AzerothCore realm. */
  overrides?: ClientDataLoadOptions['overrides'];
}

/** What staff are told about a realm's client data. */
export interface ClientDataStatus {
  dir: string;
  /** The files of the data in use, and those the armory reads that the folder lacks. */
  loaded: string[];
  missing: string[];
  /** When the data in use was loaded (epoch milliseconds); none before a load succeeded. */
  loadedAt?: number;
  /** Why the last load failed, while the previous data (if any) stays in use. */
  error?: string;
}

export interface ClientDataStore {
  /** Loads every realm's data (at start); a realm whose load fails has none until a later check succeeds. */
  load(): Promise<void>;
  /** Loads again each realm whose files changed since its data was loaded (or whose last load failed). */
  check(): Promise<void>;
  get(realmId: number): ClientData | undefined;
  status(realmId: number): ClientDataStatus | undefined;
}

interface RealmState {
  realm: ClientDataRealm;
  data?: LoadedClientData;
  loadedAt?: number;
  /** The files' sizes and times when the data in use was read. */
  loadedSignature?: string;
  error?: string;
  /** The signature a file was refused at: not read again until a file changes. */
  refusedSignature?: string;
  running?: Promise<void>;
}

const FILE_NAMES = new Set(Object.values(LAYOUTS).map((layout) => layout.file.toLowerCase()));

/** The sizes and modification times of the folder's files that the armory reads. */
async function signature(dir: string): Promise<string> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => FILE_NAMES.has(name.toLowerCase())).toSorted();
  } catch {
    return 'no folder';
  }
  const parts = await Promise.all(
    names.map(async (name) => {
      try {
        const { size, mtimeMs } = await stat(path.join(dir, name));
        return `${name}:${size}:${mtimeMs}`;
      } catch {
        return `${name}:gone`;
      }
    }),
  );
  return parts.join('|');
}

export function createClientDataStore(
  realms: readonly ClientDataRealm[],
  log: Log,
  load: typeof loadClientData = loadClientData,
): ClientDataStore {
  const states = new Map<number, RealmState>(realms.map((realm) => [realm.id, { realm }]));

  async function refresh(state: RealmState, force: boolean): Promise<void> {
    const { realm } = state;
    const current = await signature(realm.dir);
    if (!force && (current === state.loadedSignature || current === state.refusedSignature)) return;
    try {
      const data = await load(realm.dir, realm.overrides ? { overrides: realm.overrides } : {});
      state.data = data;
      state.loadedAt = Date.now();
      state.loadedSignature = current;
      state.error = undefined;
      state.refusedSignature = undefined;
      const missing = data.files.missing.length ? `; missing: ${data.files.missing.join(', ')}` : '';
      log.info(
        `Realm ${realm.id}: client data loaded from ${realm.dir} (${data.files.loaded.length} files${missing})`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A refused file is read again once a file changes; anything else (the world database) at the next check.
      state.refusedSignature = error instanceof WdbcError ? current : undefined;
      if (message !== state.error) {
        const kept = state.data ? 'the data loaded before stays in use' : 'no client data until it loads';
        log.warn(
          { err: error },
          `Realm ${realm.id}: client data not loaded from ${realm.dir} (${message}); ${kept}`,
        );
      }
      state.error = message;
    }
  }

  /** One load at a time per realm: a check during the start's load waits for it. */
  function run(state: RealmState, force: boolean): Promise<void> {
    state.running ??= refresh(state, force).finally(() => {
      state.running = undefined;
    });
    return state.running;
  }

  return {
    // One realm after another: a load holds a whole Spell.dbc (some 50 MB) while it reads it.
    async load() {
      for (const state of states.values()) await run(state, true);
    },
    async check() {
      for (const state of states.values()) await run(state, false);
    },
    get: (realmId) => states.get(realmId)?.data,
    status(realmId) {
      const state = states.get(realmId);
      if (!state) return undefined;
      const files = state.data?.files;
      return {
        dir: state.realm.dir,
        loaded: files?.loaded ?? [],
        missing: files?.missing ?? [],
        ...(state.loadedAt ? { loadedAt: state.loadedAt } : {}),
        ...(state.error ? { error: state.error } : {}),
      };
    },
  };
}
