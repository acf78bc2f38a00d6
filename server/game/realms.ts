import path from 'node:path';
import { Socket } from 'node:net';
import type { Kysely } from 'kysely';
import { text, type Text } from '../../contract/i18n/text.ts';
import { redactUrl, type Config } from '../config.ts';
import { waitForDatabase, type DatabasePlace, type Databases, type SqlDialect } from '../db/databases.ts';
import { migrateEmbeddedRealmCharacters } from '../db/migrate.ts';
import type { AuthDatabase } from '../db/schema/auth.ts';
import type { CharactersDatabase } from '../db/schema/characters.ts';
import type { WorldDatabase } from '../db/schema/world.ts';
import { AppError } from '../platform/errors.ts';
import { checkCharactersDatabase, checkWorldDatabase, type GameCoreInfo } from './core-detection.ts';
import type { ItemReader } from './world/items.ts';
import { worldItems, type WorldSchema } from './world/world-items.ts';

/*
 * The realms are the rows of the core's `realmlist`; each has its own characters database and its own
 * worldserver (docs/game-core.md §8.1). The registry is built once at start from `realmlist` and the
 * configuration, and every characters query or console command names its realm through it.
 */

export interface Realm {
  id: number;
  name: string;
  address: string;
  port: number;
}

/** A realm as the site serves it: where its characters live and which console acts on it. */
interface RegisteredRealm extends Realm {
  /** Absent: no characters database is configured; the realm is listed with its status only. */
  characters?: { db: Kysely<CharactersDatabase>; dialect: SqlDialect; place: DatabasePlace };
  /** The realm's worldserver SOAP console, if configured. */
  worldserverSoapUrl?: string;
  /**
   * The realm's world database, read-only, checked at start (`checkWorldDatabase`): its items through
   * `items`. Absent: none is configured; the armory shows items by number.
   */
  world?: {
    db: Kysely<WorldDatabase>;
    dialect: SqlDialect;
    place: DatabasePlace;
    schema: WorldSchema;
    items: ItemReader;
  };
  /** The realm worldserver's `DataDir/dbc` folder (absolute), read-only; absent when not configured. */
  dbcDir?: string;
}

export type CharacterRealm = RegisteredRealm & Required<Pick<RegisteredRealm, 'characters'>>;

export interface RealmRegistry {
  /** Every realm of `realmlist` at start, by id. */
  readonly realms: readonly RegisteredRealm[];
  /** The realm the one-realm variables mean (REALM_ID, else the first of `realmlist`). */
  readonly oneRealm: RegisteredRealm | undefined;
  get(id: number): RegisteredRealm | undefined;
  /** The realms whose characters the site reads, by id. */
  withCharacters(): CharacterRealm[];
  /** Names and addresses as `realmlist` has them now (the status check reads it every round). */
  rename(rows: ReadonlyArray<Realm>): void;
}

/**
 * The realm whose characters a request names (absent: the realm of the one-realm settings), or a 404
 * saying why there is none. With `field`, the answer names the request's field too.
 */
export function requireCharacterRealm(
  registry: RealmRegistry,
  realmId: number | undefined,
  field?: string,
): CharacterRealm {
  const realm = realmId === undefined ? registry.oneRealm : registry.get(realmId);
  let why: Text | undefined;
  if (!realm)
    why = realmId === undefined ? text('api.realms.noneListed') : text('api.realms.unknown', { id: realmId });
  else if (!realm.characters) why = text('api.realms.noCharacters', { realm: realm.name, id: realm.id });
  if (why) throw new AppError('NOT_FOUND', why, field ? [{ path: field, message: why }] : undefined);
  return realm as CharacterRealm;
}

/** A REALM_… variable that does not fit `realmlist`: start-up stops with this one line. */
export class RealmConfigError extends Error {}

/** Every realm of `realmlist`, by id. */
export async function listRealms(db: Kysely<AuthDatabase>): Promise<Array<{ id: number; name: string }>> {
  return db.selectFrom('realmlist').select(['id', 'name']).orderBy('id').execute();
}

/** One realm's row as it is now: a deletion checks the worldserver at the address `realmlist` has. */
export async function findRealm(db: Kysely<AuthDatabase>, id: number): Promise<Realm | undefined> {
  const row = await db
    .selectFrom('realmlist')
    .select(['id', 'name', 'address', 'port'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: Number(row.id), name: row.name, address: row.address, port: Number(row.port) };
}

/** The realm list with what the status needs: address, flags as the core sets them, type. */
export async function listRealmRows(db: Kysely<AuthDatabase>) {
  const rows = await db
    .selectFrom('realmlist')
    .select(['id', 'name', 'address', 'port', 'icon', 'flag', 'gamebuild'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    address: r.address,
    port: Number(r.port),
    icon: Number(r.icon),
    flag: Number(r.flag),
    gamebuild: Number(r.gamebuild),
  }));
}

export function createRealmRegistry(
  realms: RegisteredRealm[],
  oneRealmId: number | undefined,
): RealmRegistry {
  const byId = new Map(realms.map((r) => [r.id, r]));
  return {
    realms,
    oneRealm: oneRealmId === undefined ? undefined : byId.get(oneRealmId),
    get: (id) => byId.get(id),
    withCharacters: () => realms.filter((r): r is CharacterRealm => !!r.characters),
    rename(rows) {
      for (const row of rows) {
        const realm = byId.get(row.id);
        if (realm) Object.assign(realm, { name: row.name, address: row.address, port: row.port });
      }
    },
  };
}

const realmNames = (rows: ReadonlyArray<{ id: number; name: string }>) =>
  rows.length ? rows.map((r) => `${r.id} ${r.name}`).join(', ') : 'none';

/**
 * Builds the registry from `realmlist` and the configuration:
 * - REALM_<id>_CHARACTERS_DATABASE_URL and REALM_<id>_WORLDSERVER_SOAP_URL name a realm each; an id
 *   that is not in `realmlist` stops the start;
 * - CHARACTERS_DATABASE_URL and WORLDSERVER_SOAP_URL (the one-realm form) belong to REALM_ID, else to
 *   the first realm;
 * - embedded, every other realm keeps its characters in a SQLite file of its own beside the site's
 *   (`characters-realm-<id>.sqlite`, ADR 015), as a core keeps one characters database per realm;
 * - with a configured core, a realm without a characters database is listed with its status only.
 * Each characters database is checked to be the core's (server/game/core-detection.ts).
 */
export async function openRealms(
  dbs: Databases,
  config: Pick<
    Config,
    | 'realms'
    | 'databases'
    | 'embeddedGame'
    | 'dataDir'
    | 'worldserverSoapUrl'
    | 'worldDatabaseUrl'
    | 'dbcDir'
    | 'databaseWaitMs'
  >,
  core: GameCoreInfo,
): Promise<RealmRegistry> {
  const rows = await listRealmRows(dbs.auth);
  const ids = new Set(rows.map((r) => r.id));
  const { oneRealmId: wanted, settings } = config.realms;
  if (wanted !== undefined && !ids.has(wanted)) {
    throw new RealmConfigError(
      `Invalid configuration: REALM_ID=${wanted} is not a realm of realmlist (realms: ${realmNames(rows)})`,
    );
  }
  for (const setting of settings) {
    if (ids.has(setting.id)) continue;
    const name = `REALM_${setting.id}_${realmVariable(setting)}`;
    throw new RealmConfigError(
      `Invalid configuration: ${name} names realm ${setting.id}, which is not in realmlist (realms: ${realmNames(rows)})`,
    );
  }
  const oneRealmId = wanted ?? rows[0]?.id;
  const oneRealmSettings = settings.find((s) => s.id === oneRealmId);
  if (
    !config.embeddedGame &&
    oneRealmSettings?.charactersDatabaseUrl &&
    oneRealmSettings.charactersDatabaseUrl !== config.databases.characters
  ) {
    throw new RealmConfigError(
      `Invalid configuration: CHARACTERS_DATABASE_URL and REALM_${oneRealmId}_CHARACTERS_DATABASE_URL both name realm ${oneRealmId}'s characters database; keep one`,
    );
  }
  if (
    config.worldDatabaseUrl &&
    oneRealmSettings?.worldDatabaseUrl &&
    oneRealmSettings.worldDatabaseUrl !== config.worldDatabaseUrl
  ) {
    throw new RealmConfigError(
      `Invalid configuration: WORLD_DATABASE_URL and REALM_${oneRealmId}_WORLD_DATABASE_URL both name realm ${oneRealmId}'s world database; keep one`,
    );
  }

  const deadline = Date.now() + config.databaseWaitMs;
  const realms: RegisteredRealm[] = [];
  for (const row of rows) {
    const own = settings.find((s) => s.id === row.id);
    const one = row.id === oneRealmId;
    let url = own?.charactersDatabaseUrl ?? (one ? config.databases.characters : undefined);
    let variable = own?.charactersDatabaseUrl ? `REALM_${row.id}_CHARACTERS_DATABASE_URL` : undefined;
    if (!url && config.embeddedGame) {
      url = `sqlite:${path.join(config.dataDir, `characters-realm-${row.id}.sqlite`)}`;
      variable = `the embedded characters database of realm ${row.id}`;
    }
    const realm: RegisteredRealm = {
      id: row.id,
      name: row.name,
      address: row.address,
      port: row.port,
      worldserverSoapUrl: own?.worldserverSoapUrl ?? (one ? config.worldserverSoapUrl : undefined),
      // Embedded realms share one game's data: DBC_DIR is each one's, as the world tables are.
      dbcDir: own?.dbcDir ?? (one || config.embeddedGame ? config.dbcDir : undefined),
    };
    if (url) {
      const characters = dbs.openCharacters(url);
      const where = `${variable ?? 'CHARACTERS_DATABASE_URL'} (${redactUrl(url)})`;
      await waitForDatabase(characters.db, `the characters database at ${where}`, deadline);
      if (config.embeddedGame && url !== config.databases.auth) {
        await migrateEmbeddedRealmCharacters(characters.db);
      }
      await checkCharactersDatabase(characters.db, characters.dialect, core.core, where);
      realm.characters = characters;
    }
    const world = worldDatabaseOf(row, own?.worldDatabaseUrl, one, config);
    if (world) {
      const opened = dbs.openWorld(world.url);
      const where = `realm ${row.id} (${row.name}) at ${world.variable} (${redactUrl(world.url)})`;
      await waitForDatabase(opened.db, `the world database of ${where}`, deadline);
      const schema = await checkWorldDatabase(opened.db, opened.dialect, core.core, where);
      realm.world = { ...opened, schema, items: worldItems(opened.db, schema) };
    }
    realms.push(realm);
  }
  return createRealmRegistry(realms, oneRealmId);
}

/** Which REALM_<id>_… variable a realm's settings came from, for a message naming it. */
function realmVariable(setting: Config['realms']['settings'][number]): string {
  if (setting.charactersDatabaseUrl) return 'CHARACTERS_DATABASE_URL';
  if (setting.worldDatabaseUrl) return 'WORLD_DATABASE_URL';
  if (setting.dbcDir) return 'DBC_DIR';
  return 'WORLDSERVER_SOAP_URL';
}

/**
 * Where a realm's world database is and which variable says so: its REALM_<id>_WORLD_DATABASE_URL,
 * else WORLD_DATABASE_URL for the one realm; embedded, the one realm reads the world tables of the
 * site's own file.
 */
function worldDatabaseOf(
  row: { id: number },
  ownUrl: string | undefined,
  one: boolean,
  config: Pick<Config, 'worldDatabaseUrl' | 'embeddedGame' | 'databases'>,
): { url: string; variable: string } | undefined {
  if (ownUrl) return { url: ownUrl, variable: `REALM_${row.id}_WORLD_DATABASE_URL` };
  // Embedded, the one file's world tables are every realm's game data.
  if (config.embeddedGame && !config.worldDatabaseUrl)
    return { url: config.databases.auth, variable: 'the embedded world tables' };
  if (!one) return undefined;
  if (config.worldDatabaseUrl) return { url: config.worldDatabaseUrl, variable: 'WORLD_DATABASE_URL' };
  return undefined;
}

/** One line per realm for the start log: where its characters live and whether a console acts on it. */
export function describeRealms(registry: RealmRegistry): string[] {
  if (registry.realms.length === 0) return ['The realm list (realmlist) is empty: no realm shows characters'];
  return registry.realms.map(
    (r) =>
      `Realm ${r.id} ${r.name}: ${r.characters ? `characters in ${r.characters.dialect === 'sqlite' ? 'SQLite' : 'MySQL'}` : 'no characters database (listed with its status only)'}, ${r.world ? `items from its world database in ${r.world.dialect === 'sqlite' ? 'SQLite' : 'MySQL'}` : 'no world database (items shown by number)'}, ${r.dbcDir ? `client data in ${r.dbcDir}` : 'no client data'}, ${r.worldserverSoapUrl ? 'console configured' : 'no console'}${r === registry.oneRealm ? ' (CHARACTERS_DATABASE_URL, WORLD_DATABASE_URL, DBC_DIR, WORLDSERVER_SOAP_URL)' : ''}`,
  );
}

/**
 * Whether the realm's worldserver accepts a TCP connection at `address:port` within `timeoutMs`: the
 * check the client's realm list stands for (docs/game-core.md §8.4), since a crash leaves `flag` unchanged.
 */
export function worldserverListening(
  realm: Pick<Realm, 'address' | 'port'>,
  timeoutMs = 1000,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.connect(realm.port, realm.address);
  });
}
