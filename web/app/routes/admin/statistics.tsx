import { translate } from '#contract/i18n/messages.ts';
import { AdminPage } from '#web/features/admin/components/admin-ui.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { StaffStatisticsScreen } from '#web/features/statistics/components/staff-statistics.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/statistics';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'admin.statistics.title'),
    description: translate(language, 'admin.statistics.title'),
    path: '/admin/statistics',
  });
}

/** docs/product.md §13.3: the admin area's Statistics screen (the server refuses anyone but staff). */
export default function StatisticsPage() {
  const t = useT();
  return (
    <RequireAdmin>
      <AdminPage title={t('admin.statistics.title')}>
        <StaffStatisticsScreen />
      </AdminPage>
    </RequireAdmin>
  );
}
