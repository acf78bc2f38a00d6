import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { BUG_REPORTS_PER_HOUR } from '../contract/bug-values.ts';
import { appStarted, baseUrl, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import {
  createAdmin,
  createCharacter,
  createPlayer,
  reportBug,
  sessionOf,
  type Account,
  type Character,
} from './support/factories.ts';
import { signInAs } from './support/sign-in.ts';

const unique = () => randomBytes(4).toString('hex');

/** A player with a level 42 Gnome Mage to report bugs with. */
async function playerWithMage(): Promise<{ player: Account; mage: Character }> {
  const player = await createPlayer();
  const mage = await createCharacter(player.id, { race: 7, class: 8, level: 42 });
  return { player, mage };
}

/** Reports through the API, spread over as many players as the hourly limit asks; the last one is the newest. */
async function reportMany(count: number, word: string): Promise<void> {
  let left = count;
  while (left > 0) {
    const { player, mage } = await playerWithMage();
    const token = await sessionOf(player);
    for (let n = 0; n < BUG_REPORTS_PER_HOUR && left > 0; n++) {
      left -= 1;
      await reportBug(token, {
        title: `Paged ${word} ${left}`,
        description: 'A bug among many, for the column to page.',
        characterId: mage.guid,
        priority: 'low',
      });
    }
  }
}

const column = (page: Page, id: 'todo' | 'in_progress' | 'done') => page.locator(`[data-column="${id}"]`);
const card = (page: Page, title: string) => page.locator('article[data-bug-id]', { hasText: title });
const inColumn = (page: Page, id: 'todo' | 'in_progress' | 'done', title: string) =>
  column(page, id).locator('article[data-bug-id]', { hasText: title });

async function reportQuestBug(page: Page, title: string, mage: Character) {
  await page.goto('/support/report-bug');
  const form = page.locator('form[data-form="report-bug"]');
  await form.waitFor();
  await form
    .getByLabel('Select Character')
    .selectOption({ label: `${mage.name} - Level 42 Mage · Frostfall` });
  await form.getByLabel('Bug Category').selectOption('quests');
  await form.getByLabel('Quest Name').fill('Kobold Candles');
  await form.getByPlaceholder('Brief description of the bug').fill(title);
  await form.getByLabel('Description').fill('The candles drop but the counter stays at 0/8.');
  await form.getByRole('button', { name: 'Submit Bug Report' }).click();
  await expect.poll(() => page.getByText('Bug reported successfully!').isVisible()).toBe(true);
  await page.waitForURL('**/support/bug-tracker', { timeout: 10_000 });
}

describeInBrowser('bug tracker journeys', () => {
  it('a player reports a quest bug, an admin moves it to WORK IN PROGRESS with a comment, the player sees both', async () => {
    const title = `Candles never count ${unique()}`;

    const { player: reporter, mage } = await playerWithMage();
    const player = await newVisitor();
    await signInAs(player.page, reporter.username, reporter.password);
    await reportQuestBug(player.page, title, mage);
    await expect.poll(() => inColumn(player.page, 'todo', title).isVisible()).toBe(true);
    const id = Number(await card(player.page, title).getAttribute('data-bug-id'));
    expect(id).toBeGreaterThan(0);
    // The card as docs/product.md §2.8 lists it.
    const reported = inColumn(player.page, 'todo', title);
    expect(await reported.textContent()).toContain(`#${id}`);
    expect(await reported.textContent()).toContain(`By: ${reporter.username}`);
    expect(await reported.textContent()).toContain('Medium');
    expect(await reported.textContent()).toContain('Quests');
    expect(await reported.textContent()).toContain('To Do');
    // Players get no triage controls.
    expect(await player.page.getByRole('button', { name: `Status of bug #${id}` }).count()).toBe(0);

    const staff = await createAdmin();
    const admin = await newVisitor();
    await signInAs(admin.page, staff.username, staff.password);
    await admin.page.goto(`/support/bug-tracker?search=${encodeURIComponent(title)}`);
    await expect.poll(() => inColumn(admin.page, 'todo', title).isVisible()).toBe(true);
    await admin.page.getByRole('button', { name: `Comment on bug #${id}` }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Status').selectOption({ label: 'Work in Progress' });
    await dialog.getByLabel('Comment').fill('Reproduced on the test realm, fix under way.');
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    // The board moves the card at once.
    await expect.poll(() => inColumn(admin.page, 'in_progress', title).isVisible()).toBe(true);
    await expect.poll(() => admin.page.getByText('Comment added', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => inColumn(admin.page, 'todo', title).count()).toBe(0);

    await player.page.reload();
    await expect.poll(() => inColumn(player.page, 'in_progress', title).isVisible()).toBe(true);
    expect(await inColumn(player.page, 'in_progress', title).textContent()).toContain('Work in Progress');
    await inColumn(player.page, 'in_progress', title).getByRole('button', { name: title }).click();
    const detail = player.page.getByRole('dialog');
    await expect
      .poll(() => detail.getByText(`${staff.username} moved it from To Do to Work in Progress`).isVisible())
      .toBe(true);
    expect(await detail.getByText('Reproduced on the test realm, fix under way.').isVisible()).toBe(true);
    expect(await detail.getByText('Level 42 Gnome Mage').isVisible()).toBe(true);
    expect(player.page.url()).toContain(`bug=${id}`);
    await expectAccessible(player.page);

    await player.context.close();
    await admin.context.close();
  });

  it('sends anonymous visitors to sign in, then checks the report form as the spec words it', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/support/report-bug');
    await page.waitForURL('**/auth/login**');
    const url = new URL(page.url());
    expect(url.searchParams.get('returnUrl')).toBe('/support/report-bug');
    expect(url.searchParams.get('message')).toBe('Please login to report a bug');

    const player = await createPlayer();
    const frost = await createCharacter(player.id, { race: 7, class: 8, level: 42 });
    const totem = await createCharacter(player.id, { race: 6, class: 7, level: 17 });
    await signInAs(page, player.username, player.password);
    await page.goto('/support/report-bug');
    const form = page.locator('form[data-form="report-bug"]');
    await form.waitFor();
    expect(await page.getByRole('heading', { name: 'Report a Bug' }).isVisible()).toBe(true);
    expect(await page.getByText('Help us improve by reporting bugs you encounter').isVisible()).toBe(true);
    const accountId = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser')!).id);
    const cached = await page.evaluate((id) => localStorage.getItem(`characters_${id}`), accountId);
    expect(JSON.parse(cached!).map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([frost.name, totem.name]),
    );
    expect(await form.getByLabel('Description').getAttribute('rows')).toBe('6');
    expect(
      await form
        .getByLabel(/Priority/)
        .locator('option')
        .first()
        .textContent(),
    ).toBe('-- Let us determine --');

    const submit = form.getByRole('button', { name: 'Submit Bug Report' });
    const alert = form.getByRole('alert');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Title and description are required');
    await form.getByPlaceholder('Brief description of the bug').fill('Totems fall over');
    await form.getByLabel('Description').fill('Every totem falls over when placed on a slope.');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Please select a character');
    await form
      .getByLabel('Select Character')
      .selectOption({ label: `${totem.name} - Level 17 Shaman · Frostfall` });
    // The chosen character's name and class are shown.
    await expect
      .poll(() => form.locator('[data-chosen-character]').textContent())
      .toMatch(new RegExp(`${totem.name}.*Shaman`));
    await form.getByLabel('Bug Category').selectOption('quests');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Quest name is required for quest bugs');
    await form.getByLabel('Quest Name').fill('Some quest');
    // Changing the category clears the conditional fields.
    await form.getByLabel('Bug Category').selectOption('class');
    const classes = await form.getByLabel('Class', { exact: true }).locator('option').allTextContents();
    expect(classes.slice(1)).toEqual([
      'Warrior',
      'Paladin',
      'Hunter',
      'Rogue',
      'Priest',
      'Death Knight',
      'Shaman',
      'Mage',
      'Warlock',
      'Druid',
    ]);
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Class name is required for class bugs');
    await form.getByLabel('Bug Category').selectOption('quests');
    expect(await form.getByLabel('Quest Name').inputValue()).toBe('');
    await form.getByLabel('Bug Category').selectOption('items');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Item name is required for item bugs');
    await expectAccessible(page);

    await form.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/support/bug-tracker');
    await context.close();
  });

  it('shows how much of each limit a report uses, and drops a message once the form is right', async () => {
    const { player } = await playerWithMage();
    const { context, page } = await newVisitor();
    await signInAs(page, player.username, player.password);
    await page.goto('/support/report-bug');
    const form = page.locator('form[data-form="report-bug"]');
    await form.waitFor();
    const counter = (field: string) => form.locator(`[data-counter-of="bug-${field}"]`).textContent();
    // The limits of contract/bug-values.ts: 120, 5,000 and 100 characters.
    expect(await counter('title')).toBe('0/120 characters');
    expect(await counter('description')).toBe('0/5,000 characters');
    await form.getByLabel('Bug Category').selectOption('items');
    expect(await counter('item')).toBe('0/100 characters');
    await form.getByLabel('Item Name').fill('Frostmourne');
    await expect.poll(() => counter('item')).toBe('11/100 characters');
    expect(await form.getByLabel('Item Name').getAttribute('aria-describedby')).toBe('bug-item-count');

    const alert = form.getByRole('alert');
    const title = form.getByPlaceholder('Brief description of the bug');
    const description = form.getByLabel('Description');
    await form.getByRole('button', { name: 'Submit Bug Report' }).click();
    await expect.poll(() => alert.textContent()).toBe('Title and description are required');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await title.fill('The blade does not glow');
    await expect.poll(() => counter('title')).toBe('23/120 characters');
    // The title is right, the description still missing: the message stays, on the description.
    expect(await title.getAttribute('aria-invalid')).toBeNull();
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    expect(await alert.textContent()).toBe('Title and description are required');
    await description.fill('Its runes stay dark in Icecrown.');
    await expect.poll(() => alert.count()).toBe(0);
    expect(await description.getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });

  it('tells a player without characters that one is needed', async () => {
    const account = await createPlayer();
    const { context, page } = await newVisitor();
    await signInAs(page, account.username, account.password);
    await page.goto('/support/report-bug');
    await expect
      .poll(() =>
        page
          .getByText('No characters found on your account. You need at least one character to report a bug.')
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('filters the board from the URL and back, and shows each empty column', async () => {
    const { player, mage } = await playerWithMage();
    const token = await sessionOf(player);
    const word = unique();
    await reportBug(token, {
      title: `High quest ${word}`,
      characterId: mage.guid,
      priority: 'high',
      category: 'quests',
      questName: 'Kobold Candles',
    });
    await reportBug(token, {
      title: `Low item ${word}`,
      characterId: mage.guid,
      priority: 'low',
      category: 'items',
      itemName: 'Candle',
    });
    // An exploit is shown only to its reporter and the team.
    await reportBug(token, { title: `Exploit ${word}`, characterId: mage.guid, isExploit: true });
    const { context, page } = await newVisitor();
    await page.goto('/support/bug-tracker');
    expect(await page.getByRole('heading', { name: 'Bug Tracker', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('article[data-bug-id]').count()).toBeGreaterThan(0);
    for (const text of ['Total Reports', 'Active', 'Resolved', 'TO DO', 'WORK IN PROGRESS', 'DONE']) {
      expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    await expect.poll(() => card(page, `High quest ${word}`).count()).toBe(1);
    expect(await card(page, `Exploit ${word}`).count()).toBe(0);

    const high = page.getByRole('button', { name: 'HIGH', exact: true });
    await high.click();
    await page.waitForURL(/priority=high/);
    await expect.poll(() => high.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => {
        const texts = await page.locator('article[data-bug-id]').allTextContents();
        return texts.length > 0 && texts.every((t) => t.includes('High'));
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Quests', exact: true }).click();
    await page.waitForURL(/category=quests/);

    // A shared link opens the same filtered board.
    const shared = page.url();
    const other = await context.newPage();
    await other.goto(shared);
    await expect
      .poll(() => other.getByRole('button', { name: 'Quests', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await other.close();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => !url.search.includes('priority'));
    await expect.poll(() => high.getAttribute('aria-pressed')).toBe('false');

    await page.getByPlaceholder('Search bugs...').fill(`nothing-matches-${unique()}`);
    await page.waitForURL(/search=nothing-matches/);
    for (const empty of ['No bugs to do', 'No bugs in progress', 'No resolved bugs']) {
      await expect.poll(() => page.getByText(empty).isVisible()).toBe(true);
    }
    await expect.poll(() => page.locator('[data-counter="Total Reports"]').textContent()).toBe('0');
    await expectAccessible(page);
    await context.close();
  });

  it('opens a shared link to a bug with its detail in the HTML, before any script runs', async () => {
    const title = `Shared ${unique()}`;
    const { player, mage } = await playerWithMage();
    const bug = await reportBug(await sessionOf(player), {
      title,
      description: 'The brazier in the Frozen Halls stays lit after the boss.',
      characterId: mage.guid,
    });
    const { context, page } = await newVisitor({ javaScriptEnabled: false });
    await page.goto(`/support/bug-tracker?bug=${bug.id}`);
    const detail = page.locator(`[data-bug-detail="${bug.id}"]`);
    expect(await detail.isVisible()).toBe(true);
    expect(await page.getByRole('dialog').getByText(`#${bug.id} ${title}`).isVisible()).toBe(true);
    expect(await detail.textContent()).toContain('The brazier in the Frozen Halls stays lit after the boss.');
    expect(await detail.textContent()).toContain(mage.name);
    await context.close();

    // With the app running, the dialog is the same and closes.
    const live = await newVisitor();
    await live.page.goto(`/support/bug-tracker?bug=${bug.id}`);
    await live.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await live.page.waitForURL((url) => !url.search.includes('bug='));
    await expect.poll(() => live.page.getByRole('dialog').count()).toBe(0);
    await live.context.close();
  });

  it('pages a long column instead of rendering every card', async () => {
    const word = unique();
    await reportMany(23, word);
    const { context, page } = await newVisitor();
    await page.goto(`/support/bug-tracker?search=${word}`);
    const cards = column(page, 'todo').locator('article[data-bug-id]');
    await expect.poll(() => cards.count()).toBe(20);
    expect(await column(page, 'todo').locator('[data-column-count]').textContent()).toBe('23');
    // Newest first: the first card is the latest report.
    expect(await cards.first().textContent()).toContain(`Paged ${word} 0`);
    await column(page, 'todo').getByRole('button', { name: 'Show more' }).click();
    // The first tap also starts the app, which then asks for the next page.
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(23);
    expect(await column(page, 'todo').getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await context.close();
  });

  it('lets staff drag a card to another column, and rolls a refused move back with a message', async () => {
    const title = `Drag me ${unique()}`;
    const { player: reporter, mage } = await playerWithMage();
    await reportBug(await sessionOf(reporter), { title, characterId: mage.guid });

    const staff = await createAdmin();
    const { context, page } = await newVisitor();
    await signInAs(page, staff.username, staff.password);
    await page.goto(`/support/bug-tracker?search=${encodeURIComponent(title)}`);
    await expect.poll(() => inColumn(page, 'todo', title).isVisible()).toBe(true);
    const id = Number(await card(page, title).getAttribute('data-bug-id'));
    // The card is in the page's HTML at once; dragging needs the app, started by the stored session.
    await appStarted(page);

    const drag = async (to: 'todo' | 'in_progress' | 'done') => {
      const handle = page.getByRole('button', { name: `Drag bug #${id} to another column` });
      const from = (await handle.boundingBox())!;
      const target = (await column(page, to).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
      await page.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 12 });
      // Let go once the column shows it takes the card, as a person does: the board draws the drag
      // after the pointer, and on a busy machine a release sent at once ended it over the old column.
      await expect.poll(() => column(page, to).getAttribute('data-drop-target')).toBe('true');
      await page.mouse.up();
    };

    await drag('done');
    await expect.poll(() => inColumn(page, 'done', title).isVisible()).toBe(true);
    const saved = await fetch(`${baseUrl()}/api/bugs/${id}`).then((r) => r.json());
    await expect
      .poll(async () => (await fetch(`${baseUrl()}/api/bugs/${id}`).then((r) => r.json())).data.status)
      .toBe('done');
    expect(saved.success).toBe(true);

    // The session ends behind the board's back: the next move is refused and undone.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await fetch(`${baseUrl()}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await page.getByRole('button', { name: `Status of bug #${id}` }).click();
    await page.getByRole('menuitemradio', { name: 'Validation' }).click();
    await expect.poll(() => page.getByText('Please sign in to continue.').first().isVisible()).toBe(true);
    await expect.poll(() => inColumn(page, 'done', title).isVisible()).toBe(true);
    expect(await inColumn(page, 'in_progress', title).count()).toBe(0);
    const after = await fetch(`${baseUrl()}/api/bugs/${id}`).then((r) => r.json());
    expect(after.data.status).toBe('done');

    // An admin deletes it from its detail view.
    await signInAs(page, staff.username, staff.password);
    await page.goto(`/support/bug-tracker?search=${encodeURIComponent(title)}&bug=${id}`);
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: 'Delete bug' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByText('Bug deleted').first().isVisible()).toBe(true);
    await expect.poll(() => card(page, title).count()).toBe(0);
    expect((await fetch(`${baseUrl()}/api/bugs/${id}`)).status).toBe(404);
    await context.close();
  });
});
