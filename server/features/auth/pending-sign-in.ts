import { PENDING_REGISTRATION_MESSAGES } from '../../../contract/pending-registration.ts';
import type { Config } from '../../config.ts';
import type { Databases } from '../../db/databases.ts';
import { checkPassword, upperOnlyLatin } from '../../game/srp6.ts';
import { AppError } from '../../platform/errors.ts';
import { findLiveByIdentifier, type PendingRegistration } from './pending-registration.repo.ts';

/*
 * What sign-in asks of the registrations waiting for their link: a name (or address) that is still
 * waiting, with its right password, is told so (403 REGISTRATION_PENDING); with a wrong one it is
 * refused as any wrong password, so nobody learns that a name waits.
 */

/**
 * The live registrations the typed identifier names (by name or by address): one read of the web
 * database, made for every sign-in while verification is required, none otherwise.
 */
export async function findPendingSignIns(
  deps: { dbs: Pick<Databases, 'web'>; config: Pick<Config, 'registrationEmailVerification'> },
  identifier: string,
): Promise<PendingRegistration[]> {
  if (!deps.config.registrationEmailVerification) return [];
  return findLiveByIdentifier(deps.dbs.web, upperOnlyLatin(identifier.trim()), Date.now());
}

/** The waiting registration the password opens, by the verifier it will give the core's row. */
export function pendingOpenedBy(
  pending: PendingRegistration[],
  password: string,
): PendingRegistration | undefined {
  return pending.find((p) =>
    checkPassword(p.username, password, Buffer.from(p.salt, 'hex'), Buffer.from(p.verifier, 'hex')),
  );
}

export function registrationPending(pending: PendingRegistration): AppError {
  return new AppError('REGISTRATION_PENDING', PENDING_REGISTRATION_MESSAGES.pending(pending.email.trim()));
}
