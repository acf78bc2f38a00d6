import { Link } from 'react-router';
import { armoryArenaTeamPath } from '#contract/armory.ts';
import { translate } from '#contract/i18n/messages.ts';
import { ArenaTeamView } from '#web/features/ladders/components/arena-team-view.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { pageContext } from '#web/lib/page-context.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/armory-arena-team';

/** Complete in its HTML. */
export const handle = startsOnDemand;

export function meta({ data, params, matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  const path = armoryArenaTeamPath(Number(params.realmId), Number(params.teamId));
  if (!data)
    return pageMeta(matches, {
      title: translate(language, 'armory.notFoundTitle'),
      description: '',
      path,
      noindex: true,
    });
  const team = data.team;
  return pageMeta(matches, {
    title: translate(language, 'arenaTeam.metaTitle', {
      name: team.name,
      size: team.type,
      realm: team.realm.name,
    }),
    description: translate(language, 'arenaTeam.metaDescription', {
      name: team.name,
      realm: team.realm.name,
      rating: team.rating,
      wins: team.seasonWins,
      games: team.seasonGames,
    }),
    path,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  return { team: await reads.arenaTeam(params.realmId, params.teamId) };
}

export default function ArmoryArenaTeamPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <Link to="/ladder" className="text-sm text-gold-300 hover:underline">
        {t('ladder.back')}
      </Link>
      <div className="mt-4">
        <ArenaTeamView team={loaderData.team} />
      </div>
    </div>
  );
}

export { LadderError as ErrorBoundary } from '#web/features/ladders/components/ladder-error.tsx';
