import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface SecondSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * Another site on the build the global setup made, with settings of its own (`env` on top of the
 * environment), on a free port; its own PUBLIC_URL unless `env` names one. Resolves once it answers
 * its health check.
 */
export async function startSecondSite(env: Record<string, string>): Promise<SecondSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'build/site/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let tries = 0; ; tries++) {
    if (server.exitCode !== null) throw new Error(`The site exited with code ${server.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 300) throw new Error('The site did not start within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
