import { Link } from 'react-router';
import {
  armoryArenaTeamPath,
  armoryGuildPath,
  EQUIPMENT_LAYOUT,
  type ArmoryCharacter,
} from '#contract/armory.ts';
import { classColor } from '#contract/lookups.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session-store.ts';
import { dayFormat, useItemNames } from '../item-names.ts';
import { ItemSlot } from './item-slot.tsx';
import { TalentSpecs } from './talent-trees.tsx';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-frost-500/25 bg-night-900/70 p-5"
    >
      <h2 id={id} className="mb-4 text-2xl text-gold-300">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-night-950/60 px-3 py-2">
      <dt className="text-xs tracking-wide text-frost-300 uppercase">{label}</dt>
      <dd className="text-lg font-semibold text-frost-100 tabular-nums">{value}</dd>
    </div>
  );
}

/** What staff should configure for the parts a player sees missing (players see a clean page). */
function StaffSourcesNote({ sources }: { sources: ArmoryCharacter['sources'] }) {
  const t = useT();
  const { isModerator } = useSession();
  if (!isModerator || (sources.world && sources.clientData)) return null;
  return (
    <p
      role="note"
      className="rounded-lg border border-gold-400/40 bg-gold-400/10 px-4 py-3 text-sm text-gold-300"
    >
      {!sources.world && t('armory.staff.noWorld')} {!sources.clientData && t('armory.staff.noClientData')}
    </p>
  );
}

function Equipment({ character }: { character: ArmoryCharacter }) {
  const t = useT();
  const bySlot = new Map(character.equipment.map((item) => [item.slot, item]));
  const column = (slots: readonly number[], align: 'start' | 'end') => (
    <ul className="space-y-1">
      {slots.map((slot) => (
        <ItemSlot key={slot} slot={slot} item={bySlot.get(slot)} align={align} />
      ))}
    </ul>
  );
  return (
    <Section id="equipment" title={t('armory.equipment.title')}>
      {!character.sources.world && character.equipment.length > 0 && (
        <p className="mb-3 text-sm text-frost-300">{t('armory.equipment.byNumber')}</p>
      )}
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {column(EQUIPMENT_LAYOUT.left, 'start')}
        {column(EQUIPMENT_LAYOUT.right, 'end')}
      </div>
      <div className="mt-1 border-t border-frost-500/15 pt-2">
        {column(EQUIPMENT_LAYOUT.weapons, 'start')}
      </div>
    </Section>
  );
}

function Professions({ professions }: { professions: ArmoryCharacter['professions'] }) {
  const t = useT();
  const names = useItemNames();
  const list = (items: ArmoryCharacter['professions']['primary'], title: string) =>
    items.length > 0 && (
      <div>
        <h3 className="mb-2 text-sm tracking-wide text-frost-300 uppercase">{title}</h3>
        <ul className="space-y-2">
          {items.map((p) => (
            <li key={p.skill}>
              <div className="flex justify-between text-sm">
                <span>{names.skill(p.skill)}</span>
                <span className="tabular-nums text-frost-300">
                  {p.value} / {p.max}
                </span>
              </div>
              <div
                className="mt-1 h-2 overflow-hidden rounded bg-night-950"
                role="meter"
                aria-label={names.skill(p.skill)}
                aria-valuemin={0}
                aria-valuemax={p.max}
                aria-valuenow={p.value}
              >
                <div
                  className="h-full bg-aurora-400/80"
                  style={{ width: `${p.max > 0 ? (p.value / p.max) * 100 : 0}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <Section id="professions" title={t('armory.professions.title')}>
      {professions.primary.length + professions.secondary.length === 0 ? (
        <p className="text-frost-300">{t('armory.professions.none')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          {list(professions.primary, t('armory.professions.primary'))}
          {list(professions.secondary, t('armory.professions.secondary'))}
        </div>
      )}
    </Section>
  );
}

function Pvp({ pvp, realmId }: { pvp: ArmoryCharacter['pvp']; realmId: number }) {
  const t = useT();
  const names = useItemNames();
  return (
    <Section id="pvp" title={t('armory.pvp.title')}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Stat label={t('armory.pvp.honorableKills')} value={names.number(pvp.honorableKills)} />
        <Stat label={t('armory.pvp.today')} value={names.number(pvp.todayKills)} />
        <Stat label={t('armory.pvp.yesterday')} value={names.number(pvp.yesterdayKills)} />
        <Stat label={t('armory.pvp.honor')} value={names.number(pvp.honorPoints)} />
        <Stat label={t('armory.pvp.arenaPoints')} value={names.number(pvp.arenaPoints)} />
      </dl>
      {pvp.arenaTeams.length > 0 && (
        // A phone scrolls the table sideways: the region takes the focus so a keyboard can too.
        <div className="mt-4 overflow-x-auto" role="region" aria-label={t('armory.pvp.teams')} tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('armory.pvp.teams')}</caption>
            <thead className="text-xs tracking-widest text-frost-300 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('armory.pvp.team')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('armory.pvp.bracket')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('armory.pvp.rating')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('armory.pvp.personalRating')}
                </th>
                <th scope="col" className="py-2">
                  {t('armory.pvp.games')}
                </th>
              </tr>
            </thead>
            <tbody>
              {pvp.arenaTeams.map((team) => (
                <tr key={team.id} className="border-t border-frost-500/15">
                  <td className="py-2 pr-3 font-semibold">
                    <Link
                      to={armoryArenaTeamPath(realmId, team.id)}
                      className="text-gold-300 hover:underline"
                    >
                      {team.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{t('armory.pvp.bracketName', { size: team.type })}</td>
                  <td className="py-2 pr-3 tabular-nums">{team.rating}</td>
                  <td className="py-2 pr-3 tabular-nums">{team.personalRating}</td>
                  <td className="py-2 tabular-nums">
                    {t('armory.pvp.record', { wins: team.seasonWins, games: team.seasonGames })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function Achievements({ achievements }: { achievements: NonNullable<ArmoryCharacter['achievements']> }) {
  const t = useT();
  const language = useLanguage();
  const date = dayFormat(language);
  return (
    <Section id="achievements" title={t('armory.achievements.title')}>
      <p className="mb-4 text-frost-200">
        {t('armory.achievements.summary', { points: achievements.points, count: achievements.count })}
      </p>
      {achievements.latest.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {achievements.latest.map((a) => (
            <li key={a.id} className="flex gap-3 rounded-lg bg-night-950/60 p-3">
              {a.icon && (
                <img
                  src={a.icon}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  className="size-9 shrink-0 rounded"
                />
              )}
              <div className="min-w-0">
                <p className="font-semibold text-frost-100">
                  {a.name}{' '}
                  <span className="text-sm text-gold-300 tabular-nums">
                    {t('armory.achievements.points', { points: a.points })}
                  </span>
                </p>
                <p className="text-sm text-frost-300">{a.description}</p>
                <p className="text-xs text-frost-300/80">
                  <time dateTime={a.date}>{date.format(new Date(a.date))}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A character's whole armory page below the navigation. */
export function CharacterView({ character }: { character: ArmoryCharacter }) {
  const t = useT();
  const { raceName, className, factionName } = useGameNames();
  return (
    <div className="space-y-6">
      <header className="rounded-xl border border-frost-500/25 bg-night-900/70 p-5">
        <p className="text-sm text-frost-300">{character.realm.name}</p>
        <h1 className="font-display text-4xl wrap-anywhere" style={{ color: classColor(character.class) }}>
          {character.name}
        </h1>
        {character.title && <p className="mt-1 text-gold-300">{character.title}</p>}
        <p className="mt-2 text-frost-100">
          {t('armory.character.identity', {
            level: character.level,
            race: raceName(character.race),
            class: className(character.class),
          })}
          {character.faction && <span className="text-frost-300"> · {factionName(character.faction)}</span>}
        </p>
        {character.guild && (
          <p className="mt-1 text-frost-200">
            {t('armory.character.guildRank', { rank: character.guild.rank })}{' '}
            <Link
              to={armoryGuildPath(character.realm.id, character.guild.name)}
              className="text-gold-300 underline underline-offset-2"
            >
              {character.guild.name}
            </Link>
          </p>
        )}
        <dl className="mt-4 flex flex-wrap gap-2">
          {character.averageItemLevel !== null && (
            <Stat label={t('armory.character.itemLevel')} value={String(character.averageItemLevel)} />
          )}
          {character.achievements && (
            <Stat
              label={t('armory.character.achievementPoints')}
              value={String(character.achievements.points)}
            />
          )}
        </dl>
        {character.hidden && <p className="mt-3 text-sm text-gold-300">{t('armory.character.hiddenNote')}</p>}
      </header>
      <StaffSourcesNote sources={character.sources} />
      <Equipment character={character} />
      {character.talents && character.talents.length > 0 && (
        <Section id="talents" title={t('armory.talents.title')}>
          <TalentSpecs specs={character.talents} />
        </Section>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Professions professions={character.professions} />
        <Pvp pvp={character.pvp} realmId={character.realm.id} />
      </div>
      {character.achievements && <Achievements achievements={character.achievements} />}
    </div>
  );
}
