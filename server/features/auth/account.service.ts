import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_LIFETIME_HOURS,
  EMAIL_CHANGE_LIMITS,
  type AccountOverview,
  type AccountSession,
  type ChangePasswordRequest,
  type NotificationSettings,
} from '../../../contract/account.ts';
import type { UpdateProfileRequest } from '../../../contract/auth.ts';
import type { Text } from '../../../contract/i18n/text.ts';
import type { Language } from '../../../contract/i18n/languages.ts';
import { securityLevelLabel, type SiteRole } from '../../../contract/roles.ts';
import { listAccess, levelOnRealm } from '../../game/access.ts';
import { listBans } from '../../game/bans.ts';
import { claimEmail, emailKey, releaseEmail } from '../../accounts/email-lookup.ts';
import { findAccountLanguage } from '../../accounts/mail-language.ts';
import { listRealms } from '../../game/realms.ts';
import { checkPassword } from '../../game/srp6.ts';
import type { SignedInAccount } from '../../platform/auth-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';
import { createSession, findSiteRoles, hashToken } from '../../platform/sessions.ts';
import * as accountRepo from './account.repo.ts';
import {
  emailChangeRequestedMail,
  emailConfirmMail,
  emailInUseMail,
  passwordChangedMail,
  twoFactorChangedMail,
} from './account.mails.ts';
import {
  checkEmailLength,
  currentUser,
  emailTaken,
  guessTargets,
  MESSAGES,
  setEmail,
  setPassword,
  type AuthDeps,
  type ClientInfo,
} from './auth.service.ts';
import * as repo from './auth.repo.ts';
import type { AccountForSignIn } from './auth.repo.ts';
import type { PasswordGuard } from './password-attempts.ts';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor.service.ts';
import { describeDevice } from './user-agent.ts';

/*
 * The player's own account area: every call acts on the caller's own account only, and every change
 * of a credential is proven by the current password or the second factor, under the sign-in limits.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A 429 when `times` (the requests within the window, oldest first) already hold `cap`, with the
 * moment the oldest of them leaves the window as `Retry-After`.
 */
function refuseOverCap(times: number[], cap: number, window: number, now: number): void {
  if (times.length < cap) return;
  const freed = times[times.length - cap]! + window;
  throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManyEmailChanges, undefined, {
    retryAfter: Math.ceil((freed - now) / 1000),
  });
}

/** A core timestamp ('YYYY-MM-DD HH:MM:SS', UTC) as ISO 8601. */
const isoFromCore = (value: string | null | undefined) =>
  value ? `${String(value).slice(0, 19).replace(' ', 'T')}Z` : null;
const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** Where the account's mail goes: its address (the registration address when `email` is empty), as shown. */
const addressOf = (account: { email: string; reg_mail: string }) =>
  (account.email || account.reg_mail).toLowerCase();

/**
 * Mails after the answer, in the account's remembered language (a notice is for the owner, who may not
 * be the one asking), else the request's; an account without any address gets none.
 */
function mail(
  deps: AuthDeps,
  what: string,
  to: { accountId: number; asked: Language | undefined },
  write: (language: Language) => OutgoingMail,
) {
  deps.background(what, async () => {
    const language =
      (await findAccountLanguage(deps.dbs.web, to.accountId)) ?? to.asked ?? deps.config.languages.site;
    const message = write(language);
    if (message.to) await deps.mailer.send(message);
  });
}

async function requireAccount(deps: AuthDeps, accountId: number): Promise<AccountForSignIn> {
  const account = await repo.findAccountById(deps.dbs.auth, accountId);
  if (!account) throw new AppError('NOT_SIGNED_IN', MESSAGES.signInToContinue);
  return account;
}

/** The current password, under the same limits as sign-in (a stolen session must not guess it). */
async function proveCurrentPassword(
  deps: AuthDeps,
  accountId: number,
  password: string,
  client: ClientInfo,
  guard: PasswordGuard,
): Promise<AccountForSignIn> {
  const account = await requireAccount(deps, accountId);
  const { targets } = await guessTargets(deps.dbs, [account], account.username, client.ip);
  await guard.before(targets);
  if (!checkPassword(account.username, password, account.salt, account.verifier)) {
    await guard.failed(targets);
    throw new AppError('VALIDATION_ERROR', MESSAGES.wrongCurrentPassword, [
      { path: 'currentPassword', message: MESSAGES.wrongCurrentPassword },
    ]);
  }
  return account;
}

/** What the account area shows first: the core's account row, the site's rows, levels and bans. */
export async function accountOverview(deps: AuthDeps, caller: SignedInAccount): Promise<AccountOverview> {
  const { dbs, core, config } = deps;
  const now = Date.now();
  const [account, roles, settings, access, realms, bans, pending, codesLeft] = await Promise.all([
    dbs.auth
      .selectFrom('account')
      .select(['id', 'username', 'email', 'reg_mail', 'joindate', 'last_login', 'last_ip', 'totp_secret'])
      .where('id', '=', caller.id)
      .executeTakeFirst(),
    findSiteRoles(dbs.web, caller.id),
    accountRepo.findSiteSettings(dbs.web, caller.id),
    listAccess(dbs.auth, core.columns, [caller.id]),
    listRealms(dbs.auth),
    listBans(dbs.auth, caller.id),
    accountRepo.findPendingEmailChange(dbs.web, caller.id, now),
    accountRepo.countUnusedRecoveryCodes(dbs.web, caller.id),
  ]);
  if (!account) throw new AppError('NOT_SIGNED_IN', MESSAGES.signInToContinue);
  const twoFactor = account.totp_secret !== null;
  const nowSeconds = Math.floor(now / 1000);
  return {
    id: account.id,
    username: account.username,
    email: addressOf(account),
    pendingEmail: pending ? pending.email.trim() : null,
    joinedAt: isoFromCore(account.joindate),
    lastGameLogin: { at: isoFromCore(account.last_login), ip: account.last_login ? account.last_ip : null },
    points: Number(settings?.points ?? 0),
    roles: roles as SiteRole[],
    staffRolesNeedTwoFactor: config.staffTwoFactorRequired && roles.length > 0 && !twoFactor,
    gameLevels: realms.map((realm) => {
      const level = levelOnRealm(access, realm.id);
      return { realmId: realm.id, realmName: realm.name, level, label: securityLevelLabel(level) };
    }),
    bans: bans.map((b) => {
      const permanent = b.unbandate === b.bandate;
      return {
        bannedAt: iso(b.bandate * 1000),
        until: permanent ? null : iso(b.unbandate * 1000),
        reason: b.banreason,
        active: Number(b.active) === 1 && (permanent || b.unbandate > nowSeconds),
      };
    }),
    twoFactor: { enabled: twoFactor, recoveryCodesLeft: twoFactor ? codesLeft : 0 },
    bugStatusMail: Number(settings?.bug_status_mail ?? 1) === 1,
  };
}

/** Tells the owner their password changed, in their language. */
function mailPasswordChanged(
  deps: AuthDeps,
  account: { id: number; username: string; email: string; reg_mail: string },
  client: ClientInfo,
): void {
  mail(deps, 'password change notice', { accountId: account.id, asked: client.language }, (language) =>
    passwordChangedMail({
      language,
      to: addressOf(account),
      username: account.username,
      site: deps.config.publicUrl,
    }),
  );
}

/**
 * The core's SRP6 rewrite (new salt and verifier, as `AccountMgr::ChangePassword`): the game and the
 * site take the new password at once. Every other session ends; this one stays. The owner is told by
 * mail.
 */
export async function changePassword(
  deps: AuthDeps,
  caller: SignedInAccount,
  input: ChangePasswordRequest,
  client: ClientInfo,
  guard: PasswordGuard,
): Promise<void> {
  const account = await proveCurrentPassword(deps, caller.id, input.currentPassword, client, guard);
  await setPassword(deps.dbs, account, input.newPassword, { keepSession: caller.sessionId });
  mailPasswordChanged(deps, account, client);
}

/**
 * An e-mail change waits for its link: a single-use token (24 h) mailed to the new address, and a
 * notice to the old one, which can still stop it by changing the password. An earlier pending change
 * is replaced. The address must be free now; it is checked again when the link is followed.
 */
async function startEmailChange(
  deps: AuthDeps,
  account: AccountForSignIn,
  email: string,
  client: ClientInfo,
) {
  const { ip } = client;
  const { dbs, core, config } = deps;
  checkEmailLength(core, email);
  if (emailKey(email) === emailKey(account.email || account.reg_mail)) {
    const message = ACCOUNT_MESSAGES.emailUnchanged;
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'email', message }]);
  }
  const holders = await deps.emailLookup.holders(email);
  const holder = holders.find((id) => id !== account.id);
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await dbs.web.transaction().execute(async (trx) => {
    const asked = await accountRepo.lockEmailChangeTimes(trx, {
      accountId: account.id,
      ip,
      accountSince: now - DAY,
      sourceSince: now - HOUR,
      lockRow: dbs.dialects.web === 'mysql',
    });
    refuseOverCap(asked.byAccount, EMAIL_CHANGE_LIMITS.perAccountPerDay, DAY, now);
    refuseOverCap(asked.bySource, EMAIL_CHANGE_LIMITS.perSourcePerHour, HOUR, now);
    await accountRepo.burnEmailChangesOfAccount(trx, account.id, now);
    // An address another account holds gets a request that counts but can never be confirmed: the
    // answer is the same either way, so the form tells nobody which addresses are registered.
    await accountRepo.insertEmailChange(trx, {
      tokenHash: hashToken(token),
      accountId: account.id,
      email,
      now,
      expiresAt: now + EMAIL_CHANGE_LIFETIME_HOURS * HOUR,
      ip,
      usedAt: holder === undefined ? null : now,
    });
  });
  const to = { accountId: account.id, asked: client.language };
  if (holder !== undefined) {
    // The address's owner hears of it, from the mail the change would have sent.
    const owner = await repo.findAccountById(dbs.auth, holder);
    if (owner)
      mail(deps, 'e-mail already in use', { accountId: holder, asked: undefined }, (language) =>
        emailInUseMail({ language, to: email, username: owner.username, site: config.publicUrl }),
      );
    return;
  }
  const link = `${config.publicUrl}/account/email/confirm?token=${token}`;
  mail(deps, 'e-mail confirmation', to, (language) =>
    emailConfirmMail({ language, to: email, username: account.username, link }),
  );
  mail(deps, 'e-mail change notice', to, (language) =>
    emailChangeRequestedMail({
      language,
      to: addressOf(account),
      username: account.username,
      newEmail: email,
      site: config.publicUrl,
    }),
  );
  if (deps.mailer.delivery === 'outbox') {
    deps.log.info(`E-mail confirmation link for ${account.username} (mail in the outbox): ${link}`);
  }
}

export async function requestEmailChange(
  deps: AuthDeps,
  caller: SignedInAccount,
  input: { currentPassword: string; email: string },
  client: ClientInfo,
  guard: PasswordGuard,
): Promise<Text> {
  const account = await proveCurrentPassword(deps, caller.id, input.currentPassword, client, guard);
  await startEmailChange(deps, account, input.email, client);
  return ACCOUNT_MESSAGES.emailLinkSent(input.email);
}

/**
 * Follows a confirmation link: the address becomes the account's `email` (upper-cased, as
 * `.account set email` writes it; `reg_mail` keeps the registration address), the lookup copy follows,
 * every reset link and every other pending change is burnt. The link works once, also under two
 * simultaneous clicks; a failure gives it back.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<void> {
  const { dbs, core } = deps;
  const change = await accountRepo.findEmailChange(dbs.web, hashToken(token));
  const now = Date.now();
  if (!change || change.used_at !== null || change.expires_at <= now) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.emailLinkInvalid);
  }
  if (!(await repo.findAccountById(dbs.auth, change.account_id))) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.emailLinkInvalid);
  }
  if (!(await accountRepo.markEmailChangeUsed(dbs.web, change.id, now))) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.emailLinkInvalid);
  }
  try {
    checkEmailLength(core, change.email);
    if (!(await claimEmail(dbs, change.email))) throw emailTaken();
    try {
      const holders = await deps.emailLookup.holders(change.email);
      if (holders.some((id) => id !== change.account_id)) throw emailTaken();
      await setEmail(dbs, change.account_id, change.email);
    } finally {
      await releaseEmail(dbs.web, change.email);
    }
  } catch (error) {
    await accountRepo.unmarkEmailChangeUsed(dbs.web, change.id);
    throw error;
  }
}

/**
 * PUT /api/auth/profile (docs/product.md §7.2): a new password (this browser gets a fresh session, every
 * other one ends) and/or a new e-mail (a confirmation link, as in the account area), both proven by the
 * current password.
 */
export async function updateProfile(
  deps: AuthDeps,
  accountId: number,
  input: UpdateProfileRequest,
  client: ClientInfo,
  guard: PasswordGuard,
) {
  const account = await proveCurrentPassword(deps, accountId, input.currentPassword, client, guard);
  const messages: Text[] = [];
  let token: string | undefined;
  // The password first: a new password burns pending e-mail changes.
  if (input.newPassword !== undefined) {
    await setPassword(deps.dbs, account, input.newPassword, {
      alsoInWeb: async (web) => {
        ({ token } = await createSession(web, {
          accountId: account.id,
          rememberMe: false,
          ip: client.ip,
          userAgent: client.userAgent,
        }));
      },
    });
    mailPasswordChanged(deps, account, client);
    messages.push(MESSAGES.passwordChanged);
  }
  if (input.email !== undefined) {
    await startEmailChange(deps, account, input.email, client);
    messages.push(ACCOUNT_MESSAGES.emailLinkSent(input.email));
  }
  return { user: await currentUser(deps, account.id), token, messages };
}

/** The caller's live sessions, each device named in `language`. */
export async function listSessions(
  deps: AuthDeps,
  caller: SignedInAccount,
  language: Language,
): Promise<AccountSession[]> {
  const rows = await accountRepo.findLiveSessions(deps.dbs.web, caller.id, Date.now());
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: iso(r.created_at),
    lastUsedAt: iso(r.last_seen_at),
    expiresAt: iso(r.expires_at),
    ip: r.ip,
    device: describeDevice(r.user_agent, language),
    current: Number(r.id) === caller.sessionId,
  }));
}

/** Signs one of the caller's sessions out; someone else's session is "not found", as a missing one. */
export async function endSession(deps: AuthDeps, caller: SignedInAccount, sessionId: number): Promise<void> {
  if (!(await accountRepo.deleteSessionOfAccount(deps.dbs.web, caller.id, sessionId))) {
    throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound);
  }
}

export async function endOtherSessions(deps: AuthDeps, caller: SignedInAccount): Promise<number> {
  return accountRepo.deleteOtherSessions(deps.dbs.web, caller.id, caller.sessionId);
}

export async function setNotifications(
  deps: AuthDeps,
  caller: SignedInAccount,
  settings: NotificationSettings,
): Promise<void> {
  await repo.ensureSiteAccount(deps.dbs.web, caller.id, Date.now());
  await accountRepo.updateBugStatusMail(deps.dbs.web, caller.id, settings.bugStatusMail);
}

export async function setupTwoFactor(
  deps: AuthDeps,
  caller: SignedInAccount,
  currentPassword: string,
  client: ClientInfo,
  guard: PasswordGuard,
) {
  const account = await proveCurrentPassword(deps, caller.id, currentPassword, client, guard);
  return startTwoFactorSetup(deps, account);
}

/** Codes count against the same limits as passwords: six digits must not be guessable either. */
async function codeGuard(
  deps: AuthDeps,
  account: AccountForSignIn,
  client: ClientInfo,
  guard: PasswordGuard,
) {
  const { targets } = await guessTargets(deps.dbs, [account], account.username, client.ip);
  await guard.before(targets);
  return () => guard.failed(targets);
}

export async function turnOnTwoFactor(
  deps: AuthDeps,
  caller: SignedInAccount,
  code: string,
  client: ClientInfo,
  guard: PasswordGuard,
): Promise<string[]> {
  const account = await requireAccount(deps, caller.id);
  const codes = await enableTwoFactor(
    deps,
    { id: account.id, sessionId: caller.sessionId },
    code,
    await codeGuard(deps, account, client, guard),
  );
  mail(deps, 'two-factor notice', { accountId: account.id, asked: client.language }, (language) =>
    twoFactorChangedMail({
      language,
      to: addressOf(account),
      username: account.username,
      on: true,
      site: deps.config.publicUrl,
    }),
  );
  return codes;
}

export async function turnOffTwoFactor(
  deps: AuthDeps,
  caller: SignedInAccount,
  code: string,
  client: ClientInfo,
  guard: PasswordGuard,
): Promise<void> {
  const account = await requireAccount(deps, caller.id);
  await disableTwoFactor(deps, account, code, await codeGuard(deps, account, client, guard));
  mail(deps, 'two-factor notice', { accountId: account.id, asked: client.language }, (language) =>
    twoFactorChangedMail({
      language,
      to: addressOf(account),
      username: account.username,
      on: false,
      site: deps.config.publicUrl,
    }),
  );
}
