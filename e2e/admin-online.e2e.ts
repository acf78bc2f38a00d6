import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import {
  createAdmin,
  createCharacter,
  createPlayer,
  uniqueLetters,
  withDatabases,
} from './support/factories.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { signInAs } from './support/sign-in.ts';
import { withRealmAnswering } from './support/worldserver.ts';

/*
 * The staff's Online Players and Configuration screens, from the dashboard. The site under test has
 * no worldserver console (WORLDSERVER_SOAP_URL is not set): a kick is asked for and confirmed, and the
 * server's clear refusal is shown. The kick through a console is tested in
 * server/features/admin/online.routes.test.ts against the fake worldserver.
 */

const TEXTS = {
  en: {
    dashboard: 'Administrator Dashboard',
    onlineCard: /^Online Players/,
    onlineTitle: 'Online Players',
    count: /^\d+ characters? in the world on Frostfall, game masters included\.$/,
    gm: 'GM 3',
    kick: (name: string) => `Kick ${name}`,
    confirm: (name: string) =>
      `Kick ${name} from Frostfall? The character is logged out of the game and saved; the player can log in again.`,
    confirmButton: 'Kick',
    failed: (name: string) => `${name} could not be kicked.`,
    reason: (name: string) =>
      `Only Frostfall's worldserver can kick ${name}, and no console is configured for it (WORLDSERVER_SOAP_URL, with SOAP.Enabled = 1 in worldserver.conf). Nothing was sent.`,
    configurationCard: /^Configuration/,
    configurationTitle: 'Configuration',
    consoleNotConfigured: 'Not configured: online-only actions are refused',
    offline:
      "Frostfall's worldserver does not answer: nobody is in its world, whatever its characters' rows still say.",
  },
  fr: {
    dashboard: 'Tableau de bord administrateur',
    onlineCard: /^Joueurs en ligne/,
    onlineTitle: 'Joueurs en ligne',
    count: /^\d+ personnages? dans le monde sur Frostfall, maîtres de jeu compris\.$/,
    gm: 'MJ 3',
    kick: (name: string) => `Expulser ${name}`,
    confirm: (name: string) =>
      `Expulser ${name} de Frostfall\u00a0? Le personnage est déconnecté du jeu et sauvegardé\u00a0; le joueur peut se reconnecter.`,
    confirmButton: 'Expulser',
    failed: (name: string) => `${name} n’a pas pu être expulsé.`,
    reason: (name: string) =>
      `Seul le worldserver de Frostfall peut expulser ${name}, et aucune console n’est configurée pour lui (WORLDSERVER_SOAP_URL, avec SOAP.Enabled = 1 dans worldserver.conf). Rien n’a été envoyé.`,
    configurationCard: /^Configuration/,
    configurationTitle: 'Configuration',
    consoleNotConfigured: 'Non configurée\u00a0: les actions en ligne sont refusées',
    offline:
      'Le worldserver de Frostfall ne répond pas\u00a0: personne n’est dans son monde, quoi qu’indiquent encore les lignes de ses personnages.',
  },
};

/** A staff member reading the admin area in `language` (the staff area's own choice, ADR 020). */
async function staffVisitor(language: 'en' | 'fr', width: number) {
  const visitor = await newVisitor({ width, height: 844 });
  const { hostname } = new URL(baseUrl());
  await visitor.context.addCookies([{ name: 'lang', value: language, domain: hostname, path: '/admin' }]);
  return visitor;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describeInBrowser('the Online Players and Configuration screens', () => {
  it('an admin sees who is in the world with a game master marked, is asked before a kick and told why it was refused, then reads the configuration, at 1366 and 390 px in English and French; once the worldserver stops, nobody is in game, on the account page either', async () => {
    // Named to come first in the realm's list, which other journeys also fill.
    const player = await createPlayer();
    const gm = await createPlayer();
    await withDatabases((dbs) =>
      dbs.auth.insertInto('account_access').values({ id: gm.id, gmlevel: 3, RealmID: -1 }).execute(),
    );
    const hero = await createCharacter(player.id, { name: `Aa${uniqueLetters(6)}`, online: true, class: 4 });
    const keeper = await createCharacter(gm.id, { name: `Aa${uniqueLetters(6)}`, online: true, class: 2 });
    const staff = await createAdmin();

    const owner = await newVisitor({ width: 1366 });
    await signInAs(owner.page, player.username, player.password);
    const ownCharacter = owner.page.locator(`[data-character="${hero.guid}"]`);

    await withRealmAnswering(async () => {
      // The player's own account page says the character is in game.
      await owner.page.goto('/account?tab=characters');
      await expect.poll(() => ownCharacter.textContent()).toContain('In game');

      for (const language of ['en', 'fr'] as const) {
        const text = TEXTS[language];
        for (const width of [1366, 390]) {
          const { context, page } = await staffVisitor(language, width);
          await signInAs(page, staff.username, staff.password);
          await page.goto('/admin');
          await expect.poll(() => heading(page)).toBe(text.dashboard);
          await page.getByRole('link', { name: text.onlineCard }).click();
          await page.waitForURL('**/admin/online');
          await expect.poll(() => heading(page)).toBe(text.onlineTitle);
          await expect.poll(() => page.locator('[data-realm-online]').textContent()).toMatch(text.count);

          const gmRow = page.locator(`[data-online-character="${keeper.guid}"]`);
          const heroRow = page.locator(`[data-online-character="${hero.guid}"]`);
          await expect.poll(() => gmRow.count()).toBe(1);
          expect(await gmRow.locator('[data-game-master]').textContent()).toContain(text.gm);
          expect(await heroRow.locator('[data-game-master]').count()).toBe(0);
          expect(await heroRow.getByRole('link', { name: player.username }).getAttribute('href')).toBe(
            `/admin/accounts?id=${player.id}`,
          );
          await expectAccessible(page);
          await expectNoSidewaysScroll(page, `online players at ${width} px`);

          // Asked first; the site has no console, and says so.
          await heroRow.getByRole('button', { name: text.kick(hero.name) }).click();
          const confirm = page.getByRole('dialog', { name: 'Confirmation' });
          await expect.poll(() => confirm.textContent()).toContain(text.confirm(hero.name));
          await confirm.getByRole('button', { name: text.confirmButton, exact: true }).click();
          await expect
            .poll(() => page.getByText(text.failed(hero.name), { exact: true }).isVisible())
            .toBe(true);
          await expect
            .poll(() => page.getByText(text.reason(hero.name), { exact: true }).isVisible())
            .toBe(true);
          // Still there: nothing was sent.
          expect(await heroRow.count()).toBe(1);

          // The name leads to the character management screen, on that character.
          await heroRow.getByRole('link', { name: hero.name }).click();
          await page.waitForURL(
            (url) => url.pathname === '/admin/characters' && url.search === `?realmId=1&search=${hero.guid}`,
          );
          await expect
            .poll(() => page.locator(`[data-character-row="${hero.guid}"]`).getAttribute('data-online'))
            .toBe('true');

          await page.goto('/admin');
          await page.getByRole('link', { name: text.configurationCard }).click();
          await page.waitForURL('**/admin/configuration');
          await expect.poll(() => heading(page)).toBe(text.configurationTitle);
          const realm = page.locator('[data-configuration="realm-1"]');
          await expect
            .poll(() => realm.locator('[data-console]').textContent())
            .toBe(text.consoleNotConfigured);
          await expect.poll(() => page.locator('[data-configuration]').count()).toBeGreaterThanOrEqual(7);
          await expectAccessible(page);
          await expectNoSidewaysScroll(page, `configuration at ${width} px`);
          await context.close();
        }
      }
    });

    // The worldserver stopped: the rows still say online, and nothing says so any more.
    await owner.page.goto('/account?tab=characters');
    await expect.poll(() => ownCharacter.count()).toBe(1);
    expect(await ownCharacter.textContent()).not.toContain('In game');
    await owner.context.close();
    const { context, page } = await staffVisitor('en', 1366);
    await signInAs(page, staff.username, staff.password);
    await page.goto('/admin/online');
    await expect.poll(() => page.locator('[data-realm-online]').textContent()).toBe(TEXTS.en.offline);
    expect(await page.locator('[data-online-character]').count()).toBe(0);
    await context.close();
  }, 240_000);
});
