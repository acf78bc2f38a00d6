import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { openDatabases } from '../server/db/databases.ts';
import { findMailLink, readOutbox } from '../server/test/outbox-reader.ts';
import { appStarted, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { startSecondSite, type SecondSite } from './support/second-site.ts';

const PASSWORD = 'Frostmourne1';

/*
 * REGISTRATION_EMAIL_VERIFICATION=required: a site of its own (its own database and outbox), where a
 * registration waits for the link mailed to its address.
 */
describeInBrowser('registration that waits for its mailed link', () => {
  let site: SecondSite;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'realm-e2e-verify-'));
    site = await startSecondSite({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      REGISTRATION_EMAIL_VERIFICATION: 'required',
    });
  });
  afterAll(async () => {
    await site?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const newName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-7)}`;

  /** The newest link mailed to the address (the mail goes after the answer). */
  async function mailedLink(email: string, notIn: string[] = []): Promise<string> {
    const newest = () => {
      const link = findMailLink(dataDir, email, '/auth/confirm');
      return link && !notIn.includes(link) ? link : undefined;
    };
    await expect.poll(newest, { timeout: 10_000 }).toBeTruthy();
    return newest()!;
  }

  async function coreAccounts(username: string): Promise<number> {
    const dbs = openDatabases(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).databases);
    try {
      const rows = await dbs.auth
        .selectFrom('account')
        .select('id')
        .where('username', '=', username.toUpperCase())
        .execute();
      return rows.length;
    } finally {
      await dbs.close();
    }
  }

  async function register(
    page: Page,
    labels: { username: string; email: string; password: string; confirm: string; submit: string },
    username: string,
  ) {
    await page.goto(`${site.url}/auth/register`);
    await appStarted(page);
    const form = page.locator('form[data-form="register"]');
    await form.getByLabel(labels.username).fill(username);
    await form.getByLabel(labels.email).fill(`${username.toLowerCase()}@example.test`);
    await form.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
    await form.getByLabel(labels.confirm).fill(PASSWORD);
    await form.getByRole('button', { name: labels.submit }).click();
  }

  const accountName = (page: Page) =>
    page
      .locator('[data-account-name]')
      .first()
      .getAttribute('data-account-name', { timeout: 1000 })
      .catch(() => null);

  it('registers, waits for the mail, follows its link and is signed in on the account page (English, 1366 px)', async () => {
    const { context, page } = await newVisitor({ width: 1366, height: 900 });
    const username = newName('Mail');
    const email = `${username.toLowerCase()}@example.test`;
    await register(
      page,
      {
        username: 'Username',
        email: 'Email Address',
        password: 'Password',
        confirm: 'Repeat Password',
        submit: 'Create my account',
      },
      username,
    );
    const pending = page.locator('[data-state="registration-pending"]');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Check your inbox');
    expect(await pending.textContent()).toContain(
      `We sent a link to ${email}. Follow it to create your account`,
    );
    expect(await pending.textContent()).toContain('expires in 24 hours');
    await expectAccessible(page);
    // Nothing in the game yet, and nobody signed in.
    expect(await coreAccounts(username)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    const link = await mailedLink(email);
    expect(link.startsWith(`${site.url}/auth/confirm?token=`)).toBe(true);
    const mail = readOutbox(dataDir).find((m) => m.text.includes(link))!;
    expect(mail.subject).toBe('Confirm your e-mail to create your Frostfall account');

    await page.goto(link);
    await expect
      .poll(() => page.locator('[data-banner="success"]').textContent())
      .toBe('Account created successfully! Logging you in...');
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => accountName(page)).toBe(username.toUpperCase());
    expect(await coreAccounts(username)).toBe(1);

    // The link worked once: followed again, it says so and offers the ways on.
    await page.goto(link);
    await expect
      .poll(() => page.locator('[data-banner="error"]').textContent())
      .toBe('This confirmation link is invalid, was already used or has expired.');
    await expect
      .poll(() => page.getByRole('link', { name: 'Register again' }).getAttribute('href'))
      .toBe('/auth/register');
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(await coreAccounts(username)).toBe(1);
    await context.close();
  });

  it('in French at 390 px: a sign-in before the link asks for a new one, the old one then says it no longer works', async () => {
    const { context, page } = await newVisitor({ width: 390, height: 844, locale: 'fr-FR' });
    const username = newName('Lien');
    const email = `${username.toLowerCase()}@example.test`;
    await register(
      page,
      {
        username: 'Nom de compte',
        email: 'Adresse e-mail',
        password: 'Mot de passe',
        confirm: 'Répétez le mot de passe',
        submit: 'Créer mon compte',
      },
      username,
    );
    const pending = page.locator('[data-state="registration-pending"]');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Consultez votre messagerie');
    expect(await pending.textContent()).toContain(`Nous avons envoyé un lien à ${email}.`);
    const first = await mailedLink(email);
    expect(readOutbox(dataDir).find((m) => m.text.includes(first))!.subject).toBe(
      'Confirmez votre e-mail pour créer votre compte Frostfall',
    );

    // Signing in before following it: the account waits, and a new link can be asked for.
    await pending.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await appStarted(page);
    const form = page.locator('form[data-form="login"]');
    await form.getByLabel('Nom de compte ou e-mail', { exact: true }).fill(username);
    await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect
      .poll(() => page.locator('[data-banner="error"]').textContent())
      .toBe(
        `Votre compte attend la confirmation de votre adresse e-mail\u00a0: suivez le lien envoyé à ${email}, ou demandez-en un nouveau.`,
      );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'M’envoyer un nouveau lien' }).click();
    await expect
      .poll(() => page.locator('[data-banner="success"]').textContent())
      .toBe(`Un nouveau lien est en route vers ${email}. Le précédent ne fonctionne plus.`);
    const second = await mailedLink(email, [first]);

    await page.goto(first);
    await expect
      .poll(() => page.locator('[data-banner="error"]').textContent())
      .toBe('Ce lien de confirmation n’est pas valide, a déjà servi ou a expiré.');
    expect(await page.getByRole('link', { name: 'S’inscrire à nouveau' }).isVisible()).toBe(true);

    await page.goto(second);
    await expect
      .poll(() => page.locator('[data-banner="success"]').textContent())
      .toBe('Inscription réussie');
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => accountName(page)).toBe(username.toUpperCase());
    expect(await coreAccounts(username)).toBe(1);
    await context.close();
  });
});
