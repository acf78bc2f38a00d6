/**
 * The site's own public API answered inside the server process, for pages the server renders: the
 * same routes, validation, caches and envelopes as over HTTP, without a network round trip.
 * `path` starts with `/api`; `body` is the parsed JSON answer.
 */
export interface InProcessApi {
  get(path: string): Promise<{ status: number; body: unknown }>;
}

/** What the production server gives each page it renders, for the route loaders. */
export interface PageContext {
  /** Absent under the dev server, where loaders call the API over HTTP. */
  api?: InProcessApi;
  /** The site's public origin as the server is configured (PUBLIC_URL), for absolute links. */
  publicUrl?: string;
}
