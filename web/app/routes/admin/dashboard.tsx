import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Administrator Dashboard', description: 'Administrator Dashboard', path: '/admin' });

export default function DashboardPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Administrator Dashboard</h1>
    </section>
  );
}
