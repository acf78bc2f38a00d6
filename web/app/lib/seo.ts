import { REALM_NAME } from '#contract/site.ts';

declare const __PUBLIC_URL__: string;

/** The site's public origin, fixed at build time from PUBLIC_URL. */
export const SITE_ORIGIN: string =
  typeof __PUBLIC_URL__ === 'string' ? __PUBLIC_URL__ : 'http://localhost:3000';

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

/** Title, description, canonical URL and Open Graph/Twitter tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  image = DEFAULT_SHARE_IMAGE,
  noindex = false,
}: PageMeta) {
  const fullTitle = path === '/' ? `${REALM_NAME} — ${title}` : `${title} | ${REALM_NAME}`;
  const url = `${SITE_ORIGIN}${path}`;
  const imageUrl = image.startsWith('http') ? image : `${SITE_ORIGIN}${image}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: REALM_NAME },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: `${REALM_NAME}: a Wrath of the Lich King realm` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ];
}
