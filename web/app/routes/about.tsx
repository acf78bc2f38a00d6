import { pageMeta } from '../lib/seo.ts';

export const meta = () => pageMeta({ title: 'ABOUT', description: 'ABOUT', path: '/about' });

export default function AboutPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">ABOUT</h1>
    </section>
  );
}
