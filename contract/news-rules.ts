/*
 * The news constants and rules that need no zod (docs/product.md §3.8, §5.6, §9.5): the public pages import
 * these, so reading news never downloads the validation library. contract/news.ts builds the schemas on them.
 */

import { text, type Text } from './i18n/text.ts';

/** docs/product.md §5.6: messages built from the field name. */
export const requiredMessage = (field: string): Text => text('rule.news.required', { field });
export const minLengthMessage = (field: string, n: number): Text => text('rule.news.tooShort', { field, n });
export const maxLengthMessage = (field: string, n: number): Text => text('rule.news.tooLong', { field, n });

/** docs/product.md §9.5 minimums, and maximums that keep a row sane. */
export const NEWS_LIMITS = {
  title: { min: 5, max: 200 },
  description: { min: 10, max: 1000 },
  content: { min: 50, max: 100_000 },
  category: { min: 1, max: 50 },
  imageUrl: { min: 1, max: 500 },
  author: { min: 1, max: 50 },
  tag: { max: 30 },
  tags: { max: 10 },
  search: { max: 100 },
} as const;

export const NEWS_EXCERPT_LENGTH = 150;
export const LATEST_NEWS_DEFAULT = 3;
export const LATEST_NEWS_MAX = 20;
export const SIMILAR_NEWS_DEFAULT = 3;
export const NEWS_PAGE_SIZE = 12;
export const NEWS_PAGE_SIZE_MAX = 100;
/** How long the 'Feature Article' checkbox keeps an article on the front page. */
export const NEWS_FEATURE_DAYS = 30;
/** Items in the RSS feed. */
export const NEWS_FEED_SIZE = 20;

/** docs/product.md §3.9: the form's preset categories (not its default, 'ARTICLE DE NOUVELLE'). */
export const NEWS_CATEGORIES = ['NEWS ARTICLE', 'BETA TEST', 'PHASE UPDATE', 'MAINTENANCE', 'EVENT'] as const;

/** docs/product.md §3.9: the form's preset images. */
export const NEWS_IMAGES = [
  { value: '/assets/images/feature-qol.jpg', label: 'Quality of Life' },
  { value: '/assets/images/feature-specless.jpg', label: 'Specless' },
  { value: '/assets/images/feature-tourment.jpg', label: 'Tourment' },
  { value: '/assets/images/feature-unique.jpg', label: 'Unique Items' },
  { value: '/assets/images/feature-services.jpg', label: 'Services' },
] as const;

/** Images come from this site (a path) or over https; never javascript:, data: or protocol-relative URLs. */
export function isAllowedImageUrl(url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return true;
  return /^https:\/\/[^\s/?#]+/i.test(url);
}

/** Splits the form's comma-separated tags (docs/product.md §3.9): trimmed, empties and duplicates dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t, i, all) => t && all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i);
}

/*
 * The HTML allowlist for article content, used by the server on every write and by the admin
 * preview in the browser (both through sanitize-html). Paragraphs, headings, emphasis, lists, links
 * (http, https, mailto; rel="noopener noreferrer"), images from this site or https, blockquote, code,
 * tables and line breaks. Everything else is dropped: scripts and styles with their text, event
 * handlers, iframes, SVG and MathML, javascript:/data: URLs.
 */
export const NEWS_HTML_POLICY = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard' as const,
  // Their text is never content: drop it along with the tag.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
  ],
  parseStyleAttributes: false,
  nestingLimit: 30,
  transformTags: {
    // The page already has its h1.
    h1: (_tagName: string, attribs: Record<string, string>) => ({ tagName: 'h2', attribs }),
    // Images load lazily and always carry an alt text (empty when the author gave none).
    img: (_tagName: string, attribs: Record<string, string>) => ({
      tagName: 'img',
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' },
    }),
    a: (_tagName: string, attribs: Record<string, string>) => {
      const next: Record<string, string> = { ...attribs, rel: 'noopener noreferrer' };
      if (next.target !== undefined && next.target !== '_blank') delete next.target;
      return { tagName: 'a', attribs: next };
    },
  },
  // An image whose source was refused is not kept as an empty frame.
  exclusiveFilter: (frame: { tag: string; attribs: Record<string, string> }) =>
    frame.tag === 'img' && !frame.attribs.src,
};
