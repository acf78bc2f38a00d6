import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appStarted, describeInBrowser, newVisitor } from './support/browser.ts';

/** What the site's stylesheet gives every page: the night background and the display font on the h1. */
async function expectStyled(page: Page, step: string): Promise<void> {
  const look = await page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
  }));
  expect(look, step).toEqual({
    background: 'rgb(6, 10, 18)',
    heading: expect.stringMatching(/Cinzel/),
    stylesheets: 1,
  });
}

async function arrive(page: Page, path: RegExp, h1: string | RegExp, title: RegExp): Promise<void> {
  await page.waitForURL(path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(h1);
  await expect.poll(() => page.title()).toMatch(title);
  // The head holds this page's tags only: one title, one canonical URL, one description.
  expect(await page.locator('head title').count()).toBe(1);
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describeInBrowser('navigation', () => {
  it('keeps the styles, the head tags and the scroll position from page to page', async () => {
    const { context, page } = await newVisitor({ width: 1280, height: 700 });
    await page.goto('/news');
    await expectStyled(page, 'news, as served');
    await page.mouse.move(2, 2);
    await appStarted(page);
    await expectStyled(page, 'news, app started');

    // News → an article, by its "Read more": the article opens at its top.
    const card = page.locator('article[data-news-id]').nth(3);
    await card.scrollIntoViewIfNeeded();
    const listScroll = await scrollY(page);
    expect(listScroll).toBeGreaterThan(0);
    const articleTitle = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name: /Read more/ }).click();
    await arrive(
      page,
      /\/news\/\d+$/,
      articleTitle,
      new RegExp(`^${articleTitle.replace(/[()]/g, '\\$&')} \\| Frostfall$`),
    );
    expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('article');
    await expectStyled(page, 'article');
    await expect.poll(() => scrollY(page)).toBe(0);

    // Back to the list: where the visitor left it.
    await page.goBack();
    await arrive(page, /\/news$/, 'All News', /^All News \| Frostfall$/);
    await expect.poll(() => scrollY(page)).toBe(listScroll);
    await expectStyled(page, 'list, back');

    // The article again, then the list by its own link: the list opens at its top.
    await card.getByRole('link', { name: /Read more/ }).click();
    await arrive(page, /\/news\/\d+$/, articleTitle, /\| Frostfall$/);
    await page.getByRole('link', { name: 'All News' }).first().click();
    await arrive(page, /\/news$/, 'All News', /^All News \| Frostfall$/);
    expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('website');
    await expectStyled(page, 'list');
    await expect.poll(() => scrollY(page)).toBe(0);

    // About, from the navigation bar.
    await page.locator('header a[href="/about"]').first().click();
    await arrive(page, /\/about$/, 'ABOUT', /^About \| Frostfall$/);
    await expectStyled(page, 'about');

    // Home, from the footer (at the bottom of the page): the home page opens at its top, news in it.
    await page.locator('footer a[href="/"]').last().click();
    await arrive(page, /\/$/, 'Frostfall', /^Frostfall — /);
    await expectStyled(page, 'home');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(() => page.locator('[data-latest-news] article').count()).toBe(3);

    // The bug tracker, from the footer: counters and cards.
    await page.locator('footer a[href="/support/bug-tracker"]').click();
    await arrive(page, /\/support\/bug-tracker$/, 'Bug Tracker', /^Bug Tracker \| Frostfall$/);
    await expectStyled(page, 'bug tracker');
    await expect.poll(() => page.locator('[data-counter="Total Reports"]').textContent()).toMatch(/^\d+$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await context.close();
  });
});
