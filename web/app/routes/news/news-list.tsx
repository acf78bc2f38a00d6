import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta({ title: 'All News', description: 'All News', path: '/news' });

export default function NewsListPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">All News</h1>
    </section>
  );
}
