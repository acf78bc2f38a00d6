import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { findResetLink } from '../server/test/outbox-reader.ts';
import { appStarted, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { createAdmin, createPlayer } from './support/factories.ts';
import { signInAs, signOut } from './support/sign-in.ts';

const accountName = (page: Page) =>
  page
    .locator('[data-account-name]')
    .first()
    .getAttribute('data-account-name', { timeout: 1000 })
    .catch(() => null);

/**
 * Opens `path` as on a slow connection: the page is there, its scripts are not yet. Returns what
 * lets them through.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

describeInBrowser('accounts: register, sign in, reset, guards', () => {
  it('registers a new player, who is signed in at once, sees the name in the bar, then logs out', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/auth/register');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Play now!');
    await expect.poll(() => page.getByText('Create your account').isVisible()).toBe(true);
    await expectAccessible(page);

    const form = page.locator('form[data-form="register"]');
    const button = form.getByRole('button', { name: 'Create my account' });
    await expect.poll(() => form.getByText('Must be between 8 and 15 characters').isVisible()).toBe(true);
    await expect.poll(() => form.getByText('Repeat your password').isVisible()).toBe(true);
    expect(await button.isDisabled()).toBe(true);
    // A blank form lists no errors yet; they show once something is typed.
    expect(await page.getByText('Please fix the following errors:').count()).toBe(0);

    const username = `Hero${Date.now().toString(36).slice(-7)}`;
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email Address').fill(`${username.toLowerCase()}@example.test`);
    await form.getByLabel('Password', { exact: true }).fill('short');
    await expect
      .poll(() =>
        form
          .locator('[data-password-rules] li')
          .evaluateAll((li) => li.map((l) => `${l.textContent}:${l.getAttribute('data-valid')}`)),
      )
      .toEqual(['At least 8 characters(not met):false', 'Maximum 15 characters(met):true']);
    await expect.poll(() => page.getByText('Please fix the following errors:').isVisible()).toBe(true);
    // The tooltip lists what is still wrong.
    const tooltip = await form.locator('span[title]').getAttribute('title');
    expect(tooltip).toContain('Password must be at least 8 characters');
    expect(tooltip).toContain('Please confirm your password');

    await form.getByLabel('Password', { exact: true }).fill('Frostmourne1');
    await form.getByLabel('Repeat Password').fill('Frostmourne2');
    await expect.poll(() => form.getByText('Passwords do not match!').isVisible()).toBe(true);
    await form.getByLabel('Repeat Password').fill('Frostmourne1');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await expect.poll(() => page.getByText('Please fix the following errors:').count()).toBe(0);
    expect(await page.getByText('Passwords are not case-sensitive, like in the game').isVisible()).toBe(true);

    await button.click();
    await expect
      .poll(() => page.getByText('Account created successfully! Logging you in...').isVisible())
      .toBe(true);
    await page.waitForURL((url) => url.pathname === '/');
    // The new player is pointed to how to connect.
    await expect
      .poll(() => page.locator('[data-connect-notice]').getByRole('link').getAttribute('href'))
      .toBe('/support/how-to-connect');
    await expect.poll(() => accountName(page)).toBe(username.toUpperCase());
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toMatchObject({
      username: username.toUpperCase(),
      email: `${username.toLowerCase()}@example.test`,
      role: 'user',
      isActive: true,
    });
    // A player has no ADMIN link.
    expect(await page.getByRole('link', { name: 'ADMIN' }).count()).toBe(0);

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();

    // The same name and password open the account again, in any letter case (like the game).
    await signInAs(page, username.toLowerCase(), 'FROSTMOURNE1');
    await context.close();
  });

  it('shows the server message for a wrong password, and signs in with the right one', async () => {
    const player = await createPlayer();
    const { context, page } = await newVisitor();
    await page.goto('/auth/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome back!');
    await expect.poll(() => page.getByText('Sign in to your account').isVisible()).toBe(true);
    await expectAccessible(page);
    const form = page.locator('form[data-form="login"]');
    const button = form.getByRole('button', { name: 'Sign in' });
    expect(await button.isDisabled()).toBe(true);
    await appStarted(page);
    await form.getByLabel('Account name or e-mail', { exact: true }).fill(player.username);
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await button.click();
    await expect
      .poll(() => page.locator('[data-banner="error"]').textContent())
      .toBe('Invalid username or password');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await form.getByLabel('Password', { exact: true }).fill(player.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => accountName(page)).toBe(player.username);

    // The session survives a reload (restored, then checked in the background).
    await page.reload();
    await expect.poll(() => accountName(page)).toBe(player.username);
    await context.close();
  });

  it('keeps what a player typed before the app started, and signs in with it', async () => {
    const player = await createPlayer();
    const { context, page } = await newVisitor();
    const release = await openWithScriptsHeld(page, '/auth/login');
    const form = page.locator('form[data-form="login"]');
    await form.getByLabel('Account name or e-mail', { exact: true }).fill(player.username);
    await form.getByLabel('Password', { exact: true }).fill(player.password);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await appStarted(page);
    const button = form.getByRole('button', { name: 'Sign in' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await form.getByLabel('Account name or e-mail', { exact: true }).inputValue()).toBe(
      player.username,
    );
    await button.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => accountName(page)).toBe(player.username);
    await context.close();
  });

  it('keeps what a visitor typed into the registration form before the app started, and registers with it', async () => {
    const { context, page } = await newVisitor();
    const release = await openWithScriptsHeld(page, '/auth/register');
    const form = page.locator('form[data-form="register"]');
    const username = `Early${Date.now().toString(36).slice(-7)}`;
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email Address').fill(`${username.toLowerCase()}@example.test`);
    await form.getByLabel('Password', { exact: true }).fill('Frostmourne1');
    await form.getByLabel('Repeat Password').fill('Frostmourne1');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await appStarted(page);
    const button = form.getByRole('button', { name: 'Create my account' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await form.getByLabel('Username').inputValue()).toBe(username);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/');
    // The core keeps names upper-cased.
    await expect.poll(() => accountName(page)).toBe(username.toUpperCase());
    await context.close();
  });

  it('asks for no script before the visitor interacts, and keeps an address typed before the app started', async () => {
    const { context, page } = await newVisitor();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const release = await openWithScriptsHeld(page, '/auth/forgot-password');
    await page.waitForLoadState('load');
    expect(scripts).toEqual([]);
    await page.getByLabel('Email Address').fill('early@example.test');
    // Typing started the app: its scripts are asked for.
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await appStarted(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Email sent!' }).isVisible()).toBe(true);
    expect(await page.getByText('early@example.test').isVisible()).toBe(true);
    await context.close();
  });

  it('answers Enter on an empty sign-in form, and drops the message once both fields are filled', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/auth/login');
    await appStarted(page);
    const form = page.locator('form[data-form="login"]');
    const name = form.getByLabel('Account name or e-mail', { exact: true });
    const password = form.getByLabel('Password', { exact: true });
    await name.focus();
    await page.keyboard.press('Enter');
    const banner = page.locator('[data-banner="error"]');
    await expect.poll(() => banner.textContent()).toBe('Please fill in all required fields');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await name.fill('somebody');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    // Enter again: the focus goes to what is still missing.
    await page.keyboard.press('Enter');
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
    await password.fill('something');
    await expect.poll(() => banner.count()).toBe(0);
    expect(await password.getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });

  it('resets a forgotten password through the mailed link, then signs in with the new one', async () => {
    const player = await createPlayer({ password: 'Forgotten11' });
    const { context, page } = await newVisitor();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Reset your password');
    await expectAccessible(page);

    await page.getByLabel('Email Address').fill(player.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Email sent!' }).isVisible()).toBe(true);
    expect(await page.getByText(player.email).isVisible()).toBe(true);
    expect(await page.getByText('The link expires in 24 hours').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Resend Email' }).click();
    await expect.poll(() => page.getByText('A new link is on its way.').isVisible()).toBe(true);

    await expect.poll(() => findResetLink(inject('dataDir'), player.email), { timeout: 10_000 }).toBeTruthy();
    const link = findResetLink(inject('dataDir'), player.email)!;
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);

    await page.goto(link);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Choose a new password');
    await expectAccessible(page);
    await page.getByLabel('New Password').fill('Remembered22');
    await page.getByLabel('Repeat Password').fill('Remembered22');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await expect
      .poll(() => page.locator('[data-banner="success"]').textContent())
      .toBe('Your password has been reset. You can now sign in with your new password.');

    await signInAs(page, player.username, 'Remembered22');

    // The link works once.
    const second = await newVisitor();
    await second.page.goto(link);
    await second.page.getByLabel('New Password').fill('Another3333');
    await second.page.getByLabel('Repeat Password').fill('Another3333');
    await second.page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => second.page.locator('[data-banner="error"]').textContent())
      .toBe('This reset link is invalid or has expired. Please ask for a new one.');
    await second.context.close();
    await context.close();
  });

  it('sends visitors to sign-in from the bug report form, and back there after signing in', async () => {
    const player = await createPlayer();
    const { context, page } = await newVisitor();
    await page.goto('/support/report-bug');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('returnUrl')).toBe('/support/report-bug');
    expect(url.searchParams.get('message')).toBe('Please login to report a bug');
    await expect
      .poll(() => page.locator('[data-banner="error"]').textContent())
      .toBe('Please login to report a bug');

    const form = page.locator('form[data-form="login"]');
    await form.getByLabel('Account name or e-mail', { exact: true }).fill(player.email);
    await form.getByLabel('Password', { exact: true }).fill(player.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/support/report-bug');
    await expect.poll(() => accountName(page)).toBe(player.username);
    await context.close();
  });

  it('keeps the admin area for admins: a visitor is sent to sign-in with the French message', async () => {
    const admin = await createAdmin();
    const { context, page } = await newVisitor();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/admin');
    await expect
      .poll(() => page.locator('[data-banner="error"]').textContent())
      .toBe('Accès administrateur requis');

    // The sign-in screen stays in the language of the /admin page that sent the visitor there.
    const form = page.locator('form[data-form="login"]');
    await form.getByLabel('Nom de compte ou e-mail', { exact: true }).fill(admin.username.toLowerCase());
    await form.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await expect.poll(() => page.getByRole('link', { name: 'ADMIN' }).first().isVisible()).toBe(true);
    await context.close();
  });

  it('ignores a returnUrl that leaves the site', async () => {
    const player = await createPlayer();
    const { context, page } = await newVisitor();
    await page.goto('/auth/login?returnUrl=//evil.example/steal');
    await appStarted(page);
    const form = page.locator('form[data-form="login"]');
    await form.getByLabel('Account name or e-mail', { exact: true }).fill(player.username);
    await form.getByLabel('Password', { exact: true }).fill(player.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(inject('baseUrl')!).host);
    await context.close();
  });

  it('clears a stored login whose token the server no longer accepts', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/about');
    await page.evaluate(() => {
      localStorage.setItem(
        'currentUser',
        JSON.stringify({
          id: '1',
          username: 'GHOST',
          email: 'ghost@example.test',
          role: 'admin',
          isActive: true,
          createdAt: '2025-01-01',
          lastLogin: '2025-01-01',
        }),
      );
      localStorage.setItem('authToken', 'revoked-token');
      localStorage.setItem('characters_1', '[]');
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('characters_1'))).toBeNull();
    await expect
      .poll(() => page.getByRole('link', { name: 'LOGIN', exact: true }).first().isVisible())
      .toBe(true);
    await context.close();
  });

  it('fits a phone screen: the account menu lives in the mobile menu', async () => {
    const player = await createPlayer();
    const { context, page } = await newVisitor({ width: 390, height: 844 });
    await signInAs(page, player.username, player.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.locator('#mobile-menu');
    await expect.poll(() => mobile.locator('[data-account-name]').isVisible()).toBe(true);
    await mobile.locator('[data-account-name]').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await context.close();
  });
});
