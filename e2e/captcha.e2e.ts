import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findResetLink } from '../server/test/outbox-reader.ts';
import { solveCaptcha } from '../server/test/solve-challenge.ts';
import { appStarted, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { startBuiltSite, type BuiltSite } from './support/site.ts';

/*
 * The proof-of-work CAPTCHA through the real ALTCHA widget (ADR 026), on a site of its own with the
 * CAPTCHA on at a small difficulty: the other journeys' site runs without it.
 */

let site: BuiltSite | undefined;
const siteUrl = () => site!.url;

const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 16);

/** The CAPTCHA field's state (data-captcha). */
const captchaState = (page: Page) => page.locator('[data-captcha]').getAttribute('data-captcha');

let addresses = 0;
/** Each journey comes from an address of its own (the site believes its proxy on this machine). */
const nextAddress = () => `10.20.30.${++addresses}`;

/** A visitor of the CAPTCHA's site, from an address of its own. */
async function visitor(options: Parameters<typeof newVisitor>[0] = {}) {
  const opened = await newVisitor({ ...options, siteUrl: siteUrl() });
  await opened.context.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
  return opened;
}

/** An account registered through the API, with a challenge solved here as the widget would. */
async function registeredAccount() {
  const username = uniqueName('Api');
  const email = `${username.toLowerCase()}@example.test`;
  const challenge = await (await fetch(`${siteUrl()}/api/auth/challenge`)).json();
  const res = await fetch(`${siteUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      username,
      email,
      password: 'Frostmourne1',
      confirmPassword: 'Frostmourne1',
      altcha: await solveCaptcha(challenge.data),
    }),
  });
  expect(res.status).toBe(201);
  return { username, email, password: 'Frostmourne1' };
}

describeInBrowser('the CAPTCHA on registration, reset requests and repeated sign-ins', () => {
  beforeAll(async () => {
    site = await startBuiltSite({ REGISTRATION_CAPTCHA: 'on', REGISTRATION_CAPTCHA_MAX_NUMBER: '50' });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('registers through the widget, which works while the form is filled in and keeps what was typed', async () => {
    const { context, page } = await visitor();
    await page.goto('/auth/register');
    const form = page.locator('form[data-form="register"]');
    // In the page's HTML: a still copy of the widget in the space it will take.
    const field = form.locator('[data-captcha]');
    expect(await field.getAttribute('data-captcha')).toBe('idle');
    expect(await field.getByText("I'm not a robot").isVisible()).toBe(true);
    expect(await field.locator('.h-12').boundingBox()).toMatchObject({ height: 48 });
    // Nothing of the widget is loaded before the person starts on the form.
    expect(await page.evaluate(() => customElements.get('altcha-widget'))).toBeUndefined();
    await expectAccessible(page);

    const username = uniqueName('Pow');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email Address').fill(`${username.toLowerCase()}@example.test`);
    await expect.poll(() => captchaState(page)).toBe('verified');
    // The widget fills the space its copy kept, no more.
    const space = await field.locator('.h-12').boundingBox();
    expect(await form.locator('altcha-widget').boundingBox()).toMatchObject({ y: space!.y, height: 48 });
    // Screen readers hear the check's end; the checkbox is named and can be reached by keyboard.
    expect(await field.getByRole('status').textContent()).toBe('Checked: you are not a robot.');
    const checkbox = form.getByRole('checkbox', { name: 'Checked: not a robot' });
    expect(await checkbox.isChecked()).toBe(true);
    await expectAccessible(page);
    // Unticked and ticked again from the keyboard: a new check runs.
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => captchaState(page)).toBe('unverified');
    await form.getByRole('checkbox', { name: "I'm not a robot" }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => captchaState(page)).toBe('verified');

    await form.getByLabel('Password', { exact: true }).fill('Frostmourne1');
    await form.getByLabel('Repeat Password').fill('Frostmourne1');
    expect(await form.getByLabel('Username').inputValue()).toBe(username);
    expect(await form.getByLabel('Email Address').inputValue()).toBe(
      `${username.toLowerCase()}@example.test`,
    );
    await form.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps what was typed after a refused registration, and sends the next try with a new solution', async () => {
    const taken = await registeredAccount();
    const { context, page } = await visitor();
    await page.goto('/auth/register');
    const form = page.locator('form[data-form="register"]');
    // The name is taken: the registration is refused after its solution was used.
    await form.getByLabel('Username').fill(taken.username);
    await form.getByLabel('Email Address').fill('another.player@example.test');
    await form.getByLabel('Password', { exact: true }).fill('Frostmourne1');
    await form.getByLabel('Repeat Password').fill('Frostmourne1');
    await form.getByRole('button', { name: 'Create my account' }).click();
    await expect
      .poll(() => page.locator('[data-banner="error"]').textContent())
      .toBe('This username is already taken');
    expect(await form.getByLabel('Username').inputValue()).toBe(taken.username);
    expect(await form.getByLabel('Email Address').inputValue()).toBe('another.player@example.test');
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('Frostmourne1');
    // The used solution is replaced at once.
    await expect.poll(() => captchaState(page)).toBe('verified');
    const username = uniqueName('Again');
    await form.getByLabel('Username').fill(username);
    await form.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('registers in French on a phone, the widget speaking the page’s language', async () => {
    const { context, page } = await visitor({ width: 390, height: 844 });
    await page.goto('/auth/register?lang=fr');
    const form = page.locator('form[data-form="register"]');
    const field = form.locator('[data-captcha]');
    expect(await field.getByText('Je ne suis pas un robot').isVisible()).toBe(true);
    const username = uniqueName('Givre');
    await form.getByLabel('Nom de compte').fill(username);
    await expect.poll(() => captchaState(page)).toBe('verified');
    expect(await field.getByRole('status').textContent()).toBe('Vérifié\u00a0: vous n’êtes pas un robot.');
    expect(await form.getByRole('checkbox', { name: 'Vérifié\u00a0: pas un robot' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await form.getByLabel('Adresse e-mail').fill(`${username.toLowerCase()}@example.test`);
    await form.getByLabel('Mot de passe', { exact: true }).fill('Deuillegivre1');
    await form.getByLabel('Répétez le mot de passe').fill('Deuillegivre1');
    expect(await form.getByLabel('Nom de compte').inputValue()).toBe(username);
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('sends a reset link, and another, each with a solution of its own', async () => {
    const account = await registeredAccount();
    const { context, page } = await visitor();
    await page.goto('/auth/forgot-password');
    await appStarted(page);
    const form = page.locator('form[data-form="forgot-password"]');
    await form.getByLabel('Email Address').fill(account.email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.locator('[data-state="sent"]').isVisible()).toBe(true);
    await expect.poll(() => findResetLink(site!.dataDir, account.email)).toBeTruthy();
    await expect.poll(() => captchaState(page)).toBe('verified');
    await page.getByRole('button', { name: 'Resend Email' }).click();
    await expect.poll(() => page.locator('[data-banner="success"]').isVisible()).toBe(true);
    expect(await page.locator('[data-banner="error"]').count()).toBe(0);
    await context.close();
  });

  it('shows the widget at sign-in after three wrong passwords from this network, then signs in', async () => {
    const account = await registeredAccount();
    const { context, page } = await visitor({ locale: 'fr-FR' });
    await page.goto('/auth/login');
    await appStarted(page);
    const form = page.locator('form[data-form="login"]');
    expect(await form.locator('[data-captcha]').count()).toBe(0);
    await form.getByLabel('Nom de compte ou e-mail').fill(account.username);
    for (let i = 0; i < 3; i++) {
      await form.getByLabel('Mot de passe', { exact: true }).fill(`mauvais${i}pass`);
      await form.getByRole('button', { name: 'Se connecter' }).click();
      await expect
        .poll(() => page.locator('[data-banner="error"]').textContent())
        .toBe('Nom de compte ou mot de passe incorrect');
      await expect.poll(() => form.getByRole('button', { name: 'Se connecter' }).isEnabled()).toBe(true);
      expect(await form.locator('[data-captcha]').count()).toBe(0);
    }
    await form.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    // The site asks for a challenge: the widget appears, is solved, and the same try goes again.
    await expect
      .poll(() => page.locator('[data-banner="error"]').textContent())
      .toContain('veuillez confirmer que vous n’êtes pas un robot');
    await expect.poll(() => form.locator('[data-captcha]').count()).toBe(1);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
