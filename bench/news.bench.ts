/*
 * News with 1,000 articles: p95 of GET /api/news (the page /news asks for, and the spec's whole list)
 * and of GET /news/:id (the article page with its link-preview tags) at 50 connections (budget < 30 ms),
 * on SQLite and on MariaDB; and the bytes a browser downloads for the first screen of /news (HTML, JS,
 * CSS, fonts, the API answer and the images in view, as sent: compressed). Run alone with
 * `npm run bench -- news`; set WEB_BUILD_DIR to measure another build of the web app.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { NEWS_CATEGORIES, NEWS_IMAGES, NEWS_PAGE_SIZE } from '../contract/news.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabases } from '../server/db/databases.ts';
import { prepareNewsRow } from '../server/features/news/news.service.ts';
import { measure, startSite, type Site } from './support.ts';

const ARTICLES = 1000;
const CONNECTIONS = 50;
const DURATION_S = 10;
const BUDGET_P95_MS = 30;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PLACES = [
  'Icecrown',
  'Dalaran',
  'the Howling Fjord',
  'Zul’Drak',
  'Storm Peaks',
  'Wintergrasp',
  'Ulduar',
];
const TOPICS = ['raid weekend', 'patch notes', 'beta wave', 'maintenance', 'Torment tier', 'affix hunt'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** An article body of about 2 KB: headings, paragraphs, a list and a link, as staff write them. */
function body(i: number): string {
  const place = pick(PLACES, i);
  const paragraph = `News number ${i} from ${place}. The team spent the week on the ${pick(TOPICS, i >> 1)}, fixed a long list of issues reported on the tracker and prepared the next phase of testing. Thank you to every player who took part.`;
  return [
    `<h2>What changes in ${place}</h2>`,
    `<p>${paragraph}</p>`,
    '<ul><li>Bosses tuned for Torment 1 to 10</li><li>Quest chains fixed</li><li>New affixes on loot</li></ul>',
    `<p>${paragraph} <strong>See you in game.</strong></p>`,
    '<p>Questions? Read the <a href="/support/help">help page</a> or report a bug on the tracker.</p>',
    `<blockquote>${paragraph}</blockquote>`,
  ].join('');
}

async function seedArticles(site: Site): Promise<number[]> {
  const config = loadConfig({ ...site.env, LOG_LEVEL: 'silent' });
  const dbs = openDatabases(config.databases);
  const now = Date.now();
  try {
    for (let start = 0; start < ARTICLES; start += 100) {
      const rows = [];
      for (let i = start; i < Math.min(ARTICLES, start + 100); i++) {
        rows.push(
          prepareNewsRow(
            {
              title: `${pick(TOPICS, i)} in ${pick(PLACES, i >> 2)} (${i})`,
              content: body(i),
              category: pick(NEWS_CATEGORIES, i),
              imageUrl: pick(NEWS_IMAGES, i).value,
              author: 'Equipe Frostfall',
              tags: [pick(TOPICS, i), pick(PLACES, i)].map((t) => t.slice(0, 30)),
              featured: i % 97 === 0,
            },
            null,
            now - (ARTICLES - i) * 3_600_000,
          ),
        );
      }
      await dbs.web.insertInto('news_article').values(rows).execute();
    }
    const ids = await dbs.web.selectFrom('news_article').select('id').orderBy('id').execute();
    return ids.map((r) => r.id);
  } finally {
    await dbs.close();
  }
}

async function measureCalls(site: Site, ids: number[]) {
  // Warm the statement caches and the pool.
  await measure({
    url: `${site.url}/api/news?page=1&pageSize=${NEWS_PAGE_SIZE}`,
    connections: 10,
    duration: 2,
  });
  await measure({ url: `${site.url}/news/${ids[0]}`, connections: 10, duration: 2 });
  const articlePaths = Array.from({ length: 50 }, (_, i) => `/news/${pick(ids, i * 19 + 7)}`);
  const br = { 'accept-encoding': 'br, gzip' };
  const firstPage = await measure({
    url: `${site.url}/api/news?page=1&pageSize=${NEWS_PAGE_SIZE}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: br,
  });
  const pages = await measure({
    url: site.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: br,
    requests: Array.from({ length: 20 }, (_, i) => ({
      path: `/api/news?page=${1 + ((i * 7) % 80)}&pageSize=${NEWS_PAGE_SIZE}`,
    })),
  });
  const whole = await measure({
    url: `${site.url}/api/news`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: br,
  });
  const preview = await measure({
    url: site.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: br,
    requests: articlePaths.map((path) => ({ path })),
  });
  const read = await measure({
    url: site.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: br,
    requests: articlePaths.map((path) => ({ path: `/api${path}` })),
  });
  // The floor on this machine at this moment: the cheapest route of the site, measured the same way.
  const floor = await measure({
    url: `${site.url}/api/health`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    'machine load average (1 min) at the end': Math.round(loadavg()[0]! * 10) / 10,
    'GET /api/health (floor, for comparison)': floor,
    [`GET /api/news?page=1&pageSize=${NEWS_PAGE_SIZE} (what /news loads)`]: {
      ...firstPage,
      budgetP95Ms: BUDGET_P95_MS,
    },
    'GET /api/news?page=1..80 (paging through)': { ...pages, budgetP95Ms: BUDGET_P95_MS },
    [`GET /api/news (the whole list, ${ids.length} articles)`]: whole,
    'GET /news/:id (article page with link-preview tags, 50 ids)': { ...preview, budgetP95Ms: BUDGET_P95_MS },
    'GET /api/news/:id (reads and counts a view, 50 ids)': read,
  };
}

/** Bytes on the wire (compressed, headers excluded) for /news until the network is idle, by kind. */
async function firstScreenBytes(site: Site) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map<string, string>();
    const byKind: Record<string, { requests: number; bytes: number }> = {};
    cdp.on('Network.responseReceived', (e) => {
      const url = new URL(e.response.url);
      kinds.set(e.requestId, url.pathname.startsWith('/api/') ? 'api' : e.type.toLowerCase());
    });
    cdp.on('Network.loadingFinished', (e) => {
      const kind = kinds.get(e.requestId) ?? 'other';
      byKind[kind] ??= { requests: 0, bytes: 0 };
      byKind[kind].requests++;
      // encodedDataLength counts the response headers too; the body alone is what the budget is about.
      byKind[kind].bytes += e.encodedDataLength;
    });
    await page.goto(`${site.url}/news`, { waitUntil: 'networkidle' });
    await page.locator('article[data-news-id]').first().waitFor({ state: 'visible' });
    const cards = await page.locator('article[data-news-id]').count();
    await context.close();
    const total = Object.values(byKind).reduce((sum, k) => sum + k.bytes, 0);
    const withoutImages = total - (byKind.image?.bytes ?? 0);
    return {
      viewport: '1280x800',
      cardsShown: cards,
      totalKB: Math.round(total / 102.4) / 10,
      withoutImagesKB: Math.round(withoutImages / 102.4) / 10,
      byKindKB: Object.fromEntries(
        Object.entries(byKind).map(([k, v]) => [
          k,
          { requests: v.requests, kB: Math.round(v.bytes / 102.4) / 10 },
        ]),
      ),
    };
  } finally {
    await browser.close();
  }
}

export default async function news() {
  const results: Record<string, unknown> = {};
  for (const mysql of [false, true]) {
    const site = await startSite({ mysql, env: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn' } });
    try {
      const ids = await seedArticles(site);
      const label = mysql ? 'mariadb' : 'sqlite';
      results[label] = await measureCalls(site, ids);
      if (!mysql) results['/news first screen'] = await firstScreenBytes(site);
    } finally {
      await site.stop();
    }
  }
  return results;
}
