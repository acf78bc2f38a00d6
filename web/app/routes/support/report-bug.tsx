import { RequireSignedIn } from '#web/features/auth/guards.tsx';
import { ReportBugForm } from '#web/features/bugs/components/report-bug-form.tsx';
import { translate } from '#contract/i18n/messages.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/report-bug';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'bugs.reportPage.metaTitle'),
    description: translate(language, 'bugs.reportPage.metaDescription'),
    path: '/support/report-bug',
  });
}

export default function ReportBugPage() {
  const t = useT();
  return (
    <RequireSignedIn message={t('bugs.reportPage.signIn')}>
      <section className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="font-display text-4xl text-gold-300">{t('bugs.reportPage.title')}</h1>
        <p className="mt-2 text-frost-300">{t('bugs.reportPage.subtitle')}</p>
        <div className="mt-8 rounded-lg border border-frost-500/20 bg-night-900/70 p-6">
          <ReportBugForm />
        </div>
      </section>
    </RequireSignedIn>
  );
}
