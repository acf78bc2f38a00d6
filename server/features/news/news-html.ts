import sanitizeHtml from 'sanitize-html';
import { NEWS_EXCERPT_LENGTH, NEWS_HTML_POLICY } from '../../../contract/news.ts';

/** Article HTML through the news allowlist (contract/news.ts): what is stored and what is shown. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, NEWS_HTML_POLICY).trim();
}

const textOnly: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: NEWS_HTML_POLICY.nonTextTags,
};

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Plain text of some HTML: tags dropped (script and style text with them), block ends turned into
 * spaces, entities decoded, whitespace collapsed. Used for the excerpt, the search text and the
 * plain-text fields (title, author, tags...), which React and the preview page escape when shown.
 */
export function plainText(html: string): string {
  let text = html;
  // Decoding can reveal markup that was escaped (`&lt;script&gt;`, `<<script>script>`): strip until stable.
  for (let pass = 0; pass < 5; pass++) {
    const spaced = text.replace(/<\/(?:p|h[1-6]|li|blockquote|pre|tr|td|th|caption)\s*>|<br\s*\/?>/gi, '$& ');
    const next = sanitizeHtml(spaced, textOnly).replace(/&(?:amp|lt|gt|quot);/g, (e) => entities[e]!);
    if (next === text) break;
    text = next;
  }
  // A stray '<' left by a cut or broken tag never starts something tag-like in plain text.
  return text
    .replace(/<(?=[a-z/!?])/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** docs/product.md §3.8: the content's text, cut to the first 150 characters, plus '...'. */
export function excerptOf(html: string): string {
  return `${plainText(html).slice(0, NEWS_EXCERPT_LENGTH).trimEnd()}...`;
}

/** Lower case without accents, so the search is case- and accent-insensitive on both dialects alike. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
