/*
 * `npm run dev`: the site as `npm start` runs it, with the web app served by Vite's dev server inside
 * the same process (hot reload of the browser's code, pages rendered from the sources on each
 * request) and the whole process restarted when a server file changes (`--watch-path`, package.json).
 */
import type { ServerBuild } from 'react-router';

// Before anything is loaded: React and React Router choose their development builds as they load.
process.env.NODE_ENV = 'development';
const { createServer } = await import('node:http');
const { createServer: createViteServer } = await import('vite');
const { buildApp } = await import('../server/app.ts');
const { prepareSite } = await import('../server/prepare.ts');

const { config, dbs, core, realms } = await prepareSite();
const http = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: http } },
  appType: 'custom',
});
const app = await buildApp({
  config,
  dbs,
  core,
  realms,
  devWebApp: {
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  },
});
await app.ready();
// Vite answers the browser's modules, styles and assets; everything else goes to the site.
http.on('request', (request, response) =>
  vite.middlewares(request, response, () => app.routing(request, response)),
);
http.once('error', (error: NodeJS.ErrnoException) => {
  process.stderr.write(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} on ${config.host} is already in use\n`
      : `The development site could not listen: ${error.message}\n`,
  );
  process.exit(1);
});
http.listen(config.port, config.host, () => app.log.info(`Development site at ${config.publicUrl}`));

async function stop() {
  http.close();
  await vite.close();
  await app.close();
  await dbs.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
