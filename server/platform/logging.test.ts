import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabases } from '../db/databases.ts';
import { EMBEDDED_CORE, NO_REALMS } from '../test/harness.ts';

it('redacts the Authorization header, passwords and tokens from the logs', async () => {
  const config = loadConfig({
    LOG_LEVEL: 'info',
    WEB_BUILD_DIR: '/nonexistent',
    DATA_DIR: '/tmp/realm-log-test',
  });
  const dbs = openDatabases({
    web: 'sqlite::memory:',
    auth: 'sqlite::memory:',
    characters: 'sqlite::memory:',
  });
  const stream = new PassThrough();
  let output = '';
  stream.on('data', (chunk) => (output += String(chunk)));
  const app = await buildApp({ config, dbs, core: EMBEDDED_CORE, realms: NO_REALMS, logStream: stream });
  app.log.info({ req: { headers: { authorization: 'Bearer SESSION-TOKEN-123' } } }, 'incoming');
  app.log.info(
    { body: { username: 'THRALL', password: 'Hunter2Hunter2', confirmPassword: 'Hunter2Hunter2' } },
    'form',
  );
  app.log.info({ result: { token: 'SESSION-TOKEN-456' } }, 'issued');
  // The access log of a reset link's page: the token in the address is masked, the rest kept.
  await app.inject({ method: 'GET', url: '/auth/reset-password?token=RESET-TOKEN-789&lang=fr' });
  await app.close();
  await dbs.close();
  expect(output).toContain('THRALL');
  expect(output).not.toContain('SESSION-TOKEN');
  expect(output).not.toContain('RESET-TOKEN');
  expect(output).toContain('/auth/reset-password?token=[Redacted]&lang=fr');
  expect(output).not.toContain('Hunter2');
  expect(output).toContain('[Redacted]');
});
