import { Link } from 'react-router';
import type { MessageKey, MessageValues } from '#contract/i18n/messages.ts';
import type { RealmStatus } from '#contract/realms.ts';
import { realmStatisticsPath } from '#contract/statistics.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import { playersOf, StatusDot } from './realm-status-badge.tsx';

type T = (key: MessageKey, values?: MessageValues) => string;

/** "3 d 4 h", "2 h 5 min", "12 min": how long the worldserver has been up. */
function formatUptime(t: T, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return t('realms.uptime.days', { days, hours });
  if (hours > 0) return t('realms.uptime.hours', { hours, minutes });
  return t('realms.uptime.minutes', { minutes });
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/** The balance of the factions in the world, as a bar with its figures. */
function FactionBar({ alliance, horde }: { alliance: number; horde: number }) {
  const t = useT();
  const { factionName } = useGameNames();
  const total = alliance + horde;
  const label =
    total === 0
      ? t('realms.faction.empty')
      : t('realms.faction.label', {
          alliance: factionName('Alliance'),
          allianceCount: alliance,
          alliancePercent: percent(alliance, total),
          horde: factionName('Horde'),
          hordeCount: horde,
          hordePercent: percent(horde, total),
        });
  return (
    <div>
      <div
        role="img"
        aria-label={label}
        className="flex h-3 overflow-hidden rounded-full bg-night-700"
        data-faction-bar
      >
        {total > 0 && (
          <>
            <div className="bg-sky-500" style={{ width: `${(alliance / total) * 100}%` }} />
            <div className="bg-red-600" style={{ width: `${(horde / total) * 100}%` }} />
          </>
        )}
      </div>
      <div className="mt-2 flex justify-between text-sm" aria-hidden>
        <span className="text-sky-300">
          {factionName('Alliance')} <span className="font-semibold tabular-nums">{alliance}</span>
          {total > 0 && (
            <span className="text-frost-300">
              {' '}
              · {t('realms.faction.percent', { percent: percent(alliance, total) })}
            </span>
          )}
        </span>
        <span className="text-red-300">
          {total > 0 && (
            <span className="text-frost-300">
              {t('realms.faction.percent', { percent: percent(horde, total) })} ·{' '}
            </span>
          )}
          <span className="font-semibold tabular-nums">{horde}</span> {factionName('Horde')}
        </span>
      </div>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs tracking-widest text-frost-300 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-frost-100 tabular-nums">{children}</dd>
    </div>
  );
}

const badge = 'rounded-full border px-2 py-0.5 text-xs tracking-wider uppercase';

/** One realm on the realms page: its mark, type and flags, players by faction, uptime and peak. */
export function RealmCard({ realm }: { realm: RealmStatus }) {
  const t = useT();
  const players = playersOf(realm);
  return (
    <article
      aria-labelledby={`realm-${realm.id}`}
      data-realm={realm.id}
      data-online={realm.online}
      className="rounded-2xl border border-frost-500/25 bg-night-900/70 p-6 shadow-lg shadow-black/30"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={`realm-${realm.id}`} className="font-display text-2xl text-gold-300">
            {realm.name}
          </h2>
          <span className={`${badge} border-frost-500/40 text-frost-200`}>
            {t(`realms.type.${realm.type}`)}
          </span>
          {realm.flags.new && (
            <span className={`${badge} border-gold-400/60 text-gold-300`}>{t('realms.card.new')}</span>
          )}
          {realm.flags.recommended && (
            <span className={`${badge} border-emerald-400/60 text-emerald-300`}>
              {t('realms.card.recommended')}
            </span>
          )}
        </div>
        <span
          className={`inline-flex shrink-0 items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
            realm.online ? 'bg-emerald-950/70 text-emerald-200' : 'bg-red-950/70 text-red-200'
          }`}
        >
          <StatusDot online={realm.online} />
          {realm.online ? t('realms.card.online') : t('realms.card.offline')}
        </span>
      </header>

      <dl className="mt-6 grid grid-cols-3 gap-4">
        <Figure label={t('realms.card.players')}>{players}</Figure>
        <Figure label={t('realms.card.uptime')}>
          {realm.uptime ? formatUptime(t, realm.uptime.seconds) : '—'}
        </Figure>
        <Figure label={t('realms.card.peak')}>{realm.peak ?? '—'}</Figure>
      </dl>

      <div className="mt-6">
        <FactionBar alliance={realm.players.alliance} horde={realm.players.horde} />
      </div>

      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {realm.onlineListPublic && (
          <Link to={`/realms/${realm.id}/online`} className="text-gold-300 hover:underline">
            {t('realms.card.whoIsOnline')}
          </Link>
        )}
        <Link to={realmStatisticsPath(realm.id)} className="text-gold-300 hover:underline">
          {t('realms.card.statistics')}
        </Link>
        <Link to="/support/how-to-connect" className="text-gold-300 hover:underline">
          {t('realms.card.howToConnect')}
        </Link>
      </p>
    </article>
  );
}
