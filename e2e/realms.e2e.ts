import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { openDatabases } from '../server/db/databases.ts';
import { acceptingListener } from '../server/test/worldserver-listeners.ts';
import { describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { signInAs } from './support/sign-in.ts';

/*
 * The demo has two realms whose worldservers do not run (nothing listens at their address). A
 * journey starts one, as a TCP listener at the first realm's address, and watches the site notice.
 */

async function withDatabases<T>(work: (dbs: ReturnType<typeof openDatabases>) => Promise<T>): Promise<T> {
  const dbs = openDatabases(loadConfig({ DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent' }).databases);
  try {
    return await work(dbs);
  } finally {
    await dbs.close();
  }
}

/** The first interaction starts a public page's app (web/app/lib/app-start.tsx). */
async function appReady(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(8, 8);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))
    .toBe(true);
}

describeInBrowser('realms', () => {
  it('shows each realm in the header and turns it green, without a reload, when its worldserver starts; the realm pages follow, game masters unlisted', async () => {
    const listener = await acceptingListener();
    const before = await withDatabases((dbs) =>
      dbs.auth.selectFrom('realmlist').select(['port']).where('id', '=', 1).executeTakeFirstOrThrow(),
    );
    // The admin's demo character is in the world too: a game master, never listed publicly.
    await withDatabases((dbs) =>
      dbs.characters.updateTable('characters').set({ online: 1 }).where('name', '=', 'Demoarchon').execute(),
    );
    const { context, page } = await newVisitor();
    try {
      await page.goto('/');
      await appReady(page);
      const badge = page.locator('[data-realm-status]');
      await expect.poll(() => badge.getAttribute('data-realm-status'), { timeout: 15_000 }).toBe('live');
      expect(await badge.locator('[data-realm]').count()).toBe(2);
      expect(await badge.locator('[data-realm="1"]').getAttribute('data-online')).toBe('false');
      expect(await badge.getAttribute('aria-label')).toBe(
        'Realm status: Frostfall offline, 0 playing; Frostfall PvP offline, 0 playing',
      );
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      // The worldserver of the first realm starts accepting connections.
      await withDatabases((dbs) =>
        dbs.auth
          .updateTable('realmlist')
          .set({ address: '127.0.0.1', port: listener.port })
          .where('id', '=', 1)
          .execute(),
      );
      await expect
        .poll(() => badge.locator('[data-realm="1"]').getAttribute('data-online'), {
          timeout: 45_000,
          interval: 500,
        })
        .toBe('true');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      // Other journeys leave characters in the world too: the figure is the list's, game masters left out.
      const label = (await badge.getAttribute('aria-label')) ?? '';
      const playing = Number(
        /^Realm status: Frostfall online, (\d+) playing; Frostfall PvP offline, 0 playing$/.exec(label)?.[1],
      );
      expect(playing).toBeGreaterThanOrEqual(1);
      expect(listener.connections()).toBeGreaterThan(0);

      await badge.click();
      await page.waitForURL('**/realms');
      const card = page.locator('article[data-realm="1"]');
      await expect.poll(() => card.getAttribute('data-online')).toBe('true');
      expect(await card.textContent()).toContain('Online');
      // The bar's figures are the badge's: every player in the world is Alliance or Horde.
      const bar = (await card.locator('[data-faction-bar]').getAttribute('aria-label')) ?? '';
      const [, alliance, horde] =
        /^Faction balance: Alliance (\d+) \(\d+ %\), Horde (\d+) \(\d+ %\)$/.exec(bar) ?? [];
      expect(Number(alliance) + Number(horde)).toBe(playing);
      expect(await page.locator('article[data-realm="2"]').textContent()).toMatch(
        /Frostfall PvP.*PvP.*New.*Offline/,
      );
      await expectAccessible(page);

      await card.getByRole('link', { name: 'Who is online →' }).click();
      await page.waitForURL('**/realms/1/online');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Who is online on Frostfall');
      const names = await page.locator('tbody tr td:first-child').allTextContents();
      expect(names).toContain('Demoranger');
      expect(names).not.toContain('Demoarchon');
      expect(names).toHaveLength(playing);
      expect(await page.getByRole('main').textContent()).toContain(
        `${playing} ${playing === 1 ? 'character' : 'characters'} in the world. Game masters are not listed.`,
      );
      await expectAccessible(page);
    } finally {
      await context.close();
      await withDatabases(async (dbs) => {
        await dbs.auth.updateTable('realmlist').set({ port: before.port }).where('id', '=', 1).execute();
        await dbs.characters
          .updateTable('characters')
          .set({ online: 0 })
          .where('name', '=', 'Demoarchon')
          .execute();
      });
      await listener.close();
    }
  });

  it('tells a new player how to connect, from Help, and copies the realmlist line', async () => {
    const { context, page } = await newVisitor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/support/help');
    await appReady(page);
    await page.getByRole('main').getByRole('link', { name: 'How to connect', exact: true }).click();
    await page.waitForURL('**/support/how-to-connect');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('How to Connect');
    const host = new URL(inject('baseUrl')!).hostname;
    expect(await page.locator('[data-realmlist-line]').textContent()).toBe(`set realmlist ${host}`);
    const text = (await page.getByRole('main').textContent()) ?? '';
    for (const part of [
      '3.3.5a',
      'build 12340',
      'Data/enUS/realmlist.wtf',
      'Unable to validate game version',
      'account name',
      'not case-sensitive',
    ])
      expect(text).toContain(part);
    // The clipboard answers a focused page only.
    await page.bringToFront();
    await page.getByRole('button', { name: 'Copy the realmlist line' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).textContent())
      .toBe('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`set realmlist ${host}`);
    await expectAccessible(page);
    await context.close();
  });

  it("groups a player's characters by realm in the report form, and reports with the one chosen, realm and all", async () => {
    const { context, page } = await newVisitor();
    await signInAs(page, 'PLAYER', 'demoplayer1');
    await page.goto('/support/report-bug');
    const form = page.locator('form[data-form="report-bug"]');
    await form.waitFor();
    const picker = form.getByLabel('Select Character');
    expect(
      await picker
        .locator('optgroup')
        .evaluateAll((groups) => groups.map((g) => (g as HTMLOptGroupElement).label)),
    ).toEqual(['Frostfall', 'Frostfall PvP']);
    // Guid 1 on both realms: Demoranger on the first, Demoreaver on the second.
    expect(await picker.locator('optgroup[label="Frostfall PvP"] option').allTextContents()).toContain(
      'Demoreaver - Level 80 Warrior · Frostfall PvP',
    );
    await picker.selectOption({ label: 'Demoreaver - Level 80 Warrior · Frostfall PvP' });
    await expect.poll(() => form.locator('[data-chosen-character]').textContent()).toContain('Frostfall PvP');
    const title = `Warsong gates stuck ${Date.now().toString(36)}`;
    await form.getByPlaceholder('Brief description of the bug').fill(title);
    await form.getByLabel('Description').fill('The gates never open for the Horde side.');
    await form.getByRole('button', { name: 'Submit Bug Report' }).click();
    await expect.poll(() => page.getByText('Bug reported successfully!').isVisible()).toBe(true);
    const found = await page.request.get(`/api/bugs?search=${encodeURIComponent(title)}`);
    expect((await found.json()).data[0].character).toEqual({
      guid: 1,
      name: 'Demoreaver',
      race: 2,
      class: 1,
      level: 80,
      realm: { id: 2, name: 'Frostfall PvP' },
    });
    await context.close();
  });

  it('keeps the realm pages complete in their HTML, and answers an unknown realm with a 404 page', async () => {
    const { context, page } = await newVisitor({ javaScriptEnabled: false, width: 390 });
    await page.goto('/realms');
    expect(await page.locator('article[data-realm]').count()).toBe(2);
    expect(await page.locator('[data-faction-bar]').count()).toBe(2);
    const missing = await page.goto('/realms/99/online');
    expect(missing?.status()).toBe(404);
    expect(await page.getByText('No realm has the id 99.').isVisible()).toBe(true);
    await context.close();
  });
});
