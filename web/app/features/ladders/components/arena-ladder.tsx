import { Link } from 'react-router';
import { armoryArenaTeamPath, armoryCharacterPath } from '#contract/armory.ts';
import type { ArenaStanding } from '#contract/ladders.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import { Cell, Heading, LadderTable, Rank } from './ladder-parts.tsx';

/** A team's members: each name in its class colour with the class in words, then how many are hidden. */
function Members({ team, realmId }: { team: ArenaStanding; realmId: number }) {
  const t = useT();
  const { className } = useGameNames();
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1.5">
      {team.members.map((m) => (
        <li key={m.name} className="flex items-baseline gap-1.5">
          <Link to={armoryCharacterPath(realmId, m.name)} className="hover:underline">
            <ClassChip classId={m.class}>{m.name}</ClassChip>
          </Link>
          <span className="text-xs text-frost-300">{className(m.class)}</span>
        </li>
      ))}
      {team.hiddenMembers > 0 && (
        <li className="text-xs text-frost-300 italic">
          {t('ladder.hiddenMembers', { count: team.hiddenMembers })}
        </li>
      )}
    </ul>
  );
}

/** One bracket's teams by rating: the team and its members, rating, season record and win rate. */
export function ArenaLadder({
  teams,
  realmId,
  bracket,
}: {
  teams: ArenaStanding[];
  realmId: number;
  bracket: number;
}) {
  const t = useT();
  const { factionName } = useGameNames();
  if (teams.length === 0)
    return <p className="text-frost-200">{t('ladder.emptyArena', { size: bracket })}</p>;
  return (
    <LadderTable
      caption={t('ladder.arena', { size: bracket })}
      head={
        <>
          <Heading>{t('ladder.rank')}</Heading>
          <Heading>{t('ladder.team')}</Heading>
          <Heading end>{t('ladder.rating')}</Heading>
          <Heading wide end>
            {t('ladder.season')}
          </Heading>
          <Heading wide end>
            {t('ladder.winRate')}
          </Heading>
        </>
      }
    >
      {teams.map((team) => (
        <tr key={team.id} className="border-t border-frost-500/15">
          <Cell>
            <Rank rank={team.rank} />
          </Cell>
          <Cell>
            <Link
              to={armoryArenaTeamPath(realmId, team.id)}
              className="font-semibold text-gold-300 wrap-anywhere hover:underline"
            >
              {team.name}
            </Link>
            {team.faction && <span className="ml-2 text-xs text-frost-300">{factionName(team.faction)}</span>}
            <div className="mt-1.5">
              <Members team={team} realmId={realmId} />
            </div>
            <p className="mt-1 text-xs text-frost-300 sm:hidden">
              {t('ladder.record', { wins: team.seasonWins, games: team.seasonGames })} ·{' '}
              {t('ladder.percent', { value: team.winRate })}
            </p>
          </Cell>
          <Cell end>
            <span className="font-semibold text-frost-100">{team.rating}</span>
          </Cell>
          <Cell wide end>
            {t('ladder.record', { wins: team.seasonWins, games: team.seasonGames })}
          </Cell>
          <Cell wide end>
            {t('ladder.percent', { value: team.winRate })}
          </Cell>
        </tr>
      ))}
    </LadderTable>
  );
}
