import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, RECOVERY_CODE_PATTERN, TWO_FACTOR } from '../../../contract/account.ts';
import { text } from '../../../contract/i18n/text.ts';
import { REALM_NAME } from '../../../contract/site.ts';
import type { Config } from '../../config.ts';
import type { Databases } from '../../db/databases.ts';
import { findSecretDigest, findTotpSecret, updateTotpSecret } from '../../game/two-factor.ts';
import {
  base32,
  checkTotpCode,
  digestMatchesMasterKey,
  fromBase32,
  masterKeyFromHex,
  openTotpSecret,
  otpauthUri,
  sealTotpSecret,
  TOTP_SECRET_BYTES,
} from '../../game/totp.ts';
import { AppError } from '../../platform/errors.ts';
import { inGameTransaction, inWebTransaction } from '../../platform/game-transaction.ts';
import type { Log } from '../../platform/log.ts';
import * as accountRepo from './account.repo.ts';

/**
 * How the site stores two-factor secrets, the way the configured authserver reads them: raw, or sealed
 * with TOTP_MASTER_SECRET (docs/game-core.md §10.3). Before a secret is written, the authserver's
 * `secret_digest` must agree with the configuration: a sealed secret the authserver cannot open, or a raw
 * one where it expects a sealed one (shorter than IV and tag: its assertion stops the authserver), would
 * keep the player out of the game.
 */
export interface TwoFactorKeys {
  masterKey: Buffer | undefined;
  /** Throws a 503 (and logs what to fix) when the authserver would not read what the site writes. */
  assertAuthserverAgrees(): Promise<void>;
  /**
   * Compares TOTP_MASTER_SECRET with the authserver's `secret_digest` now: undefined when they agree
   * (or neither is set), else the one line that says what to fix. At start and for health.
   */
  check(): Promise<string | undefined>;
  /** What the last check found: `unchecked` before the first one ends. */
  lastCheck(): { state: 'ok' | 'misconfigured' | 'unchecked'; problem?: string };
}

export function createTwoFactorKeys(
  config: Pick<Config, 'totpMasterSecret' | 'embeddedGame'>,
  dbs: Databases,
  log: Log,
): TwoFactorKeys {
  const hex = config.totpMasterSecret;
  const masterKey = hex ? masterKeyFromHex(hex) : undefined;
  // Argon2id at the cores' cost takes seconds: each digest is checked once.
  const verdicts = new Map<string, Promise<boolean>>();
  let last: ReturnType<TwoFactorKeys['lastCheck']> = { state: 'unchecked' };

  async function diagnose(): Promise<string | undefined> {
    // The embedded tables have no authserver behind them.
    if (config.embeddedGame) return undefined;
    const digest = await findSecretDigest(dbs.auth);
    if (!hex && !digest) return undefined;
    if (hex && !digest)
      return 'TOTP_MASTER_SECRET is set, but the authserver has no TOTPMasterSecret (secret_digest has no row 0): unset TOTP_MASTER_SECRET, or set TOTPMasterSecret in authserver.conf and restart the authserver first';
    if (!hex && digest)
      return "the authserver encrypts two-factor secrets (secret_digest row 0) but TOTP_MASTER_SECRET is not set: give it the authserver's TOTPMasterSecret";
    let verdict = verdicts.get(digest!);
    if (!verdict) {
      verdict = digestMatchesMasterKey(digest!, hex!);
      verdicts.set(digest!, verdict);
    }
    if (!(await verdict))
      return "TOTP_MASTER_SECRET is not the authserver's TOTPMasterSecret (secret_digest row 0 does not match)";
    return undefined;
  }

  async function check(): Promise<string | undefined> {
    const problem = await diagnose();
    last = problem ? { state: 'misconfigured', problem } : { state: 'ok' };
    return problem;
  }

  return {
    masterKey,
    async assertAuthserverAgrees() {
      const problem = await check();
      if (problem) {
        log.error(`Two-factor secrets cannot be written: ${problem}`);
        throw new AppError('SERVICE_UNAVAILABLE', text('api.account.twoFactorMisconfigured'));
      }
    },
    check,
    lastCheck: () => last,
  };
}

/** The raw secret of an account's stored value; a value the master key cannot open is the operator's to fix. */
function rawSecret(keys: TwoFactorKeys, stored: Uint8Array, log: Log, accountId: number): Buffer {
  try {
    return openTotpSecret(stored, keys.masterKey);
  } catch {
    log.error(
      `account ${accountId}: totp_secret cannot be opened with TOTP_MASTER_SECRET (it must be the authserver's TOTPMasterSecret)`,
    );
    throw new AppError('SERVICE_UNAVAILABLE', text('api.account.twoFactorUnreadable'));
  }
}

const normalizeRecoveryCode = (code: string) => code.replace('-', '').toUpperCase();
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Ten codes of ten Base32 letters (50 bits each), shown as `xxxxx-xxxxx`. */
function generateRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodes }, () => {
    const letters = base32(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/**
 * Whether `code` proves the second factor of an account whose `totp_secret` is `stored`: the
 * authenticator's code (±30 s, as the authserver accepts it), or an unused recovery code, which is then
 * used up.
 */
export async function checkSecondFactor(
  deps: { dbs: Databases; twoFactor: TwoFactorKeys; log: Log },
  account: { id: number; totp_secret: Uint8Array },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    return checkTotpCode(rawSecret(deps.twoFactor, account.totp_secret, deps.log, account.id), typed, now);
  }
  if (!RECOVERY_CODE_PATTERN.test(typed)) return false;
  return accountRepo.useRecoveryCode(deps.dbs.web, account.id, hashRecoveryCode(typed), now);
}

/** A new secret to scan; it waits (15 minutes) for its first code before anything is written to the game. */
export async function startTwoFactorSetup(
  deps: { dbs: Databases; twoFactor: TwoFactorKeys },
  account: { id: number; username: string },
  now = Date.now(),
) {
  if (await findTotpSecret(deps.dbs.auth, account.id)) {
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.twoFactorAlreadyOn);
  }
  // Before the player scans anything: a secret that could not be saved would only confuse.
  await deps.twoFactor.assertAuthserverAgrees();
  const raw = randomBytes(TOTP_SECRET_BYTES);
  await accountRepo.replaceTwoFactorSetup(deps.dbs.web, account.id, base32(raw), now);
  return {
    secret: base32(raw),
    otpauthUri: otpauthUri({ issuer: REALM_NAME, account: account.username, secret: raw }),
  };
}

/**
 * The shown secret becomes the account's `totp_secret` once the code from the app matches (as
 * `.account 2fa setup <token>` does), sealed as the authserver reads it; ten recovery codes replace any
 * earlier ones, and every other session of the account ends: one opened with the password alone (a
 * stolen one, maybe) must not outlive the second factor. Returns the codes, shown once. `wrongCode`
 * counts a failed code against the limits.
 */
export async function enableTwoFactor(
  deps: { dbs: Databases; twoFactor: TwoFactorKeys },
  account: { id: number; sessionId: number },
  code: string,
  wrongCode: () => Promise<void>,
  now = Date.now(),
): Promise<string[]> {
  const { dbs, twoFactor } = deps;
  if (await findTotpSecret(dbs.auth, account.id))
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.twoFactorAlreadyOn);
  const setup = await accountRepo.findTwoFactorSetup(dbs.web, account.id);
  if (!setup || setup.created_at < now - TWO_FACTOR.setupMinutes * 60_000) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.twoFactorNoSetup);
  }
  const raw = fromBase32(setup.secret);
  if (!checkTotpCode(raw, code, now)) {
    await wrongCode();
    throw new AppError('VALIDATION_ERROR', ACCOUNT_MESSAGES.codeWrong, [
      { path: 'code', message: ACCOUNT_MESSAGES.codeWrong },
    ]);
  }
  await twoFactor.assertAuthserverAgrees();
  const codes = generateRecoveryCodes();
  await inGameTransaction(dbs.auth, dbs.web, async (auth, web) => {
    if (!(await updateTotpSecret(auth, account.id, sealTotpSecret(raw, twoFactor.masterKey)))) {
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.twoFactorAlreadyOn);
    }
    // Inside the core's transaction: a secret is never saved without its recovery codes.
    await inWebTransaction(web, async (trx) => {
      await accountRepo.deleteTwoFactorSetup(trx, account.id);
      await accountRepo.replaceRecoveryCodes(trx, account.id, codes.map(hashRecoveryCode), now);
      await accountRepo.deleteOtherSessions(trx, account.id, account.sessionId);
    });
  });
  return codes;
}

/**
 * Turns two-factor sign-in off with a current code or a recovery code (as `.account 2fa remove <token>`
 * writes it: `totp_secret` NULL); the recovery codes go with it.
 */
export async function disableTwoFactor(
  deps: { dbs: Databases; twoFactor: TwoFactorKeys; log: Log },
  account: { id: number },
  code: string,
  wrongCode: () => Promise<void>,
  now = Date.now(),
): Promise<void> {
  const { dbs } = deps;
  const stored = await findTotpSecret(dbs.auth, account.id);
  if (!stored) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.twoFactorNotOn);
  if (!(await checkSecondFactor(deps, { id: account.id, totp_secret: stored }, code, now))) {
    await wrongCode();
    throw new AppError('VALIDATION_ERROR', ACCOUNT_MESSAGES.codeOrRecoveryWrong, [
      { path: 'code', message: ACCOUNT_MESSAGES.codeOrRecoveryWrong },
    ]);
  }
  await inGameTransaction(dbs.auth, dbs.web, async (auth, web) => {
    await updateTotpSecret(auth, account.id, null);
    await inWebTransaction(web, (trx) => accountRepo.deleteRecoveryCodes(trx, account.id));
  });
}
