import packageJson from '../package.json' with { type: 'json' };
import {
  ConfigError,
  demoClientDataDir,
  gameDatabaseName,
  loadConfig,
  readDotEnv,
  type Config,
} from './config.ts';
import { openDatabases, waitForDatabases, type Databases } from './db/databases.ts';
import { migrateEmbeddedGame, migrateWeb } from './db/migrate.ts';
import { writeDemoClientData } from './demo/client-data.ts';
import { seedDemo, seedDemoRealms } from './demo/seed-demo.ts';
import { detectGameCore, type GameCoreInfo } from './game/core-detection.ts';
import { openRealms, type RealmRegistry } from './game/realms.ts';

export interface PreparedSite {
  config: Config;
  dbs: Databases;
  core: GameCoreInfo;
  realms: RealmRegistry;
}

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/**
 * What the site needs before it can answer, for `npm start` and `npm run dev` alike: the configuration
 * (environment and `.env`), the databases (waited for up to 30 s), the web migrations, the core
 * detected from its schema, the realms of `realmlist`, and the demo content when embedded. A problem
 * stops the process with one line.
 */
export async function prepareSite(): Promise<PreparedSite> {
  readDotEnv();
  let config: Config;
  try {
    config = loadConfig(process.env, packageJson.version);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const dbs = openDatabases(config.databases);
  try {
    await waitForDatabases(dbs, config.databases, config.databaseWaitMs, (name, url) =>
      process.stderr.write(`Waiting for the ${name} database at ${url}...\n`),
    );
    await migrateWeb(dbs.web);
    if (config.embeddedGame) await migrateEmbeddedGame(dbs.auth);
    const core = await detectGameCore(dbs, config.expectedGameCore, gameDatabaseName(config));
    if (config.seedDemo) {
      await seedDemoRealms(dbs);
      // The demo realm's client files, made up for it: the armory shows talents, icons, achievements.
      // Never into a DBC_DIR of the operator's.
      if (config.dbcDir === demoClientDataDir(config.dataDir)) await writeDemoClientData(config.dbcDir);
    }
    // Every realm of realmlist with its characters database and console; a REALM_<id>_… variable for
    // a realm that is not there stops the start here.
    const realms = await openRealms(dbs, config, core);
    if (config.seedDemo) await seedDemo(dbs, config, core, realms);
    return { config, dbs, core, realms };
  } catch (error) {
    await dbs.close().catch(() => {});
    fail(error instanceof Error ? error.message : String(error));
  }
}
