import { translate } from '#contract/i18n/messages.ts';
import { AccountManagement } from '#web/features/admin/components/account-management.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/accounts';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'admin.accounts.title'),
    description: translate(language, 'admin.accounts.title'),
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
