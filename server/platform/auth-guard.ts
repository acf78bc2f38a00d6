import type { FastifyRequest } from 'fastify';
import type { ClientRole, SiteRole } from '../../contract/roles.ts';
import { deriveRole } from '../../contract/roles.ts';
import type { Databases } from '../db/databases.ts';
import { describeBan, findAccountWithActiveBan } from '../game/bans.ts';
import { AppError } from './errors.ts';
import { hashToken, touchSession } from './sessions.ts';

export interface SignedInAccount {
  id: number;
  username: string;
  roles: SiteRole[];
  role: ClientRole;
  sessionId: number;
  /** The operator's console (`npm run cli`): outranks every site role. */
  console?: boolean;
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
export function createGuards(dbs: Databases): Guards {
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
    const roles = rows.flatMap((r) => (r.role ? [r.role] : []));
    await touchSession(dbs.web, session, now);
    return {
      id: account.id,
      username: account.username,
      roles,
      role: deriveRole(roles),
      sessionId: session.id,
    };
  }

  async function identify(request: FastifyRequest) {
    request.account = await resolve(request);
  }

  async function requireSignedIn(request: FastifyRequest) {
    request.account = await resolve(request);
    if (!request.account) throw new AppError('NOT_SIGNED_IN', 'Please sign in to continue.');
  }

  function requireRole(...roles: Array<'admin' | 'moderator'>) {
    return async (request: FastifyRequest) => {
      await requireSignedIn(request);
      const role = request.account!.role;
      const allowed = roles.some((r) =>
        r === 'moderator' ? role === 'admin' || role === 'moderator' : role === r,
      );
      if (!allowed) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    };
  }

  return { identify, requireSignedIn, requireRole };
}
