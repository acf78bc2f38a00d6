import { translate } from '#contract/i18n/messages.ts';
import { ConfigurationView } from '#web/features/admin/components/configuration-view.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/configuration';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'admin.configuration.title'),
    description: translate(language, 'admin.dashboard.card.configuration'),
    path: '/admin/configuration',
  });
}

export default function ConfigurationPage() {
  return (
    <RequireAdmin>
      <ConfigurationView />
    </RequireAdmin>
  );
}
