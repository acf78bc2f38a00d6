import { useRevalidator } from 'react-router';
import { REALM_STATUS_INTERVAL_MS } from '#contract/realms.ts';
import { loadRealms, useRealmStatus } from '#web/features/realms/api/realm-queries.ts';
import { RealmCard } from '#web/features/realms/components/realm-card.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/realms';

/** Complete in its HTML: the app starts when the visitor needs it, then keeps the figures current. */
export const handle = startsOnDemand;

export const meta = () =>
  pageMeta({
    title: 'Realms',
    description:
      'Every realm, live: whether it is online, how many play on each side, its uptime and its peak of players.',
    path: '/realms',
  });

/** The status in the page's HTML; when it cannot be read the page says so. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return { realms: await loadRealms(context, url).catch(() => null) };
}

export default function RealmsPage({ loaderData }: Route.ComponentProps) {
  const { data: realms } = useRealmStatus(loaderData.realms ?? undefined);
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <header className="mb-10 text-center">
        <h1 className="font-display text-4xl text-gold-300 md:text-5xl">Realms</h1>
        <p className="mt-3 text-lg text-frost-200">
          Live status of every realm, checked every {REALM_STATUS_INTERVAL_MS / 1000} seconds.
        </p>
      </header>
      {!realms ? (
        <div
          role="alert"
          className="mx-auto max-w-md rounded-lg border border-red-400/40 bg-red-950/40 p-6 text-center"
        >
          <p className="text-red-100">The realm status could not be loaded.</p>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="mt-4 rounded border border-frost-500/40 px-4 py-2 text-sm hover:border-gold-400"
          >
            Try again
          </button>
        </div>
      ) : realms.length === 0 ? (
        <p className="rounded-lg border border-frost-500/20 bg-night-900/60 p-10 text-center text-frost-200">
          No realm is listed yet.
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
