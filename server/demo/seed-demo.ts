import type { Config } from '../config.ts';
import { writeSecurityLevel } from '../game/access.ts';
import { updateRealmCharacterCount } from '../game/character-deletion.ts';
import type { GameCoreInfo } from '../game/core-detection.ts';
import { REALM_NAME } from '../../contract/site.ts';
import { findAccountByName, insertGameAccount } from '../game/accounts.ts';
import { openRealms, type RealmRegistry } from '../game/realms.ts';
import type { Databases } from '../db/databases.ts';
import { seedDemoNews } from './news.seed.ts';
import { seedDemoBugs } from './bugs.seed.ts';
import { seedDemoArmory } from './armory.seed.ts';
import { seedDemoItems } from './items.seed.ts';
import { seedDemoStatistics } from './statistics.seed.ts';

/*
 * Demo content for the embedded mode, so every page has something to show at once: two realms, each
 * with its own characters (ADR 015), accounts, items, news and bugs. Idempotent: each piece is written only
 * when missing. Everything here is marked as demo data in its own text.
 */

/**
 * The demo's realms, as `realmlist` rows: the realm (RealmFlags 0, no worldserver has run yet) and a
 * second one, PvP (icon 1) and flagged new (0x40), so the multi-realm screens show at once.
 */
const DEMO_REALMS = [
  { name: REALM_NAME, icon: 0, flag: 0 },
  { name: `${REALM_NAME} PvP`, icon: 1, flag: 0x40 },
] as const;

const DEMO_ACCOUNTS = [
  { username: 'ADMIN', email: 'admin@demo.invalid', password: 'demoadmin1', role: 'admin', gmlevel: 3 },
  {
    username: 'MODERATOR',
    email: 'moderator@demo.invalid',
    password: 'demomod123',
    role: 'moderator',
    gmlevel: 1,
  },
  { username: 'PLAYER', email: 'player@demo.invalid', password: 'demoplayer1', role: null, gmlevel: 0 },
  // The other players the ladders rank the demo's characters against.
  { username: 'RIVALS', email: 'rivals@demo.invalid', password: 'demorivals1', role: null, gmlevel: 0 },
] as const;

interface DemoCharacter {
  /** Which of DEMO_REALMS: 0 is the first realm (the one-realm settings'), 1 the second. */
  realm: 0 | 1;
  guid: number;
  owner: (typeof DEMO_ACCOUNTS)[number]['username'];
  name: string;
  race: number;
  class: number;
  level: number;
  map: number;
  zone: number;
  online: number;
  totaltime: number;
  home: [mapId: number, zoneId: number, x: number, y: number, z: number];
}

const DEMO_CHARACTERS: DemoCharacter[] = [
  {
    realm: 0,
    guid: 1,
    owner: 'PLAYER',
    name: 'Demoranger',
    race: 4,
    class: 3,
    level: 80,
    map: 571,
    zone: 4395,
    online: 1,
    totaltime: 1_296_000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  {
    realm: 0,
    guid: 2,
    owner: 'PLAYER',
    name: 'Demofrost',
    race: 7,
    class: 8,
    level: 42,
    map: 0,
    zone: 1537,
    online: 0,
    totaltime: 302_400,
    home: [0, 1537, -4918.9, -940.4, 501.6],
  },
  {
    realm: 0,
    guid: 3,
    owner: 'PLAYER',
    name: 'Demoblood',
    race: 10,
    class: 6,
    level: 58,
    map: 609,
    zone: 4298,
    online: 0,
    totaltime: 86_400,
    home: [530, 3487, 9479.2, -7280.1, 14.3],
  },
  {
    realm: 0,
    guid: 4,
    owner: 'PLAYER',
    name: 'Demototem',
    race: 6,
    class: 7,
    level: 17,
    map: 1,
    zone: 1638,
    online: 0,
    totaltime: 21_600,
    home: [1, 1638, -1282.3, 124.6, 131.4],
  },
  {
    realm: 0,
    guid: 5,
    owner: 'ADMIN',
    name: 'Demoarchon',
    race: 1,
    class: 2,
    level: 80,
    map: 0,
    zone: 1519,
    online: 0,
    totaltime: 2_160_000,
    home: [0, 1519, -8866.2, 671.9, 97.9],
  },
  {
    realm: 0,
    guid: 6,
    owner: 'MODERATOR',
    name: 'Demoshade',
    race: 5,
    class: 5,
    level: 71,
    map: 571,
    zone: 65,
    online: 0,
    totaltime: 640_800,
    home: [1, 1637, 1633.7, -4439.4, 15.4],
  },
  // Arena players of the first realm, for its ladders.
  {
    realm: 0,
    guid: 7,
    owner: 'RIVALS',
    name: 'Demoshiv',
    race: 1,
    class: 4,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 659000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  {
    realm: 0,
    guid: 8,
    owner: 'RIVALS',
    name: 'Demolight',
    race: 3,
    class: 5,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 696000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  {
    realm: 0,
    guid: 9,
    owner: 'RIVALS',
    name: 'Demofury',
    race: 2,
    class: 1,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 733000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  {
    realm: 0,
    guid: 10,
    owner: 'RIVALS',
    name: 'Demogrove',
    race: 6,
    class: 11,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 770000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  {
    realm: 0,
    guid: 11,
    owner: 'RIVALS',
    name: 'Demostorm',
    race: 11,
    class: 7,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 807000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  {
    realm: 0,
    guid: 12,
    owner: 'RIVALS',
    name: 'Demoaegis',
    race: 1,
    class: 2,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 844000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  {
    realm: 0,
    guid: 13,
    owner: 'RIVALS',
    name: 'Demohowl',
    race: 5,
    class: 9,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 881000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  {
    realm: 0,
    guid: 14,
    owner: 'RIVALS',
    name: 'Demoember',
    race: 10,
    class: 8,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 918000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
  // The second realm numbers its own characters: guids 1 to 3 again.
  {
    realm: 1,
    guid: 1,
    owner: 'PLAYER',
    name: 'Demoreaver',
    race: 2,
    class: 1,
    level: 80,
    map: 571,
    zone: 4197,
    online: 1,
    totaltime: 864_000,
    home: [1, 1637, 1633.7, -4439.4, 15.4],
  },
  {
    realm: 1,
    guid: 2,
    owner: 'PLAYER',
    name: 'Demohex',
    race: 8,
    class: 9,
    level: 64,
    map: 530,
    zone: 3520,
    online: 0,
    totaltime: 216_000,
    home: [530, 3703, -1838.2, 5301.8, -12.4],
  },
  {
    realm: 1,
    guid: 3,
    owner: 'MODERATOR',
    name: 'Demowarden',
    race: 11,
    class: 2,
    level: 80,
    map: 571,
    zone: 4395,
    online: 0,
    totaltime: 1_080_000,
    home: [571, 4395, 5804.1, 624.8, 647.8],
  },
];

/** Features with tables of their own add a seeder here (news articles, bugs in every status). */
type DemoSeeder = (
  dbs: Databases,
  config: Config,
  accounts: Map<string, number>,
  realms: RealmRegistry,
  core: GameCoreInfo,
) => Promise<void>;
const featureSeeders: DemoSeeder[] = [seedDemoNews, seedDemoBugs, seedDemoArmory, seedDemoStatistics];

/**
 * The demo's realm rows, when missing: the first when `realmlist` is empty, the second by its name.
 * Start-up writes them before it reads the realms (`openRealms`).
 */
export async function seedDemoRealms(dbs: Pick<Databases, 'auth'>): Promise<void> {
  const [first, second] = DEMO_REALMS;
  const any = await dbs.auth.selectFrom('realmlist').select('id').executeTakeFirst();
  if (!any) await dbs.auth.insertInto('realmlist').values(first).execute();
  const named = await dbs.auth
    .selectFrom('realmlist')
    .select('id')
    .where('name', '=', second.name)
    .executeTakeFirst();
  if (!named) await dbs.auth.insertInto('realmlist').values(second).execute();
}

/**
 * The demo content. `realms` is the site's registry when start-up has built it already; without it,
 * the realms are read after their rows are written.
 */
export async function seedDemo(
  dbs: Databases,
  config: Config,
  core: GameCoreInfo,
  realms?: RealmRegistry,
): Promise<void> {
  const { columns } = core;
  const now = Date.now();

  await seedDemoRealms(dbs);
  const registry = realms ?? (await openRealms(dbs, config, core));
  // The first realm is the one-realm settings' (the first of realmlist); the second, the demo's own.
  const secondName = DEMO_REALMS[1].name;
  const demoRealms = [
    registry.oneRealm,
    registry.realms.find((r) => r.name === secondName && r !== registry.oneRealm),
  ];

  // The demo's items, in the world tables the first realm reads (embedded: the site's own file).
  const world = registry.oneRealm?.world;
  if (world) await seedDemoItems(world.db);

  const accounts = new Map<string, number>();
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await findAccountByName(dbs.auth, demo.username);
    if (existing) {
      accounts.set(demo.username, existing.id);
      continue;
    }
    const { id } = await insertGameAccount(dbs.auth, columns, demo);
    accounts.set(demo.username, id);
    await dbs.web
      .insertInto('site_account')
      .values({ account_id: id, points: demo.role ? 0 : 150, created_at: now })
      .execute();
    if (demo.role) {
      await dbs.web
        .insertInto('site_role')
        .values({ account_id: id, role: demo.role, granted_at: now, granted_by: 'demo seed' })
        .execute();
    }
    if (demo.gmlevel > 0) {
      await writeSecurityLevel(dbs.auth, columns, {
        accountId: id,
        securityLevel: demo.gmlevel,
        realmId: -1,
      });
    }
  }

  const nowSeconds = Math.floor(now / 1000);
  for (const c of DEMO_CHARACTERS) {
    const db = demoRealms[c.realm]?.characters?.db;
    // A configured realm without a characters database gets none.
    if (!db) continue;
    const exists = await db
      .selectFrom('characters')
      .select('guid')
      .where('guid', '=', c.guid)
      .executeTakeFirst();
    if (exists) continue;
    const [mapId, zoneId, posX, posY, posZ] = c.home;
    await db
      .insertInto('characters')
      .values({
        guid: c.guid,
        account: accounts.get(c.owner)!,
        name: c.name,
        race: c.race,
        class: c.class,
        gender: c.guid % 2,
        level: c.level,
        map: c.map,
        zone: c.zone,
        position_x: posX,
        position_y: posY,
        position_z: posZ,
        online: c.online,
        totaltime: c.totaltime,
        leveltime: Math.floor(c.totaltime / 10),
        logout_time: nowSeconds - c.guid * 3600,
        taximask: '',
        ...(columns.charactersHaveInnTrigger ? { innTriggerId: 0 } : {}),
      })
      .execute();
    await db
      .insertInto('character_homebind')
      .values({ guid: c.guid, mapId, zoneId, posX, posY, posZ })
      .execute();
    // AzerothCore writes the realm id into account.online while one of the account's characters is in the world.
    if (c.online) {
      await dbs.auth
        .updateTable('account')
        .set({ online: demoRealms[c.realm]!.id })
        .where('id', '=', accounts.get(c.owner)!)
        .execute();
    }
  }
  // Each realm's character count, as the core keeps it for the client's realm list.
  for (const realm of demoRealms) {
    if (!realm?.characters) continue;
    for (const accountId of accounts.values()) {
      await updateRealmCharacterCount(dbs.auth, realm.characters.db, core.core, {
        accountId,
        realmId: realm.id,
      });
    }
  }

  for (const seed of featureSeeders) await seed(dbs, config, accounts, registry, core);
}
