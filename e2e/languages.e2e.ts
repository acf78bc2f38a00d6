import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appStarted, describeInBrowser, newVisitor } from './support/browser.ts';
import { createAdmin, createCharacter } from './support/factories.ts';
import { signInAs } from './support/sign-in.ts';
import { INDEXED_PAGES } from '../web/app/lib/public-pages.ts';

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'contract', 'i18n', `${language}.json`), 'utf8'),
  );

const english = catalogue('en');
const french = catalogue('fr');

/**
 * The texts of `other` that would betray it on a page in `shown`: whole messages without
 * placeholders, of three words or more, that read differently in the two languages.
 */
function telltales(other: Record<string, string>, shown: Record<string, string>): string[] {
  return Object.entries(other)
    .filter(([key, text]) => !/[{}<]/.test(text) && text.split(/\s+/).length >= 3 && shown[key] !== text)
    .map(([, text]) => text);
}

const ENGLISH_TELLTALES = telltales(english, french);
const FRENCH_TELLTALES = telltales(french, english);

/**
 * No text on the page, nor any label it gives assistive technology, is a whole message of the
 * other language (the site's own texts: news and reports are the players' words, in any language).
 */
async function expectOneLanguage(page: Page, language: 'en' | 'fr', where: string): Promise<void> {
  expect(await page.getAttribute('html', 'lang'), where).toBe(language);
  const shown = await page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      if (element.closest('[hidden], script, style, template')) continue;
      const own = element.innerText?.replace(/\s+/g, ' ').trim();
      if (own) texts.add(own);
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        if (element.getAttribute(name)) texts.add(element.getAttribute(name)!.replace(/\s+/g, ' ').trim());
    }
    return [...texts];
  });
  const telltales = new Set(
    (language === 'fr' ? ENGLISH_TELLTALES : FRENCH_TELLTALES).map((t) => t.replace(/\s+/g, ' ')),
  );
  expect(
    shown.filter((text) => telltales.has(text)),
    `${where}: text of the other language`,
  ).toEqual([]);
}

describeInBrowser('two languages', () => {
  it('answers in the browser’s language, and keeps a visitor’s choice across visits', async () => {
    const { context, page } = await newVisitor({ locale: 'fr-FR' });
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expect
      .poll(() => page.getByRole('link', { name: 'ACCUEIL', exact: true }).first().isVisible())
      .toBe(true);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(
      /\/\?lang=en$/,
    );

    // The footer's switch: English, remembered for the next documents.
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\?lang=en$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.goto('/about');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await appStarted(page);
    await expect
      .poll(() => page.getByRole('link', { name: 'HOME', exact: true }).first().isVisible())
      .toBe(true);
    await context.close();
  });

  it('gives the server’s refusals and the forms’ rules in the page’s language, whatever the browser asks', async () => {
    const { context, page } = await newVisitor({ locale: 'en-US' });
    await page.goto('/auth/login?lang=fr');
    await appStarted(page);
    const form = page.locator('form[data-form="login"]');
    await form.locator('input[name="username"]').fill('NOBODYHERE');
    await form.locator('input[type="password"]').first().fill('not the password');
    await form.locator('button[type="submit"]').click();
    // Refused by the server, which answers in the language the page asked for.
    await expect
      .poll(() => page.getByText(french['rule.signIn.invalidCredentials']!, { exact: true }).isVisible())
      .toBe(true);

    await page.goto('/auth/register');
    await appStarted(page);
    const name = page.locator('input[name="username"]');
    await name.fill('ab');
    await name.blur();
    // The field's own message, under it (the form's list repeats it).
    const fieldMessage = page.locator('p[id$="-error"]', {
      hasText: 'Le nom de compte doit contenir entre 3 et 16 caractères',
    });
    await expect.poll(() => fieldMessage.isVisible()).toBe(true);
    await expectOneLanguage(page, 'fr', '/auth/register with a refused name');
    await context.close();
  });

  it('shows an article’s time in each language’s own way', async () => {
    for (const [locale, pattern] of [
      ['en-US', /\b(AM|PM)\b/],
      ['fr-FR', /\b\d{1,2}:\d{2}\b/],
    ] as const) {
      const { context, page } = await newVisitor({ locale });
      await page.goto('/news');
      await page.locator('article time, [data-news-card] time, time').first().waitFor();
      const times = await page.locator('time').allInnerTexts();
      expect(times.length, locale).toBeGreaterThan(0);
      for (const time of times) {
        expect(time, locale).toMatch(pattern);
        if (locale === 'fr-FR') expect(time).not.toMatch(/\b(AM|PM)\b/i);
      }
      await context.close();
    }
  });

  for (const width of [1366, 390]) {
    it(`shows every public page in one language at ${width} px`, async () => {
      for (const [locale, language] of [
        ['en-US', 'en'],
        ['fr-FR', 'fr'],
      ] as const) {
        const { context, page } = await newVisitor({ width, locale });
        for (const address of INDEXED_PAGES) {
          await page.goto(address);
          await expectOneLanguage(page, language, `${address} in ${language}`);
        }
        await context.close();
      }
    });

    it(`shows the account and staff areas in one language at ${width} px`, async () => {
      const staff = await createAdmin();
      await createCharacter(staff.id);
      for (const language of ['en', 'fr'] as const) {
        const { context, page } = await newVisitor({ width });
        await signInAs(page, staff.username, staff.password);
        // The visitor's own choice, for the whole site from now on.
        for (const address of [
          '/account',
          '/admin',
          '/admin/accounts',
          '/admin/characters',
          '/admin/news-management',
          '/admin/audit',
        ]) {
          await page.goto(`${address}?lang=${language}`);
          await appStarted(page);
          await page.locator('main h1, main h2').first().waitFor();
          await expectOneLanguage(page, language, `${address} in ${language}`);
        }
        await context.close();
      }
    });
  }
});
