import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pagePolicy } from '../platform/csp.ts';

/**
 * A page held in memory with its compressed forms and validators, so answering it again costs no
 * rendering, no compression and no disk while its data has not changed (./pages.ts).
 */
export interface HeldPage {
  status: number;
  /** The headers the page was made with (content type first), sent again as they were. */
  headers: Array<[string, string]>;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * Pages are compressed again whenever their data changes (the board after every report): brotli 9
 * took tens of milliseconds of the event loop per board render under load, 5 takes a few.
 */
const COMPRESSION = { gzip: 6, brotli: 5 } as const;

export function holdPage(
  body: string | Buffer,
  options: { status?: number; headers?: Array<[string, string]> } = {},
): HeldPage {
  const level = COMPRESSION;
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const headers = options.headers ?? [['content-type', 'text/html; charset=utf-8']];
  const isHtml = headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
  return {
    status: options.status ?? 200,
    headers: isHtml ? [...headers, ['content-security-policy', pagePolicy(raw.toString('utf8'))]] : headers,
    raw,
    gzip: gzipSync(raw, { level: level.gzip }),
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli } }),
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
  };
}

/** Sends a held page, compressed as the client accepts, or 304 when the client holds it already. */
export function sendHeldPage(request: FastifyRequest, reply: FastifyReply, page: HeldPage): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}
