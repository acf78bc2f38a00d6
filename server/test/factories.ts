import { argon2Sync, randomBytes } from 'node:crypto';
import type { SiteRole } from '../../contract/roles.ts';
import { writeSecurityLevel } from '../game/access.ts';
import { insertGameAccount } from '../game/accounts.ts';
import { canonicalMasterHex } from '../game/totp.ts';
import { createSession } from '../platform/sessions.ts';
import type { TestContext } from './harness.ts';

let sequence = 0;
const unique = () =>
  `${Date.now().toString(36).slice(-4)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();

export interface TestAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A game account with its site rows, as registration leaves them; optional site roles and GM level. */
export async function createAccount(
  ctx: TestContext,
  options: {
    username?: string;
    email?: string;
    password?: string;
    roles?: SiteRole[];
    gmlevel?: number;
    points?: number;
  } = {},
): Promise<TestAccount> {
  const username = (options.username ?? `T${unique()}`).slice(0, 16);
  const email = options.email ?? `${username.toLowerCase()}@example.test`;
  const password = options.password ?? 'secret123';
  const { id } = await insertGameAccount(ctx.dbs.auth, ctx.core.columns, {
    username,
    email,
    password,
  });
  const now = Date.now();
  await ctx.dbs.web
    .insertInto('site_account')
    .values({ account_id: id, points: options.points ?? 0, created_at: now })
    .execute();
  for (const role of options.roles ?? []) {
    await ctx.dbs.web
      .insertInto('site_role')
      .values({ account_id: id, role, granted_at: now, granted_by: 'test' })
      .execute();
  }
  if (options.gmlevel) {
    await writeSecurityLevel(ctx.dbs.auth, ctx.core.columns, {
      accountId: id,
      securityLevel: options.gmlevel,
      realmId: -1,
    });
  }
  return { id, username: username.toUpperCase(), email, password };
}

/** A live session for the account, without going through the sign-in route. */
export async function signIn(ctx: TestContext, account: { id: number }): Promise<string> {
  const { token } = await createSession(ctx.dbs.web, {
    accountId: account.id,
    rememberMe: false,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let nextGuid = 1000;

/** A number written in the letters a–z (a character name holds no digits). */
function asLetters(n: number): string {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/**
 * A character row written the way the core writes it (every NOT NULL column without default given),
 * in the characters database of `realmId` (by default the first realm's).
 */
export async function createCharacter(
  ctx: TestContext,
  options: {
    account: number;
    realmId?: number;
    /** Each realm numbers its own characters: a test may give two realms the same guid. */
    guid?: number;
    name?: string;
    race?: number;
    class?: number;
    level?: number;
    online?: number;
    map?: number;
    zone?: number;
    totaltime?: number;
  },
) {
  const guid = options.guid ?? nextGuid++ * 10 + Math.floor(Math.random() * 10);
  // Letters only, as the core normalises names, and unique within the test's databases: TrinityCore's
  // name index is unique.
  const name = options.name ?? `C${asLetters(guid)}`;
  const row = {
    guid,
    account: options.account,
    name,
    race: options.race ?? 1,
    class: options.class ?? 1,
    level: options.level ?? 10,
    online: options.online ?? 0,
    map: options.map ?? 0,
    zone: options.zone ?? 12,
    totaltime: options.totaltime ?? 3600,
    logout_time: Math.floor(Date.now() / 1000) - 600,
    taximask: '',
    ...(ctx.core.columns.charactersHaveInnTrigger ? { innTriggerId: 0 } : {}),
  };
  const realm = options.realmId === undefined ? ctx.realms.oneRealm : ctx.realms.get(options.realmId);
  if (!realm?.characters) throw new Error(`realm ${options.realmId} has no characters database in this test`);
  await realm.characters.db.insertInto('characters').values(row).execute();
  return { ...row, realmId: realm.id };
}

/**
 * The `secret_digest` value an authserver with this `TOTPMasterSecret` writes (Argon2id, encoded as
 * `argon2id_hash_encoded` makes it). The cores hash with t=10 and m=2^17 KiB, several seconds here; the
 * site reads the cost from the digest, so a cheap one tests the same path.
 */
export function secretDigest(masterHex: string): string {
  const salt = randomBytes(16);
  const hash = argon2Sync('argon2id', {
    message: canonicalMasterHex(masterHex),
    nonce: salt,
    memory: 1024,
    passes: 2,
    parallelism: 1,
    tagLength: 16,
  });
  const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=1024,t=2,p=1$${b64(salt)}$${b64(hash)}`;
}
