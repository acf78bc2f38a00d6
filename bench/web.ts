/*
 * `npm run bench:web`: the public site's budgets, printed as one JSON object.
 *
 * - Lighthouse (mobile preset, simulated throttling, Chromium at CHROMIUM_PATH or /usr/bin/chromium)
 *   on every public page: the indexed pages (the ladders' included), an article, a character's, a
 *   guild's and an arena team's armory pages, a realm's statistics,
 *   and the sign-in, registration and password screens; several runs each, median: performance >= 95; accessibility and best practices 100;
 *   SEO 100 on the indexed pages (the password reset page, opened from a mailed link, carries
 *   `noindex` on purpose, which Lighthouse's SEO score counts against it); LCP <= 2.0 s;
 *   CLS <= 0.05. Each page in every language (`?lang=fr`; BENCH_LANGUAGES=en to measure one).
 *   `npm run bench:web -- /about /news` measures some pages only.
 * - JavaScript of each page: what it loads before the first interaction (the app starts on demand,
 *   web/app/lib/app-start.tsx), and the whole app it starts, gzip-compressed as served. Reported,
 *   not budgeted: the visitor's experience above is the budget.
 * - Every public page is complete HTML before any script runs: its h1 and its main content are in
 *   the document the server sends.
 *
 * Set WEB_BUILD_DIR to measure a build other than ./build; LIGHTHOUSE_RUNS to change the run count.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../contract/i18n/languages.ts';
import { INDEXED_PAGES } from '../web/app/lib/public-pages.ts';
import { startSite } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MEASURED_LANGUAGES = (process.env.BENCH_LANGUAGES ?? LANGUAGES.join(',')).split(',');

const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.05,
};

/** The public pages, each complete in its HTML; `ARTICLE` stands for the newest article's page. */
const ARTICLE = '/news/:id';
const PUBLIC_PAGES = [...INDEXED_PAGES, ARTICLE];
/** The demo's armory: a geared character, its guild and a team (their pages are reached by links, not listed). */
const ARMORY = ['/armory/1/Demoranger', '/armory/1/guild/Frostfall%20Vanguard', '/armory/1/arena-team/2'];
/** The demo realm's statistics: its charts are SVG in the HTML (listed in the sitemap per realm, not in INDEXED_PAGES). */
const STATISTICS = ['/realms/1/statistics'];
const UNINDEXED = ['/auth/reset-password'];
const asked = process.argv.slice(2);
const MEASURED_PAGES = [...PUBLIC_PAGES, ...ARMORY, ...STATISTICS, ...UNINDEXED].filter(
  (p) => asked.length === 0 || asked.includes(p),
);

/* ---------- JavaScript needed by a page ---------- */

/** Scripts an HTML document loads as it is parsed: module preloads, src scripts, inline module imports. */
function scriptsOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const i of importsOfCode(m[1]!)) found.add(i);
  return [...found];
}

/** The imports of a module's code: static ones and `import("…")` of literal paths. */
function importsOfCode(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w${}\s,*]*?\bfrom\s*)?["']([^"']+\.js)["']/g))
    out.push(m[1]!);
  for (const m of code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)) out.push(m[1]!);
  return out;
}

/** The app a page starts on demand (web/app/lib/app-start.tsx): the imports of its inert module script. */
function deferredAppOf(html: string): string[] {
  const code = /<script type="text\/x-app-module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return code ? importsOfCode(code) : [];
}

/** Static imports of a built module (`import x from"./a.js"`, `import"./b.js"`, `export … from"./c.js"`). */
function staticImportsOf(code: string, from: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w${}\s,*]*?\bfrom\s*)?["']([^"']+\.js)["']/g))
    out.push(new URL(m[1]!, `http://x${from}`).pathname);
  return out;
}

/** The scripts and everything they import statically, gzip-compressed as the server sends them. */
async function javascriptClosure(url: string, pagePath: string, entries: string[]) {
  const queue = entries.map((s) => new URL(s, `http://x${pagePath}`).pathname);
  const files = new Map<string, { rawBytes: number; gzipBytes: number }>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    const res = await fetch(`${url}${file}`, { headers: { 'accept-encoding': 'identity' } });
    if (!res.ok) throw new Error(`${file} answered ${res.status}`);
    const code = Buffer.from(await res.arrayBuffer());
    files.set(file, { rawBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    queue.push(...staticImportsOf(code.toString('utf8'), file));
  }
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return {
    totalGzipKb: kb([...files.values()].reduce((n, f) => n + f.gzipBytes, 0)),
    totalRawKb: kb([...files.values()].reduce((n, f) => n + f.rawBytes, 0)),
    files: Object.fromEntries(
      [...files.entries()]
        .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
        .map(([f, s]) => [f, kb(s.gzipBytes)]),
    ),
  };
}

/** JavaScript of a page: what loads before the first interaction, and the whole app it starts. */
async function javascriptNeededBy(url: string, pagePath: string) {
  const html = await (
    await fetch(`${url}${pagePath}`, { headers: { 'accept-encoding': 'identity' } })
  ).text();
  const onLoad = scriptsOfHtml(html);
  const deferred = deferredAppOf(html);
  return {
    beforeInteraction: await javascriptClosure(url, pagePath, onLoad),
    wholeApp: await javascriptClosure(url, pagePath, [...onLoad, ...deferred]),
    appStartsOnDemand: deferred.length > 0,
  };
}

/* ---------- complete HTML without scripts ---------- */

async function htmlWithoutScripts(url: string, resolve: (p: string) => string) {
  const pages: Record<
    string,
    { status: number; h1: string | null; mainTextChars: number; complete: boolean }
  > = {};
  for (const p of [...PUBLIC_PAGES, ...ARMORY]) {
    const res = await fetch(`${url}${resolve(p)}`);
    const html = await res.text();
    const h1 =
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim() ?? null;
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    const mainTextChars = main
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim().length;
    // A page is complete when the server's HTML has its heading and its content (its text, or the form
    // of a sign-in screen), not a loading shell.
    const content = mainTextChars > 200 || /<form[\s>]/.test(main);
    pages[p] = { status: res.status, h1, mainTextChars, complete: res.ok && !!h1 && content };
  }
  return pages;
}

/* ---------- Lighthouse ---------- */

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  totalByteWeightKb: number;
  failedAudits: string[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
}

function runLighthouse(target: string): Promise<LighthouseRun> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'realm-lighthouse-'));
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    target,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --user-data-dir=${userDataDir}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code) => {
      rmSync(userDataDir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-500)}`));
      const report = JSON.parse(out) as LighthouseReport;
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      const failedAudits = Object.entries(report.categories).flatMap(([category, c]) =>
        c.auditRefs
          .filter((r) => r.weight > 0)
          .filter((r) => {
            const a = report.audits[r.id];
            return a && a.scoreDisplayMode !== 'notApplicable' && a.score !== null && a.score < 0.9;
          })
          .map((r) => `${category}/${r.id} (${report.audits[r.id]!.score})`),
      );
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        fcpMs: Math.round(numeric('first-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        speedIndexMs: Math.round(numeric('speed-index')),
        totalByteWeightKb: Math.round(numeric('total-byte-weight') / 1024),
        failedAudits,
      });
    });
  });
}

/** Headless Chromium now and then loses a trace (NO_NAVSTART): such a run is simply run again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      process.stderr.write(
        `bench:web: ${error instanceof Error ? error.message.trim() : String(error)}; again\n`,
      );
    }
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/* ---------- main ---------- */

async function measurePage(url: string, pagePath: string, indexed: boolean) {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    process.stderr.write(`bench:web: lighthouse ${pagePath} run ${i + 1}/${RUNS}...\n`);
    runs.push(await withRetries(() => runLighthouse(`${url}${pagePath}`)));
  }
  const pick = (k: keyof Omit<LighthouseRun, 'failedAudits'>) => median(runs.map((r) => r[k]));
  const js = await javascriptNeededBy(url, pagePath);
  const lighthouse = {
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    speedIndexMs: pick('speedIndexMs'),
    totalByteWeightKb: pick('totalByteWeightKb'),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    perRun: runs.map(({ failedAudits: _, ...r }) => r),
  };
  const checks = {
    performance: lighthouse.performance >= BUDGET.performance,
    accessibility: lighthouse.accessibility >= BUDGET.accessibility,
    bestPractices: lighthouse.bestPractices >= BUDGET.bestPractices,
    seo: !indexed || lighthouse.seo >= BUDGET.seo,
    lcp: lighthouse.lcpMs <= BUDGET.lcpMs,
    cls: lighthouse.cls <= BUDGET.cls,
  };
  return {
    lighthouse,
    javascript: {
      beforeInteractionGzipKb: js.beforeInteraction.totalGzipKb,
      wholeAppGzipKb: js.wholeApp.totalGzipKb,
      appStartsOnDemand: js.appStartsOnDemand,
    },
    checks,
    withinBudget: Object.values(checks).every(Boolean),
  };
}

async function main() {
  // The sign-in screens as they ship: with the CAPTCHA's placeholder, its widget loaded on demand.
  const site = await startSite({ env: { SEED_DEMO: 'true', REGISTRATION_CAPTCHA: 'on' } });
  try {
    const latest = (await (await fetch(`${site.url}/api/news/latest?limit=1`)).json()) as {
      data: Array<{ id: string }>;
    };
    const articleId = latest.data[0]?.id;
    if (!articleId) throw new Error('No published article to measure');
    const resolve = (p: string) => (p === ARTICLE ? `/news/${articleId}` : p);

    const noScript = await htmlWithoutScripts(site.url, resolve);
    const pages: Record<string, Awaited<ReturnType<typeof measurePage>>> = {};
    for (const language of MEASURED_LANGUAGES) {
      for (const p of MEASURED_PAGES) {
        // The site's default language at the bare address; another through its `?lang=` address.
        const address = language === 'en' ? resolve(p) : `${resolve(p)}?lang=${language}`;
        pages[address] = await measurePage(site.url, address, !UNINDEXED.includes(p));
      }
    }
    const home = await javascriptNeededBy(site.url, '/');

    const checks = {
      everyPageWithinBudget: Object.values(pages).every((p) => p.withinBudget),
      completeHtmlWithoutScripts: Object.values(noScript).every((p) => p.complete),
    };
    return {
      preset: 'Lighthouse mobile (simulated throttling), median of runs',
      pages,
      wholeAppOnHome: home.wholeApp,
      htmlWithoutScripts: noScript,
      budget: BUDGET,
      checks,
      allWithinBudget: Object.values(checks).every(Boolean),
    };
  } finally {
    await site.stop();
  }
}

const result = await main();
// The figures are the output: a missed budget shows in `checks` and `allWithinBudget`.
console.log(JSON.stringify(result, null, 2));
