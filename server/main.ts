import './platform/production-mode.ts';
import { buildApp } from './app.ts';
import { coreName } from './game/core-detection.ts';
import { describeRealms } from './game/realms.ts';
import { listenShared } from './platform/listen.ts';
import { prepareSite } from './prepare.ts';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

const { config, dbs, core, realms } = await prepareSite();
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
