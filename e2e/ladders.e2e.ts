import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';

/*
 * The demo's ladders as a visitor finds and walks them, in English and in French, at a desktop's width
 * and a phone's: from the armory to the 2v2 ladder (three teams at 2400, 2100 and 1800, in that
 * order), to the 3v3 bracket with a team that counts a game master without naming him, that team's
 * page, a member's armory page, and the honorable kills ladder filtered by class.
 */

const WORDS = {
  en: {
    link: /^Ladders:/,
    heading: 'Ladders',
    threes: 'Arena 3v3',
    hidden: 'includes 1 hidden member',
    notShown: '1 member is not shown.',
    honor: 'Honorable kills',
    show: 'Show',
  },
  fr: {
    link: /^Classements :/,
    heading: 'Classements',
    threes: 'Arène 3c3',
    hidden: 'compte 1 membre masqué',
    notShown: 'n’est pas montré',
    honor: 'Victoires honorables',
    show: 'Afficher',
  },
} as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Each row of the ladder's table, as its cells' texts. */
async function rows(page: Page): Promise<string[][]> {
  return page
    .locator('table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())),
    );
}

for (const width of [1366, 390]) {
  describeInBrowser(`ladders at ${width} px`, () => {
    for (const language of ['en', 'fr'] as const) {
      it(`walks the ladders in ${language === 'en' ? 'English' : 'French'}: brackets, a team, a member; game masters stay out`, async () => {
        const words = WORDS[language];
        const { context, page } = await newVisitor({ width, height: 900 });
        try {
          const fits = async () => {
            await expectAccessible(page);
            if (width === 390) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          };
          // Players find the ladders from the armory.
          await page.goto(`/armory?lang=${language}`);
          await page.getByRole('link', { name: words.link }).click();
          await page.waitForURL('**/ladder');
          expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(words.heading);

          const twos = await rows(page);
          expect(twos.map((cells) => cells[1]!.split('\n')[0]!.trim())).toEqual([
            expect.stringMatching(/^Glacial Edge/),
            expect.stringMatching(/^Frozen Fangs/),
            expect.stringMatching(/^Ember Pact/),
          ]);
          expect(twos.map((cells) => cells[2])).toEqual(['2400', '2100', '1800']);
          expect(twos.map((cells) => cells[0])).toEqual(['1', '2', '3']);
          await fits();

          await page.getByRole('link', { name: words.threes }).click();
          await page.waitForURL(/type=3/);
          await expect.poll(async () => (await rows(page)).length).toBe(2);
          const table = await page.locator('table').innerText();
          expect(table).toContain('Northwind');
          expect(table).toContain(words.hidden);
          // The moderator's character, a game master's: counted, never named.
          expect(await page.content()).not.toContain('Demoshade');
          await fits();

          await page.getByRole('link', { name: 'Twilight Oath' }).click();
          await page.waitForURL('**/armory/1/arena-team/5');
          const heading = page.getByRole('heading', { level: 1 });
          await expect.poll(() => heading.innerText()).toMatch(/Twilight Oath/i);
          expect(await page.locator('main').innerText()).toContain(words.notShown);
          expect(await page.content()).not.toContain('Demoshade');
          await fits();

          await page.getByRole('link', { name: 'Demohowl' }).click();
          await page.waitForURL('**/armory/1/Demohowl');
          await expect.poll(() => heading.innerText()).toBe('Demohowl');

          await page.goto('/ladder');
          await page.getByRole('link', { name: words.honor }).click();
          await page.waitForURL(/ladder=honor/);
          const honor = await rows(page);
          expect(honor[0]![1]).toContain('Demofury');
          expect(honor.map((cells) => cells[1]).join('\n')).not.toContain('Demoarchon');
          await page.getByLabel(language === 'en' ? 'Class' : 'Classe', { exact: true }).selectOption('3');
          await page.getByRole('button', { name: words.show }).click();
          await page.waitForURL(/class=3/);
          await expect
            .poll(async () => (await rows(page)).map((cells) => cells[1]!.split('\n')[0]))
            .toEqual(['Demoranger']);
          await fits();
        } finally {
          await context.close();
        }
      });
    }
  });
}
