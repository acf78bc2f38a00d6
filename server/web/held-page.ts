import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { brotliCompressFitted } from '../platform/brotli.ts';
import { pagePolicy } from '../platform/csp.ts';
import { SECURITY_HEADERS } from '../platform/security-headers.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A page held in memory with its compressed forms and the whole head of each answer, so answering it
 * again costs no rendering, no compression, no disk and no header work while its data has not
 * changed (./pages.ts).
 */
export interface HeldPage {
  status: number;
  raw: Buffer;
  etag: string;
  /** The body in an encoding: each compressed form is made the first time a client asks for it. */
  body(encoding: Encoding): Buffer;
  /** The answer's headers for an encoding. */
  head(encoding: Encoding): OutgoingHttpHeaders;
  /** The headers of a 304. */
  notModified: OutgoingHttpHeaders;
}

/** What a held page takes in memory, counted when it is held: raw, and room for its two compressed forms. */
export const heldPageBytes = (page: HeldPage) => Math.ceil(page.raw.length * 1.3);

/**
 * Pages are compressed again whenever their data changes (the board after every report): brotli 9
 * took tens of milliseconds of the event loop per board render under load, 5 takes a few. Each form
 * is made when first asked for: a page made for one visitor compresses once, not twice (browsers ask
 * for brotli, some clients for gzip).
 */
const COMPRESSION = { gzip: 6, brotli: 5 } as const;

/**
 * Holds a page: `headers` are the ones it was made with (content type first); HTML pages get the
 * Content-Security-Policy with the hashes of their inline scripts (csp.ts), over the site's own
 * security headers.
 */
export function holdPage(
  body: string | Buffer,
  options: { status?: number; headers?: Array<[string, string]> } = {},
): HeldPage {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const made = options.headers ?? [['content-type', 'text/html; charset=utf-8']];
  const isHtml = made.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
  const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`;
  const common: OutgoingHttpHeaders = {};
  for (const [name, value] of [
    ...SECURITY_HEADERS,
    ...made,
    ...(isHtml ? [['content-security-policy', pagePolicy(raw.toString('utf8'))] as const] : []),
    ['cache-control', 'no-cache'] as const,
    // The language comes from the cookie or Accept-Language when the address names none (page-language.ts).
    ['vary', 'accept-encoding, accept-language, cookie'] as const,
    ['etag', etag] as const,
  ])
    common[name.toLowerCase()] = value;
  const compress: Record<Encoding, () => Buffer> = {
    br: () => brotliCompressFitted(raw, COMPRESSION.brotli),
    gzip: () => gzipSync(raw, { level: COMPRESSION.gzip }),
    identity: () => raw,
  };
  const bodies: Partial<Record<Encoding, Buffer>> = { identity: raw };
  const heads: Partial<Record<Encoding, OutgoingHttpHeaders>> = {};
  const bodyIn = (encoding: Encoding) => (bodies[encoding] ??= compress[encoding]());
  return {
    status: options.status ?? 200,
    raw,
    etag,
    body: bodyIn,
    head: (encoding) =>
      (heads[encoding] ??= {
        ...common,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': bodyIn(encoding).length,
      }),
    notModified: common,
  };
}

/**
 * Writes a held page, compressed as the client accepts, or 304 when the client holds it already. Its
 * head is written whole (no per-request header work): headers set on the response before are
 * replaced by the page's own where they share a name.
 */
export function writeHeldPage(request: IncomingMessage, response: ServerResponse, page: HeldPage): void {
  if (request.headers['if-none-match'] === page.etag) {
    response.writeHead(304, page.notModified).end();
    return;
  }
  const accepts = request.headers['accept-encoding'] ?? '';
  const encoding: Encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  response.writeHead(page.status, page.head(encoding)).end(page.body(encoding));
}
