import { AccountManagement } from '#web/features/admin/components/account-management.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Account Management', description: 'Account Management', path: '/admin/accounts' });

export default function AccountsPage() {
  return (
    <RequireAdmin>
      <AccountManagement />
    </RequireAdmin>
  );
}
