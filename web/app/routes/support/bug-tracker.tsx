import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BugBoard } from '../../features/bugs/components/bug-board.tsx';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Bug Tracker',
    description: 'Follow the bugs players have reported on the realm and where the team stands on each.',
    path: '/support/bug-tracker',
  });

export default function BugTrackerPage() {
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-gold-300">Bug Tracker</h1>
          <p className="mt-2 text-frost-300">Every report, and where the team stands on it.</p>
        </div>
        <Link
          to="/support/report-bug"
          className="inline-flex items-center gap-2 rounded bg-gold-400 px-4 py-2 font-semibold text-night-950 hover:bg-gold-300"
        >
          <Plus aria-hidden className="size-4" /> Report New Bug
        </Link>
      </div>
      <BugBoard />
    </section>
  );
}
