import { LADDER_KINDS, ladderPath, type LadderKind } from '#contract/ladders.ts';
import { translate } from '#contract/i18n/messages.ts';
import { ArenaLadder } from '#web/features/ladders/components/arena-ladder.tsx';
import { AchievementLadder, HonorLadder } from '#web/features/ladders/components/character-ladders.tsx';
import {
  LadderFilters,
  LadderTabs,
  type LadderShown,
} from '#web/features/ladders/components/ladder-choice.tsx';
import { LadderPager } from '#web/features/ladders/components/ladder-parts.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { pageContext } from '#web/lib/page-context.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/ladder';

/** Complete in its HTML: the ladders, brackets, filters and pages are links and a form. */
export const handle = startsOnDemand;

export function meta({ data, matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  const realm = data?.ladder.realm.name;
  return pageMeta(matches, {
    title: realm ? translate(language, 'ladder.metaTitle', { realm }) : translate(language, 'ladder.title'),
    description: translate(language, 'ladder.description'),
    path: '/ladder',
  });
}

/** The realm's ladder the address names (`ladder`, `type`, `class`, `page`), default its 2v2 arena. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  const param = (key: string) => url.searchParams.get(key) || undefined;
  const asked = param('ladder');
  const kind: LadderKind = LADDER_KINDS.find((k) => k === asked) ?? 'arena';
  const query = { realmId: param('realmId'), class: param('class'), page: param('page') };
  const realms = reads.ladderRealms();
  // The reads refuse a bad class or bracket: past them, both are numbers.
  const chosen = { class: query.class === undefined ? undefined : Number(query.class), type: 2 };
  if (kind === 'honor') return { kind, realms, ...chosen, ladder: await reads.honorLadder(query) };
  if (kind === 'achievements')
    return { kind, realms, ...chosen, ladder: await reads.achievementLadder(query) };
  const ladder = await reads.arenaLadder({ ...query, type: param('type') });
  return { kind, realms, ...chosen, type: Number(param('type') ?? 2), ladder };
}

export default function LadderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { kind, realms, ladder, type } = loaderData;
  const realmId = ladder.realm.id;
  const shown: LadderShown = { realmId, kind, type, class: loaderData.class };
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  const achievements = realms.find((r) => r.id === realmId)?.achievements ?? false;
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">{t('ladder.title')}</h1>
      <p className="mt-3 text-frost-200">{t('ladder.intro', { realm: ladder.realm.name })}</p>
      <div className="mt-6 space-y-4">
        <LadderFilters shown={shown} realms={realms} />
        <LadderTabs shown={shown} achievements={achievements} />
      </div>
      <div className="mt-6">
        {loaderData.kind === 'arena' && (
          <ArenaLadder teams={loaderData.ladder.data} realmId={realmId} bracket={type} />
        )}
        {loaderData.kind === 'honor' && <HonorLadder rows={loaderData.ladder.data} realmId={realmId} />}
        {loaderData.kind === 'achievements' && (
          <AchievementLadder rows={loaderData.ladder.data} realmId={realmId} />
        )}
      </div>
      <LadderPager
        page={ladder.page}
        total={ladder.total}
        pageSize={ladder.pageSize}
        link={(page) => ladderPath({ ...shown, page })}
      />
      <p className="mt-6 text-sm text-frost-300">
        {t('ladder.note')} {t('ladder.updated', { time: time.format(new Date(ladder.updatedAt)) })}
      </p>
    </div>
  );
}

export { LadderError as ErrorBoundary } from '#web/features/ladders/components/ladder-error.tsx';
