import { inject } from 'vitest';
import type { BugDetail, BugReport, BugUpdate } from '../../contract/bugs.ts';
import type { NewsArticle, NewsCreate } from '../../contract/news.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabases, type Databases } from '../../server/db/databases.ts';
import { insertGameAccount } from '../../server/game/accounts.ts';
import { coreColumns } from '../../server/game/core-columns.ts';
import { createSession } from '../../server/platform/sessions.ts';
import { baseUrl } from './browser.ts';

/*
 * Each journey makes the accounts, characters, bugs and news it looks at: accounts and characters
 * written into the site's embedded database as registration and the core write them, everything
 * else through the API with a session of the journey's own account.
 */

export async function withDatabases<T>(work: (dbs: Databases) => Promise<T>): Promise<T> {
  const config = loadConfig({ DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent' });
  const dbs = openDatabases(config.databases);
  try {
    return await work(dbs);
  } finally {
    await dbs.close();
  }
}

let counter = 0;

/** A run-unique word of letters only (character names hold no digits). */
export function uniqueLetters(length = 6): string {
  counter += 1;
  let n = Date.now() * 100 + counter;
  let text = '';
  while (text.length < length) {
    text += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return text;
}

export interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
}

/**
 * A new game account with its site profile (and site roles, if any), written as registration writes
 * them, so journeys do not spend the registration rate limit. The name is unique per call.
 */
export async function createPlayer(
  options: {
    username?: string;
    email?: string;
    password?: string;
    roles?: Array<'admin' | 'moderator'>;
  } = {},
): Promise<Account> {
  counter += 1;
  const username = (options.username ?? `P${Date.now().toString(36)}${counter}`).toUpperCase().slice(0, 16);
  const email = options.email ?? `${username.toLowerCase()}@example.test`;
  const password = options.password ?? 'journey123';
  return withDatabases(async (dbs) => {
    const { id } = await insertGameAccount(dbs.auth, coreColumns('azerothcore'), {
      username,
      email,
      password,
    });
    const now = Date.now();
    await dbs.web.insertInto('site_account').values({ account_id: id, points: 0, created_at: now }).execute();
    for (const role of options.roles ?? []) {
      await dbs.web
        .insertInto('site_role')
        .values({ account_id: id, role, granted_at: now, granted_by: 'e2e' })
        .execute();
    }
    return { id, username, email, password };
  });
}

export const createAdmin = () => createPlayer({ roles: ['admin'] });

export interface Character {
  guid: number;
  name: string;
  level: number;
}

/** A character of the account with a home to be sent to, written as the core writes them. */
export async function createCharacter(
  account: number,
  options: { name?: string; race?: number; class?: number; level?: number; online?: boolean } = {},
): Promise<Character> {
  const name = options.name ?? `Jc${uniqueLetters(8)}`;
  const level = options.level ?? 44;
  return withDatabases(async (dbs) => {
    // A random guid, drawn again if the journeys running beside this one took it already.
    let guid: number;
    for (let attempt = 1; ; attempt++) {
      guid = 100_000 + Math.floor(Math.random() * 800_000);
      try {
        await dbs.characters
          .insertInto('characters')
          .values({
            guid,
            account,
            name,
            race: options.race ?? 7,
            class: options.class ?? 8,
            level,
            map: 571,
            zone: 67,
            online: options.online ? 1 : 0,
            taximask: '',
            innTriggerId: 0,
          })
          .execute();
        break;
      } catch (error) {
        if (attempt === 5 || !String(error).includes('UNIQUE')) throw error;
      }
    }
    await dbs.characters
      .insertInto('character_homebind')
      .values({ guid, mapId: 0, zoneId: 1537, posX: -4918.5, posY: -940.5, posZ: 501.5 })
      .execute();
    return { guid, name, level };
  });
}

export async function readCharacter(guid: number) {
  return withDatabases((dbs) =>
    dbs.characters.selectFrom('characters').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow(),
  );
}

/** A live session of the account, as signing in makes one: its bearer token for API calls. */
export async function sessionOf(account: { id: number }): Promise<string> {
  return withDatabases(async (dbs) => {
    const { token } = await createSession(dbs.web, {
      accountId: account.id,
      rememberMe: false,
      ip: '127.0.0.1',
      userAgent: 'e2e',
    });
    return token;
  });
}

/** An API call of the site under test as the session's account; throws with the server's text when refused. */
export async function callApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await res.json()) as { success: boolean; data: T; error?: string };
  if (!res.ok || !payload.success) throw new Error(`${method} ${path}: ${res.status} ${payload.error}`);
  return payload.data;
}

/** A report through POST /api/bugs, by a player with a character. */
export async function reportBug(
  token: string,
  report: Partial<BugReport> & Pick<BugReport, 'title' | 'characterId'>,
): Promise<BugDetail> {
  return callApi<BugDetail>(token, 'POST', '/bugs', {
    description: 'Seen on the test realm.',
    category: 'other',
    ...report,
  });
}

export const updateBug = (token: string, id: number, changes: BugUpdate) =>
  callApi<BugDetail>(token, 'PUT', `/bugs/${id}`, changes);

/** A published article through POST /api/news, by an admin. */
export const publishNews = (token: string, article: Partial<NewsCreate> & Pick<NewsCreate, 'title'>) =>
  callApi<NewsArticle>(token, 'POST', '/news', {
    content: '<p>An article written for one journey, long enough for the rule of fifty characters.</p>',
    imageUrl: '/assets/images/feature-qol.jpg',
    published: true,
    ...article,
  });
