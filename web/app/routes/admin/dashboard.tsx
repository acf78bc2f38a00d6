import { Dashboard } from '#web/features/admin/components/dashboard.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Administrator Dashboard', description: 'Administrator Dashboard', path: '/admin' });

export default function DashboardPage() {
  return (
    <RequireAdmin>
      <Dashboard />
    </RequireAdmin>
  );
}
