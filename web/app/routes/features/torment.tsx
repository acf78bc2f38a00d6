import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta({ title: 'TORMENT', description: 'TORMENT', path: '/features/torment' });

export default function TormentPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">TORMENT</h1>
    </section>
  );
}
