import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { openDatabases } from '../server/db/databases.ts';
import { describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { createPlayer, signInAs } from './support/sign-in.ts';

/** A character for a journey's own player, with a home to be sent to (written as the core writes it). */
async function createCharacter(account: number, name: string, online = 0) {
  const config = loadConfig({ DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent' });
  const dbs = openDatabases(config.databases);
  try {
    const guid = 100_000 + Math.floor(Math.random() * 800_000);
    await dbs.characters
      .insertInto('characters')
      .values({
        guid,
        account,
        name,
        race: 7,
        class: 8,
        level: 44,
        map: 571,
        zone: 67,
        online,
        taximask: '',
        innTriggerId: 0,
      })
      .execute();
    await dbs.characters
      .insertInto('character_homebind')
      .values({ guid, mapId: 0, zoneId: 1537, posX: -4918.5, posY: -940.5, posZ: 501.5 })
      .execute();
    return guid;
  } finally {
    await dbs.close();
  }
}

async function readCharacter(guid: number) {
  const config = loadConfig({ DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent' });
  const dbs = openDatabases(config.databases);
  try {
    return await dbs.characters
      .selectFrom('characters')
      .selectAll()
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
  } finally {
    await dbs.close();
  }
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function searchAccount(page: Page, username: string) {
  await page.getByPlaceholder('Search account...').fill(username);
  await expect.poll(() => page.locator('[data-account-row]').count(), { timeout: 10_000 }).toBe(1);
}

describeInBrowser('admin area journeys', () => {
  it('an admin bans a signed-in player, who is signed out and refused; after the unban the player signs in', async () => {
    const player = await createPlayer();
    const playerSide = await newVisitor();
    await signInAs(playerSide.page, player.username, player.password);

    const adminSide = await newVisitor();
    const admin = adminSide.page;
    await signInAs(admin, 'ADMIN', 'demoadmin1');
    await admin.goto('/admin');
    await expect
      .poll(() => admin.getByRole('heading', { level: 1 }).textContent())
      .toBe('Administrator Dashboard');
    await expect.poll(() => admin.getByText('Quick Overview').isVisible()).toBe(true);
    await expect.poll(() => admin.locator('[aria-disabled="true"]').count()).toBe(3);
    await expect.poll(() => admin.locator('[data-figure="Accounts"]').textContent()).toMatch(/^\d/);
    await expectAccessible(admin);

    await admin.getByRole('link', { name: /Account Management/ }).click();
    await admin.waitForURL('**/admin/accounts');
    await expect.poll(() => admin.locator('[data-stat="Total Accounts"]').textContent()).toMatch(/^\d/);
    await searchAccount(admin, player.username.toLowerCase());

    // A reason is required.
    await admin.getByRole('button', { name: `Ban ${player.username}` }).click();
    await admin
      .getByRole('dialog', { name: 'Ban Account' })
      .getByRole('button', { name: 'Ban', exact: true })
      .click();
    await expect
      .poll(() => admin.getByRole('alert').textContent())
      .toBe('Veuillez entrer une raison pour le ban');
    await admin.getByRole('button', { name: 'OK' }).click();

    const banDialog = admin.getByRole('dialog', { name: 'Ban Account' });
    await banDialog.getByPlaceholder('Explain the reason for the ban...').fill('Gold selling in the journey');
    await banDialog.getByPlaceholder('Leave empty for permanent ban').fill('2');
    await banDialog.getByRole('button', { name: 'Ban', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Confirmation' });
    await expect
      .poll(() => confirm.textContent())
      .toContain(`Etes-vous sur de vouloir bannir le compte ${player.username}?`);
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(admin, 'Compte banni avec succes !').isVisible()).toBe(true);
    await expect
      .poll(() => admin.getByRole('button', { name: `Unban ${player.username}` }).isVisible())
      .toBe(true);

    // The player's next request fails: the stored login is cleared, and sign-in shows the ban.
    const p = playerSide.page;
    await p.reload();
    await expect
      .poll(() => p.getByRole('link', { name: 'LOGIN', exact: true }).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await p.goto('/auth/login');
    const form = p.locator('form[data-form="login"]');
    await form.getByLabel('Email', { exact: true }).fill(player.username);
    await form.getByLabel('Password', { exact: true }).fill(player.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => p.locator('[data-banner="error"]').textContent(), { timeout: 15_000 })
      .toMatch(/^This account is banned until .* UTC\. Reason: Gold selling in the journey$/);

    // The details show the ban; then the admin lifts it.
    await admin.getByRole('button', { name: `Details of ${player.username}` }).click();
    const details = admin.getByRole('dialog', { name: 'Account Details' });
    await expect.poll(() => details.textContent()).toContain('Gold selling in the journey');
    await expect.poll(() => details.textContent()).toContain('Characters (0)');
    await details.getByRole('button', { name: 'Close', exact: true }).first().click();
    await admin.getByRole('button', { name: `Unban ${player.username}` }).click();
    await admin.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => admin.getByRole('button', { name: `Ban ${player.username}` }).isVisible())
      .toBe(true);

    await signInAs(p, player.username, player.password);
    await playerSide.context.close();
    await adminSide.context.close();
  });

  it('an admin edits DP and the security level, opens details from a link, and sees the characters alert', async () => {
    const player = await createPlayer();
    const guid = await createCharacter(player.id, 'Journeyfrost');
    const { context, page } = await newVisitor();
    await signInAs(page, 'ADMIN', 'demoadmin1');
    await page.goto('/admin/accounts');
    await searchAccount(page, player.username);

    await page.getByRole('button', { name: `Edit DP of ${player.username}` }).click();
    const dp = page.getByRole('dialog', { name: 'Edit DP' });
    await dp.getByLabel('DP').fill('375');
    await dp.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'DP updated successfully!').isVisible()).toBe(true);
    await expect.poll(() => page.locator(`[data-account-row="${player.id}"]`).textContent()).toContain('375');

    await page.getByRole('button', { name: `Manage security level of ${player.username}` }).click();
    const security = page.getByRole('dialog', { name: 'Manage Security Level' });
    await security.getByLabel('Security level').selectOption('2');
    await expect.poll(() => security.getByTestId('security-hint').textContent()).toBe('Level 2: Moderator');
    await security.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'Security level updated successfully!').isVisible()).toBe(true);

    await page.getByRole('button', { name: `Characters of ${player.username}` }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(`see the characters of ${player.username}`);
    await page.getByRole('button', { name: 'OK' }).click();

    // The overlay closes a modal.
    await page.getByRole('button', { name: `Edit DP of ${player.username}` }).click();
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The character table links the account to its details.
    await page.goto('/admin/characters');
    await page.getByPlaceholder('Search character...').fill('journeyfr');
    const row = page.locator(`[data-character-row="${guid}"]`);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Journeyfrost');
    expect(await row.textContent()).toContain('Northrend');
    await row.getByRole('link', { name: player.username }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/accounts' && url.searchParams.get('id') === String(player.id),
    );
    const details = page.getByRole('dialog', { name: 'Account Details' });
    await expect.poll(() => details.textContent()).toContain('Characters (1)');
    expect(await details.textContent()).toContain('Level 44 - Gnome Mage');
    expect(await details.textContent()).toContain('Moderator');
    await expectAccessible(page);
    // Behind the details, the list shows that account, not the whole realm.
    await details.getByRole('button', { name: /close/i }).first().click();
    await expect.poll(() => page.locator('[data-account-row]').count()).toBe(1);
    expect(await page.locator(`[data-account-row="${player.id}"]`).count()).toBe(1);
    await context.close();
  });

  it('labels its figures as a person reads them: the level-80 count and the bug statuses', async () => {
    const { context, page } = await newVisitor();
    await signInAs(page, 'ADMIN', 'demoadmin1');
    await page.goto('/admin/characters');
    await expect.poll(() => page.getByText('characters at level 80').isVisible()).toBe(true);
    await page.goto('/admin');
    const byStatus = page.getByText(/^Open bugs by status:/);
    await expect.poll(() => byStatus.textContent()).toContain('To Do');
    const text = (await byStatus.textContent()) ?? '';
    for (const label of ['Need More Context', 'Work in Progress']) expect(text).toContain(label);
    expect(text).not.toMatch(/\btodo\b|need more context|_/);
    await context.close();
  });

  it('an admin unsticks and deletes a character with the French confirmations, and sees who is online', async () => {
    const player = await createPlayer();
    const guid = await createCharacter(player.id, 'Journeystuck');
    const { context, page } = await newVisitor();
    await signInAs(page, 'ADMIN', 'demoadmin1');
    await page.goto('/admin/characters');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Character Management');
    for (const header of [
      'GUID',
      'Nom',
      'Compte',
      'Race',
      'Classe',
      'Niveau',
      'Map',
      'Temps de jeu',
      'Derniere deco',
      'Actions',
    ]) {
      expect(await page.getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    }
    // The demo's online character: the Online Players section and a marked row.
    await expect
      .poll(() => page.getByRole('heading', { name: /^Online Players \(\d+\)$/ }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.locator('[data-online="true"]').first().textContent())
      .toContain('Demoranger');

    await page.getByPlaceholder('Search character...').fill('Journeystuck');
    const row = page.locator(`[data-character-row="${guid}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);

    await row.getByRole('button', { name: 'Teleport Journeystuck' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Teleporter Journeystuck Fonctionnalite a venir');
    await page.getByRole('button', { name: 'OK' }).click();

    await row.getByRole('button', { name: 'Unstuck Journeystuck' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect.poll(() => confirm.textContent()).toContain('Debloquer le personnage Journeystuck?');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(page, 'Journeystuck a ete debloque avec succes !').isVisible()).toBe(true);
    expect(await readCharacter(guid)).toMatchObject({
      map: 0,
      zone: 1537,
      position_x: -4918.5,
      cinematic: 1,
    });

    await row.getByRole('button', { name: 'Delete Journeystuck' }).click();
    const modal = page.getByRole('dialog', { name: 'Delete Character' });
    await modal.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Veuillez entrer une raison pour la suppression');
    await page.getByRole('button', { name: 'OK' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Character' })
      .getByLabel('Reason')
      .fill('Journey clean-up');
    await page
      .getByRole('dialog', { name: 'Delete Character' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const sure = page.getByRole('dialog', { name: 'Confirmation' });
    await expect
      .poll(() => sure.textContent())
      .toContain(
        'Etes-vous ABSOLUMENT sur de vouloir supprimer Journeystuck? Cette action est IRREVERSIBLE !',
      );
    await sure.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(page, 'Personnage supprime avec succes !').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Aucun personnage trouve').isVisible()).toBe(true);
    expect(await readCharacter(guid)).toMatchObject({
      account: 0,
      name: '',
      deleteInfos_Name: 'Journeystuck',
    });

    await page.goto('/admin/audit');
    await expect
      .poll(() => page.locator('[data-audit-action="character.delete"]').first().textContent())
      .toContain('Journey clean-up');
    await context.close();
  });

  it('an admin sees why the server refused to unstick or delete a character in the world', async () => {
    const player = await createPlayer();
    const guid = await createCharacter(player.id, 'Journeyheld', 1);
    const { context, page } = await newVisitor();
    await signInAs(page, 'ADMIN', 'demoadmin1');
    await page.goto('/admin/characters');
    await page.getByPlaceholder('Search character...').fill('Journeyheld');
    const row = page.locator(`[data-character-row="${guid}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);

    await row.getByRole('button', { name: 'Unstuck Journeyheld' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(page, 'Erreur lors du deblocage').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.getByText(/^Journeyheld is online: only the worldserver can move a character/).isVisible(),
      )
      .toBe(true);

    await row.getByRole('button', { name: 'Delete Journeyheld' }).click();
    const modal = page.getByRole('dialog', { name: 'Delete Character' });
    await modal.getByLabel('Reason').fill('Journey refusal');
    await modal.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(page, 'Erreur lors de la suppression').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(/^Journeyheld is still marked online .* Nothing was changed\.$/).isVisible())
      .toBe(true);
    expect(await readCharacter(guid)).toMatchObject({
      account: player.id,
      name: 'Journeyheld',
      deleteDate: null,
    });
    await context.close();
  });
});
