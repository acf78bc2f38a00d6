import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressFitted } from '../../platform/brotli.ts';
import type { DataVersions } from '../../platform/data-versions.ts';
import { sharedRunsByKey } from '../../platform/shared-run.ts';

/*
 * The public news reads are the busiest calls of the site and change only when staff write. Each
 * answer is kept serialised and compressed under the news version (platform/data-versions.ts), so
 * every instance serves fresh lists without rebuilding them or asking the database. An answer
 * holding a featured article also expires when that featuring ends.
 */

interface Entry {
  version: number;
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
  /** Misses of one answer at one version share one build. */
  private readonly building = sharedRunsByKey<string, Entry>();
  private readonly versions: Pick<DataVersions, 'of'>;
  private readonly max: number;

  constructor(versions: Pick<DataVersions, 'of'>, max = 500) {
    this.versions = versions;
    this.max = max;
  }

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }

  /** The kept answer for `key` at this version; concurrent misses share one build. */
  private async entryFor(key: string, version: number, build: () => Promise<CachedAnswer>): Promise<Entry> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version && kept.expiresAt > Date.now()) return kept;
    return this.building(`${version}\u0000${key}`, async () => {
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
    });
  }

  /** Sends the answer for `key`: from memory when the table has not changed, else built by `build`. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<CachedAnswer>,
  ): Promise<FastifyReply> {
    const entry = await this.entryFor(key, this.versions.of('news'), build);

    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    // Small answers are not worth compressing (the same threshold as the rest of the site).
    if (entry.raw.length >= 1024 && /\bbr\b/.test(accepts)) {
      entry.br ??= brotliCompressFitted(entry.raw, 5);
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
