import type { Config } from '../../config.ts';
import type { ClientData } from '../../game/client-data/client-data.ts';
import type { RealmRegistry } from '../../game/realms.ts';
import type { ItemReader } from '../../game/world/items.ts';

/** What the armory reads beside a realm's characters database; each part may be missing on its own. */
export interface ArmorySources {
  /** The realm's client data (DBC_DIR), while its files are loaded. */
  clientData(realmId: number): ClientData | undefined;
  /** The realm's world database (WORLD_DATABASE_URL), when one is configured. */
  items(realmId: number): ItemReader | undefined;
  /** ARMORY_ICON_URL: the icon address template with `{icon}`; none: quality frames only. */
  iconUrl: string | undefined;
}

export function createArmorySources(_realms: RealmRegistry, _config: Config): ArmorySources {
  return { clientData: () => undefined, items: () => undefined, iconUrl: undefined };
}
