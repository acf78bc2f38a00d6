import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { NewsManagement } from '#web/features/news/components/news-management.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/news-management';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'News Management',
    description: 'Write, edit and delete the news of the realm.',
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
