import { Link } from 'react-router';
import { REALM_STATUS_INTERVAL_MS } from '#contract/realms.ts';
import { useRealmStatus } from '#web/features/realms/api/realm-queries.ts';
import { RealmCard } from '#web/features/realms/components/realm-card.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { translate } from '#contract/i18n/messages.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/realms';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML: the app starts when the visitor needs it, then keeps the figures current. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'realms.list.title'),
    description: translate(language, 'realms.list.description'),
    path: '/realms',
  });
}

/** The last check of every realm, in the page's HTML. */
export function loader({ context }: Route.LoaderArgs) {
  return { realms: context.get(pageContext).reads.realms() };
}

export default function RealmsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const realms = useRealmStatus(loaderData.realms).data ?? loaderData.realms;
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <header className="mb-10 text-center">
        <h1 className="font-display text-4xl text-gold-300 md:text-5xl">{t('realms.list.title')}</h1>
        <p className="mt-3 text-lg text-frost-200">
          {t('realms.list.subtitle', { seconds: REALM_STATUS_INTERVAL_MS / 1000 })}
        </p>
        <p className="mt-2">
          <Link to="/ladder" className="text-gold-300 hover:underline">
            {t('ladder.link')}
          </Link>
        </p>
      </header>
      {realms.length === 0 ? (
        <p className="rounded-lg border border-frost-500/20 bg-night-900/60 p-10 text-center text-frost-200">
          {t('realms.list.empty')}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {realms.map((realm) => (
            <RealmCard key={realm.id} realm={realm} />
          ))}
        </div>
      )}
    </div>
  );
}
