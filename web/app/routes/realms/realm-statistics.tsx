import { isRouteErrorResponse, Link } from 'react-router';
import { translate } from '#contract/i18n/messages.ts';
import { realmStatisticsPath } from '#contract/statistics.ts';
import { RealmStatisticsView } from '#web/features/statistics/components/realm-statistics-view.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { pageContext } from '#web/lib/page-context.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/realm-statistics';

/** Complete in its HTML, charts included: it needs no script. */
export const handle = startsOnDemand;

export function meta({ params, data, matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  const realm = data?.realm?.name;
  return pageMeta(matches, {
    title: realm
      ? translate(language, 'statistics.title', { realm })
      : translate(language, 'statistics.titleAny'),
    description: translate(language, 'statistics.description'),
    path: realmStatisticsPath(Number(params.id)),
  });
}

/** The realm's last computed statistics (null while the first computation runs); an unknown realm is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  const stats = await reads.realmStatistics(params.id);
  const realm = reads.realmSummaries().find((r) => String(r.id) === params.id) ?? null;
  return { stats, realm: stats?.realm ?? (realm && { id: realm.id, name: realm.name }) };
}

function Back() {
  const t = useT();
  return (
    <Link to="/realms" className="text-sm text-gold-300 hover:underline">
      {t('statistics.back')}
    </Link>
  );
}

export default function RealmStatisticsPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { stats, realm } = loaderData;
  const name = realm?.name ?? t('realms.online.realm', { id: params.id });
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <Back />
      <header className="mt-4">
        <h1 className="font-display text-4xl text-gold-300">{t('statistics.title', { realm: name })}</h1>
        <p className="mt-3 max-w-3xl text-frost-200">{t('statistics.intro')}</p>
      </header>
      {stats ? (
        <RealmStatisticsView stats={stats} />
      ) : (
        <p className="mt-10 rounded-lg border border-frost-500/20 bg-night-900/60 p-10 text-center text-frost-200">
          {t('statistics.notYet')}
        </p>
      )}
    </div>
  );
}

/** An unknown realm or a bad id. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const text =
    isRouteErrorResponse(error) && error.status < 500
      ? ((error.data as { message?: string } | undefined)?.message ?? t('statistics.notFound'))
      : t('statistics.failed');
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <Back />
      <h1 className="mt-4 font-display text-4xl text-gold-300">{t('statistics.titleAny')}</h1>
      <p className="mt-3 text-frost-200">{text}</p>
    </div>
  );
}
