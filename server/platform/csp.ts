import { createHash } from 'node:crypto';

/**
 * The site's Content-Security-Policy. Scripts come from the site's own files only; an HTML page adds
 * the SHA-256 of each of its own inline scripts (React Router's page data, the script that starts the
 * app on demand), so an injected script, inline or not, never runs and cannot read the stored token.
 * Styles keep 'unsafe-inline' (React's style attributes); they cannot run code. Workers, too, come
 * only from the site's files.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The CAPTCHA's proof-of-work runs in a worker file of the site's own (ADR 026): no blob: workers.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  scriptSrcAttr: ["'none'"],
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The inline `<script>` elements of a page (those without `src`), their text exactly as served. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(match[1]!) && match[2]!.length > 0) scripts.push(match[2]!);
  }
  return scripts;
}

/** The policy for one HTML page: the site's, with the hashes of the page's own inline scripts. */
export function pagePolicy(html: string): string {
  const hashes = inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => {
      const all = name === 'scriptSrc' ? [...values, ...new Set(hashes)] : values;
      return `${kebab(name)} ${all.join(' ')}`;
    })
    .join(';');
}
