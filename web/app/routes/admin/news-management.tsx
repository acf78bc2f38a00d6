import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { NewsManagement } from '#web/features/news/components/news-management.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'News Management',
    description: 'Write, edit and delete the news of the realm.',
    path: '/admin/news-management',
  });

export default function NewsManagementPage() {
  return (
    <RequireAdmin>
      <NewsManagement />
    </RequireAdmin>
  );
}
