import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';

export interface AuditParams {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  page: number;
  pageSize: number;
}

export function useAuditLog(params: AuditParams) {
  return useQuery({
    queryKey: ['admin', 'audit', params],
    queryFn: ({ signal }) =>
      api<{ data: AuditEntry[]; total: number; page: number; pageSize: number }>('/admin/audit', {
        query: {
          actor: params.actor.trim(),
          action: params.action,
          targetType: params.targetType,
          targetId: params.targetId.trim(),
          page: params.page,
          pageSize: params.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
