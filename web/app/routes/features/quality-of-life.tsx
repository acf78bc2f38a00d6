import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'QUALITY OF LIFE', description: 'QUALITY OF LIFE', path: '/features/quality-of-life' });

export default function QualityOfLifePage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">QUALITY OF LIFE</h1>
    </section>
  );
}
