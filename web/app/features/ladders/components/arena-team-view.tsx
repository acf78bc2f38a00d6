import { Link } from 'react-router';
import { ladderPath, type ArenaTeam } from '#contract/ladders.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import {
  CharacterLine,
  CharacterLink,
  Cell,
  Heading,
  LadderTable,
  useLadderNumber,
} from './ladder-parts.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-night-950/60 px-4 py-3">
      <dt className="text-xs tracking-widest text-frost-300 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-frost-100">{value}</dd>
    </div>
  );
}

/** An arena team's page: bracket, place, rating, record, and its visible members with their personal ratings. */
export function ArenaTeamView({ team }: { team: ArenaTeam }) {
  const t = useT();
  const number = useLadderNumber();
  const { factionName } = useGameNames();
  const rate = (wins: number, games: number) =>
    games > 0 ? t('ladder.percent', { value: Math.round((wins / games) * 1000) / 10 }) : '—';
  return (
    <div className="space-y-6">
      <header className="rounded-xl border border-frost-500/25 bg-night-900/70 p-5">
        <p className="text-sm text-frost-300">{team.realm.name}</p>
        <h1 className="font-display text-4xl text-gold-300 wrap-anywhere">{team.name}</h1>
        <p className="mt-2 text-frost-200">
          {t('arenaTeam.kind', { size: team.type })}
          {team.faction && <span> · {factionName(team.faction)}</span>}
          {' · '}
          {team.rank === null
            ? t('arenaTeam.unranked')
            : t('arenaTeam.rank', { rank: team.rank, size: team.type })}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t('ladder.rating')} value={String(team.rating)} />
          <Stat
            label={t('arenaTeam.thisSeason')}
            value={t('ladder.record', { wins: number(team.seasonWins), games: number(team.seasonGames) })}
          />
          <Stat label={t('ladder.winRate')} value={rate(team.seasonWins, team.seasonGames)} />
          <Stat
            label={t('arenaTeam.thisWeek')}
            value={t('ladder.record', { wins: number(team.weekWins), games: number(team.weekGames) })}
          />
        </dl>
      </header>

      <section aria-labelledby="team-members">
        <h2 id="team-members" className="mb-3 text-2xl text-gold-300">
          {t('ladder.members')}
        </h2>
        <LadderTable
          caption={t('ladder.members')}
          head={
            <>
              <Heading>{t('ladder.character')}</Heading>
              <Heading end>{t('arenaTeam.personalRating')}</Heading>
              <Heading wide end>
                {t('arenaTeam.thisSeason')}
              </Heading>
              <Heading wide end>
                {t('arenaTeam.thisWeek')}
              </Heading>
            </>
          }
        >
          {team.members.map((m) => (
            <tr key={m.character.name} className="border-t border-frost-500/15">
              <Cell>
                <CharacterLink realmId={team.realm.id} character={m.character} />
                {m.captain && <span className="ml-2 text-xs text-gold-300">{t('arenaTeam.captain')}</span>}
                <div className="mt-1">
                  <CharacterLine character={m.character} />
                </div>
                <p className="mt-1 text-xs text-frost-300 sm:hidden">
                  {t('ladder.record', { wins: m.seasonWins, games: m.seasonGames })}
                </p>
              </Cell>
              <Cell end>
                <span className="font-semibold text-frost-100">{m.personalRating}</span>
              </Cell>
              <Cell wide end>
                {t('ladder.record', { wins: m.seasonWins, games: m.seasonGames })}
              </Cell>
              <Cell wide end>
                {t('ladder.record', { wins: m.weekWins, games: m.weekGames })}
              </Cell>
            </tr>
          ))}
        </LadderTable>
        {team.hiddenMembers > 0 && (
          <p className="mt-3 text-sm text-frost-300">
            {t('arenaTeam.hiddenMembers', { count: team.hiddenMembers })}
          </p>
        )}
      </section>
      {[2, 3, 5].includes(team.type) && (
        <p>
          <Link
            to={ladderPath({ realmId: team.realm.id, kind: 'arena', type: team.type })}
            className="text-gold-300 hover:underline"
          >
            {t('arenaTeam.ladderLink', { size: team.type })}
          </Link>
        </p>
      )}
    </div>
  );
}
