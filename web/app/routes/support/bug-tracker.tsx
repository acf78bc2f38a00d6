import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Bug Tracker', description: 'Bug Tracker', path: '/support/bug-tracker' });

export default function BugTrackerPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Bug Tracker</h1>
    </section>
  );
}
