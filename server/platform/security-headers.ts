import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { CSP_DIRECTIVES } from './csp.ts';

/**
 * Helmet's security headers on every answer. The middleware is built once: building it parses and
 * checks the policy, which a per-request build (as the Fastify wrapper does) repeats on every request.
 * HTML pages replace the policy with the same one plus the hashes of their inline scripts (csp.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES } },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
