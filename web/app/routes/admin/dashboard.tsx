import { translate } from '#contract/i18n/messages.ts';
import { Dashboard } from '#web/features/admin/components/dashboard.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'admin.dashboard.title'),
    description: translate(language, 'admin.dashboard.title'),
    path: '/admin',
  });
}

export default function DashboardPage() {
  return (
    <RequireAdmin>
      <Dashboard />
    </RequireAdmin>
  );
}
