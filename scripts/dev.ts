/* `npm run dev`: the API (restarted on change) and Vite's dev server (which proxies /api) side by side. */
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    [
      '--watch-path=server',
      '--watch-path=contract',
      '--disable-warning=ExperimentalWarning',
      'server/main.ts',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, PORT: process.env.PORT ?? '3000' },
    },
  ),
  spawn('npx', ['react-router', 'dev'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
