import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabases } from '../../server/db/databases.ts';
import { insertGameAccount } from '../../server/game/accounts.ts';
import { coreColumns } from '../../server/game/core-columns.ts';

/**
 * Signs in through the real /auth/login screen, waits until it has moved on (to `/`) and the navbar
 * shows the account name.
 * `username` may be the account name (any letter case) or the email; with an email the wait is for
 * any signed-in name.
 */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  const form = page.locator('form[data-form="login"]');
  await form.getByLabel('Email', { exact: true }).fill(username);
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

let counter = 0;

/**
 * A new player account (game account + site profile, no role) written straight into the site's
 * embedded database, so journeys do not spend the registration rate limit. Returns its credentials;
 * the name is unique per call (letters and digits, at most 16 characters).
 */
export async function createPlayer(
  options: {
    username?: string;
    email?: string;
    password?: string;
    roles?: Array<'admin' | 'moderator'>;
  } = {},
): Promise<{ id: number; username: string; email: string; password: string }> {
  counter += 1;
  const username = (options.username ?? `P${Date.now().toString(36)}${counter}`).toUpperCase().slice(0, 16);
  const email = options.email ?? `${username.toLowerCase()}@example.test`;
  const password = options.password ?? 'journey123';
  const dataDir = inject('dataDir');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const dbs = openDatabases(config.databases);
  try {
    const { id } = await insertGameAccount(dbs.auth, coreColumns('azerothcore'), {
      username,
      email,
      password,
    });
    const now = Date.now();
    await dbs.web.insertInto('site_account').values({ account_id: id, points: 0, created_at: now }).execute();
    for (const role of options.roles ?? []) {
      await dbs.web
        .insertInto('site_role')
        .values({ account_id: id, role, granted_at: now, granted_by: 'e2e' })
        .execute();
    }
    return { id, username, email, password };
  } finally {
    await dbs.close();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
