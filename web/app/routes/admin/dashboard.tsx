import { Dashboard } from '#web/features/admin/components/dashboard.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Administrator Dashboard',
    description: 'Administrator Dashboard',
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
