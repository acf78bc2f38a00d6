import type { Kysely } from 'kysely';
import type { WebDatabase } from '../db/schema/web.ts';
import type { Actor } from './actor.ts';

/** The staff actions the audit log records. */
export type AuditAction =
  | 'account.points'
  | 'account.security.set'
  | 'account.security.remove'
  | 'account.ban'
  | 'account.unban'
  | 'character.unstuck'
  | 'character.delete'
  | 'character.kick'
  | 'news.create'
  | 'news.update'
  | 'news.delete'
  | 'bug.update'
  | 'bug.delete'
  | 'role.grant'
  | 'role.revoke';

export interface AuditEntry {
  action: AuditAction;
  targetType: 'account' | 'character' | 'news' | 'bug';
  targetId: string | number;
  /** What changed, typically `{ before, after }` and the reason given. */
  details: Record<string, unknown>;
}

/**
 * Records one staff write. Pass the transaction of the change itself when the change is in the web
 * database, so the entry and the change land (or fail) together. The console has no account and no
 * address: it is recorded as account 0 from `cli`.
 */
export async function recordAudit(db: Kysely<WebDatabase>, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.kind === 'account' ? actor.accountId : 0,
      actor_name: actor.name,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      details: JSON.stringify(entry.details),
      ip: actor.kind === 'account' ? actor.ip.slice(0, 45) : 'cli',
      created_at: Date.now(),
    })
    .execute();
}
