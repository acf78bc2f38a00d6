import { AuditLog } from '#web/features/admin/components/audit-log.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/audit';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Journal d'audit",
    description: "Journal d'audit",
    path: '/admin/audit',
  });
}

export default function AuditPage() {
  return (
    <RequireAdmin>
      <AuditLog />
    </RequireAdmin>
  );
}
