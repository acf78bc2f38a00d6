import type { SiteRole } from '../../contract/roles.ts';

/*
 * Who makes a change and from where: what services check and the audit log records. Services take it
 * instead of the HTTP request, so the routes (`actorOf` in auth-guard.ts) and the operator's CLI call
 * the same code.
 */

/** A signed-in person acting through the site. */
export interface AccountActor {
  kind: 'account';
  accountId: number;
  /** The game account's name, as audit entries, ban rows and bug events record it. */
  name: string;
  /** The site roles in force (none while STAFF_2FA holds them): staff act only on accounts below them. */
  roles: readonly SiteRole[];
  ip: string;
}

/** The operator at the command line (`npm run cli`): outranks every site role. */
export interface ConsoleActor {
  kind: 'console';
  /** The core's own name for its console, as `account_banned.bannedby` shows it. */
  name: 'Console';
}

export type Actor = AccountActor | ConsoleActor;

export const CONSOLE: ConsoleActor = { kind: 'console', name: 'Console' };
