import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appStarted, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import {
  callApi,
  createAdmin,
  createCharacter,
  createPlayer,
  readCharacter,
  reportBug,
  sessionOf,
  updateBug,
  uniqueLetters,
} from './support/factories.ts';
import { expectNoSidewaysScroll, expectUncovered, expectWithin } from './support/layout.ts';
import { signInAs } from './support/sign-in.ts';
import { withRealmAnswering } from './support/worldserver.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function searchAccount(page: Page, username: string) {
  await page.getByPlaceholder('Rechercher un compte…').fill(username);
  await expect.poll(() => page.locator('[data-account-row]').count(), { timeout: 10_000 }).toBe(1);
}

describeInBrowser('admin area journeys', () => {
  it('an admin bans a signed-in player, who is signed out and refused; after the unban the player signs in', async () => {
    const player = await createPlayer();
    const playerSide = await newVisitor();
    await signInAs(playerSide.page, player.username, player.password);

    const adminSide = await newVisitor();
    const admin = adminSide.page;
    const staff = await createAdmin();
    await signInAs(admin, staff.username, staff.password);
    await admin.goto('/admin');
    await expect
      .poll(() => admin.getByRole('heading', { level: 1 }).textContent())
      .toBe('Tableau de bord administrateur');
    await expect.poll(() => admin.getByText('Aperçu rapide').isVisible()).toBe(true);
    // Every card opens its screen: none is left 'Coming Soon'.
    await expect.poll(() => admin.locator('[aria-disabled="true"]').count()).toBe(0);
    for (const screen of ['/admin/online', '/admin/statistics', '/admin/configuration'])
      expect(await admin.locator(`a[href="${screen}"]`).count()).toBeGreaterThan(0);
    await expect.poll(() => admin.locator('[data-figure="accounts"]').textContent()).toMatch(/^\d/);
    await expectAccessible(admin);

    await admin.getByRole('link', { name: /Gestion des comptes/ }).click();
    await admin.waitForURL('**/admin/accounts');
    await expect.poll(() => admin.locator('[data-stat="totalAccounts"]').textContent()).toMatch(/^\d/);
    await searchAccount(admin, player.username.toLowerCase());

    // A reason is required.
    await admin.getByRole('button', { name: `Bannir ${player.username}` }).click();
    await admin
      .getByRole('dialog', { name: 'Bannir le compte' })
      .getByRole('button', { name: 'Bannir', exact: true })
      .click();
    await expect
      .poll(() => admin.getByRole('alert').textContent())
      .toBe('Veuillez entrer une raison pour le ban');
    await admin.getByRole('button', { name: 'OK' }).click();

    const banDialog = admin.getByRole('dialog', { name: 'Bannir le compte' });
    await banDialog.getByPlaceholder('Expliquez la raison du ban…').fill('Gold selling in the journey');
    await banDialog.getByPlaceholder('Laisser vide pour un ban définitif').fill('2');
    await banDialog.getByRole('button', { name: 'Bannir', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Confirmation' });
    await expect
      .poll(() => confirm.textContent())
      .toContain(`Êtes-vous sûr de vouloir bannir le compte ${player.username}\u00a0?`);
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(admin, 'Compte banni avec succès\u00a0!').isVisible()).toBe(true);
    await expect
      .poll(() => admin.getByRole('button', { name: `Débannir ${player.username}` }).isVisible())
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
    await appStarted(p);
    const form = p.locator('form[data-form="login"]');
    await form.getByLabel('Account name or e-mail', { exact: true }).fill(player.username);
    await form.getByLabel('Password', { exact: true }).fill(player.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => p.locator('[data-banner="error"]').textContent(), { timeout: 15_000 })
      .toMatch(/^This account is banned until .* UTC\. Reason: Gold selling in the journey$/);

    // The details show the ban; then the admin lifts it.
    await admin.getByRole('button', { name: `Détails de ${player.username}` }).click();
    const details = admin.getByRole('dialog', { name: 'Détails du compte' });
    await expect.poll(() => details.textContent()).toContain('Gold selling in the journey');
    await expect.poll(() => details.textContent()).toContain('Personnages (0)');
    await details.getByRole('button', { name: 'Fermer', exact: true }).first().click();
    // Lifting the ban speaks the ban's language: French, Annuler/OK, a French toast.
    await admin.getByRole('button', { name: `Débannir ${player.username}` }).click();
    const lift = admin.getByRole('dialog', { name: 'Confirmation' });
    await expect
      .poll(() => lift.locator('p').textContent())
      .toBe(`Êtes-vous sûr de vouloir lever le ban du compte ${player.username}\u00a0?`);
    expect(await lift.getByRole('button').allTextContents()).toEqual(['', 'Annuler', 'OK']);
    await lift.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => toast(admin, `Ban du compte ${player.username} levé avec succès\u00a0!`).isVisible())
      .toBe(true);
    await expect
      .poll(() => admin.getByRole('button', { name: `Bannir ${player.username}` }).isVisible())
      .toBe(true);

    await signInAs(p, player.username, player.password);
    await playerSide.context.close();
    await adminSide.context.close();
  });

  it('an admin edits DP and the security level, opens details from a link, and sees the characters alert', async () => {
    const player = await createPlayer();
    const { guid, name } = await createCharacter(player.id);
    const { context, page } = await newVisitor({ width: 1366 });
    const staff = await createAdmin();
    await signInAs(page, staff.username, staff.password);
    await page.goto('/admin/accounts');
    await searchAccount(page, player.username);

    await page.getByRole('button', { name: `Modifier les DP de ${player.username}` }).click();
    const dp = page.getByRole('dialog', { name: 'Modifier les DP' });
    await dp.getByLabel('DP').fill('375');
    await dp.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => toast(page, 'DP mis à jour avec succès\u00a0!').isVisible()).toBe(true);
    await expect.poll(() => page.locator(`[data-account-row="${player.id}"]`).textContent()).toContain('375');

    await page.getByRole('button', { name: `Niveau de sécurité de ${player.username}` }).click();
    const security = page.getByRole('dialog', { name: 'Gérer le niveau de sécurité' });
    await security.getByLabel('Niveau de sécurité').selectOption('2');
    await expect
      .poll(() => security.getByTestId('security-hint').textContent())
      .toBe('Niveau 2\u00a0: Modérateur');
    await security.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(() => toast(page, 'Niveau de sécurité mis à jour avec succès\u00a0!').isVisible())
      .toBe(true);

    await page.getByRole('button', { name: `Personnages de ${player.username}` }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(`Voir les personnages de ${player.username}`);
    await page.getByRole('button', { name: 'OK' }).click();

    // The overlay closes a modal.
    await page.getByRole('button', { name: `Modifier les DP de ${player.username}` }).click();
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The character table links the account to its details.
    await page.goto('/admin/characters');
    await page.getByPlaceholder('Rechercher un personnage…').fill(name.slice(0, 8).toLowerCase());
    const row = page.locator(`[data-character-row="${guid}"]`);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(name);
    expect(await row.textContent()).toContain('Norfendre');
    await row.getByRole('link', { name: player.username }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/accounts' && url.searchParams.get('id') === String(player.id),
    );
    const details = page.getByRole('dialog', { name: 'Détails du compte' });
    await expect.poll(() => details.textContent()).toContain('Personnages (1)');
    expect(await details.textContent()).toContain('Niveau 44 - Gnome Mage');
    expect(await details.textContent()).toContain('Modérateur');
    await expectAccessible(page);
    // Behind the details, the list shows that account, not the whole realm.
    await details
      .getByRole('button', { name: /fermer/i })
      .first()
      .click();
    await expect.poll(() => page.locator('[data-account-row]').count()).toBe(1);
    expect(await page.locator(`[data-account-row="${player.id}"]`).count()).toBe(1);
    await context.close();
  });

  it('labels its figures as a person reads them: the level-80 count and the bug statuses', async () => {
    // Open bugs in three statuses, reported and triaged by the journey's own accounts.
    const player = await createPlayer();
    const { guid } = await createCharacter(player.id);
    const staff = await createAdmin();
    const [playerToken, staffToken] = await Promise.all([sessionOf(player), sessionOf(staff)]);
    for (const status of ['todo', 'need_more_context', 'work_in_progress'] as const) {
      const bug = await reportBug(playerToken, {
        title: `Figures ${status} ${uniqueLetters()}`,
        characterId: guid,
      });
      if (status !== 'todo') await updateBug(staffToken, bug.id, { status });
    }
    const { context, page } = await newVisitor();
    await signInAs(page, staff.username, staff.password);
    await page.goto('/admin/characters');
    await expect.poll(() => page.getByText('Personnages au niveau 80').isVisible()).toBe(true);
    await page.goto('/admin');
    // The dashboard's figures come with its live statistics: each look waits briefly, the poll longer.
    const byStatus = page.locator('p', { hasText: 'Bugs ouverts par statut' });
    await expect
      .poll(() => byStatus.textContent({ timeout: 2_000 }).catch(() => ''), { timeout: 30_000 })
      .toMatch(/^Bugs ouverts par statut\u00a0: .*À faire/);
    const text = (await byStatus.textContent()) ?? '';
    for (const label of ['Plus de contexte nécessaire', 'En cours']) expect(text).toContain(label);
    expect(text).not.toMatch(/\btodo\b|need more context|_/);
    await context.close();
  });

  it('an admin unsticks and deletes a character with the French confirmations, and sees who is online', async () => {
    const player = await createPlayer();
    const { guid, name } = await createCharacter(player.id);
    const online = await createCharacter(player.id, { online: true, class: 6, race: 10 });
    const staff = await createAdmin();
    const { context, page } = await newVisitor({ width: 1366 });
    await signInAs(page, staff.username, staff.password);
    // In the world: marked, on a realm whose worldserver answers.
    await withRealmAnswering(async () => {
      await page.goto('/admin/characters');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Gestion des personnages');
      for (const header of [
        'GUID',
        'Nom',
        'Compte',
        'Race',
        'Classe',
        'Niveau',
        'Map',
        'Temps de jeu',
        'Dernière déco',
        'Actions',
      ]) {
        expect(await page.getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
      }
      // An online character: in the Online Players section and a marked row.
      await expect
        .poll(() => page.getByRole('heading', { name: /^Joueurs en ligne \(\d+\)$/ }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByRole('region', { name: /^Joueurs en ligne/ }).textContent())
        .toContain(online.name);
      await page.getByPlaceholder('Rechercher un personnage…').fill(online.name);
      await expect
        .poll(() => page.locator(`[data-character-row="${online.guid}"]`).getAttribute('data-online'))
        .toBe('true');
    });

    // The worldserver is down again: the offline character is moved and deleted in the database.
    await page.getByPlaceholder('Rechercher un personnage…').fill(name);
    const row = page.locator(`[data-character-row="${guid}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);

    await row.getByRole('button', { name: `Téléporter ${name}` }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(`Téléporter ${name} Fonctionnalité à venir`);
    await page.getByRole('button', { name: 'OK' }).click();

    await row.getByRole('button', { name: `Débloquer ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect.poll(() => confirm.textContent()).toContain(`Débloquer le personnage ${name}\u00a0?`);
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(page, `${name} a été débloqué avec succès\u00a0!`).isVisible()).toBe(true);
    expect(await readCharacter(guid)).toMatchObject({
      map: 0,
      zone: 1537,
      position_x: -4918.5,
      cinematic: 1,
    });

    await row.getByRole('button', { name: `Supprimer ${name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Supprimer le personnage' });
    await modal.getByRole('button', { name: 'Supprimer' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Veuillez entrer une raison pour la suppression');
    await page.getByRole('button', { name: 'OK' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer le personnage' })
      .getByLabel('Raison')
      .fill('Journey clean-up');
    await page
      .getByRole('dialog', { name: 'Supprimer le personnage' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    const sure = page.getByRole('dialog', { name: 'Confirmation' });
    await expect
      .poll(() => sure.textContent())
      .toContain(
        `Êtes-vous ABSOLUMENT sûr de vouloir supprimer ${name}\u00a0? Cette action est IRRÉVERSIBLE\u00a0!`,
      );
    await sure.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(page, 'Personnage supprimé avec succès\u00a0!').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Aucun personnage trouvé').isVisible()).toBe(true);
    expect(await readCharacter(guid)).toMatchObject({ account: 0, name: '', deleteInfos_Name: name });

    await page.goto('/admin/audit');
    await expect
      .poll(() => page.locator('[data-audit-action="character.delete"]').first().textContent())
      .toContain('Journey clean-up');
    await context.close();
  });

  it('an admin sees a character left marked online by a stopped worldserver shown offline, and why the server will not unstick or delete it yet', async () => {
    const player = await createPlayer();
    const { guid, name } = await createCharacter(player.id, { online: true });
    const staff = await createAdmin();
    const { context, page } = await newVisitor();
    await signInAs(page, staff.username, staff.password);
    await page.goto('/admin/characters');
    await page.getByPlaceholder('Rechercher un personnage…').fill(name);
    const row = page.locator(`[data-character-row="${guid}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    // The realm's worldserver does not answer: not in the world, whatever the row says.
    expect(await row.getAttribute('data-online')).toBe('false');

    await row.getByRole('button', { name: `Débloquer ${name}` }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(page, 'Erreur lors du déblocage').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(
            new RegExp(
              `^${name} est encore marqué en ligne alors que le worldserver de Frostfall ne répond pas\u00a0: il s’est arrêté sans déconnecter le personnage`,
            ),
          )
          .isVisible(),
      )
      .toBe(true);

    await row.getByRole('button', { name: `Supprimer ${name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Supprimer le personnage' });
    await modal.getByLabel('Raison').fill('Journey refusal');
    await modal.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => toast(page, 'Erreur lors de la suppression').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(new RegExp(`^${name} est encore marqué en ligne .* Rien n’a été modifié\\.$`))
          .isVisible(),
      )
      .toBe(true);
    expect(await readCharacter(guid)).toMatchObject({ account: player.id, name, deleteDate: null });
    await context.close();
  });

  it('works on a 390 px phone: every field of a row readable, 44 px buttons, the online dot beside the name', async () => {
    const player = await createPlayer({ email: `${uniqueLetters(10)}.with.a.long.address@example.test` });
    const online = await createCharacter(player.id, { online: true });
    const staff = await createAdmin();
    const { context, page } = await newVisitor({ width: 390, height: 844 });
    await signInAs(page, staff.username, staff.password);

    // The character is in the world: its realm's worldserver answers.
    await withRealmAnswering(async () => {
      await page.goto('/admin/accounts');
      await searchAccount(page, player.username);
      const card = page.locator(`[data-account-row="${player.id}"]`);
      const email = card.getByText(player.email, { exact: true });
      await expectWithin(email, card, 'the e-mail in its card');
      await expectUncovered(email, 'the e-mail');
      await expectBesideName(
        card.getByRole('img', { name: 'En ligne' }),
        card.getByText(player.username, { exact: true }),
      );
      await expectTapTargets(card.getByRole('button'), 5);
      await expectNoSidewaysScroll(page, 'accounts');

      await page.goto('/admin/characters');
      await page.getByPlaceholder('Rechercher un personnage…').fill(online.name);
      const row = page.locator(`[data-character-row="${online.guid}"]`);
      await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
      await expectBesideName(
        row.getByRole('img', { name: 'En ligne' }).first(),
        row.getByText(online.name).first(),
      );
      await expectTapTargets(row.getByRole('button'), 3);
      await expectUncovered(row.getByRole('link', { name: player.username }), 'the account link');
      await expectNoSidewaysScroll(page, 'characters');
    });
    await context.close();
  });

  for (const width of [1366, 390]) {
    it(`has no serious accessibility violation on any admin screen at ${width} px, and class colours read at 4.5:1`, async () => {
      const player = await createPlayer();
      // Every class: the Death Knight's dark red and the Shaman's blue among them.
      const characters = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 11].map((cls) =>
          createCharacter(player.id, { class: cls, race: cls === 6 ? 10 : 1 }),
        ),
      );
      const staff = await createAdmin();
      // A staff action for the audit log to show.
      await callApi(await sessionOf(staff), 'PUT', `/admin/accounts/${player.id}/dp`, { dp: 5 });
      const { context, page } = await newVisitor({ width, height: 844 });
      await signInAs(page, staff.username, staff.password);
      await page.goto('/admin');
      await expect.poll(() => page.locator('[data-figure="accounts"]').textContent()).toMatch(/^\d/);
      await expectAccessible(page);
      await page.goto('/admin/accounts');
      await expect.poll(() => page.locator('[data-account-row]').count()).toBeGreaterThan(0);
      await expectAccessible(page);
      await page.goto('/admin/characters');
      await page.getByPlaceholder('Rechercher un personnage…').fill(player.username);
      await expect
        .poll(() => page.locator('[data-character-row]').count(), { timeout: 10_000 })
        .toBe(characters.length);
      await expectAccessible(page);
      for (const { guid } of characters) {
        const chip = page.locator(`[data-character-row="${guid}"] [data-class-chip]`).first();
        expect(await chip.evaluate(contrastOfText), `class chip of ${guid}`).toBeGreaterThanOrEqual(4.5);
      }
      await page.goto('/admin/news-management');
      await expect
        .poll(() => page.getByRole('button', { name: 'Nouvelle Actualité' }).isVisible())
        .toBe(true);
      await expectAccessible(page);
      await page.goto('/admin/audit');
      await expect.poll(() => page.locator('[data-audit-action]').count()).toBeGreaterThan(0);
      await expectAccessible(page);
      await context.close();
      // Five screens through axe: more than one journey's minute on a busy machine.
    }, 150_000);
  }
});

/** The dot sits on the name's line, before it. */
async function expectBesideName(dot: Locator, name: Locator) {
  const [d, n] = await Promise.all([dot.boundingBox(), name.boundingBox()]);
  expect(d && n).toBeTruthy();
  const middle = d!.y + d!.height / 2;
  expect(middle).toBeGreaterThan(n!.y);
  expect(middle).toBeLessThan(n!.y + n!.height);
  expect(d!.x + d!.width).toBeLessThanOrEqual(n!.x);
}

/** WCAG 2.5.5: at least 44 × 44 px to tap. */
async function expectTapTargets(buttons: Locator, count: number) {
  const boxes = await buttons.evaluateAll((all) =>
    all.map((b) => b.getBoundingClientRect()).map((r) => [r.width, r.height]),
  );
  expect(boxes).toHaveLength(count);
  for (const [w, h] of boxes) {
    expect(w).toBeGreaterThanOrEqual(44);
    expect(h).toBeGreaterThanOrEqual(44);
  }
}

/** The contrast ratio of an element's text on its own background colour (both opaque). */
function contrastOfText(el: Element): number {
  const rgb = (css: string) =>
    css
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
  const luminance = (css: string) => {
    const [r, g, b] = rgb(css).map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const style = getComputedStyle(el);
  const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}
