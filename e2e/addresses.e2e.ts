import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { freePort } from '../server/test/free-port.ts';
import { describeInBrowser } from './support/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
const PUBLIC_URL = 'https://realm.example';

/*
 * The addresses a page gives are those the site runs at, read at run time: a second site on the same
 * build and database, configured with another PUBLIC_URL, names that one everywhere.
 */
describeInBrowser('addresses at run time', () => {
  let server: ChildProcess;
  let url: string;
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'build/site/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL,
        DATA_DIR: inject('dataDir'),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
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
  });
  afterAll(async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  });

  it('writes robots.txt, the sitemap and the pages’ links with PUBLIC_URL', async () => {
    expect(await (await fetch(`${url}/robots.txt`)).text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    for (const lang of ['en', 'fr']) {
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}/?lang=${lang}</loc>`);
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}/news?lang=${lang}</loc>`);
    }
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/news?lang=fr"/>`,
    );
    expect(sitemap).not.toContain('localhost');

    const home = await (await fetch(`${url}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/?lang=en"/>`);
    expect(home).toContain(`<meta property="og:url" content="${PUBLIC_URL}/?lang=en"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="fr" href="${PUBLIC_URL}/?lang=fr"/>`);
    expect(home).not.toContain('x-default');
    const latest = (await (await fetch(`${url}/api/news/latest?limit=1`)).json()) as {
      data: Array<{ id: string }>;
    };
    const article = await (await fetch(`${url}/news/${latest.data[0]!.id}`)).text();
    expect(article).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/news/${latest.data[0]!.id}?lang=en"/>`,
    );
  });
});
