import { isLanguage, LANGUAGES, OPEN_GRAPH_LOCALES, type Language } from '#contract/i18n/languages.ts';
import { translate } from '#contract/i18n/messages.ts';
import { REALM_NAME } from '#contract/site.ts';

/** A page's matched routes as its `meta` sees them: the root's loader data holds the origin. */
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The site's public origin as the server runs (PUBLIC_URL, or its address), from the root loader. */
export function originOf(matches: Matches): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** The page's language, from the root loader. */
export function languageOf(matches: Matches): Language {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { language?: unknown } | undefined;
  return isLanguage(root?.language) ? root.language : 'en';
}

/** The Open Graph picture pages use unless they name their own (1200 × 630). */
const DEFAULT_SHARE_IMAGE = '/assets/images/og-default.jpg';

interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string;
  /** Pages that should not appear in search results (sign-in, admin, ...). */
  noindex?: boolean;
}

/**
 * A page's address in its language, as its canonical and Open Graph address, with the page in each
 * language (ADR 020). No `x-default`: the bare address is another address of one of them, and a
 * canonical pointing away from it to another alternate fails search engines' checks.
 */
export function languageAddresses(origin: string, path: string, language: Language) {
  const address = `${origin}${path}`;
  const url = `${address}?lang=${language}`;
  return {
    url,
    links: [
      { tagName: 'link', rel: 'canonical', href: url },
      ...LANGUAGES.map((code) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: code,
        href: `${address}?lang=${code}`,
      })),
    ],
  };
}

/** Title, description, canonical URL and Open Graph/Twitter tags for one page. */
export function pageMeta(
  matches: Matches,
  { title, description, path, image = DEFAULT_SHARE_IMAGE, noindex = false }: PageMeta,
) {
  const origin = originOf(matches);
  const language = languageOf(matches);
  const fullTitle = path === '/' ? `${REALM_NAME} — ${title}` : `${title} | ${REALM_NAME}`;
  const { url, links } = languageAddresses(origin, path, language);
  const imageUrl = image.startsWith('http') ? image : `${origin}${image}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...links,
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: REALM_NAME },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[language] },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: translate(language, 'ui.seo.imageAlt', { realm: REALM_NAME }) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ];
}
