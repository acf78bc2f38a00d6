import type { Kysely } from 'kysely';
import { isLanguage, type Language } from '../../contract/i18n/languages.ts';
import type { WebDatabase } from '../db/schema/web.ts';
import type { Log } from '../platform/log.ts';

/*
 * The language an account's mails are written in (ADR 020): the last one its owner's requests named
 * in `Accept-Language` (the web app sends its page's) at sign-in, at registration and when the app
 * starts with a session. A request naming none (an API client) changes nothing; an account never
 * heard from gets SITE_LANGUAGE.
 */

/**
 * Remembers the language a request named, in one statement that writes only when it differs, so the
 * usual call changes no row. An account without its site row has it from its first sign-in on. A
 * failure costs only the language of later mails: it is logged and the request goes on.
 */
export async function rememberLanguage(
  db: Kysely<WebDatabase>,
  log: Pick<Log, 'warn'>,
  accountId: number,
  language: Language | undefined,
): Promise<void> {
  if (!language) return;
  try {
    await db
      .updateTable('site_account')
      .set({ language })
      .where('account_id', '=', accountId)
      .where((eb) => eb.or([eb('language', 'is', null), eb('language', '<>', language)]))
      .execute();
  } catch (error) {
    log.warn({ err: error }, `language of account ${accountId} not recorded`);
  }
}

/** The account's remembered language; undefined when none was named or the site no longer speaks it. */
export async function findAccountLanguage(
  db: Kysely<WebDatabase>,
  accountId: number,
): Promise<Language | undefined> {
  const row = await db
    .selectFrom('site_account')
    .select('language')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return isLanguage(row?.language) ? row.language : undefined;
}
