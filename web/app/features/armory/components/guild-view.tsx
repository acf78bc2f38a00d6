import { Link } from 'react-router';
import { armoryCharacterPath, type ArmoryGuild, type GuildMembersQuery } from '#contract/armory.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { classColor } from '#contract/lookups.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { dayFormat } from '../item-names.ts';

type Sort = GuildMembersQuery['sort'];

function sortLink(current: ArmoryGuild['members'], sort: Sort) {
  // The column sorted now turns around; another starts ascending (levels start from the highest).
  const order =
    current.sort === sort ? (current.order === 'asc' ? 'desc' : 'asc') : sort === 'level' ? 'desc' : 'asc';
  return `?sort=${sort}&order=${order}`;
}

function Spread({
  title,
  rows,
}: {
  title: string;
  rows: Array<{ key: string; label: string; count: number; colour?: string }>;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div>
      <h3 className="mb-2 text-sm tracking-wide text-frost-300 uppercase">{title}</h3>
      <ul className="space-y-1.5">
        {rows.map((r) => (
          <li key={r.key} className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-2 text-sm">
            <span className="truncate">{r.label}</span>
            <span className="h-2 overflow-hidden rounded bg-night-950" aria-hidden>
              <span
                className="block h-full"
                style={{
                  width: `${(r.count / max) * 100}%`,
                  backgroundColor: r.colour ?? 'var(--color-frost-400)',
                }}
              />
            </span>
            <span className="text-right tabular-nums">{r.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A guild's armory page: who leads it, how it is made up, and its members a page at a time. */
export function GuildView({ guild }: { guild: ArmoryGuild }) {
  const t = useT();
  const language = useLanguage();
  const { raceName, className, factionName } = useGameNames();
  const { members } = guild;
  const pages = Math.max(1, Math.ceil(members.total / members.pageSize));
  const date = dayFormat(language);
  const sorted = `sort=${members.sort}&order=${members.order}`;
  const header = (sort: Sort, label: string) => (
    <th
      scope="col"
      className="px-4 py-3"
      aria-sort={members.sort === sort ? (members.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link to={sortLink(members, sort)} className="hover:text-gold-300 hover:underline">
        {label}
        {members.sort === sort && <span aria-hidden>{members.order === 'asc' ? ' ▲' : ' ▼'}</span>}
      </Link>
    </th>
  );
  return (
    <div className="space-y-6">
      <header className="rounded-xl border border-frost-500/25 bg-night-900/70 p-5">
        <p className="text-sm text-frost-300">{guild.realm.name}</p>
        <h1 className="font-display text-4xl text-gold-300 wrap-anywhere">{guild.name}</h1>
        <p className="mt-2 text-frost-200">
          {guild.faction && <span>{factionName(guild.faction)} · </span>}
          {t('armory.guild.members', { count: guild.memberCount })}
          {guild.createdAt && (
            <span>
              {' · '}
              {t('armory.guild.founded', { date: date.format(new Date(guild.createdAt)) })}
            </span>
          )}
        </p>
        {guild.leader && (
          <p className="mt-1 text-frost-200">
            {t('armory.guild.leader')}{' '}
            <Link to={armoryCharacterPath(guild.realm.id, guild.leader.name)} className="hover:underline">
              <ClassChip classId={guild.leader.class}>{guild.leader.name}</ClassChip>
            </Link>
          </p>
        )}
      </header>

      <section
        aria-labelledby="make-up"
        className="rounded-xl border border-frost-500/25 bg-night-900/70 p-5"
      >
        <h2 id="make-up" className="mb-4 text-2xl text-gold-300">
          {t('armory.guild.makeUp')}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          <Spread
            title={t('armory.guild.byClass')}
            rows={guild.classes.map((c) => ({
              key: String(c.class),
              label: className(c.class),
              count: c.count,
              colour: classColor(c.class),
            }))}
          />
          <Spread
            title={t('armory.guild.byLevel')}
            rows={guild.levels.map((l) => ({
              key: l.band,
              label: t('armory.guild.levelBand', { band: l.band }),
              count: l.count,
            }))}
          />
        </div>
      </section>

      <section aria-labelledby="roster">
        <h2 id="roster" className="mb-3 text-2xl text-gold-300">
          {t('armory.guild.roster')}
        </h2>
        <div className="overflow-x-auto rounded-xl border border-frost-500/25 bg-night-900/70">
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-widest text-frost-300 uppercase">
              <tr>
                {header('name', t('armory.guild.name'))}
                {header('level', t('armory.guild.level'))}
                <th scope="col" className="px-4 py-3">
                  {t('armory.guild.race')}
                </th>
                {header('class', t('armory.guild.class'))}
                {header('rank', t('armory.guild.rank'))}
              </tr>
            </thead>
            <tbody>
              {members.data.map((m) => (
                <tr key={m.name} className="border-t border-frost-500/15">
                  <td className="px-4 py-2.5">
                    <Link to={armoryCharacterPath(guild.realm.id, m.name)} className="hover:underline">
                      <ClassChip classId={m.class}>{m.name}</ClassChip>
                    </Link>
                  </td>
                  <td className="px-4 py-2.5 tabular-nums">{m.level}</td>
                  <td className="px-4 py-2.5">{raceName(m.race)}</td>
                  <td className="px-4 py-2.5">{className(m.class)}</td>
                  <td className="px-4 py-2.5">{m.rank.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <nav aria-label={t('armory.pages')} className="mt-4 flex items-center justify-between text-sm">
            {members.page > 1 ? (
              <Link to={`?${sorted}&page=${members.page - 1}`} className="text-gold-300 hover:underline">
                {t('armory.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-frost-300">
              {t('armory.position', { page: members.page, count: pages })}
            </span>
            {members.page < pages ? (
              <Link to={`?${sorted}&page=${members.page + 1}`} className="text-gold-300 hover:underline">
                {t('armory.next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
