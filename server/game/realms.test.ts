import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabases } from '../db/databases.ts';
import { migrateEmbeddedGame } from '../db/migrate.ts';
import { availableTargets, createTestContext, type TestContext } from '../test/harness.ts';
import { mysqlUrl } from '../test/mysql.ts';
import { coreColumns } from './core-columns.ts';
import { UnsupportedCoreError } from './core-detection.ts';
import { openRealms, RealmConfigError } from './realms.ts';

/** An embedded site with the given realms in `realmlist` and the given REALM_… variables. */
async function embedded(realms: string[], env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-realms-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const dbs = openDatabases(config.databases);
  await migrateEmbeddedGame(dbs.auth);
  for (const name of realms) await dbs.auth.insertInto('realmlist').values({ name }).execute();
  const core = { core: 'azerothcore' as const, columns: coreColumns('azerothcore'), server: 'SQLite' };
  return {
    open: () => openRealms(dbs, config, core),
    dbs,
    dataDir,
    async close() {
      await dbs.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the realm registry', () => {
  it('gives the one-realm variables to the first realm, and each other realm its own', async () => {
    const site = await embedded(['Frostfall', 'Frostfall PvP'], {
      WORLDSERVER_SOAP_URL: 'http://a:b@127.0.0.1:7878/',
      REALM_2_WORLDSERVER_SOAP_URL: 'http://c:d@127.0.0.1:7879/',
    });
    try {
      const realms = await site.open();
      expect(realms.oneRealm?.id).toBe(1);
      expect(realms.realms.map((r) => [r.id, r.name, r.worldserverSoapUrl])).toEqual([
        [1, 'Frostfall', 'http://a:b@127.0.0.1:7878/'],
        [2, 'Frostfall PvP', 'http://c:d@127.0.0.1:7879/'],
      ]);
      // Embedded: the first realm's characters beside the site's tables, the second in a file of its own.
      expect(realms.get(1)!.characters!.db).toBe(site.dbs.characters);
      expect(realms.get(2)!.characters!.db).not.toBe(site.dbs.characters);
      const own = await realms
        .get(2)!
        .characters!.db.selectFrom('characters')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      expect(Number(own?.n)).toBe(0);
    } finally {
      await site.close();
    }
  });

  it('gives them to REALM_ID when it is set', async () => {
    const site = await embedded(['Frostfall', 'Frostfall PvP'], {
      REALM_ID: '2',
      WORLDSERVER_SOAP_URL: 'http://a:b@127.0.0.1:7878/',
    });
    try {
      const realms = await site.open();
      expect(realms.oneRealm?.id).toBe(2);
      expect(realms.get(2)!.characters!.db).toBe(site.dbs.characters);
      expect(realms.get(2)!.worldserverSoapUrl).toBe('http://a:b@127.0.0.1:7878/');
      expect(realms.get(1)!.worldserverSoapUrl).toBeUndefined();
    } finally {
      await site.close();
    }
  });

  it.each([
    [
      { REALM_5_CHARACTERS_DATABASE_URL: 'sqlite:/tmp/x.sqlite' },
      /^Invalid configuration: REALM_5_CHARACTERS_DATABASE_URL names realm 5, which is not in realmlist \(realms: 1 Frostfall, 2 Frostfall PvP\)$/,
    ],
    [
      { REALM_7_WORLDSERVER_SOAP_URL: 'http://a:b@127.0.0.1:7878/' },
      /^Invalid configuration: REALM_7_WORLDSERVER_SOAP_URL names realm 7/,
    ],
    [
      { REALM_ID: '3' },
      /^Invalid configuration: REALM_ID=3 is not a realm of realmlist \(realms: 1 Frostfall, 2 Frostfall PvP\)$/,
    ],
  ])('stops the start with one line for a realm not in realmlist: %o', async (env, message) => {
    const site = await embedded(['Frostfall', 'Frostfall PvP'], env as Record<string, string>);
    try {
      const error = await site.open().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RealmConfigError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    } finally {
      await site.close();
    }
  });

  it('lists no realm, and so no characters, when realmlist is empty', async () => {
    const site = await embedded([]);
    try {
      const realms = await site.open();
      expect(realms.realms).toEqual([]);
      expect(realms.oneRealm).toBeUndefined();
    } finally {
      await site.close();
    }
  });
});

// Only a configured core can point a realm at a characters database of another core.
for (const target of availableTargets().filter((t) => t !== 'sqlite')) {
  describe(`a realm characters database of another core [${target}]`, () => {
    let c: TestContext | undefined;
    afterAll(async () => c?.close());

    it('stops the start with one line naming the variable', async () => {
      c = await createTestContext(target);
      const other = inject('mysqlTemplates')![target === 'azerothcore' ? 'trinitycore' : 'azerothcore'];
      await c.dbs.auth.insertInto('realmlist').values({ id: 9, name: 'Elsewhere' }).execute();
      const config = {
        ...c.config,
        realms: {
          oneRealmId: undefined,
          settings: [{ id: 9, charactersDatabaseUrl: mysqlUrl(other.characters) }],
        },
      };
      const error = await openRealms(c.dbs, config, c.core).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnsupportedCoreError);
      expect((error as Error).message).toMatch(
        /^Unsupported characters database at REALM_9_CHARACTERS_DATABASE_URL \(mysql:\/\/.*\): it has (AzerothCore|TrinityCore 3\.3\.5)'s `characters` table, but the auth database is/,
      );
      expect((error as Error).message).not.toContain('\n');
    });
  });
}
