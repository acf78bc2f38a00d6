import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorDetail, ErrorEnvelope } from '../../contract/errors.ts';
import { databaseUnavailable, OUTAGE_RETRY_AFTER_S, type OutageWatch } from './outage.ts';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  NOT_SIGNED_IN: 401,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  ACCOUNT_BANNED: 403,
  FORBIDDEN: 403,
  STAFF_TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CHARACTER_ONLINE: 409,
  WORLDSERVER_UNAVAILABLE: 409,
  RATE_LIMITED: 429,
  WORLDSERVER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** A failure a service means to report: its text is shown to the person, its code read by programs. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  /** Seconds until trying again makes sense: sent as `Retry-After`. */
  readonly retryAfter: number | undefined;
  constructor(
    code: ErrorCode,
    message: string,
    details?: ErrorDetail[],
    options: { retryAfter?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.status = statusOf[code];
    this.details = details;
    this.retryAfter = options.retryAfter;
  }
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorEnvelope = {
    success: false,
    error: error.message,
    message: error.message,
    code: error.code,
  };
  if (error.details) body.details = error.details;
  if (error.retryAfter !== undefined)
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))));
  return reply.status(error.status).send(body);
}

/**
 * A client's mistake the framework found (malformed JSON, wrong content type, body too large, a bad
 * or over-long address): never a 500, and a code that agrees with the status. A static file the
 * address cannot name (403 from the file server, e.g. a name too long for the disk) is not found.
 */
function sendClientError(reply: FastifyReply, status: number, message: string): FastifyReply {
  if (status === 403 || status === 404) {
    return sendError(reply, new AppError('NOT_FOUND', 'Not found'));
  }
  const body: ErrorEnvelope = {
    success: false,
    error: message || 'Bad request',
    message: message || 'Bad request',
    code: 'BAD_REQUEST',
  };
  return reply.status(status).send(body);
}

/**
 * Errors the router raises before any route runs: an address with a malformed escape (400) or a path
 * parameter longer than any id (414), answered in the API's envelope.
 */
export function frameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendClientError(reply, 414, 'This address is too long.');
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendClientError(reply, 400, 'This address is not valid.');
    return;
  }
  void sendClientError(reply, error.statusCode ?? 400, error.message);
}

/** 503 with Retry-After: a database cannot serve the request right now. */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
  return sendError(
    reply,
    new AppError(
      'SERVICE_UNAVAILABLE',
      'The realm’s database is not answering right now. Please try again in a moment.',
    ),
  );
}

/**
 * The one error handler: validation → 400 with details, AppError → its status, an unreachable or
 * locked database → 503 with Retry-After (logged once per outage), anything else → a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance, outages: OutageWatch): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      outages.report(error, unavailable);
      return sendUnavailable(reply);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: String(v.instancePath || '/')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? 'is invalid',
      }));
      return sendError(
        reply,
        new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid request', details),
      );
    }
    if (error.statusCode === 429) {
      return sendError(
        reply,
        new AppError('RATE_LIMITED', error.message || 'Too many requests, try again later'),
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendClientError(reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      new AppError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
    );
  });
}
