import { AccountManagement } from '#web/features/admin/components/account-management.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/accounts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Account Management',
    description: 'Account Management',
    path: '/admin/accounts',
  });
}

export default function AccountsPage() {
  return (
    <RequireAdmin>
      <AccountManagement />
    </RequireAdmin>
  );
}
