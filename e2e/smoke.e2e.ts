import { expect, it } from 'vitest';
import { describeInBrowser, newVisitor } from './support/browser.ts';

describeInBrowser('smoke journey', () => {
  it('loads the home page, shows the hero, and follows a navbar link', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/');
    await expect.poll(() => page.getByText('Coming out in Early 2026').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'ABOUT', exact: true }).first().click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('ABOUT');
    await context.close();
  });

  it('sends unknown paths to the home page', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/this/does/not/exist');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
