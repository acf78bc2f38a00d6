import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appStarted, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { createAdmin, createPlayer, sessionOf } from './support/factories.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { signInAs } from './support/sign-in.ts';

/*
 * The demo realm's statistics as a visitor reaches them from the realms page, at a desktop's width and
 * a phone's, in English and in French; and the staff's statistics screen as an admin opens it from the
 * dashboard. The charts are SVG images in the page's first HTML, each named by its title, with its
 * figures in a hidden table.
 */

/** Every chart of the page: its name, its title, its image's accessible name and its table's figures. */
async function charts(page: Page) {
  return page.locator('figure[data-chart]').evaluateAll((figures) =>
    figures.map((figure) => {
      const svg = figure.querySelector('svg')!;
      const labelled = document.getElementById(svg.getAttribute('aria-labelledby') ?? '');
      return {
        name: figure.getAttribute('data-chart')!,
        title: figure.querySelector('figcaption')!.textContent!,
        role: svg.getAttribute('role'),
        name_: labelled?.textContent ?? '',
        description: document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        rows: [...figure.querySelectorAll('table tbody tr')].map((tr) => [
          tr.querySelector('th')!.textContent!,
          ...[...tr.querySelectorAll('td')].map((td) => td.textContent!),
        ]),
      };
    }),
  );
}

/** A figure as the page writes it, in either language ('1,234', '1 234', '5.5 h', '5,5 h'). */
const figure = (text: string | undefined) => Number((text ?? '').replace(/[^\d.,]/g, '').replace(',', '.'));

const TEXTS = {
  en: {
    link: 'Statistics →',
    title: 'Frostfall statistics',
    races: 'Characters by race',
    total: /(\d[\d,]*) characters in all/,
  },
  fr: {
    link: 'Statistiques →',
    title: 'Statistiques de Frostfall',
    races: 'Personnages par race',
    total: /(\d[\d\s\u202f]*) personnages en tout/,
  },
} as const;

for (const width of [1366, 390]) {
  for (const language of ['en', 'fr'] as const) {
    describeInBrowser(`realm statistics at ${width} px in ${language}`, () => {
      it('opens from the realms page with every chart drawn in the first HTML, each an image named by its title with its figures in a table', async () => {
        const { context, page } = await newVisitor({
          width,
          height: 900,
          locale: language === 'fr' ? 'fr-FR' : 'en-US',
        });
        try {
          const words = TEXTS[language];
          // Complete before any script: the charts are in the HTML the server sends.
          const html = await (await context.request.get(`/realms/1/statistics?lang=${language}`)).text();
          expect(html).toContain('<svg role="img"');
          expect(html).toContain(words.races);

          await page.goto(`/realms?lang=${language}`);
          await page.locator('article[data-realm="1"]').getByRole('link', { name: words.link }).click();
          await page.waitForURL('**/realms/1/statistics');
          expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(words.title);
          const found = await charts(page);
          expect(found.map((c) => c.name)).toEqual([
            'factions',
            'levels',
            'races',
            'classes',
            'created-characters',
            'created-accounts',
            'online-recent',
            'daily-peaks',
            'uptime',
          ]);
          for (const chart of found) {
            expect(chart.role).toBe('img');
            expect(chart.name_).toBe(chart.title);
            expect(chart.description.length).toBeGreaterThan(0);
            expect(chart.rows.length).toBeGreaterThan(0);
          }
          // The population's charts agree with each other and with the total the page gives.
          const total = figure(words.total.exec(await page.locator('main').innerText())?.[1]);
          expect(total).toBeGreaterThan(60);
          const sum = (name: string) =>
            found.find((c) => c.name === name)!.rows.reduce((s, [, value]) => s + figure(value), 0);
          for (const name of ['factions', 'levels', 'races', 'classes']) expect(sum(name), name).toBe(total);
          expect(found.find((c) => c.name === 'online-recent')!.rows).toHaveLength(7 * 24);
          expect(found.find((c) => c.name === 'daily-peaks')!.rows).toHaveLength(90);

          if (width === 390) await expectNoSidewaysScroll(page, `statistics at ${width} px`);
          // Each chart stays inside the page at a phone's width.
          for (const box of await page
            .locator('figure[data-chart] svg')
            .evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().right)))
            expect(box).toBeLessThanOrEqual(width);
          await appStarted(page);
          await expectAccessible(page);
        } finally {
          await context.close();
        }
      });
    });
  }
}

describeInBrowser('staff statistics', () => {
  it('opens from the dashboard for an admin: the site figures, then a realm picked from the list', async () => {
    const staff = await createAdmin();
    const { context, page } = await newVisitor({ width: 1366, height: 900 });
    try {
      await signInAs(page, staff.username, staff.password);
      await page.goto('/admin');
      await page.getByRole('link', { name: /Statistiques/ }).click();
      await page.waitForURL('**/admin/statistics');
      await page.locator('[data-staff-statistics]').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Statistiques');
      const names = (await charts(page)).map((c) => c.name);
      for (const name of ['registrations', 'sign-ins', 'new-accounts', 'bug-reports', 'races', 'uptime'])
        expect(names).toContain(name);
      // This admin signed in today: the sign-ins are counted (within the 5-second write and the
      // next computation, so only the chart's presence is checked here).
      const bugReports = (await charts(page)).find((c) => c.name === 'bug-reports')!;
      expect(bugReports.rows).toHaveLength(12);
      expect(bugReports.rows[0]).toHaveLength(1 + 6 + 1);
      expect(
        await page.getByRole('heading', { name: 'Frostfall : statistiques publiques' }).isVisible(),
      ).toBe(true);
      await page.getByLabel('Royaume', { exact: true }).selectOption({ label: 'Frostfall PvP' });
      await expect
        .poll(() => page.getByRole('heading', { name: 'Frostfall PvP : statistiques publiques' }).isVisible())
        .toBe(true);
      expect(await page.locator('[data-statistics="2"]').count()).toBe(1);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('is refused by the server to a visitor and to a player, whose screen says the account lacks the role', async () => {
    const player = await createPlayer();
    const { context, page } = await newVisitor({ width: 390, height: 800 });
    try {
      expect((await context.request.get('/api/admin/statistics')).status()).toBe(401);
      const asPlayer = await context.request.get('/api/admin/statistics', {
        headers: { authorization: `Bearer ${await sessionOf(player)}` },
      });
      expect(asPlayer.status()).toBe(403);
      await signInAs(page, player.username, player.password);
      await page.goto('/admin/statistics');
      await page.locator('[data-page="no-permission"]').waitFor();
      expect(await page.locator('[data-staff-statistics]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
