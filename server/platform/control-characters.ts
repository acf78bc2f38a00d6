import type { FastifyInstance } from 'fastify';
import { text } from '../../contract/i18n/text.ts';
import { AppError } from './errors.ts';

/**
 * C0 control characters but tab, line feed and carriage return, and DEL: no text the site keeps has
 * a use for them, and some are lost on the way (a NUL ends a string in SQLite's C API).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string in `value` holding a control character, or undefined. */
function findControl(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findControl(item, path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findControl(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Every request's body and query are refused with a clear 400 when a string in them holds a control
 * character, instead of storing text that would come back changed or cut.
 */
export function rejectControlCharacters(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, pages included, and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = findControl(request.body, '') ?? findControl(request.query, '');
    if (path === undefined) return done();
    const message = path
      ? text('api.controlCharacter.field', { field: path })
      : text('api.controlCharacter.text');
    done(new AppError('VALIDATION_ERROR', message, [{ path, message }]));
  });
}
