import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';
import { findNewsVersion } from './news.repo.ts';

/*
 * The public news reads are the busiest calls of the site and change only when staff write. Each
 * answer is kept serialised and compressed, tagged with the table's version (row count and newest
 * update, one index lookup), so every instance serves fresh lists without rebuilding them. An answer
 * holding a featured article also expires when that featuring ends.
 */

interface Entry {
  version: string;
  expiresAt: number;
  etag: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export interface CachedAnswer {
  body: unknown;
  /** When the answer stops being true on its own (a featuring ends); Infinity when never. */
  expiresAt: number;
}

const MAX_AGE_MS = 10 * 60 * 1000;

export class NewsAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private readonly db: Kysely<WebDatabase>;
  private readonly max: number;
  /** Bumped by this instance's own writes, so two of them in the same millisecond still count. */
  private generation = 0;

  constructor(db: Kysely<WebDatabase>, max = 500) {
    this.db = db;
    this.max = max;
  }

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }

  private versionQuery: Promise<string> | undefined;

  /** The table's version; reads arriving together share one query. */
  private currentVersion(): Promise<string> {
    this.versionQuery ??= findNewsVersion(this.db).finally(() => {
      this.versionQuery = undefined;
    });
    return this.versionQuery;
  }

  changed(): void {
    this.generation++;
  }

  /** The kept answer for `key` at this version; concurrent misses share one build. */
  private async entryFor(key: string, version: string, build: () => Promise<CachedAnswer>): Promise<Entry> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version && kept.expiresAt > Date.now()) return kept;
    const pendingKey = `${version}\u0000${key}`;
    let pending = this.pending.get(pendingKey);
    if (!pending) {
      pending = (async () => {
        const answer = await build();
        const raw = Buffer.from(JSON.stringify(answer.body));
        const entry: Entry = {
          version,
          expiresAt: Math.min(answer.expiresAt, Date.now() + MAX_AGE_MS),
          etag: `"n${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
          raw,
        };
        this.remember(key, entry);
        return entry;
      })().finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, pending);
    }
    return pending;
  }

  /** Sends the answer for `key`: from memory when the table has not changed, else built by `build`. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<CachedAnswer>,
  ): Promise<FastifyReply> {
    const version = `${this.generation}:${await this.currentVersion()}`;
    const entry = await this.entryFor(key, version, build);

    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    // Small answers are not worth compressing (the same threshold as the rest of the site).
    if (entry.raw.length >= 1024 && /\bbr\b/.test(accepts)) {
      entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(entry.br);
    }
    if (entry.raw.length >= 1024 && /\bgzip\b/.test(accepts)) {
      entry.gzip ??= gzipSync(entry.raw, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.raw);
  }
}

/** The earliest end of a featuring among the articles of an answer. */
export function featuringEnds(
  articles: ReadonlyArray<{ featured: boolean; featuredUntil: string | null }>,
): number {
  let earliest = Infinity;
  for (const a of articles)
    if (a.featured && a.featuredUntil) earliest = Math.min(earliest, Date.parse(a.featuredUntil));
  return earliest;
}
