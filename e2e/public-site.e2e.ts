import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appStarted, baseUrl, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';

/** Every public page of issue 4, with its h1 and texts the spec and the content statements require. */
const PAGES: Array<{ path: string; h1: string; title: string; texts: string[] }> = [
  {
    path: '/',
    h1: 'Frostfall',
    title: 'Frostfall — ',
    texts: [
      'Coming out in Early 2026',
      'learn more',
      'A custom Wrath of the Lich King experience, rebuilt for discovery.',
      'YOUR NEW HOME',
      'FREQUENTLY ASKED QUESTIONS',
    ],
  },
  {
    path: '/about',
    h1: 'ABOUT',
    title: 'About | Frostfall',
    texts: [
      'Built by players. Crafted by developers. Inspired by Wrath of the Lich King.',
      'Who We Are',
      'long-time players and software engineers',
      'Our Vision',
      'focus, quality and consistency',
      'Future Realms',
      'More realms are planned',
      'Sustainability Without Compromise',
      'transmogs, mounts, druid morphs and pet appearances',
      'never be pay-to-win',
      'Our Commitment',
      'Quality and stability over quantity',
      'Transparency',
      'Fairness',
      'Ongoing support',
    ],
  },
  {
    path: '/features/quality-of-life',
    h1: 'QUALITY OF LIFE',
    title: 'Quality of Life | Frostfall',
    texts: [
      'A smoother, smarter way to play',
      'More convenient, modern, and enjoyable, without changing the heart of the game',
      'Neutral reputations, mounts, achievements and transmog appearances',
      'Mount speed follows your riding skill',
      'Racial abilities can be switched.',
      'out of combat',
      'In-game maps cover every dungeon and raid of the first three expansions',
      'boss list tracks your progress live',
      'Sell Junk',
      'Item recovery',
      'New race and class combinations',
      'Choose your starting zone',
      'instant logout',
      'AoE loot gathers the loot of every nearby corpse in one click, with no change to drop rates or loot rules.',
    ],
  },
  {
    path: '/features/specless',
    h1: 'SPECLESS',
    title: 'Specless | Frostfall',
    texts: [
      'Overview',
      'Why we built it',
      'How it works',
      'Getting Skill Tree points',
      'You receive 2 points at level 1, then 1 point for each level you gain, except the levels that are multiples of 10, from 10 to 80',
      'which give 2 points each',
      'total of 90 at level 80',
      'all specs of your own class only',
      'base spells, talents and glyphs',
      'Bi-directional unlocking',
      'Save, share, iterate',
      'Examples',
      'What this changes',
      'FAQ',
    ],
  },
  {
    path: '/features/torment',
    h1: 'TORMENT',
    title: 'Torment Mode | Frostfall',
    texts: [
      'Philosophy',
      'Starting and scaling difficulty',
      'Rules and mechanics',
      'Torment Gains',
      'Every new character starts in Torment Mode',
      'only out of combat',
      'already unlocked',
      'only the leader',
      'whole group',
      'Sanctuaries and inns put all players in one phase, with difficulty disabled.',
      'one phase per level from 1 to 10',
      'everyone at 10 or higher shares a phase',
      'one new tier unlocks for every 10 player levels',
      'does not rise automatically',
      'each further level unlocks by clearing the latest raid at your highest unlocked Torment level',
      'achievements and titles',
    ],
  },
  {
    path: '/features/unique-items',
    h1: 'GEAR AFFIXES',
    title: 'Gear Affixes | Frostfall',
    texts: [
      'It supports Torment',
      'It empowers creative builds',
      'One random affix is attached to each item when it is looted or crafted',
      'pool suited to the item type',
      'emblem vendors',
      'What this changes',
    ],
  },
  {
    path: '/features/other/service-quality',
    h1: 'SERVICE QUALITY',
    title: 'Service Quality | Frostfall',
    texts: [
      'Alpha testing, with selected testers',
      'Maintenance and fixes, with the server closed',
      'Public stress test',
      'Final adjustments',
      'A clean launch, with all characters wiped',
      'critical bugs after the public release',
      'in-game rewards',
      'follow your ticket',
      'All planned features are already listed',
      'none will be added after release',
      'next content phase: dungeons, raids and gear affixes',
      'Real Money Trading and multiboxing are banned',
      'permanent exclusion',
    ],
  },
  {
    path: '/features/other/other-changes',
    h1: 'OTHER CHANGES',
    title: 'Other Changes | Frostfall',
    texts: [
      'Numbers may evolve during testing.',
      'Combo points are stored on the player',
      'Hunter, Rogue, Druid, Mage, Warrior, Shaman and Paladin all receive tweaks',
      'Thunderstorm at level 80.',
      'Taste for Blood with a 5 s cooldown.',
      'Sweeping Strikes with 10 s.',
      'The Looking-for-Group system is removed.',
      'summon stones',
      'One unified arena rating',
      'No arena rating requirement for PvP gear',
      'two PvP trinkets',
    ],
  },
  {
    path: '/support/help',
    h1: 'Help & Support',
    title: 'Help & Support | Frostfall',
    texts: [
      'Getting Started',
      'Game Features',
      'Account & Technical',
      'Still need help?',
      'without specialization limits',
      'How do I download the game client?',
      'Community chat',
      'E-mail',
    ],
  },
];

const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ');

async function mainText(page: Page): Promise<string> {
  return squash(await page.locator('main').textContent());
}

async function meta(page: Page, selector: string, attribute = 'content'): Promise<string | null> {
  return page.locator(selector).first().getAttribute(attribute);
}

/**
 * Public pages start their app on the first interaction (web/app/lib/app-start.tsx): a pointer
 * move starts it, and the app marks the document once it is live.
 */
async function appReady(page: Page): Promise<void> {
  // Two positions: a pointer already resting at the first one would not move.
  await page.mouse.move(2, 2);
  await page.mouse.move(6, 6);
  await appStarted(page);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describeInBrowser('public site', () => {
  it('shows every public page with its texts, its own meta tags, and no serious accessibility violation', async () => {
    const { context, page } = await newVisitor();
    for (const p of PAGES) {
      await page.goto(p.path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect.poll(() => h1.count(), { message: `${p.path} has one h1` }).toBe(1);
      expect(squash(await h1.textContent())).toBe(p.h1);
      const text = await mainText(page);
      for (const t of p.texts) expect(text, `${p.path} says "${t}"`).toContain(t);

      expect(await page.title()).toContain(p.title);
      expect(await meta(page, 'meta[name="description"]')).toMatch(/.{60,}/);
      const canonical = await meta(page, 'link[rel="canonical"]', 'href');
      expect(new URL(canonical!).pathname).toBe(p.path);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(await page.title());
      expect(await meta(page, 'meta[property="og:image"]')).toMatch(/\/assets\/images\/.+\.jpg$/);
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');

      await expectAccessible(page);
    }
    await context.close();
    // Every public page through axe: more than one journey's minute on a busy machine.
  }, 150_000);

  it('serves every public page as complete HTML before any script runs', async () => {
    const { context, page } = await newVisitor({ javaScriptEnabled: false });
    for (const p of PAGES) {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      expect(squash(await page.getByRole('heading', { level: 1 }).textContent())).toBe(p.h1);
      const text = await mainText(page);
      for (const t of p.texts) expect(text, `${p.path} says "${t}" without scripts`).toContain(t);
      await expect.poll(() => page.locator('header nav').first().isVisible()).toBe(true);
      await expect.poll(() => page.locator('footer').getByText('© 2025').isVisible()).toBe(true);
      // The header's realm status is in the HTML: every realm's mark, not a placeholder.
      const status = page.locator('header [data-realm-status]');
      expect(await status.getAttribute('data-realm-status'), p.path).toBe('live');
      expect(await status.locator('[data-realm]').count(), p.path).toBeGreaterThan(0);
    }

    // The home page holds every carousel panel and every FAQ answer, only the first panel showing.
    await page.goto('/');
    const home = await mainText(page);
    for (const t of ['Specless', 'Gear Affixes', 'Torment Mode', 'Tons of QoL']) expect(home).toContain(t);
    expect(home).toContain(
      'All rates are x1, except the experience from killing mobs, which goes from x1 to x7',
    );
    expect(home).toContain('The maximum character level is 80');
    expect(home).toContain('3.3.5a');
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    expect(await page.locator('[role="tabpanel"][data-state="inactive"]').count()).toBe(3);

    // The Torment Gains table is all there.
    await page.goto('/features/torment');
    const rows = page.locator('table tbody tr');
    expect(await rows.count()).toBe(12);
    const cells = (i: number) => rows.nth(i).locator('th, td').allTextContents();
    expect(await page.locator('table thead th').allTextContents()).toEqual([
      'Torment level',
      'HP %',
      'Damage %',
      '% Experience',
      'Gold Raids on Bosses %',
      'Other Effects',
      'Unlock at Level',
    ]);
    expect(await cells(0)).toEqual(['0', '50', '25', '300', '0', 'None', '1']);
    expect(await cells(4)).toEqual(['4', '60', '30', '550', '0', 'None', '40']);
    expect(await cells(5), 'level 5 leaves Other Effects blank').toEqual([
      '5',
      '60',
      '30',
      '600',
      '0',
      '',
      '50',
    ]);
    expect(await cells(6)).toEqual([
      '6',
      '60',
      '30',
      '650',
      '60',
      '2 affixes on boosted open-world enemies',
      '60',
    ]);
    expect(await cells(7)).toEqual([
      '7',
      '60',
      '30',
      '700',
      '75',
      '3 affixes on boosted open-world enemies',
      '70',
    ]);
    expect(await cells(8), 'no value for experience').toEqual([
      '8',
      '100',
      '50',
      '—no value',
      '100',
      'All enemies can aggro you',
      '80',
    ]);
    expect(await cells(9)).toEqual(['9', '300', '75', '—no value', '200', 'None', '80']);
    expect(await cells(10)).toEqual([
      '10',
      '750',
      '100',
      '—no value',
      '300',
      '4 affixes on open-world enemies',
      '80',
    ]);
    expect(await cells(11)).toEqual([
      'X',
      '+5 per level',
      '+2.5% per level',
      '—no value',
      'Unchanged',
      'Unchanged',
      '80',
    ]);
    await context.close();
  });

  it('has a hero that leads to the features and shows the realm artwork', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/');
    await expect.poll(() => page.getByText('Coming out in Early 2026').isVisible()).toBe(true);
    const hero = page.locator('section[aria-labelledby="hero-title"] img').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'learn more', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#features');
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById('features')!.getBoundingClientRect().top) < 120),
      )
      .toBe(true);
    // The carousel's image loads once it is near the viewport.
    const panelImage = page.getByRole('tabpanel').locator('img');
    await expect
      .poll(() => panelImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  });

  it('paints the landing page without loading the app, starts it on demand and keeps an early tap', async () => {
    const { context, page } = await newVisitor();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'load' });
    // Loaded and painted: no application script fetched or preloaded yet.
    expect(scripts).toEqual([]);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

    // A tap on a tab before the app is live is not lost: it is replayed once the app starts.
    await page.getByRole('tab', { name: 'Torment Mode' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Torment Mode' }).getAttribute('aria-selected'), {
        timeout: 20_000,
      })
      .toBe('true');
    expect(scripts.some((s) => s.startsWith('/assets/entry.client'))).toBe(true);
    // Started by the visitor's own action (Playwright scrolls the tab into view, then moves and clicks).
    expect(['scroll', 'pointermove', 'pointerdown', 'click']).toContain(
      await page.locator('html').getAttribute('data-app-start'),
    );
    expect(squash(await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).textContent())).toBe(
      'Torment Mode',
    );
    await context.close();
  });

  it('loads no application script on any public page before the visitor needs it', async () => {
    const { context, page } = await newVisitor();
    const latest = await (await page.request.get('/api/news/latest?limit=1')).json();
    const paths = [
      ...PAGES.map((p) => p.path),
      '/news',
      `/news/${latest.data[0].id}`,
      '/support/bug-tracker',
    ];
    for (const path of paths) {
      const scripts: string[] = [];
      const onRequest = (r: { resourceType(): string; url(): string }) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      };
      page.on('request', onRequest);
      await page.goto(path, { waitUntil: 'load' });
      expect(scripts, path).toEqual([]);
      await appReady(page);
      expect(
        scripts.some((s) => s.startsWith('/assets/entry.client')),
        path,
      ).toBe(true);
      page.off('request', onRequest);
    }
    await context.close();
  });

  it('holds the latest news in the HTML of the home page and the news list', async () => {
    const { context, page } = await newVisitor({ javaScriptEnabled: false });
    const latest = await (await page.request.get('/api/news/latest?limit=3')).json();
    const titles = latest.data.map((a: { title: string }) => a.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const path of ['/', '/news']) {
      await page.goto(path);
      const text = await mainText(page);
      for (const title of titles) expect(text, `${path} shows "${title}"`).toContain(title);
    }
    await context.close();
  });

  it('starts the app at once for a signed-in player', async () => {
    const { context, page } = await newVisitor();
    // A stored session, there before any of the page's scripts run.
    await context.addInitScript(() => localStorage.setItem('authToken', 'stored-session-token'));
    await page.goto('/', { waitUntil: 'load' });
    // No interaction: the stored session alone starts it.
    await appStarted(page);
    expect(await page.locator('html').getAttribute('data-app-start')).toBe('session');
    await context.close();
  });

  it('switches features with the tabs, the dots and the wrapping previous/next buttons', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/');
    await appReady(page);
    const panel = page.getByRole('tabpanel');
    const learnMore = panel.getByRole('link', { name: /^LEARN MORE/ });
    const shown = async () => squash(await panel.getByRole('heading', { level: 3 }).textContent());

    expect(await shown()).toBe('Specless');
    expect(await learnMore.getAttribute('href')).toBe('/features/specless');
    expect(await page.getByRole('tab', { name: 'Specless' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: 'Gear Affixes' }).click();
    await expect.poll(shown).toBe('Gear Affixes');
    expect(await learnMore.getAttribute('href')).toBe('/features/unique-items');
    expect(await page.getByRole('button', { name: 'Show Gear Affixes' }).getAttribute('aria-current')).toBe(
      'true',
    );

    await page.getByRole('button', { name: 'Show Torment Mode' }).click();
    await expect.poll(shown).toBe('Torment Mode');
    expect(await learnMore.getAttribute('href')).toBe('/features/tourment');
    expect(await page.getByRole('tab', { name: 'Torment Mode' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Next feature' }).click();
    await expect.poll(shown).toBe('Tons of QoL');
    expect(await learnMore.getAttribute('href')).toBe('/features/quality-of-life');
    await page.getByRole('button', { name: 'Next feature' }).click();
    await expect.poll(shown, { message: 'next wraps from last to first' }).toBe('Specless');
    await page.getByRole('button', { name: 'Previous feature' }).click();
    await expect.poll(shown, { message: 'previous wraps from first to last' }).toBe('Tons of QoL');
    expect(await page.getByRole('tabpanel').count()).toBe(1);

    // Keyboard: arrow keys move between the tabs and show their feature.
    await page.getByRole('tab', { name: 'Tons of QoL' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe('Specless');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(shown).toBe('Tons of QoL');

    // The Torment link uses the spec's spelling and lands on the Torment page.
    await page.getByRole('button', { name: 'Show Torment Mode' }).click();
    await learnMore.click();
    await page.waitForURL('**/features/torment');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('TORMENT');
    await context.close();
  });

  it('opens one FAQ answer at a time and closes it again', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/');
    await appReady(page);
    const faq = page.locator('#faq');
    const triggers = faq.getByRole('button');
    expect(await triggers.count()).toBe(7);
    const expanded = () =>
      triggers.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded') === 'true'));
    expect(await expanded()).toEqual([false, false, false, false, false, false, false]);

    const rates = faq.getByRole('button', { name: 'What are the rates?' });
    await rates.click();
    await expect.poll(expanded).toEqual([false, true, false, false, false, false, false]);
    const answer = faq.getByRole('region', { name: 'What are the rates?' });
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await answer.locator('strong').allTextContents()).toEqual(['x1', 'x1 to x7']);

    await faq.getByRole('button', { name: 'What is the maximum level?' }).click();
    await expect.poll(expanded).toEqual([false, false, false, true, false, false, false]);
    expect(await answer.isVisible()).toBe(false);

    await faq.getByRole('button', { name: 'What is the maximum level?' }).click();
    await expect.poll(expanded).toEqual([false, false, false, false, false, false, false]);
    await context.close();
  });

  it('opens the navigation dropdowns by mouse and by keyboard', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/about');
    // A hover before the app is live opens nothing, and no new pointer event follows it.
    await appReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const features = nav.getByRole('button', { name: 'FEATURES' });
    const support = nav.getByRole('button', { name: 'SUPPORT' });

    // Hover opens FEATURES, with its divider before the two "other" pages.
    await features.hover();
    await expect.poll(() => features.getAttribute('aria-expanded')).toBe('true');
    const featureLinks = nav.getByRole('link');
    await expect
      .poll(() => featureLinks.allTextContents())
      .toEqual([
        'HOME',
        'Quality of Life',
        'Specless',
        'Torment',
        'Gear Affixes',
        'Other Changes',
        'Service Quality',
        'ARMORY',
        'ABOUT',
      ]);
    expect(await nav.getByRole('separator').count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Gear Affixes' }).getAttribute('href')).toBe(
      '/features/unique-items',
    );

    // Click opens SUPPORT, and a choice navigates.
    await page.mouse.move(640, 600);
    await support.click();
    await expect.poll(() => support.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => nav.getByRole('link', { name: 'Bug Tracker' }).isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Help', exact: true }).click();
    await page.waitForURL('**/support/help');
    await expect.poll(() => support.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: Enter opens, Tab enters the menu, Enter follows the link.
    await features.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => features.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Quality of Life');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Specless');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/features/specless');

    // Escape closes an open menu.
    await support.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => support.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => support.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('turns the bar translucent after 50 px of scroll and starts each page at the top', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/features/torment');
    const header = page.locator('header[data-scrolled]');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 40);
    await page.waitForFunction(() => window.scrollY >= 40);
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');

    // A navigation from far down the page lands at the top of the next one.
    await page.locator('footer').getByRole('link', { name: 'Specless' }).click();
    await page.waitForURL('**/features/specless');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');

    // Anchors on a page scroll to their section.
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Examples' })
      .click();
    await page.waitForURL((url) => url.hash === '#examples');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await context.close();
  });

  it('redirects /features/tourment to Torment and unknown paths home', async () => {
    const { context, page } = await newVisitor();
    // Straight from the server.
    const response = await page.goto('/features/tourment');
    expect(response?.url()).toBe(`${baseUrl()}/features/torment`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl()}/features/tourment`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('TORMENT');

    // In the app: the footer keeps the spec's spelling.
    await page.goto('/about');
    const footerLink = page.locator('footer').getByRole('link', { name: 'Tourment' });
    expect(await footerLink.getAttribute('href')).toBe('/features/tourment');
    await footerLink.click();
    await page.waitForURL('**/features/torment');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('TORMENT');

    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    expect(await quickLinks.allTextContents()).toEqual([
      'Home',
      'Quality of Life',
      'Specless',
      'Tourment',
      'Unique Items',
    ]);

    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Coming out in Early 2026').isVisible()).toBe(true);
    await context.close();
  });

  it('fits a 390 px phone, with a menu that opens, navigates and closes', async () => {
    const { context, page } = await newVisitor({ width: 390, height: 844 });
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await horizontalOverflow(page), `${p.path} fits 390 px`).toBeLessThanOrEqual(0);
    }

    await page.goto('/');
    await appReady(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    for (const label of [
      'HOME',
      'Quality of Life',
      'Gear Affixes',
      'Service Quality',
      'Help',
      'Bug Tracker',
      'ABOUT',
    ])
      expect(await menu.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Service Quality' }).click();
    await page.waitForURL('**/features/other/service-quality');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('SERVICE QUALITY');
    await context.close();
  });

  it('publishes robots.txt, the sitemap, the favicon set and the artwork', async () => {
    const { context, page } = await newVisitor();
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);

    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const p of PAGES)
      for (const lang of ['en', 'fr'])
        expect(xml).toMatch(
          new RegExp(`<loc>https?://[^<]+${p.path === '/' ? '/' : p.path}\\?lang=${lang}</loc>`),
        );
    // Players look for the sign-in and registration screens by the realm's name; a reset link is mailed.
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/auth\/register\?lang=en<\/loc>/);
    expect(xml).not.toContain('/auth/reset-password');
    expect(await robots.text()).not.toMatch(/^Disallow: \/auth/m);
    const reset = await (await page.request.get('/auth/reset-password?token=abc')).text();
    expect(reset).toContain('<meta name="robots" content="noindex"/>');

    for (const file of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/site.webmanifest']) {
      expect((await page.request.get(file)).status(), file).toBe(200);
    }
    // The spec's image names (news presets use them too), with their modern siblings.
    for (const name of [
      'feature-qol',
      'feature-specless',
      'feature-tourment',
      'feature-unique',
      'feature-services',
    ]) {
      for (const ext of ['jpg', 'webp', 'avif']) {
        const res = await page.request.get(`/assets/images/${name}.${ext}`);
        expect(res.status(), `${name}.${ext}`).toBe(200);
        expect((await res.body()).length, `${name}.${ext} stays small`).toBeLessThan(120_000);
      }
    }
    expect((await page.request.get('/assets/images/og-default.jpg')).status()).toBe(200);
    await context.close();
  });
});
