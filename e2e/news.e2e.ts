import { expect, it } from 'vitest';
import { describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { createAdmin } from './support/factories.ts';
import { signInAs } from './support/sign-in.ts';

/** The content of one meta tag in raw HTML, entities decoded. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`).exec(html)?.[0];
  return tag && /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

describeInBrowser('news journey', () => {
  it('an admin publishes an article that shows everywhere, edits it, then deletes it', async () => {
    const stamp = Date.now().toString(36);
    const title = `Frozen throne event ${stamp}`;
    const edited = `Frozen throne event moved ${stamp}`;
    const description = 'A weekend of raids in Icecrown for every level.';

    const admin = await createAdmin();
    const { context, page } = await newVisitor();
    await signInAs(page, admin.username, admin.password);
    // This admin reads the staff area in English (the tests' staff default to French).
    await page.goto('/admin/news-management?lang=en');
    await expect.poll(() => page.getByRole('heading', { name: 'News Management' }).isVisible()).toBe(true);

    // The form: create title, messages once a field was touched, submit disabled until valid.
    await page.getByRole('button', { name: 'New Article' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Create New Article' }).isVisible()).toBe(true);
    const submit = page.getByRole('button', { name: 'Create Article' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByText('title is required').count()).toBe(0);
    await page.getByLabel('Title').fill('abc');
    await page.getByLabel('Title').blur();
    await expect.poll(() => page.getByText('title must be at least 5 characters').isVisible()).toBe(true);
    await page.getByLabel('Title').fill('');
    await expect.poll(() => page.getByText('title is required').isVisible()).toBe(true);

    await page.getByLabel('Title').fill(title);
    expect(await page.getByLabel('Category').inputValue()).toBe('ARTICLE DE NOUVELLE');
    await page.getByLabel('Category').selectOption('EVENT');
    expect(await page.getByLabel('Author').inputValue()).toBe('Equipe Frostfall');
    await page.getByLabel('Image URL').selectOption('/assets/images/feature-tourment.jpg');
    await page.getByLabel('Tags (comma separated)').fill('raid, icecrown , weekend');
    await page.getByLabel('Description').fill(description);
    await page
      .getByLabel('HTML Content')
      .fill(
        '<h2>Raid weekend</h2><p>Gather your guild: <strong>Icecrown Citadel</strong> opens for every level this weekend.</p>' +
          '<script>window.__newsXss = 1</script><img src="x" onerror="window.__newsXss = 2">',
      );
    // The live preview shows the sanitised content, never the script.
    const preview = page.locator('[data-news-preview]');
    await expect.poll(() => preview.getByRole('heading', { name: 'Raid weekend' }).isVisible()).toBe(true);
    expect(await preview.innerHTML()).not.toContain('script');
    expect(await preview.innerHTML()).not.toContain('onerror');
    await page.getByLabel('Feature Article').check();
    expect(await submit.isEnabled()).toBe(true);
    await expectAccessible(page);

    // A double click publishes once.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/news') posts++;
    });
    await submit.dblclick();
    const card = page.locator('article[data-news-id]', { hasText: title });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(posts).toBe(1);
    expect(await card.getByText('Featured').isVisible()).toBe(true);
    expect(await card.getByText('By Equipe Frostfall').isVisible()).toBe(true);
    expect(await card.textContent()).toMatch(/\d{4}-\d{2}-\d{2} - \d{1,2}:\d{2} [AP]M/);
    for (const tag of ['raid', 'icecrown', 'weekend'])
      expect(await card.getByText(tag, { exact: true }).count()).toBe(1);
    const id = await card.getAttribute('data-news-id');
    expect(id).toMatch(/^\d+$/);
    expect(await page.evaluate(() => (window as { __newsXss?: number }).__newsXss)).toBeUndefined();

    // A visitor sees it on /news, on the home page and on its own page.
    const visitor = await newVisitor();
    const v = visitor.page;
    await v.goto('/news');
    const listed = v.locator(`article[data-news-id="${id}"]`);
    await expect.poll(() => listed.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await listed.getByText('EVENT', { exact: true }).isVisible()).toBe(true);
    expect(await listed.getByText(description).isVisible()).toBe(true);
    await v.goto('/');
    const latest = v.locator('[data-latest-news]');
    await expect
      .poll(() => latest.locator(`article[data-news-id="${id}"]`).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await latest
      .locator(`article[data-news-id="${id}"]`)
      .getByRole('link', { name: /Read more ->/ })
      .click();
    await v.waitForURL(`**/news/${id}`);
    await expect.poll(() => v.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await v.getByRole('heading', { name: 'Raid weekend' }).isVisible()).toBe(true);
    expect(await v.getByText('By Equipe Frostfall').isVisible()).toBe(true);
    expect(await v.getByRole('list', { name: 'Tags' }).textContent()).toContain('icecrown');
    expect(await v.evaluate(() => (window as { __newsXss?: number }).__newsXss)).toBeUndefined();
    await expect.poll(() => v.title()).toBe(`${title} | Frostfall`);
    await expectAccessible(v);

    // The HTML the server sends holds the article (readers without scripts, crawlers) and its link
    // preview tags.
    const raw = await (await v.request.get(`/news/${id}`)).text();
    expect(metaContent(raw, 'og:title')).toBe(title);
    expect(metaContent(raw, 'og:description')).toBe(description);
    expect(metaContent(raw, 'og:type')).toBe('article');
    expect(metaContent(raw, 'og:image')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/assets\/images\/feature-tourment\.jpg$/,
    );
    expect(metaContent(raw, 'og:url')).toMatch(new RegExp(`/news/${id}\\?lang=en$`));
    expect(metaContent(raw, 'twitter:card')).toBe('summary_large_image');
    expect(raw).toContain(`<title>${title} | Frostfall</title>`);
    expect(raw).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(raw).toContain('Raid weekend');
    await visitor.context.close();

    // Edit: a failed update keeps the form open; the next one saves.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Article' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    expect(await page.getByLabel('Tags (comma separated)').inputValue()).toBe('raid, icecrown, weekend');
    expect(await page.getByLabel('Feature Article').isChecked()).toBe(true);
    await page.getByLabel('Title').fill(edited);
    await page.route('**/api/news/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, error: 'The realm is busy', code: 'SERVICE_UNAVAILABLE' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The realm is busy' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Edit Article' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Title').inputValue()).toBe(edited);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Update' }).click();
    const editedCard = page.locator(`article[data-news-id="${id}"]`);
    await expect
      .poll(() => editedCard.getByRole('heading', { name: edited }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const reread = await page.request.get(`/api/news/${id}`);
    expect((await reread.json()).data).toMatchObject({ title: edited, category: 'EVENT', featured: true });
    // The pages the server renders show the edit at once: the article, the list and the home page.
    const rawEdited = await (await page.request.get(`/news/${id}`)).text();
    expect(metaContent(rawEdited, 'og:title')).toBe(edited);
    expect(rawEdited).toMatch(new RegExp(`<h1[^>]*>${edited}</h1>`));
    expect(await (await page.request.get('/news')).text()).toContain(edited);
    expect(await (await page.request.get('/')).text()).toContain(edited);

    // Delete, after the confirmation with the spec's words, in English.
    await editedCard.getByRole('button', { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() =>
        dialog
          .getByText(`Are you sure you want to delete the article ${edited}?`, { exact: true })
          .isVisible(),
      )
      .toBe(true);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.locator(`article[data-news-id="${id}"]`).count(), { timeout: 15_000 })
      .toBe(0);
    expect((await page.request.get(`/api/news/${id}`)).status()).toBe(404);
    await context.close();
  });

  it('shows the not-found state for a missing article and reads well on a phone', async () => {
    const { context, page } = await newVisitor({ width: 390, height: 844 });
    const response = await page.goto('/news/987654');
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect.poll(() => page.getByRole('heading', { name: 'Article not found' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'All News' }).first().click();
    await page.waitForURL('**/news');
    await expect.poll(() => page.getByRole('heading', { name: 'All News', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('article[data-news-id]').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await context.close();
  });
});
