import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Help & Support', description: 'Help & Support', path: '/support/help' });

export default function HelpPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Help & Support</h1>
    </section>
  );
}
