import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope } from '../../contract/errors.ts';
import type { Language } from '../../contract/i18n/languages.ts';
import { translateText } from '../../contract/i18n/messages.ts';
import { readText, text, type Text } from '../../contract/i18n/text.ts';
import { databaseUnavailable, OUTAGE_RETRY_AFTER_S, type OutageWatch } from './outage.ts';
import { fromAcceptLanguage } from '../web/page-language.ts';
import './texts.ts';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  NOT_SIGNED_IN: 401,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  ACCOUNT_BANNED: 403,
  REGISTRATION_PENDING: 403,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
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

/** A field's own refusal, in words the catalogues hold. */
export interface TextDetail {
  path: string;
  message: Text;
}

/**
 * A failure a service means to report: its text is shown to the person in the language of the
 * request (`Error.message` holds the English, for logs), its code read by programs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly text: Text;
  readonly details: TextDetail[] | undefined;
  /** Seconds until trying again makes sense: sent as `Retry-After`. */
  readonly retryAfter: number | undefined;
  constructor(code: ErrorCode, message: Text, details?: TextDetail[], options: { retryAfter?: number } = {}) {
    super(translateText('en', message));
    this.code = code;
    this.text = message;
    this.status = statusOf[code];
    this.details = details;
    this.retryAfter = options.retryAfter;
  }
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const { language } = reply.request;
  const message = translateText(language, error.text);
  const body: ErrorEnvelope = { success: false, error: message, message, code: error.code };
  if (error.details)
    body.details = error.details.map((d) => ({ path: d.path, message: translateText(language, d.message) }));
  if (error.retryAfter !== undefined)
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))));
  return reply.status(error.status).send(body);
}

/** The framework's refusals by status, in words a person reads (its own texts are English only). */
const CLIENT_ERROR_TEXTS: Record<number, Text> = {
  413: text('api.request.tooLarge'),
  414: text('api.request.addressTooLong'),
  415: text('api.request.unsupportedType'),
};

/**
 * A client's mistake the framework found (malformed JSON, wrong content type, body too large, a bad
 * or over-long address): never a 500, and a code that agrees with the status. A static file the
 * address cannot name (403 from the file server, e.g. a name too long for the disk) is not found.
 */
function sendClientError(reply: FastifyReply, status: number, message?: Text): FastifyReply {
  if (status === 403 || status === 404) {
    return sendError(reply, new AppError('NOT_FOUND', text('api.notFound')));
  }
  const words = translateText(
    reply.request.language,
    message ?? CLIENT_ERROR_TEXTS[status] ?? text('api.request.invalid'),
  );
  const body: ErrorEnvelope = { success: false, error: words, message: words, code: 'BAD_REQUEST' };
  return reply.status(status).send(body);
}

/**
 * Errors the router raises before any route runs: an address with a malformed escape (400) or a path
 * parameter longer than any id (414), answered in the API's envelope. Its request is not yet the
 * app's (no `language`): the language is read from its header here.
 */
export function frameworkErrors(siteLanguage: Language) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    request.language = fromAcceptLanguage(request.headers['accept-language']) ?? siteLanguage;
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      void sendClientError(reply, 414);
      return;
    }
    if (error.code === 'FST_ERR_BAD_URL') {
      void sendClientError(reply, 400, text('api.request.badAddress'));
      return;
    }
    void sendClientError(reply, error.statusCode ?? 400);
  };
}

/** 503 with Retry-After: a database cannot serve the request right now. */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
  return sendError(reply, new AppError('SERVICE_UNAVAILABLE', text('api.databaseUnavailable')));
}

/** A schema's message: the rules in contract/ write theirs with `text()`; zod's own say which field. */
function ruleText(message: string | undefined, path: string): Text {
  if (message && readText(message)) return message as Text;
  return text('api.field.invalid', { field: path || 'body' });
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
      const details = error.validation.map((v) => {
        const path = String(v.instancePath || '/')
          .replace(/^\//, '')
          .replaceAll('/', '.');
        return { path, message: ruleText(v.message, path) };
      });
      return sendError(
        reply,
        new AppError('VALIDATION_ERROR', details[0]?.message ?? text('api.request.invalid'), details),
      );
    }
    if (error.statusCode === 429) {
      return sendError(reply, new AppError('RATE_LIMITED', text('api.tooManyRequests')));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendClientError(reply, error.statusCode);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new AppError('INTERNAL_ERROR', text('api.internalError')));
  });
}
