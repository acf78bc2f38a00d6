import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES, type RegisterRequest } from '../../../contract/auth.ts';
import { isLanguage, type Language } from '../../../contract/i18n/languages.ts';
import type { Text } from '../../../contract/i18n/text.ts';
import {
  PENDING_REGISTRATION_MESSAGES,
  REGISTRATION_LINK_LIFETIME_HOURS,
  REGISTRATION_RESEND_LIMITS,
  type ResendRegistrationRequest,
} from '../../../contract/pending-registration.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import { claimEmail, emailKey, releaseEmail } from '../../accounts/email-lookup.ts';
import { computeVerifier, makeRegistration, upperOnlyLatin } from '../../game/srp6.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/sessions.ts';
import {
  checkEmailLength,
  emailTaken,
  register,
  usernameTaken,
  type AuthDeps,
  type ClientInfo,
} from './auth.service.ts';
import { findAccountByUsername, isUniqueViolation } from './auth.repo.ts';
import { unknownNameTarget, type PasswordGuard } from './password-attempts.ts';
import { registrationLinkMail } from './pending-registration.mails.ts';
import * as repo from './pending-registration.repo.ts';
import { pendingOpenedBy } from './pending-sign-in.ts';

/*
 * REGISTRATION_EMAIL_VERIFICATION=required (ADR 027): a registration first waits for the link mailed
 * to its address. Meanwhile the web database holds what the core's account row will get (the name,
 * the address, the SRP6 salt and verifier, never the password) and the language of its mails, and
 * its unique keys keep the name and the address from any other registration. Following the link
 * writes the core's rows through registration's own code (`register`) and signs the player in.
 */

const HOUR = 60 * 60 * 1000;
const LINK_LIFETIME_MS = REGISTRATION_LINK_LIFETIME_HOURS * HOUR;
/** A confirmation left by a process that died while writing the account stops holding the link after this long. */
const CONFIRMING_STALE_MS = 60_000;

// A fixed salt for a resend that names no waiting registration: a miss costs what a hit does.
const decoySalt = randomBytes(32);

const linkInvalid = () => new AppError('BAD_REQUEST', PENDING_REGISTRATION_MESSAGES.linkInvalid);

/** The link's origin is PUBLIC_URL, never the request's. */
function mailLink(
  deps: AuthDeps,
  pending: { username: string; email: string; language: Language },
  token: string,
): void {
  const link = `${deps.config.publicUrl}/auth/confirm?token=${token}`;
  deps.background('registration link', async () => {
    await deps.mailer.send(
      registrationLinkMail({
        language: pending.language,
        to: pending.email,
        username: pending.username,
        link,
      }),
    );
    if (deps.mailer.delivery === 'outbox') {
      deps.log.info(`Registration link for ${pending.username} (mail in the outbox): ${link}`);
    }
  });
}

/**
 * Writes the waiting registration. Its unique keys refuse a name or an address another registration
 * waits on; an expired one that still holds them (the job has not purged it yet) is deleted and the
 * write tried again, so an expired registration never blocks anyone.
 */
async function holdNameAndAddress(
  deps: AuthDeps,
  row: Parameters<typeof repo.insertPendingRegistration>[1],
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await repo.insertPendingRegistration(deps.dbs.web, row);
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const holders = await repo.findHolders(deps.dbs.web, row.username, row.emailKey);
    const live = holders.filter((h) => Number(h.expires_at) > row.now);
    // The address first, as registration checks it before the name.
    if (live.some((h) => h.email_key === row.emailKey)) throw emailTaken();
    if (live.length > 0 || attempt > 0) throw usernameTaken();
    await repo.deleteExpired(
      deps.dbs.web,
      holders.map((h) => h.id),
      row.now,
    );
  }
}

/**
 * POST /api/auth/register with verification required: the same refusals as a registration (an
 * address or a name the core's accounts hold, or another registration waits on, in that order), then
 * the waiting registration and its mail, in the language the request named.
 */
export async function registerPending(
  deps: AuthDeps,
  input: RegisterRequest,
  client: ClientInfo,
): Promise<{ email: string }> {
  const { dbs, core } = deps;
  const username = upperOnlyLatin(input.username);
  const email = input.email.trim();
  checkEmailLength(core, email);
  // The address is claimed while it is checked and written, as a registration does.
  if (!(await claimEmail(dbs, email))) throw emailTaken();
  const token = randomBytes(32).toString('base64url');
  const language = client.language ?? deps.config.languages.site;
  try {
    const [holders, account] = await Promise.all([
      deps.emailLookup.holders(email),
      findAccountByUsername(dbs.auth, username),
    ]);
    if (holders.length > 0) throw emailTaken();
    if (account) throw usernameTaken();
    const { salt, verifier } = makeRegistration(username, input.password);
    const now = Date.now();
    await holdNameAndAddress(deps, {
      username,
      email,
      emailKey: emailKey(email),
      salt: salt.toString('hex'),
      verifier: verifier.toString('hex'),
      language: client.language ?? null,
      tokenHash: hashToken(token),
      now,
      expiresAt: now + LINK_LIFETIME_MS,
      ip: client.ip,
    });
  } finally {
    await releaseEmail(dbs.web, email).catch(() => undefined);
  }
  mailLink(deps, { username, email, language }, token);
  return { email };
}

/**
 * Follows a link: the core's account row and character counts are written by registration's own
 * code with the kept salt and verifier, and the player gets registration's session. The link is taken
 * by one confirmation at a time (a conditional update), so a link followed twice, or twice at once,
 * makes one account; the core's unique name key would refuse a second anyway. A name or an address
 * taken meanwhile (in game, by an operator) answers as registration does and ends the waiting
 * registration; any other failure gives the link back.
 */
export async function confirmRegistration(deps: AuthDeps, token: string, client: ClientInfo) {
  const { dbs } = deps;
  const tokenHash = hashToken(token);
  const pending = await repo.findPendingByToken(dbs.web, tokenHash);
  const now = Date.now();
  if (!pending || Number(pending.expires_at) <= now) throw linkInvalid();
  const taken = await repo.markConfirming(dbs.web, {
    id: pending.id,
    tokenHash,
    now,
    staleBefore: now - CONFIRMING_STALE_MS,
  });
  if (!taken) throw linkInvalid();
  let signedIn: Awaited<ReturnType<typeof register>>;
  try {
    signedIn = await register(
      deps,
      {
        username: pending.username,
        email: pending.email,
        salt: Buffer.from(pending.salt, 'hex'),
        verifier: Buffer.from(pending.verifier, 'hex'),
      },
      // The mails follow the language of the confirming request, else the registration's.
      {
        ...client,
        language: client.language ?? (isLanguage(pending.language) ? pending.language : undefined),
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      await repo.deletePendingRegistration(dbs.web, pending.id);
    } else {
      await repo.unmarkConfirming(dbs.web, pending.id).catch(() => undefined);
    }
    throw error;
  }
  // A row left by a failure here holds nothing the new account does not hold already, and expires.
  await repo
    .deletePendingRegistration(dbs.web, pending.id)
    .catch((error: unknown) =>
      deps.log.warn({ err: error }, `pending registration of ${pending.username} not deleted`),
    );
  return signedIn;
}

/** A 429 when `times` (within the last hour, oldest first) already hold `cap`, with the wait. */
function refuseOverCap(times: number[], cap: number, message: Text, now: number): void {
  if (times.length < cap) return;
  const freed = times[times.length - cap]! + HOUR;
  throw new AppError('RATE_LIMITED', message, undefined, { retryAfter: Math.ceil((freed - now) / 1000) });
}

/**
 * A new link for a waiting registration, asked for with its name (or address) and password under the
 * sign-in limits; anything else is refused as a wrong password. The old link stops working and the
 * registration waits 24 hours from now. A few per hour per registration and per source.
 */
export async function resendRegistrationLink(
  deps: AuthDeps,
  input: ResendRegistrationRequest,
  client: ClientInfo,
  guard: PasswordGuard,
): Promise<Text> {
  const { dbs } = deps;
  const pending = await repo.findLiveByIdentifier(dbs.web, upperOnlyLatin(input.username.trim()), Date.now());
  const targets = [unknownNameTarget(input.username)];
  await guard.before(targets);
  if (pending.length === 0) computeVerifier(upperOnlyLatin(input.username.trim()), input.password, decoySalt);
  const match = pendingOpenedBy(pending, input.password);
  if (!match) {
    await guard.failed(targets);
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await dbs.web.transaction().execute(async (trx) => {
    const sent = await repo.lockResendTimes(trx, {
      pendingId: match.id,
      ip: client.ip,
      since: now - HOUR,
      lockRow: dbs.dialects.web === 'mysql',
    });
    const limits = REGISTRATION_RESEND_LIMITS;
    refuseOverCap(
      sent.byRegistration,
      limits.perRegistrationPerHour,
      PENDING_REGISTRATION_MESSAGES.tooManyResends,
      now,
    );
    refuseOverCap(
      sent.bySource,
      limits.perSourcePerHour,
      PENDING_REGISTRATION_MESSAGES.tooManyResendsFromSource,
      now,
    );
    await repo.replaceLink(trx, {
      id: match.id,
      tokenHash: hashToken(token),
      expiresAt: now + LINK_LIFETIME_MS,
      ip: client.ip,
      now,
    });
  });
  // The language of this request (the sign-in page's), else the registration's.
  const language =
    client.language ?? (isLanguage(match.language) ? match.language : deps.config.languages.site);
  mailLink(deps, { username: match.username, email: match.email, language }, token);
  return PENDING_REGISTRATION_MESSAGES.linkResent(match.email);
}

/** What the shared job deletes: registrations whose time is up, and resends past their window. */
export async function purgeExpiredRegistrations(web: Kysely<WebDatabase>, now = Date.now()) {
  return repo.purgeExpired(web, { now, resendsBefore: now - HOUR });
}
