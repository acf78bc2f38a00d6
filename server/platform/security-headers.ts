import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { CSP_DIRECTIVES } from './csp.ts';

/**
 * Helmet's security headers, worked out once: they are the same on every answer, so the per-request
 * work is setting them, not running helmet's chain of middlewares. Held pages carry them in their
 * head (server/web/held-page.ts). HTML pages replace the policy with the same one plus the hashes of
 * their inline scripts (csp.ts).
 */
function helmetHeaders(): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES } },
    crossOriginEmbedderPolicy: false,
  })({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  // Helmet sets them synchronously; a version that did not would leave every answer without them.
  if (headers.length === 0) throw new Error('helmet set no security header');
  return headers;
}

export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = helmetHeaders();

/** Answers that may hold a token or a signed-in person's data: the sign-in calls and the account area. */
const PRIVATE_PATHS = ['/api/auth/', '/api/account'];

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
  // A signed-in caller's answer is theirs alone: no shared or browser cache keeps it, whatever the
  // route would let a visitor's copy do.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization || PRIVATE_PATHS.some((p) => request.url.startsWith(p))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
