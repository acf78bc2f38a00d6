import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appStarted } from './browser.ts';

/**
 * Signs in through the real /auth/login screen, waits until it has moved on (to `/`) and the navbar
 * shows the account name.
 * `username` may be the account name (any letter case) or the email; with an email the wait is for
 * any signed-in name.
 */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await appStarted(page);
  const form = page.locator('form[data-form="login"]');
  // A stored login shows "You are signed in" until the server has said whether it still holds.
  const stillSignedIn = page.locator('[data-state="signed-in"]');
  await Promise.race([form.waitFor(), stillSignedIn.waitFor()]);
  if (await stillSignedIn.isVisible()) {
    await stillSignedIn
      .getByRole('button', { name: 'Sign in with another account' })
      .click({ timeout: 5_000 })
      .catch(() => {});
    await form.waitFor();
  }
  await form.getByLabel('Account name or e-mail', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, the screen moves on (to `/` or the returnUrl); wait for that so nothing navigates later.
  // A refusal shows an error banner instead: fail at once with its text.
  const banner = page.locator('form[data-form="login"]').locator('xpath=..').locator('[data-banner="error"]');
  const moved = page
    .waitForURL((url) => url.pathname !== '/auth/login', { timeout: 15_000 })
    .then(() => 'moved' as const);
  const refused = banner.waitFor({ timeout: 15_000 }).then(() => 'refused' as const);
  moved.catch(() => {});
  refused.catch(() => {});
  if ((await Promise.race([moved, refused])) === 'refused') {
    throw new Error(`signInAs(${username}) was refused: ${await banner.textContent()}`);
  }
  // The account menu renders in the bar at every width (hidden in the collapsed mobile bar), so wait on
  // the element being attached with the name rather than on it being visible.
  const shown = page.locator('[data-account-name]').first();
  const expected = username.includes('@') ? /\S/ : new RegExp(`^${escapeRegExp(username)}$`, 'i');
  await expect
    .poll(() => shown.getAttribute('data-account-name', { timeout: 1000 }).catch(() => null), {
      timeout: 15_000,
      message: `the navbar should show ${username} after signing in`,
    })
    .toMatch(expected);
}

/** Signs out through the navbar's user menu (desktop width) and waits for LOGIN to show. */
export async function signOut(page: Page): Promise<void> {
  await page.locator('button[data-account-name]:visible').first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect
    .poll(() => page.getByRole('link', { name: 'LOGIN', exact: true }).first().isVisible())
    .toBe(true);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
