import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditEntry, AuditQuerySchema } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-queries.ts';

export interface AuditFilters {
  actor: string;
  action: string;
  targetType: '' | NonNullable<z.input<typeof AuditQuerySchema>['targetType']>;
  targetId: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/audit: staff actions, newest first, filtered and paged by the server. */
function getAuditLog(filters: AuditFilters, signal?: AbortSignal) {
  const query: z.input<typeof AuditQuerySchema> = {
    actor: filters.actor.trim() || undefined,
    action: filters.action || undefined,
    targetType: filters.targetType || undefined,
    targetId: filters.targetId.trim() || undefined,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  return api<{ data: AuditEntry[]; total: number; page: number; pageSize: number }>('/admin/audit', {
    query,
    signal,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
}
