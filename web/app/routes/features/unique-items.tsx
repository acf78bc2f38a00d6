import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'GEAR AFFIXES', description: 'GEAR AFFIXES', path: '/features/unique-items' });

export default function UniqueItemsPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">GEAR AFFIXES</h1>
    </section>
  );
}
