import type { FastifyRequest } from 'fastify';
import type { ClientRole, SiteRole } from '../../contract/roles.ts';
import { deriveRole } from '../../contract/roles.ts';
import type { Databases } from '../db/databases.ts';
import type { AccountActor } from './actor.ts';
import { describeBan, findAccountWithActiveBan } from '../game/bans.ts';
import { ACCOUNT_MESSAGES } from '../../contract/account.ts';
import { text } from '../../contract/i18n/text.ts';
import { AppError } from './errors.ts';
import { hashToken, touchSession } from './sessions.ts';

export interface SignedInAccount {
  id: number;
  username: string;
  roles: SiteRole[];
  role: ClientRole;
  sessionId: number;
  /**
   * STAFF_2FA=required and the account holds site roles without two-factor sign-in: `roles` is then
   * empty (the roles are not in force) and the staff pages say why.
   */
  staffRolesNeedTwoFactor?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by a guard; null for anonymous requests. */
    account: SignedInAccount | null;
  }
}

export interface Guards {
  /** Sets `request.account` when a valid bearer token is sent; anonymous otherwise. */
  identify(request: FastifyRequest): Promise<void>;
  requireSignedIn(request: FastifyRequest): Promise<void>;
  /** Signed in and holding one of the roles, by the client's derivation (super_admin counts as admin). */
  requireRole(...roles: Array<'admin' | 'moderator'>): (request: FastifyRequest) => Promise<void>;
}

/** The signed-in caller of a guarded route, as the services take them. */
export function actorOf(request: FastifyRequest): AccountActor {
  const account = request.account;
  if (!account) throw new Error('actorOf needs a route guarded by requireSignedIn or requireRole');
  return {
    kind: 'account',
    accountId: account.id,
    name: account.username,
    roles: account.roles,
    ip: request.ip,
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token || undefined;
}

/**
 * Every authenticated request checks its session and the account's ban, so a ban written by the site
 * or by the game server (a GM's `.ban account`) takes effect on the player's next request.
 */
export function createGuards(dbs: Databases, options: { staffTwoFactorRequired: boolean }): Guards {
  /** Whether the account has two-factor sign-in (`account.totp_secret` set): read for staff only. */
  async function hasTwoFactor(accountId: number): Promise<boolean> {
    const row = await dbs.auth
      .selectFrom('account')
      .select((eb) => eb('totp_secret', 'is not', null).as('on'))
      .where('id', '=', accountId)
      .executeTakeFirst();
    return !!row && Number(row.on) === 1;
  }

  // Two queries per authenticated request: the session with its roles (web), the account with the
  // ban the authserver would enforce (auth).
  async function resolve(request: FastifyRequest): Promise<SignedInAccount | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const now = Date.now();
    const rows = await dbs.web
      .selectFrom('session')
      .leftJoin('site_role', 'site_role.account_id', 'session.account_id')
      .select(['session.id', 'session.account_id', 'session.last_seen_at', 'site_role.role'])
      .where('session.token_hash', '=', hashToken(token))
      .where('session.expires_at', '>', now)
      .execute();
    const session = rows[0];
    if (!session) return null;
    const account = await findAccountWithActiveBan(dbs.auth, session.account_id, now);
    if (!account) return null;
    if (account.ban) throw new AppError('ACCOUNT_BANNED', describeBan(account.ban));
    let roles = rows.flatMap((r) => (r.role ? [r.role] : []));
    const staffRolesNeedTwoFactor =
      options.staffTwoFactorRequired && roles.length > 0 && !(await hasTwoFactor(account.id));
    if (staffRolesNeedTwoFactor) roles = [];
    await touchSession(dbs.web, session, now);
    return {
      id: account.id,
      username: account.username,
      roles,
      role: deriveRole(roles),
      sessionId: session.id,
      ...(staffRolesNeedTwoFactor ? { staffRolesNeedTwoFactor } : {}),
    };
  }

  async function identify(request: FastifyRequest) {
    request.account = await resolve(request);
  }

  async function requireSignedIn(request: FastifyRequest) {
    request.account = await resolve(request);
    if (!request.account) throw new AppError('NOT_SIGNED_IN', text('api.auth.signInToContinue'));
  }

  function requireRole(...roles: Array<'admin' | 'moderator'>) {
    return async (request: FastifyRequest) => {
      await requireSignedIn(request);
      const role = request.account!.role;
      const allowed = roles.some((r) =>
        r === 'moderator' ? role === 'admin' || role === 'moderator' : role === r,
      );
      if (allowed) return;
      if (request.account!.staffRolesNeedTwoFactor) {
        throw new AppError('STAFF_TWO_FACTOR_REQUIRED', ACCOUNT_MESSAGES.staffNeedsTwoFactor);
      }
      throw new AppError('FORBIDDEN', text('api.auth.forbidden'));
    };
  }

  return { identify, requireSignedIn, requireRole };
}
