import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { openDatabases } from '../server/db/databases.ts';
import { searchTextOf } from '../server/features/bugs/bugs.service.ts';
import { baseUrl, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { createPlayer, signInAs } from './support/sign-in.ts';

const unique = () => randomBytes(4).toString('hex');

/** Bugs written straight into the site's database: more than one account may report in an hour. */
async function insertBugs(count: number, word: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent' });
  const dbs = openDatabases(config.databases);
  try {
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const title = `Paged ${word} ${i}`;
      const description = 'A bug among many, for the column to page.';
      await dbs.web
        .insertInto('bug')
        .values({
          title,
          description,
          category: 'other',
          priority: 'low',
          status: 'todo',
          quest_name: null,
          class_name: null,
          item_name: null,
          reporter_id: 0,
          reporter_name: 'PLAYER',
          character_guid: 2,
          character_name: 'Demofrost',
          character_race: 7,
          character_class: 8,
          character_level: 42,
          search_text: searchTextOf({
            title,
            description,
            quest_name: null,
            item_name: null,
            class_name: null,
          }),
          created_at: now - i * 1000,
          updated_at: now - i * 1000,
          resolved_at: null,
        })
        .execute();
    }
  } finally {
    await dbs.close();
  }
}

const column = (page: Page, id: 'todo' | 'in_progress' | 'done') => page.locator(`[data-column="${id}"]`);
const card = (page: Page, title: string) => page.locator('article[data-bug-id]', { hasText: title });
const inColumn = (page: Page, id: 'todo' | 'in_progress' | 'done', title: string) =>
  column(page, id).locator('article[data-bug-id]', { hasText: title });

async function reportQuestBug(page: Page, title: string) {
  await page.goto('/support/report-bug');
  const form = page.locator('form[data-form="report-bug"]');
  await form.waitFor();
  await form.getByLabel('Select Character').selectOption({ label: 'Demofrost - Level 42 Mage' });
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

    const player = await newVisitor();
    await signInAs(player.page, 'PLAYER', 'demoplayer1');
    await reportQuestBug(player.page, title);
    await expect.poll(() => inColumn(player.page, 'todo', title).isVisible()).toBe(true);
    const id = Number(await card(player.page, title).getAttribute('data-bug-id'));
    expect(id).toBeGreaterThan(0);
    // The card as SPEC.md §2 lists it.
    const reported = inColumn(player.page, 'todo', title);
    expect(await reported.textContent()).toContain(`#${id}`);
    expect(await reported.textContent()).toContain('By: PLAYER');
    expect(await reported.textContent()).toContain('Medium');
    expect(await reported.textContent()).toContain('Quests');
    expect(await reported.textContent()).toContain('To Do');
    // Players get no triage controls.
    expect(await player.page.getByRole('button', { name: `Status of bug #${id}` }).count()).toBe(0);

    const admin = await newVisitor();
    await signInAs(admin.page, 'ADMIN', 'demoadmin1');
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
      .poll(() => detail.getByText('ADMIN moved it from To Do to Work in Progress').isVisible())
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

    await signInAs(page, 'PLAYER', 'demoplayer1');
    await page.goto('/support/report-bug');
    const form = page.locator('form[data-form="report-bug"]');
    await form.waitFor();
    expect(await page.getByRole('heading', { name: 'Report a Bug' }).isVisible()).toBe(true);
    expect(await page.getByText('Help us improve by reporting bugs you encounter').isVisible()).toBe(true);
    const accountId = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser')!).id);
    const cached = await page.evaluate((id) => localStorage.getItem(`characters_${id}`), accountId);
    expect(JSON.parse(cached!).map((c: { name: string }) => c.name)).toContain('Demofrost');
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
    await form.getByLabel('Select Character').selectOption({ label: 'Demototem - Level 17 Shaman' });
    // The chosen character's name and class are shown.
    await expect
      .poll(() => form.locator('[data-chosen-character]').textContent())
      .toMatch(/Demototem.*Shaman/);
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
    const { context, page } = await newVisitor();
    await page.goto('/support/bug-tracker');
    expect(await page.getByRole('heading', { name: 'Bug Tracker', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('article[data-bug-id]').count()).toBeGreaterThan(0);
    for (const text of ['Total Reports', 'Active', 'Resolved', 'TO DO', 'WORK IN PROGRESS', 'DONE']) {
      expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    // The demo exploit report is not on the public board.
    expect(await card(page, 'Vendor buy-back duplicates stacks').count()).toBe(0);

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

  it('pages a long column instead of rendering every card', async () => {
    const word = unique();
    await insertBugs(23, word);
    const { context, page } = await newVisitor();
    await page.goto(`/support/bug-tracker?search=${word}`);
    const cards = column(page, 'todo').locator('article[data-bug-id]');
    await expect.poll(() => cards.count()).toBe(20);
    expect(await column(page, 'todo').locator('[data-column-count]').textContent()).toBe('23');
    // Newest first: the first card is the latest report.
    expect(await cards.first().textContent()).toContain(`Paged ${word} 0`);
    await column(page, 'todo').getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => cards.count()).toBe(23);
    expect(await column(page, 'todo').getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await context.close();
  });

  it('lets staff drag a card to another column, and rolls a refused move back with a message', async () => {
    const title = `Drag me ${unique()}`;
    const player = await newVisitor();
    await signInAs(player.page, 'PLAYER', 'demoplayer1');
    await reportQuestBug(player.page, title);
    await player.context.close();

    const { context, page } = await newVisitor();
    await signInAs(page, 'ADMIN', 'demoadmin1');
    await page.goto(`/support/bug-tracker?search=${encodeURIComponent(title)}`);
    await expect.poll(() => inColumn(page, 'todo', title).isVisible()).toBe(true);
    const id = Number(await card(page, title).getAttribute('data-bug-id'));

    const drag = async (to: 'todo' | 'in_progress' | 'done') => {
      const handle = page.getByRole('button', { name: `Drag bug #${id} to another column` });
      const from = (await handle.boundingBox())!;
      const target = (await column(page, to).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
      await page.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 12 });
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
    await signInAs(page, 'ADMIN', 'demoadmin1');
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
