/**
 * The site's own public API answered inside the server process, for pages the server renders: the
 * same routes, validation, caches and envelopes as over HTTP, without a network round trip.
 * `path` starts with `/api`; `body` is the parsed JSON answer.
 */
export interface InProcessApi {
  get(path: string): Promise<{ status: number; body: unknown }>;
}
