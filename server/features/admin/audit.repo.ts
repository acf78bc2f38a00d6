import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';
import { upperOnlyLatin } from '../../game/srp6.ts';
import { CONSOLE } from '../../platform/actor.ts';

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
}

/**
 * The names an actor filter matches, as they are stored: an account's as the core keeps it (ASCII
 * letters upper-cased), the console's as written. Compared exactly, on every database's collation.
 */
function actorNames(typed: string): string[] {
  const name = upperOnlyLatin(typed.trim());
  return name === CONSOLE.name.toUpperCase() ? [name, CONSOLE.name] : [name];
}

function filtered(db: Kysely<WebDatabase>, filter: AuditFilter) {
  return db
    .selectFrom('audit_log')
    .$if(!!filter.actor, (qb) => qb.where('actor_name', 'in', actorNames(filter.actor!)))
    .$if(!!filter.action, (qb) => qb.where('action', '=', filter.action!))
    .$if(!!filter.targetType, (qb) => qb.where('target_type', '=', filter.targetType!))
    .$if(!!filter.targetId, (qb) => qb.where('target_id', '=', filter.targetId!));
}

export async function listAuditEntries(
  db: Kysely<WebDatabase>,
  filter: AuditFilter,
  page: { offset: number; limit: number },
) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditEntries(db: Kysely<WebDatabase>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
