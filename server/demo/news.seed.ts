import { NEWS_FEATURE_DAYS, type NewsCreate } from '../../contract/news.ts';
import type { Databases } from '../db/databases.ts';
import { prepareNewsRow } from '../features/news/news.service.ts';
import { insertNewsArticle } from '../features/news/news.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_NOTE = '<p><em>This is a demo article shipped with the site, to show how news look.</em></p>';

/** Newest last: each is dated `daysAgo` before the seeding. */
const DEMO_ARTICLES: Array<NewsCreate & { daysAgo: number }> = [
  {
    daysAgo: 24,
    title: 'Welcome to Frostfall (demo)',
    category: 'NEWS ARTICLE',
    imageUrl: '/assets/images/feature-services.jpg',
    author: 'Equipe Frostfall',
    tags: ['demo', 'announcement'],
    description: 'A first look at the realm: what we are building, and how to follow along until launch.',
    content: `<p>Frostfall is a progressive, cross-faction Wrath of the Lich King realm on the 3.3.5a client, rebuilt for discovery.</p>
<h2>What to expect</h2>
<ul><li>Specless skill trees instead of specialisations</li><li>Torment Mode, an adjustable difficulty</li><li>Gear Affixes on every item you loot or craft</li></ul>
<p>Follow this page for every step until launch in early 2026.</p>${DEMO_NOTE}`,
  },
  {
    daysAgo: 14,
    title: 'Scheduled maintenance of the realm (demo)',
    category: 'MAINTENANCE',
    imageUrl: '/assets/images/feature-qol.jpg',
    author: 'Equipe Frostfall',
    tags: ['demo', 'maintenance'],
    description: 'The test realm goes down for two hours while we move it to new hardware.',
    content: `<p>The test realm will be <strong>offline for about two hours</strong> while we move it to new hardware.</p>
<table><thead><tr><th>Step</th><th>Duration</th></tr></thead><tbody><tr><td>Backup</td><td>30 min</td></tr><tr><td>Move</td><td>60 min</td></tr><tr><td>Checks</td><td>30 min</td></tr></tbody></table>
<p>Characters and accounts are kept.</p>${DEMO_NOTE}`,
  },
  {
    daysAgo: 7,
    title: 'Torment Mode: how the tiers unlock (demo)',
    category: 'PHASE UPDATE',
    imageUrl: '/assets/images/feature-tourment.jpg',
    author: 'Equipe Frostfall',
    tags: ['demo', 'torment'],
    description: 'One new Torment tier every ten levels, and what lies beyond Torment 10.',
    content: `<p>Every new character starts in Torment Mode. A new tier unlocks every ten player levels, and beyond Torment 10 each further level unlocks by clearing the latest raid at your highest level.</p>
<blockquote>Only the group leader changes the level, for the whole group.</blockquote>${DEMO_NOTE}`,
  },
  {
    daysAgo: 3,
    title: 'Beta test sign-ups are open (demo)',
    category: 'BETA TEST',
    imageUrl: '/assets/images/feature-specless.jpg',
    author: 'Equipe Frostfall',
    tags: ['demo', 'beta', 'specless'],
    featured: true,
    description: 'Create your account now to take part in the closed beta of Specless and Torment Mode.',
    content: `<p>The closed beta starts soon. Create an account on this site: <strong>your website account is your game account</strong>, so you can log in with the 3.3.5a client as soon as the doors open.</p>
<p>Report what you find on the <a href="/support/bug-tracker">bug tracker</a>.</p>${DEMO_NOTE}`,
  },
  {
    daysAgo: 1,
    title: 'Weekend event: Gear Affix hunt (demo)',
    category: 'EVENT',
    imageUrl: '/assets/images/feature-unique.jpg',
    author: 'Equipe Frostfall',
    tags: ['demo', 'event', 'affixes'],
    description: 'Loot as many affixed items as you can this weekend; the rarest finds are shown here.',
    content: `<p>This weekend, every boss in the open world drops one extra affixed item. Share your rarest <code>affix</code> in the bug tracker's <em>Items</em> category if it does not behave as described.</p>${DEMO_NOTE}`,
  },
];

/** A handful of articles, one featured, written once (an article whose title exists is left alone). */
export async function seedDemoNews(dbs: Databases, _config: unknown, accounts: Map<string, number>) {
  const existing = await dbs.web
    .selectFrom('news_article')
    .select('title')
    .where(
      'title',
      'in',
      DEMO_ARTICLES.map((a) => a.title),
    )
    .execute();
  const have = new Set(existing.map((r) => r.title));
  const now = Date.now();
  for (const { daysAgo, ...article } of DEMO_ARTICLES) {
    if (have.has(article.title)) continue;
    const row = prepareNewsRow(article, accounts.get('ADMIN') ?? null, now - daysAgo * DAY);
    // Featuring runs from the seeding, not from the back-dated creation.
    if (article.featured) row.featured_until = now + NEWS_FEATURE_DAYS * DAY;
    await insertNewsArticle(dbs.web, row);
  }
}
