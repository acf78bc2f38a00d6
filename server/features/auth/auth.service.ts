import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  AUTH_MESSAGES,
  emailTooLongMessage,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LIFETIME_HOURS,
  type BackendUser,
} from '../../../contract/auth.ts';
import { ACCOUNT_MESSAGES } from '../../../contract/account.ts';
import { text } from '../../../contract/i18n/text.ts';
import type { Language } from '../../../contract/i18n/languages.ts';
import type { SiteRole } from '../../../contract/roles.ts';
import type { Config } from '../../config.ts';
import type { Databases } from '../../db/databases.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import {
  insertAccountRow,
  insertRealmCharacters,
  type GameAccountRow,
  type NewGameAccount,
} from '../../game/accounts.ts';
import { describeBan, findActiveBans } from '../../game/bans.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import {
  claimEmail,
  rememberAccountEmail,
  releaseEmail,
  type EmailLookup,
} from '../../accounts/email-lookup.ts';
import { findAccountLanguage, rememberLanguage } from '../../accounts/mail-language.ts';
import { checkPassword, computeVerifier, makeRegistration, upperOnlyLatin } from '../../game/srp6.ts';
import { AppError } from '../../platform/errors.ts';
import { inGameTransaction, inWebTransaction } from '../../platform/game-transaction.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { createSession, endAllSessions, findSiteRoles, hashToken } from '../../platform/sessions.ts';
import type { Log } from '../../platform/log.ts';
import { burnEmailChangesOfAccount, deleteOtherSessions } from './account.repo.ts';
import { passwordResetMail } from './auth.mails.ts';
import {
  accountTarget,
  PASSWORD_LIMITS,
  unknownNameTarget,
  type GuessTarget,
  type PasswordGuard,
} from './password-attempts.ts';
import * as repo from './auth.repo.ts';
import type { AccountForSignIn } from './auth.repo.ts';
import { findPendingSignIns, pendingOpenedBy, registrationPending } from './pending-sign-in.ts';
import { checkSecondFactor, type TwoFactorKeys } from './two-factor.service.ts';

export interface AuthDeps {
  dbs: Databases;
  config: Config;
  core: GameCoreInfo;
  mailer: Mailer;
  log: Log;
  /** Runs work after the answer (failures are logged); the app waits for it when it closes. */
  background: (what: string, task: () => Promise<void>) => void;
  twoFactor: TwoFactorKeys;
  emailLookup: EmailLookup;
  /** Each successful sign-in is counted for the staff's sign-ins per day (the app's `signInCount`). */
  signInCount: { count(now?: number): void };
}

/** Where a request comes from, as the sessions table keeps it. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** The language its `Accept-Language` names, if the site speaks it: the owner's mails follow it. */
  language?: Language;
}

export const MESSAGES = {
  registered: text('api.auth.registered'),
  signedIn: text('api.auth.signedIn'),
  signedOut: text('api.auth.signedOut'),
  invalidCredentials: AUTH_MESSAGES.invalidCredentials,
  usernameTaken: text('api.auth.usernameTaken'),
  emailTaken: text('api.auth.emailTaken'),
  wrongCurrentPassword: text('api.auth.wrongCurrentPassword'),
  passwordChanged: text('api.auth.passwordChanged'),
  passwordReset: PASSWORD_RESET_DONE,
  /** The one answer to a reset request, whether or not the address belongs to an account. */
  resetRequested: text('api.auth.resetRequested'),
  signInToContinue: text('api.auth.signInToContinue'),
} as const;

const HOUR = 60 * 60 * 1000;

/** The user the client reads (docs/product.md §3.2), the email in lower case (docs/product.md §10.16). */
function toBackendUser(account: AccountForSignIn, roles: string[]): BackendUser {
  return {
    id: account.id,
    username: account.username,
    reg_mail: (account.email || account.reg_mail).toLowerCase(),
    roles: roles as SiteRole[],
  };
}

export function checkEmailLength(core: GameCoreInfo, email: string) {
  const max = core.columns.maxEmailLength;
  if (email.length > max) {
    throw new AppError('VALIDATION_ERROR', emailTooLongMessage(max), [
      { path: 'email', message: emailTooLongMessage(max) },
    ]);
  }
}

export const usernameTaken = () =>
  new AppError('CONFLICT', MESSAGES.usernameTaken, [{ path: 'username', message: MESSAGES.usernameTaken }]);
export const emailTaken = () =>
  new AppError('CONFLICT', MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);

/**
 * Creates a game account the way the core's `AccountMgr::CreateAccount` does, then, in one web
 * transaction, the site's profile (points 0), the address in the email lookup and whatever
 * `steps.inProfile` writes (registration's session). If a later step fails the account's rows are
 * removed: nothing is left half-created. The address is claimed until it is in the lookup, so two
 * registrations of one address at once cannot both pass the check (the core's unique key does the
 * same for names); `steps.afterProfile` runs beside the claim's release.
 */
export async function createGameAccount(
  deps: Pick<AuthDeps, 'dbs' | 'core' | 'emailLookup' | 'log'>,
  input: NewGameAccount,
  steps: {
    inProfile?: (trx: Kysely<WebDatabase>, account: AccountForSignIn) => Promise<void>;
    afterProfile?: (account: AccountForSignIn) => Promise<void>;
  } = {},
): Promise<AccountForSignIn> {
  const { dbs, core } = deps;
  checkEmailLength(core, input.email);
  if (!(await claimEmail(dbs, input.email))) throw emailTaken();
  let account: AccountForSignIn | undefined;
  try {
    if ((await deps.emailLookup.holders(input.email)).length > 0) throw emailTaken();
    let row: GameAccountRow;
    try {
      row = await insertAccountRow(dbs.auth, core.columns, input);
    } catch (error) {
      // A taken name, in any case (names are stored upper-cased): the core's unique key says so, also
      // when two registrations of one name race.
      if (repo.isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    // At once, so that lookups made meanwhile do not take it for an account made in game.
    deps.emailLookup.creating(row.id);
    // A new account has no second factor.
    account = { ...row, totp_secret: null };
    const made = account;
    // The zero character counts are a statement of their own, as the core runs them (docs/game-core.md
    // §1.2): beside the site's transaction, a turn of the event loop sooner. A missing count does no
    // harm, so its failure alone keeps the account.
    const [counts, profile] = await Promise.allSettled([
      insertRealmCharacters(dbs.auth, row.id),
      dbs.web.transaction().execute(async (trx) => {
        await repo.insertSiteAccount(trx, made.id, Date.now());
        await deps.emailLookup.rememberNew(trx, made.id, input.email);
        await steps.inProfile?.(trx, made);
      }),
    ]);
    if (profile.status === 'rejected') throw profile.reason;
    if (counts.status === 'rejected') {
      deps.log.warn({ err: counts.reason }, `character counts of new account ${made.id} not written`);
    }
  } catch (error) {
    if (account) await repo.deleteGameAccount(dbs.auth, account.id);
    await releaseEmail(dbs.web, input.email);
    throw error;
  }
  const created = account;
  // Side by side, as under load each statement waits its own turn of the event loop. A claim that
  // could not be let go ends within a minute, and the address is taken by then anyway.
  await Promise.all([
    releaseEmail(dbs.web, input.email).catch(() => undefined),
    steps.afterProfile?.(created),
  ]);
  return created;
}

/** The address the owner signed in from (ADR 005); a failure costs only its recognition next time. */
async function rememberSignInSource(
  deps: AuthDeps,
  accountId: number,
  ip: string,
  now: number,
  isNewAccount = false,
) {
  await repo
    .recordSignInSource(deps.dbs.web, accountId, ip, now, PASSWORD_LIMITS.knownSourceMs, isNewAccount)
    .catch((error: unknown) =>
      deps.log.warn({ err: error }, `sign-in address of account ${accountId} not recorded`),
    );
}

/**
 * Registration: the game account and a session, so the new player is signed in at once. A registration
 * that waited for its mailed link comes here too, with the salt and verifier it kept.
 */
export async function register(deps: AuthDeps, input: NewGameAccount, client: ClientInfo) {
  let token = '';
  const account = await createGameAccount(deps, input, {
    async inProfile(trx, created) {
      ({ token } = await createSession(trx, {
        accountId: created.id,
        rememberMe: false,
        ip: client.ip,
        userAgent: client.userAgent,
      }));
    },
    // After the registration's transaction, as after a sign-in: inside it, the address rows' range
    // delete and insert deadlocked registrations made at the same moment on MariaDB.
    afterProfile: async (created) => {
      await Promise.all([
        rememberSignInSource(deps, created.id, client.ip, Date.now(), true),
        rememberLanguage(deps.dbs.web, deps.log, created.id, client.language),
      ]);
    },
  });
  // A new account holds no site role yet.
  return { user: toBackendUser(account, []), token };
}

// A fixed salt for unknown names, so a miss costs the same verifier computation as a hit.
const decoySalt = randomBytes(32);

/**
 * The accounts a typed identifier may open: the account of that name and those of that email, in any
 * letter case. Known and unknown identifiers cost the same reads (see `findAccountsByIds`).
 */
async function findSignInCandidates(
  deps: Pick<AuthDeps, 'dbs' | 'emailLookup'>,
  identifier: string,
): Promise<AccountForSignIn[]> {
  const upper = upperOnlyLatin(identifier.trim());
  const [byName, byEmail] = await Promise.all([
    repo.findAccountByUsername(deps.dbs.auth, upper),
    upper.includes('@') ? accountsByEmail(deps, upper) : [],
  ]);
  return byName ? [byName, ...byEmail.filter((a) => a.id !== byName.id)] : byEmail;
}

/**
 * The candidate the password opens, or undefined, by recomputing the verifier (constant-time
 * comparison). With no candidate a verifier is computed for a decoy salt: a miss costs what a hit does.
 */
function matchPassword(candidates: AccountForSignIn[], identifier: string, password: string) {
  if (candidates.length === 0) {
    computeVerifier(upperOnlyLatin(identifier.trim()), password, decoySalt);
    return undefined;
  }
  return candidates.find((a) => checkPassword(a.username, password, a.salt, a.verifier));
}

/** Every account the address belongs to (the core does not keep addresses unique), oldest first. */
async function accountsByEmail(
  deps: Pick<AuthDeps, 'dbs' | 'emailLookup'>,
  email: string,
): Promise<AccountForSignIn[]> {
  return repo.findAccountsByIds(deps.dbs.auth, (await deps.emailLookup.find(email)).slice(0, 10));
}

/**
 * What a password guess from `ip` counts against: each matching account (name and email forms are one
 * account), or the typed name when none matches; with whether the account signed in from `ip` before.
 */
export async function guessTargets(
  dbs: Databases,
  candidates: Array<{ id: number }>,
  typed: string,
  ip: string,
): Promise<{ targets: GuessTarget[]; lastHere: Map<number, number> }> {
  const ids = candidates.map((a) => a.id);
  const lastHere = await repo.findKnownSources(dbs.web, ids, ip, Date.now() - PASSWORD_LIMITS.knownSourceMs);
  return targetsOf(ids, typed, lastHere);
}

function targetsOf(ids: number[], typed: string, lastHere: Map<number, number>) {
  if (ids.length === 0) return { targets: [unknownNameTarget(typed)], lastHere };
  return { targets: ids.map((id) => accountTarget(id, lastHere.has(id))), lastHere };
}

/**
 * A sign-in address seen again within this long is not written again: the limits only ask whether it
 * was seen in the last 90 days, and a write per sign-in doubled a busy evening's commits.
 */
const SOURCE_RESEEN_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-in: one generic 401 for any wrong name or password; a registration still waiting for its link
 * answers 403 REGISTRATION_PENDING to its right password only; with the right password, an account with
 * two-factor sign-in needs its code (401 TOTP_REQUIRED, a wrong code counting as a wrong password); a
 * banned account then gets its ban's end and reason. An account without a site profile (made in game,
 * or a registration cut short) gets one here, in the session's transaction.
 */
export async function signIn(
  deps: AuthDeps,
  input: { username: string; password: string; rememberMe: boolean; totpCode?: string },
  client: ClientInfo,
  guard: PasswordGuard,
) {
  const { dbs } = deps;
  const [candidates, pending] = await Promise.all([
    findSignInCandidates(deps, input.username),
    findPendingSignIns(deps, input.username),
  ]);
  const ids = candidates.map((a) => a.id);
  // Everything the sign-in needs of its candidates, read together before the password is checked:
  // under load each read in turn waits a turn of the event loop; known and unknown names read the same.
  const [records, bans] = await Promise.all([
    repo.findSignInRecords(dbs.web, ids, client.ip, Date.now() - PASSWORD_LIMITS.knownSourceMs),
    findActiveBans(dbs.auth, ids),
  ]);
  const { targets, lastHere } = targetsOf(ids, input.username, records.lastHere);
  await guard.before(targets);
  // A name that only waits for its link costs its own verifier instead of the decoy's.
  const account =
    candidates.length > 0 || pending.length === 0
      ? matchPassword(candidates, input.username, input.password)
      : undefined;
  if (!account) {
    const waiting = pendingOpenedBy(pending, input.password);
    if (waiting) throw registrationPending(waiting);
    await guard.failed(targets);
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  if (account.totp_secret) {
    if (!input.totpCode) throw new AppError('TOTP_REQUIRED', ACCOUNT_MESSAGES.signInCodeNeeded);
    const secret = { id: account.id, totp_secret: account.totp_secret };
    if (!(await checkSecondFactor(deps, secret, input.totpCode))) {
      await guard.failed(targets);
      throw new AppError('TOTP_REQUIRED', ACCOUNT_MESSAGES.codeOrRecoveryWrong);
    }
  }
  const ban = bans.get(account.id);
  if (ban) throw new AppError('ACCOUNT_BANNED', describeBan(ban));
  const hasProfile = records.withProfile.has(account.id);
  const roles = rolesInForce(deps.config, account, records.roles.get(account.id) ?? []);
  const now = Date.now();
  // The profile first, on its own: a session without a profile never exists, and a profile without a
  // session (a failure between the two) is what the next sign-in would have made anyway.
  if (!hasProfile) await repo.ensureSiteAccount(dbs.web, account.id, now);
  const { token } = await createSession(
    dbs.web,
    { accountId: account.id, rememberMe: input.rememberMe, ip: client.ip, userAgent: client.userAgent },
    now,
  );
  deps.signInCount.count(now);
  // Outside the transaction: two sign-ins of one account at once would otherwise take gap locks on its
  // address rows in InnoDB and deadlock.
  await Promise.all([
    now - (lastHere.get(account.id) ?? 0) > SOURCE_RESEEN_MS
      ? rememberSignInSource(deps, account.id, client.ip, now)
      : undefined,
    rememberLanguage(dbs.web, deps.log, account.id, client.language),
  ]);
  return { user: toBackendUser(account, roles), token };
}

export async function currentUser(
  deps: { dbs: Databases; config: Pick<Config, 'staffTwoFactorRequired'> },
  accountId: number,
): Promise<BackendUser> {
  const [account, roles] = await Promise.all([
    repo.findAccountById(deps.dbs.auth, accountId),
    findSiteRoles(deps.dbs.web, accountId),
  ]);
  if (!account) throw new AppError('NOT_SIGNED_IN', MESSAGES.signInToContinue);
  return toBackendUser(account, rolesInForce(deps.config, account, roles));
}

/**
 * The site roles that count: with STAFF_2FA=required, none while the account has no two-factor
 * sign-in, as the guards decide (server/platform/auth-guard.ts). The user a sign-in or the profile
 * answers lists these, so the web app never offers staff pages the API would refuse.
 */
function rolesInForce(
  config: Pick<Config, 'staffTwoFactorRequired'>,
  account: { totp_secret: unknown },
  roles: string[],
): string[] {
  return config.staffTwoFactorRequired && account.totp_secret === null ? [] : roles;
}

/**
 * New salt and verifier (as `AccountMgr::ChangePassword`); with it, in one web transaction, every session
 * of the account ends (but `keepSession`, the one asking), every outstanding reset and e-mail change
 * link is burnt and `alsoInWeb` runs (the fresh session of a profile change). The web rows are written
 * before the core's commit, so a failure there leaves the old password in place rather than a new one
 * with live links.
 */
export async function setPassword(
  dbs: Databases,
  account: { id: number; username: string },
  password: string,
  options: { keepSession?: number; alsoInWeb?: (web: Kysely<WebDatabase>) => Promise<void> } = {},
) {
  const { salt, verifier } = makeRegistration(account.username, password);
  await inGameTransaction(dbs.auth, dbs.web, async (auth, web) => {
    await repo.updateAccountVerifier(auth, account.id, salt, verifier);
    await inWebTransaction(web, async (trx) => {
      if (options.keepSession === undefined) await endAllSessions(trx, account.id);
      else await deleteOtherSessions(trx, account.id, options.keepSession);
      const now = Date.now();
      await repo.burnPasswordResetsOfAccount(trx, account.id, now);
      await burnEmailChangesOfAccount(trx, account.id, now);
      await options.alsoInWeb?.(trx);
    });
  });
}

/**
 * A new address as `.account set email` writes it; with it, in one web transaction, the email lookup and
 * the burning of every reset link (they were mailed to the old address) and of every other pending
 * e-mail change.
 */
export async function setEmail(dbs: Databases, accountId: number, email: string) {
  await inGameTransaction(dbs.auth, dbs.web, async (auth, web) => {
    await repo.updateAccountEmail(auth, accountId, upperOnlyLatin(email));
    await inWebTransaction(web, async (trx) => {
      await rememberAccountEmail(trx, accountId, email);
      await repo.burnPasswordResetsOfAccount(trx, accountId, Date.now());
      await burnEmailChangesOfAccount(trx, accountId, Date.now());
    });
  });
}

/**
 * A reset link for every account of the address, mailed; nothing at all for an unknown address. The
 * whole of it runs in the background, after the answer: the request does the same work, and answers in
 * the same time, whether or not the address is known. The link's origin is PUBLIC_URL, never the
 * client's claim.
 */
export function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  ip: string,
  language: Language = deps.config.languages.site,
): void {
  deps.background('password reset request', () => sendResetLinks(deps, email, ip, language));
}

/** Each mail in its account's language; an account never heard from gets the request's. */
async function sendResetLinks(deps: AuthDeps, email: string, ip: string, language: Language): Promise<void> {
  const { dbs, config, mailer, log } = deps;
  const accounts = await accountsByEmail(deps, email);
  for (const account of accounts) {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await repo.insertPasswordReset(dbs.web, {
      tokenHash: hashToken(token),
      accountId: account.id,
      now,
      expiresAt: now + RESET_LIFETIME_HOURS * HOUR,
      ip,
    });
    const link = `${config.publicUrl}/auth/reset-password?token=${token}`;
    const mailLanguage = (await findAccountLanguage(dbs.web, account.id)) ?? language;
    await mailer.send(
      passwordResetMail({ language: mailLanguage, to: email.trim(), username: account.username, link }),
    );
    if (mailer.delivery === 'outbox') {
      log.info(`Password reset link for ${account.username} (mail in the outbox): ${link}`);
    }
  }
}

/** Sets the new password from a valid, unused, unexpired link; burns the link and ends every session. */
export async function confirmPasswordReset(deps: AuthDeps, input: { token: string; password: string }) {
  const { dbs } = deps;
  const reset = await repo.findPasswordReset(dbs.web, hashToken(input.token));
  const now = Date.now();
  if (!reset || reset.used_at !== null || reset.expires_at <= now) {
    throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
  }
  const account = await repo.findAccountById(dbs.auth, reset.account_id);
  if (!account) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
  // The conditional update makes the link single-use even under two simultaneous submissions.
  if (!(await repo.markPasswordResetUsed(dbs.web, reset.id, now))) {
    throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
  }
  try {
    await setPassword(dbs, account, input.password);
  } catch (error) {
    await repo.unmarkPasswordResetUsed(dbs.web, reset.id);
    throw error;
  }
}

/** For the operator CLI: the account by name, or a clear error. */
export async function requireAccountByName(dbs: Databases, username: string): Promise<AccountForSignIn> {
  const account = await repo.findAccountByUsername(dbs.auth, upperOnlyLatin(username.trim()));
  if (!account) throw new AppError('NOT_FOUND', text('api.auth.accountNotFound', { username }));
  return account;
}

/** Grants a site role; false when the account held it already. `audit` runs in the same transaction. */
export async function grantRole(
  dbs: Databases,
  accountId: number,
  role: SiteRole,
  grantedBy: string,
  audit: (trx: Kysely<WebDatabase>) => Promise<void>,
): Promise<boolean> {
  return dbs.web.transaction().execute(async (trx) => {
    const roles = await findSiteRoles(trx, accountId);
    if (roles.includes(role)) return false;
    // Accounts made by the core itself have no site profile yet.
    if (!(await repo.findSiteAccount(trx, accountId)))
      await repo.insertSiteAccount(trx, accountId, Date.now());
    await repo.insertSiteRole(trx, { accountId, role, grantedBy, now: Date.now() });
    await audit(trx);
    return true;
  });
}

/** Revokes a site role; false when the account did not hold it. `audit` runs in the same transaction. */
export async function revokeRole(
  dbs: Databases,
  accountId: number,
  role: SiteRole,
  audit: (trx: Kysely<WebDatabase>) => Promise<void>,
): Promise<boolean> {
  return dbs.web.transaction().execute(async (trx) => {
    if ((await repo.deleteSiteRole(trx, accountId, role)) === 0) return false;
    await audit(trx);
    return true;
  });
}
