import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser } from './support/browser.ts';
import { startSecondSite, type SecondSite } from './support/second-site.ts';

const PUBLIC_URL = 'https://realm.example';

/*
 * The addresses a page gives are those the site runs at, read at run time: a second site on the same
 * build and database, configured with another PUBLIC_URL, names that one everywhere.
 */
describeInBrowser('addresses at run time', () => {
  let site: SecondSite;
  let url: string;
  beforeAll(async () => {
    site = await startSecondSite({ PUBLIC_URL, DATA_DIR: inject('dataDir'), SEED_DEMO: 'false' });
    url = site.url;
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('writes robots.txt, the sitemap and the pages’ links with PUBLIC_URL', async () => {
    expect(await (await fetch(`${url}/robots.txt`)).text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    for (const lang of ['en', 'fr']) {
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}/?lang=${lang}</loc>`);
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}/news?lang=${lang}</loc>`);
    }
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/news?lang=fr"/>`,
    );
    expect(sitemap).not.toContain('localhost');

    const home = await (await fetch(`${url}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/?lang=en"/>`);
    expect(home).toContain(`<meta property="og:url" content="${PUBLIC_URL}/?lang=en"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="fr" href="${PUBLIC_URL}/?lang=fr"/>`);
    expect(home).not.toContain('x-default');
    const latest = (await (await fetch(`${url}/api/news/latest?limit=1`)).json()) as {
      data: Array<{ id: string }>;
    };
    const article = await (await fetch(`${url}/news/${latest.data[0]!.id}`)).text();
    expect(article).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/news/${latest.data[0]!.id}?lang=en"/>`,
    );
  });
});
