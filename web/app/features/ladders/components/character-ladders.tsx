import type { AchievementStanding, HonorStanding } from '#contract/ladders.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import {
  CharacterLine,
  CharacterLink,
  Cell,
  Heading,
  LadderTable,
  Rank,
  useLadderNumber,
} from './ladder-parts.tsx';

/** Characters by lifetime honorable kills, with today's and yesterday's. */
export function HonorLadder({ rows, realmId }: { rows: HonorStanding[]; realmId: number }) {
  const t = useT();
  const number = useLadderNumber();
  const { factionName } = useGameNames();
  if (rows.length === 0) return <p className="text-frost-200">{t('ladder.emptyCharacters')}</p>;
  return (
    <LadderTable
      caption={t('ladder.honor')}
      head={
        <>
          <Heading>{t('ladder.rank')}</Heading>
          <Heading>{t('ladder.character')}</Heading>
          <Heading end>{t('ladder.kills')}</Heading>
          <Heading wide end>
            {t('ladder.today')}
          </Heading>
          <Heading wide end>
            {t('ladder.yesterday')}
          </Heading>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.character.name} className="border-t border-frost-500/15">
          <Cell>
            <Rank rank={row.rank} />
          </Cell>
          <Cell>
            <CharacterLink realmId={realmId} character={row.character} />
            <div className="mt-1">
              <CharacterLine character={row.character} />
              {row.character.faction && (
                <span className="ml-2 text-xs text-frost-300">{factionName(row.character.faction)}</span>
              )}
            </div>
          </Cell>
          <Cell end>
            <span className="font-semibold text-frost-100">{number(row.honorableKills)}</span>
            <span className="mt-1 block text-xs text-frost-300 sm:hidden">
              {t('ladder.byDay', { today: number(row.todayKills), yesterday: number(row.yesterdayKills) })}
            </span>
          </Cell>
          <Cell wide end>
            {number(row.todayKills)}
          </Cell>
          <Cell wide end>
            {number(row.yesterdayKills)}
          </Cell>
        </tr>
      ))}
    </LadderTable>
  );
}

/** Characters by achievement points. */
export function AchievementLadder({ rows, realmId }: { rows: AchievementStanding[]; realmId: number }) {
  const t = useT();
  const number = useLadderNumber();
  const { factionName } = useGameNames();
  if (rows.length === 0) return <p className="text-frost-200">{t('ladder.emptyCharacters')}</p>;
  return (
    <LadderTable
      caption={t('ladder.achievements')}
      head={
        <>
          <Heading>{t('ladder.rank')}</Heading>
          <Heading>{t('ladder.character')}</Heading>
          <Heading end>{t('ladder.points')}</Heading>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.character.name} className="border-t border-frost-500/15">
          <Cell>
            <Rank rank={row.rank} />
          </Cell>
          <Cell>
            <CharacterLink realmId={realmId} character={row.character} />
            <div className="mt-1">
              <CharacterLine character={row.character} />
              {row.character.faction && (
                <span className="ml-2 text-xs text-frost-300">{factionName(row.character.faction)}</span>
              )}
            </div>
          </Cell>
          <Cell end>
            <span className="font-semibold text-frost-100">{number(row.points)}</span>
          </Cell>
        </tr>
      ))}
    </LadderTable>
  );
}
