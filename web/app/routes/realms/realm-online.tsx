import { isRouteErrorResponse, Link } from 'react-router';
import { className, mapName, raceName } from '#contract/lookups.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import type { OnlineCharacter } from '#contract/realms.ts';
import { StatusDot } from '#web/features/realms/components/realm-status-badge.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/realm-online';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML, paged by links: it reads without the app. */
export const handle = startsOnDemand;

export function meta({ params, data, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: data?.realm ? `Who is online on ${data.realm.name}` : 'Who is online',
    description: 'The characters in the world on this realm right now: name, level, race, class and where.',
    path: `/realms/${params.id}/online`,
  });
}

function pageOf(url: URL): number {
  return Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
}

/** The realm's status and one page of who is online, in the HTML. A hidden or unknown list is a 404. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  const page = pageOf(url);
  const list = await reads.onlineList(params.id, { page });
  const realm = reads.realms().find((r) => String(r.id) === params.id) ?? null;
  return { realm, list, page };
}

function Row({ character: c }: { character: OnlineCharacter }) {
  return (
    <tr className="border-t border-frost-500/15">
      <td className="px-4 py-2.5">
        <ClassChip classId={c.class}>{c.name}</ClassChip>
      </td>
      <td className="px-4 py-2.5 tabular-nums">{c.level}</td>
      <td className="px-4 py-2.5">{raceName(c.race)}</td>
      <td className="px-4 py-2.5">{className(c.class)}</td>
      <td className="px-4 py-2.5 text-frost-200">{mapName(c.map)}</td>
    </tr>
  );
}

function Back() {
  return (
    <Link to="/realms" className="text-sm text-gold-300 hover:underline">
      ← All realms
    </Link>
  );
}

export default function RealmOnlinePage({ loaderData, params }: Route.ComponentProps) {
  const { realm, list, page } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const name = realm?.name ?? `Realm ${params.id}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <Back />
      <header className="mt-4 mb-8">
        <h1 className="font-display text-4xl text-gold-300">Who is online on {name}</h1>
        <p className="mt-3 flex items-center gap-2 text-frost-200">
          <StatusDot online={realm?.online} />
          {realm?.online
            ? `${list.total} ${list.total === 1 ? 'character' : 'characters'} in the world. Game masters are not listed.`
            : `${name} is offline: nobody is in its world.`}
        </p>
      </header>
      {list.data.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-frost-500/25 bg-night-900/70">
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-widest text-frost-300 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Level
                </th>
                <th scope="col" className="px-4 py-3">
                  Race
                </th>
                <th scope="col" className="px-4 py-3">
                  Class
                </th>
                <th scope="col" className="px-4 py-3">
                  Where
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((c, i) => (
                <Row key={`${c.name}-${i}`} character={c} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className="text-gold-300 hover:underline">
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-frost-300">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className="text-gold-300 hover:underline">
              Next →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

/** An unknown realm, one whose characters the site does not read, or a list kept private. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const text =
    isRouteErrorResponse(error) && error.status === 404
      ? ((error.data as { message?: string } | undefined)?.message ?? 'This realm does not exist.')
      : 'The list could not be loaded. Please try again later.';
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <Back />
      <h1 className="mt-4 font-display text-4xl text-gold-300">Who is online</h1>
      <p className="mt-3 text-frost-200">{text}</p>
    </div>
  );
}
