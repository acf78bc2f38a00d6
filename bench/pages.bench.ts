/*
 * The pages' budgets (ADR 018), measured side by side in one run:
 * - throughput of `/`, `/news`, an article and `/support/bug-tracker` against `/about` on the same
 *   server (wrk, 50 connections, gzip; five rounds of 6 s, the pages taken in turn; the median of
 *   the rounds' ratios, so a burst of noise on the machine spoils one round, not the figure): each
 *   at least 0.75× `/about`; the same pages in French (`Accept-Language: fr`, held apart) too;
 * - `/about` against nginx serving the same gzip bytes on the same machine (the same rounds): at
 *   least 25%;
 * - the site's peak resident memory over the whole run: at most 200 MB;
 * - rounds during which the host took more than 3% of the machine's CPU (a virtual machine's steal)
 *   are measured again; each kept round's steal is reported;
 * - how long an edit written by another instance takes to show on a page (two site processes on one
 *   MariaDB; the write is made from this process as an instance would make it): reported, the design
 *   says within 1 s.
 * Needs wrk and nginx (`apt-get install wrk nginx`). `npm run bench -- pages` runs it alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadConfig } from '../server/config.ts';
import { openDatabases } from '../server/db/databases.ts';
import { prepareNewsRow } from '../server/features/news/news.service.ts';
import { createDataVersions } from '../server/platform/data-versions.ts';
import { freePort } from '../server/test/free-port.ts';
import { measure, memoryOf, startSite, withSteal, type Site } from './support.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 6);
const ROUNDS = 5;
/** A round during which the host took more of the machine's CPU than this is measured again. */
const MAX_STEAL_PERCENT = 3;
const BUDGET = { againstAbout: 0.75, againstNginx: 0.25, peakRssMb: 200 };
const GZIP = { 'accept-encoding': 'gzip' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** nginx (as packaged, `worker_processes auto`) serving one gzip file for `/about`, started in a folder of its own. */
async function startNginx(gzipBody: Buffer): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'realm-nginx-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'about.gz'), gzipBody);
  writeFileSync(path.join(dir, 'about'), gunzipSync(gzipBody));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location = /about { default_type text/html; gzip_static on; add_header Cache-Control no-cache; }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('error', () => {});
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || tries > 100) throw new Error('nginx did not start: apt-get install nginx');
    if (
      await fetch(`${url}/about`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A page's body as the site sends it to a client that accepts gzip (node:http does not decompress). */
function gzipBytesOf(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: GZIP }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.once('end', () => resolve(Buffer.concat(chunks)));
    }).once('error', reject);
  });
}

async function newestArticle(site: Site): Promise<string> {
  const latest = (await (await fetch(`${site.url}/api/news/latest?limit=1`)).json()) as {
    data: Array<{ id: string }>;
  };
  return `/news/${latest.data[0]!.id}`;
}

/** Throughput of each page and of nginx, in turn, round after round; the site's memory throughout. */
async function throughput() {
  const site = await startSite();
  const nginx = await startNginx(await gzipBytesOf(`${site.url}/about`));
  try {
    const pages = ['/about', '/', '/news', await newestArticle(site), '/support/bug-tracker'];
    const FRENCH = { ...GZIP, 'accept-language': 'fr-FR,fr;q=0.9' };
    const targets: Array<[string, string, Record<string, string>]> = [
      ...pages.map((page): [string, string, Record<string, string>] => [page, `${site.url}${page}`, GZIP]),
      ...pages.map((page): [string, string, Record<string, string>] => [
        `${page} (fr)`,
        `${site.url}${page}`,
        FRENCH,
      ]),
      ['nginx /about', `${nginx.url}/about`, GZIP],
    ];
    const rates = new Map<string, number[]>(targets.map(([name]) => [name, []]));
    const bytes = new Map<string, number>();
    const steal: number[] = [];
    // Warm: each page rendered and held, V8's code optimised.
    for (const [, url, headers] of targets)
      await measure({ url, connections: CONNECTIONS, duration: 2, headers });
    const french = await (await fetch(`${site.url}/`, { headers: { 'accept-language': 'fr' } })).text();
    if (!french.includes('<html lang="fr"')) throw new Error('/ with Accept-Language: fr is not in French');
    for (let round = 0, tries = 0; round < ROUNDS; tries++) {
      const { result, stealPercent } = await withSteal(async () => {
        const measured = [];
        for (const [name, url, headers] of targets) {
          const r = await measure({ url, connections: CONNECTIONS, duration: SECONDS, headers });
          if (r.errors + r.non2xx > 0) throw new Error(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx`);
          measured.push([name, r] as const);
        }
        return measured;
      });
      // A round during which the host took the machine's CPU for other guests is measured again (ten
      // rounds in all at most): it measured the neighbours.
      if (stealPercent > MAX_STEAL_PERCENT && tries < 2 * ROUNDS) continue;
      for (const [name, r] of result) {
        rates.get(name)!.push(r.requestsPerSecond);
        bytes.set(name, r.bytesPerResponse);
      }
      steal.push(stealPercent);
      round++;
    }
    const about = rates.get('/about')!;
    /** The median over the rounds of `top / bottom` measured in the same round. */
    const ratio = (top: number[], bottom: number[]) =>
      Math.round(median(top.map((rate, round) => rate / bottom[round]!)) * 100) / 100;
    const report: Record<string, unknown> = {};
    for (const [page, list] of rates) {
      report[page] = {
        requestsPerSecond: median(list),
        rounds: list,
        bytesPerResponse: bytes.get(page),
        ...(page === 'nginx /about'
          ? { aboutAgainstNginx: ratio(about, list), budget: BUDGET.againstNginx }
          : page === '/about'
            ? {}
            : { againstAbout: ratio(list, about), budget: BUDGET.againstAbout }),
      };
    }
    report.stealPercentPerRound = steal;
    report.siteMemory = { ...memoryOf(site.pid), budgetPeakRssMb: BUDGET.peakRssMb };
    return report;
  } finally {
    await nginx.stop();
    await site.stop();
  }
}

/** Two instances on one MariaDB: ms from another instance's committed edit to the page showing it. */
async function secondInstance() {
  const first = await startSite({ mysql: true });
  const databases = Object.fromEntries(
    Object.entries(first.env).filter(([name]) => name.endsWith('_DATABASE_URL')),
  );
  const second = await startSite({ env: databases });
  const config = loadConfig({ ...first.env, LOG_LEVEL: 'silent' });
  const dbs = openDatabases(config.databases);
  const versions = createDataVersions(dbs.web, dbs.dialects.web);
  const delays: number[] = [];
  try {
    for (let i = 0; i < 10; i++) {
      // Both instances hold the list first.
      for (const site of [first, second]) await fetch(`${site.url}/news`);
      const title = `Edition ${i} of the realm news`;
      const row = prepareNewsRow(
        {
          title,
          content: `<p>${title}: everything that changed on the realm this week, in detail.</p>`,
          imageUrl: '/assets/images/feature-qol.jpg',
        },
        null,
        Date.now(),
      );
      await versions.change(dbs.web, 'news', (trx) => trx.insertInto('news_article').values(row).execute());
      const written = performance.now();
      for (;;) {
        if ((await (await fetch(`${second.url}/news`)).text()).includes(title)) break;
        if (performance.now() - written > 10_000) throw new Error('the edit never showed');
        await new Promise((r) => setTimeout(r, 10));
      }
      delays.push(Math.round(performance.now() - written));
      await new Promise((r) => setTimeout(r, 100 + ((i * 37) % 250)));
    }
    return {
      editShownOnAnotherInstanceMs: { median: median(delays), max: Math.max(...delays), runs: delays },
    };
  } finally {
    await dbs.close();
    await second.stop();
    await first.stop();
  }
}

export default async function pages() {
  return { ...(await throughput()), ...(await secondInstance()) };
}
