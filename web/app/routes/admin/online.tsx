import { translate } from '#contract/i18n/messages.ts';
import { WhoIsOnline } from '#web/features/admin/components/who-is-online.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/online';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'admin.whoIsOnline.title'),
    description: translate(language, 'admin.dashboard.card.onlinePlayers'),
    path: '/admin/online',
  });
}

export default function OnlinePage() {
  return (
    <RequireAdmin>
      <WhoIsOnline />
    </RequireAdmin>
  );
}
