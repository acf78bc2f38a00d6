import { isRouteErrorResponse, Link } from 'react-router';
import { armoryCharacterPath } from '#contract/armory.ts';
import { translate } from '#contract/i18n/messages.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import type { OnlineCharacter } from '#contract/realms.ts';
import { StatusDot } from '#web/features/realms/components/realm-status-badge.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/realm-online';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML, paged by links: it reads without the app. */
export const handle = startsOnDemand;

export function meta({ params, data, matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: data?.realm
      ? translate(language, 'realms.online.title', { realm: data.realm.name })
      : translate(language, 'realms.online.titleAny'),
    description: translate(language, 'realms.online.description'),
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

function Row({ character: c, realmId }: { character: OnlineCharacter; realmId: number }) {
  const { raceName, className, mapName } = useGameNames();
  return (
    <tr className="border-t border-frost-500/15">
      <td className="px-4 py-2.5">
        <Link to={armoryCharacterPath(realmId, c.name)} className="hover:underline">
          <ClassChip classId={c.class}>{c.name}</ClassChip>
        </Link>
      </td>
      <td className="px-4 py-2.5 tabular-nums">{c.level}</td>
      <td className="px-4 py-2.5">{raceName(c.race)}</td>
      <td className="px-4 py-2.5">{className(c.class)}</td>
      <td className="px-4 py-2.5 text-frost-200">{mapName(c.map)}</td>
    </tr>
  );
}

function Back() {
  const t = useT();
  return (
    <Link to="/realms" className="text-sm text-gold-300 hover:underline">
      {t('realms.online.back')}
    </Link>
  );
}

export default function RealmOnlinePage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { realm, list, page } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const name = realm?.name ?? t('realms.online.realm', { id: params.id });
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <Back />
      <header className="mt-4 mb-8">
        <h1 className="font-display text-4xl text-gold-300">{t('realms.online.title', { realm: name })}</h1>
        <p className="mt-3 flex items-center gap-2 text-frost-200">
          <StatusDot online={realm?.online} />
          {realm?.online
            ? t('realms.online.count', { count: list.total })
            : t('realms.online.offline', { name })}
        </p>
      </header>
      {list.data.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-frost-500/25 bg-night-900/70">
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-widest text-frost-300 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('realms.online.name')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('realms.online.level')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('realms.online.race')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('realms.online.class')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('realms.online.where')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((c, i) => (
                <Row key={`${c.name}-${i}`} character={c} realmId={Number(params.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t('realms.online.pages')} className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className="text-gold-300 hover:underline">
              {t('realms.online.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-frost-300">{t('realms.online.position', { page, count: pages })}</span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className="text-gold-300 hover:underline">
              {t('realms.online.next')}
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
  const t = useT();
  const text =
    isRouteErrorResponse(error) && error.status === 404
      ? ((error.data as { message?: string } | undefined)?.message ?? t('realms.online.notFound'))
      : t('realms.online.failed');
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <Back />
      <h1 className="mt-4 font-display text-4xl text-gold-300">{t('realms.online.titleAny')}</h1>
      <p className="mt-3 text-frost-200">{text}</p>
    </div>
  );
}
