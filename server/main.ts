import './platform/production-mode.ts';
import { readFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, gameDatabaseName, loadConfig, readDotEnv } from './config.ts';
import { openDatabases, waitForDatabases } from './db/databases.ts';
import { migrateEmbeddedGame, migrateWeb } from './db/migrate.ts';
import { seedDemo, seedDemoRealms } from './demo/seed-demo.ts';
import { coreName, detectGameCore, type GameCoreInfo } from './game/core-detection.ts';
import { describeRealms, openRealms, type RealmRegistry } from './game/realms.ts';
import { listenShared } from './platform/listen.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

readDotEnv();
let config;
try {
  config = loadConfig(process.env, version);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const dbs = openDatabases(config.databases);
let core: GameCoreInfo;
let realms: RealmRegistry;
try {
  await waitForDatabases(dbs, config.databases, config.databaseWaitMs, (name, url) =>
    process.stderr.write(`Waiting for the ${name} database at ${url}...\n`),
  );
  await migrateWeb(dbs.web);
  if (config.embeddedGame) await migrateEmbeddedGame(dbs.auth);
  core = await detectGameCore(dbs, config.expectedGameCore, gameDatabaseName(config));
  if (config.seedDemo) await seedDemoRealms(dbs);
  // Every realm of realmlist with its characters database and console; a REALM_<id>_… variable for
  // a realm that is not there stops the start here.
  realms = await openRealms(dbs, config, core);
  if (config.seedDemo) await seedDemo(dbs, config, core, realms);
} catch (error) {
  await dbs.close().catch(() => {});
  fail(error instanceof Error ? error.message : String(error));
}

const app = await buildApp({ config, dbs, core, realms });
app.log.info(`Game core: ${coreName(core.core)} on ${core.server}`);
for (const line of describeRealms(realms)) app.log.info(line);
const listening = await listenShared(app, { host: config.host, port: config.port }).catch(
  async (error: NodeJS.ErrnoException) => {
    await app.close();
    await dbs.close();
    if (error.code === 'EADDRINUSE') fail(`Port ${config.port} on ${config.host} is already in use`);
    throw error;
  },
);
app.log.info(`Realm website ready at ${config.publicUrl} (listening on ${config.host}:${listening.port})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing in-flight requests`);
  // Whatever happens, the process is gone within 10 s.
  setTimeout(() => process.exit(1), 10_000).unref();
  try {
    listening.stopExtraSockets();
    // Stops the app's jobs too, waiting for a run in progress.
    await app.close();
    await dbs.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
