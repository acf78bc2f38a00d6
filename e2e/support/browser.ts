import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { CHROMIUM } from './global-setup.ts';

let browser: Browser | undefined;

/** The site under test, started by the global setup. */
export function baseUrl(): string {
  const url = inject('baseUrl');
  if (!url) throw new Error('the site under test is not running');
  return url;
}

async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

/** A fresh browser context (its own storage) with `baseURL` set, as a new visitor would have. */
export async function newVisitor(
  options: {
    width?: number;
    height?: number;
    javaScriptEnabled?: boolean;
    /** The browser's language (its Accept-Language): the site answers in it (ADR 020). */
    locale?: string;
    /** Another site than the shared one under test (a journey that starts its own). */
    siteUrl?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launch();
  const site = options.siteUrl ?? baseUrl();
  const context = await b.newContext({
    baseURL: site,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // The staff in these tests read the staff area in French, its default language (STAFF_LANGUAGE):
  // they chose it for that area, the public pages follow the browser.
  const { hostname } = new URL(site);
  await context.addCookies([{ name: 'lang', value: 'fr', domain: hostname, path: '/admin' }]);
  const page = await context.newPage();
  // A page error or a console error in the browser (a refused script included) fails the test.
  page.on('pageerror', (error) => {
    throw error;
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser's own line for an HTTP error answer (a refused sign-in, a 404) is not the page's.
    if (message.text().startsWith('Failed to load resource')) return;
    throw new Error(`console error in the page: ${message.text()}`);
  });
  return { context, page };
}

/**
 * Starts the page's app as a visitor does, with a pointer move (it starts on the first interaction, a
 * stored session or 4 s after load), and waits until it runs.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** A describe block for browser journeys: skipped (with the global setup's line) when Chromium is missing. */
export function describeInBrowser(title: string, body: () => void): void {
  describe.skipIf(!inject('baseUrl'))(title, () => {
    beforeAll(async () => {
      await launch();
    });
    afterAll(async () => {
      await browser?.close();
      browser = undefined;
    });
    body();
  });
}

/** axe on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
