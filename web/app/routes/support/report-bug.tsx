import { RequireSignedIn } from '#web/features/auth/guards.tsx';
import { ReportBugForm } from '#web/features/bugs/components/report-bug-form.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/report-bug';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Report a Bug',
    description: 'Report a bug you met on the realm, with the character it happened to.',
    path: '/support/report-bug',
  });
}

export default function ReportBugPage() {
  return (
    <RequireSignedIn message="Please login to report a bug">
      <section className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="font-display text-4xl text-gold-300">Report a Bug</h1>
        <p className="mt-2 text-frost-300">Help us improve by reporting bugs you encounter</p>
        <div className="mt-8 rounded-lg border border-frost-500/20 bg-night-900/70 p-6">
          <ReportBugForm />
        </div>
      </section>
    </RequireSignedIn>
  );
}
