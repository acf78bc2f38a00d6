import { translate } from '#contract/i18n/messages.ts';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { NewsManagement } from '#web/features/news/components/news-management.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/news-management';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'admin.news.title'),
    description: translate(language, 'admin.news.description'),
    path: '/admin/news-management',
  });
}

export default function NewsManagementPage() {
  return (
    <RequireAdmin>
      <NewsManagement />
    </RequireAdmin>
  );
}
