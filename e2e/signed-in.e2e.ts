import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appStarted, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { createAdmin, createPlayer } from './support/factories.ts';
import { signInAs } from './support/sign-in.ts';

/** Every invitation of the page (the hero's and the closing band's), once the app runs. */
async function callsToAction(page: Page): Promise<string[]> {
  await appStarted(page);
  return page.locator('[data-call-to-action]').allTextContents();
}

describeInBrowser('signed-in people are not treated as visitors', () => {
  it('a signed-in player gets their own calls to action and no sign-in or register form', async () => {
    const player = await createPlayer();
    const { context, page } = await newVisitor({ width: 1366 });
    await signInAs(page, player.username, player.password);

    for (const path of ['/', '/about']) {
      await page.goto(path);
      await expect
        .poll(() => callsToAction(page))
        .toEqual(path === '/' ? ['Report a Bug', 'Report a Bug'] : ['Report a Bug']);
      expect(await page.getByRole('link', { name: 'Create account' }).count(), path).toBe(0);
      expect(await page.getByRole('link', { name: /^(LOGIN|REGISTER)$/ }).count(), path).toBe(0);
    }
    await page.locator('[data-call-to-action]').first().click();
    await page.waitForURL('**/support/report-bug');

    for (const path of ['/auth/login', '/auth/register']) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
        .toBe('You are signed in');
      expect(await page.getByText(`You are signed in as ${player.username}.`).isVisible()).toBe(true);
      expect(await page.locator('form').count(), path).toBe(0);
      expect(await page.getByRole('link', { name: 'Report a Bug' }).isVisible()).toBe(true);
    }
    await expectAccessible(page);
    // Another account: signing out brings the form back.
    await page.getByRole('button', { name: 'Sign in with another account' }).click();
    await expect.poll(() => page.locator('form[data-form="register"]').count()).toBe(1);
    await context.close();
  });

  it('a signed-in admin is invited to the dashboard, and a phone menu offers no sign-in', async () => {
    const admin = await createAdmin();
    const { context, page } = await newVisitor({ width: 390, height: 844 });
    await signInAs(page, admin.username, admin.password);
    await page.goto('/');
    await expect.poll(() => callsToAction(page)).toEqual(['Admin Dashboard', 'Admin Dashboard']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.getByRole('link', { name: 'ADMIN' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: /^(LOGIN|REGISTER)$/ }).count()).toBe(0);
    await context.close();
  });

  it('a signed-in moderator or player opening the admin area is told they lack the role, not asked to sign in', async () => {
    const moderator = await createPlayer({ roles: ['moderator'] });
    const player = await createPlayer();
    for (const [account, paths] of [
      [moderator, ['/admin', '/admin/accounts']],
      [player, ['/admin/characters']],
    ] as const) {
      const { context, page } = await newVisitor({ width: 1366 });
      await signInAs(page, account.username, account.password);
      for (const path of paths) {
        await page.goto(path);
        const denied = page.locator('[data-page="no-permission"]');
        await expect
          .poll(() => denied.getByRole('heading', { level: 1 }).textContent())
          .toBe('Accès administrateur requis');
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await page.locator('form[data-form="login"]').count()).toBe(0);
        const text = (await denied.textContent()) ?? '';
        expect(text).toContain(`Vous êtes connecté en tant que ${account.username}`);
        expect(text.includes('En tant que modérateur, vous triez les bugs depuis le Suivi des bugs.')).toBe(
          account === moderator,
        );
        expect(await denied.getByRole('link', { name: 'Suivi des bugs' }).getAttribute('href')).toBe(
          '/support/bug-tracker',
        );
      }
      await expectAccessible(page);
      await context.close();
    }
  });
});
