import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'News Management', description: 'News Management', path: '/admin/news-management' });

export default function NewsManagementPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">News Management</h1>
    </section>
  );
}
