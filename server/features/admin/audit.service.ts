import type { AuditEntry, AuditQuery } from '../../../contract/admin.ts';
import type { Databases } from '../../db/databases.ts';
import { countAuditEntries, listAuditEntries } from './audit.repo.ts';

export async function listAudit(dbs: Databases, query: AuditQuery) {
  const { page, pageSize, ...filter } = query;
  const [rows, total] = await Promise.all([
    listAuditEntries(dbs.web, filter, { offset: (page - 1) * pageSize, limit: pageSize }),
    countAuditEntries(dbs.web, filter),
  ]);
  const data: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actorId: r.actor_id,
    actorName: r.actor_name,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    details: JSON.parse(r.details) as Record<string, unknown>,
    ip: r.ip,
    createdAt: Number(r.created_at),
  }));
  return { success: true as const, data, total, page, pageSize };
}
