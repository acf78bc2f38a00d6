import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'SPECLESS', description: 'SPECLESS', path: '/features/specless' });

export default function SpeclessPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">SPECLESS</h1>
    </section>
  );
}
