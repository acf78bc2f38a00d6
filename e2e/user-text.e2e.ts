import { expect, it } from 'vitest';
import { appStarted, describeInBrowser, newVisitor } from './support/browser.ts';
import {
  callApi,
  createAdmin,
  createCharacter,
  createPlayer,
  publishNews,
  reportBug,
  sessionOf,
  uniqueLetters,
} from './support/factories.ts';
import { expectNoSidewaysScroll, expectWithin } from './support/layout.ts';
import { signInAs } from './support/sign-in.ts';

/** Text at a field's limit without a single space: what a pasted link or a keyboard held down gives. */
const unbroken = (prefix: string, length: number) => (prefix + 'W'.repeat(length)).slice(0, length);

const WIDTHS = [1366, 390];

describeInBrowser('text people type wraps inside its box', () => {
  it('a 120-character title and a 100-character item name stay in the card and the detail dialog', async () => {
    const player = await createPlayer();
    const mage = await createCharacter(player.id);
    const word = uniqueLetters(8);
    const title = unbroken(`Long${word}`, 120);
    const itemName = unbroken(`Item${word}`, 100);
    await reportBug(await sessionOf(player), {
      title,
      characterId: mage.guid,
      category: 'items',
      itemName,
      description: unbroken('Description', 600),
    });

    for (const width of WIDTHS) {
      const { context, page } = await newVisitor({ width, height: 844 });
      await page.goto(`/support/bug-tracker?search=${word}`);
      const card = page.locator('article[data-bug-id]', { hasText: `Long${word}` });
      await expect.poll(() => card.count()).toBe(1);
      await expectNoSidewaysScroll(page, `board at ${width} px`);
      await expectWithin(card, page.locator('[data-column="todo"]'), `card at ${width} px`);

      await page.mouse.move(5, 5);
      await card.getByRole('button', { name: title }).click();
      const dialog = page.getByRole('dialog');
      // The first tap also starts the app, which then opens the bug.
      await expect.poll(() => dialog.getByText(itemName).isVisible(), { timeout: 10_000 }).toBe(true);
      await expectWithin(dialog.getByRole('heading', { name: title }), dialog, `dialog title at ${width} px`);
      await expectWithin(dialog.getByText(itemName), dialog, `item name at ${width} px`);
      await expectWithin(dialog, page.locator('body'), `dialog at ${width} px`);
      await expectNoSidewaysScroll(page, `board with the dialog at ${width} px`);
      await context.close();
    }
  });

  it('a long ban reason stays in the sign-in banner and in the account details', async () => {
    const player = await createPlayer();
    const admin = await createAdmin();
    const reason = unbroken('Goldselling', 255);
    await callApi(await sessionOf(admin), 'POST', `/admin/accounts/${player.id}/ban`, {
      reason,
      duration: 3,
    });

    for (const width of WIDTHS) {
      const { context, page } = await newVisitor({ width, height: 844 });
      await page.goto('/auth/login');
      await appStarted(page);
      const form = page.locator('form[data-form="login"]');
      await form.getByLabel('Account name or e-mail', { exact: true }).fill(player.username);
      await form.getByLabel('Password', { exact: true }).fill(player.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      const banner = page.locator('[data-banner="error"]');
      await expect.poll(() => banner.textContent(), { timeout: 15_000 }).toContain(reason);
      await expectWithin(banner, form.locator('xpath=..'), `sign-in banner at ${width} px`);
      await expectNoSidewaysScroll(page, `sign-in at ${width} px`);
      await context.close();
    }

    for (const width of WIDTHS) {
      const { context, page } = await newVisitor({ width, height: 844 });
      await signInAs(page, admin.username, admin.password);
      await page.goto(`/admin/accounts?id=${player.id}`);
      const details = page.getByRole('dialog', { name: 'Détails du compte' });
      await expect.poll(() => details.getByText(reason, { exact: false }).isVisible()).toBe(true);
      await expectWithin(details.locator('li', { hasText: reason }), details, `ban history at ${width} px`);
      await expectWithin(details, page.locator('body'), `details at ${width} px`);
      await context.close();
    }
  });

  it('a long news title stays in its card and on its page', async () => {
    const admin = await createAdmin();
    const title = unbroken(`Headline${uniqueLetters(8)}`, 200);
    const article = await publishNews(await sessionOf(admin), { title });
    const { context, page } = await newVisitor({ width: 390, height: 844 });
    await page.goto('/news');
    const card = page.locator(`article[data-news-id="${article.id}"]`);
    await expect.poll(() => card.isVisible()).toBe(true);
    await expectWithin(card.getByRole('heading', { name: title }), card, 'news card');
    await expectNoSidewaysScroll(page, 'news list');
    await page.goto(`/news/${article.id}`);
    await expectWithin(page.getByRole('heading', { level: 1 }), page.locator('main'), 'article title');
    await expectNoSidewaysScroll(page, 'article');
    await context.close();
  });
});
