import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';

/*
 * The demo's armory as a visitor walks it: search, a character with its equipment (a tooltip opened
 * from the keyboard), its guild, and a member of the guild; at a desktop's width and a phone's.
 */

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Tabs forward until an equipment item has the focus: the tooltip is a keyboard user's too. */
async function tabToFirstItem(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const inEquipment = await page.evaluate(
      () =>
        document.activeElement?.closest('[aria-labelledby="equipment"]') !== null &&
        document.activeElement?.tagName === 'BUTTON',
    );
    if (inEquipment) return;
  }
  throw new Error('no equipment item took the focus');
}

for (const width of [1366, 390]) {
  describeInBrowser(`armory at ${width} px`, () => {
    it('searches, shows a character complete with its tooltips, its guild and a member; game masters stay out', async () => {
      const { context, page } = await newVisitor({ width, height: 900 });
      try {
        // The first HTML holds the whole character: items, tooltips, talents, achievements.
        const html = await (await context.request.get('/armory/1/Demoranger')).text();
        for (const text of ['Demoranger', 'role="tooltip"', 'Socket Bonus', 'Packbond', 'Frostfall Vanguard'])
          expect(html, text).toContain(text);

        await page.goto('/armory');
        await page.getByLabel('Name').fill('demo');
        await page.keyboard.press('Enter');
        await page.waitForURL(/search=demo/);
        const found = page.locator('[aria-labelledby="found-characters"] li');
        await expect.poll(() => found.count()).toBeGreaterThan(3);
        const names = await found.locator('a').allInnerTexts();
        expect(names).toContain('Demoranger');
        // The admin's and the moderator's characters are game masters': not in the armory.
        expect(names).not.toContain('Demoarchon');
        expect(await page.locator('[aria-labelledby="found-guilds"]').innerText()).toContain('No guild');
        await expectAccessible(page);
        if (width === 390) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

        await page.getByRole('link', { name: 'Demoranger' }).click();
        await page.waitForURL('**/armory/1/Demoranger');
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Demoranger');
        expect(await page.title()).toBe('Demoranger — level 80 Night Elf Hunter, Frostfall | Frostfall');
        await expectAccessible(page);
        if (width === 390) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

        await tabToFirstItem(page);
        const item = page.locator(':focus');
        const tooltip = page.locator(`[id="${await item.getAttribute('aria-describedby')}"]`);
        await expect.poll(() => tooltip.isVisible()).toBe(true);
        expect(await tooltip.innerText()).toMatch(/Item Level \d+/);
        // Escape closes it once the page's app runs (it starts at the first key, or 4 s after load).
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
        await page.keyboard.press('Escape');
        await expect.poll(() => tooltip.isVisible()).toBe(false);

        await page.getByRole('link', { name: 'Frostfall Vanguard' }).click();
        await page.waitForURL('**/armory/1/guild/Frostfall%20Vanguard');
        const heading = page.getByRole('heading', { level: 1 });
        await expect.poll(() => heading.innerText()).toBe('Frostfall Vanguard');
        const members = await page.locator('tbody tr').allInnerTexts();
        expect(members.join('\n')).toContain('Demofrost');
        expect(members.join('\n')).not.toContain('Demoarchon');
        await expectAccessible(page);
        if (width === 390) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

        await page.getByRole('link', { name: 'Level' }).click();
        await page.waitForURL(/sort=level&order=desc/);
        await expect.poll(() => page.locator('th[aria-sort]').innerText()).toMatch(/Level/i);
        expect((await page.locator('tbody tr').first().innerText()).startsWith('Demoranger')).toBe(true);

        await page.getByRole('link', { name: 'Demofrost' }).click();
        await page.waitForURL('**/armory/1/Demofrost');
        await expect.poll(() => heading.innerText()).toBe('Demofrost');

        const gameMaster = await context.request.get('/armory/1/Demoarchon');
        expect(gameMaster.status()).toBe(404);
      } finally {
        await context.close();
      }
    });
  });
}

describeInBrowser('navigation bar with the armory', () => {
  it('keeps every link of the bar on screen from 768 px up, in both languages', async () => {
    for (const language of ['en', 'fr']) {
      for (const width of [768, 1024, 1280]) {
        const { context, page } = await newVisitor({ width, height: 600 });
        try {
          await page.goto(`/armory?lang=${language}`);
          const spill = await page.evaluate(() => {
            const links = [...document.querySelectorAll('header a, header button')];
            const right = Math.max(...links.map((e) => e.getBoundingClientRect().right));
            return right - document.documentElement.clientWidth;
          });
          expect(spill, `${language} at ${width} px`).toBeLessThanOrEqual(0);
        } finally {
          await context.close();
        }
      }
    }
  });
});
