import type { Config } from '../../config.ts';
import type { ClientData } from '../../game/client-data/client-data.ts';
import { readDbcOverrides } from '../../game/client-data/overrides.ts';
import { createClientDataStore, type ClientDataStore } from '../../game/client-data/store.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import type { RealmRegistry } from '../../game/realms.ts';
import type { ItemReader } from '../../game/world/items.ts';
import type { Log } from '../../platform/log.ts';

/** What the armory reads beside a realm's characters database; each part may be missing on its own. */
export interface ArmorySources {
  /** The realm's client data (DBC_DIR), while its files are loaded. */
  clientData(realmId: number): ClientData | undefined;
  /** The realm's world database (WORLD_DATABASE_URL), when one is configured. */
  items(realmId: number): ItemReader | undefined;
  /** ARMORY_ICON_URL: the icon address template with `{icon}`; none: quality frames only. */
  iconUrl: string | undefined;
  /** The realms' client data, loaded at start and again when its files change. */
  store: ClientDataStore;
}

/**
 * The realms' world databases as opened at start, and their client data. An AzerothCore realm's
 * world database also overrides its client files (`<name>_dbc` rows, as the worldserver applies them);
 * TrinityCore 3.3.5's override tables have columns of their own, so its files are read as they are.
 */
export function createArmorySources(
  realms: RealmRegistry,
  config: Pick<Config, 'armoryIconUrl'>,
  core: GameCoreInfo,
  log: Log,
): ArmorySources {
  const store = createClientDataStore(
    realms.realms.flatMap((realm) => {
      if (!realm.dbcDir) return [];
      const world = realm.world;
      const overrides =
        world && core.core === 'azerothcore'
          ? (table: string) => readDbcOverrides(world.db, table)
          : undefined;
      return [{ id: realm.id, dir: realm.dbcDir, overrides }];
    }),
    log,
  );
  return {
    clientData: (realmId) => store.get(realmId),
    items: (realmId) => realms.get(realmId)?.world?.items,
    iconUrl: config.armoryIconUrl,
    store,
  };
}
