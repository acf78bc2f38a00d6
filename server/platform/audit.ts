import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebDatabase } from '../db/schema/web.ts';

/** The staff actions the audit log records. */
export type AuditAction =
  | 'account.points'
  | 'account.security.set'
  | 'account.security.remove'
  | 'account.ban'
  | 'account.unban'
  | 'character.unstuck'
  | 'character.delete'
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
 * database, so the entry and the change land (or fail) together.
 */
export async function recordAudit(
  db: Kysely<WebDatabase>,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  const actor = request.account;
  if (!actor) throw new Error('recordAudit needs a signed-in actor');
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_name: actor.username,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      details: JSON.stringify(entry.details),
      ip: request.ip.slice(0, 45),
      created_at: Date.now(),
    })
    .execute();
}
