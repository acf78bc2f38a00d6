import { translate } from '#contract/i18n/messages.ts';
import { AuditLog } from '#web/features/admin/components/audit-log.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/audit';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'admin.audit.title'),
    description: translate(language, 'admin.audit.title'),
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
