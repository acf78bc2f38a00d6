import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Report a Bug', description: 'Report a Bug', path: '/support/report-bug' });

export default function ReportBugPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Report a Bug</h1>
    </section>
  );
}
