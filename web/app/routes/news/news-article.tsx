import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta({ title: 'News', description: 'News', path: '/news' });

export default function NewsArticlePage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">News</h1>
    </section>
  );
}
