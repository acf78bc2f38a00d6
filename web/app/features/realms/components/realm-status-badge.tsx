import { Link } from 'react-router';
import type { MessageKey, MessageValues } from '#contract/i18n/messages.ts';
import type { RealmSummary } from '#contract/realms.ts';
import { useT } from '#web/lib/i18n.ts';
import { useRealmStatus } from '../api/realm-queries.ts';

export const playersOf = (realm: RealmSummary) => realm.players.alliance + realm.players.horde;

/** A realm's mark: green while its worldserver answers, red otherwise. */
export function StatusDot({ online, className = '' }: { online: boolean | undefined; className?: string }) {
  const colour = online === undefined ? 'bg-frost-500/60' : online ? 'bg-emerald-400' : 'bg-red-500';
  return (
    <span
      aria-hidden
      className={`inline-block size-2.5 shrink-0 rounded-full ${colour} ${online ? 'shadow-[0_0_8px_rgba(52,211,153,0.8)]' : ''} ${className}`}
    />
  );
}

type T = (key: MessageKey, values?: MessageValues) => string;

function describe(t: T, realms: RealmSummary[]): string {
  const parts = realms.map((r) =>
    r.online
      ? t('realms.badge.online', { name: r.name, players: playersOf(r) })
      : t('realms.badge.offline', { name: r.name, players: playersOf(r) }),
  );
  return t('realms.badge.label', { realms: parts.join(t('realms.badge.separator')) });
}

/**
 * The header's compact realm status: each realm's mark, name (on wide screens) and players in the
 * world, from the page's HTML, then kept current without a reload once the app runs; it links to the
 * realms page.
 */
export function RealmStatusBadge({ initial }: { initial: RealmSummary[] }) {
  const t = useT();
  const { data } = useRealmStatus();
  const realms: RealmSummary[] = data ?? initial;
  const known = realms && realms.length > 0;
  return (
    <Link
      to="/realms"
      data-realm-status={known ? 'live' : 'pending'}
      aria-label={known ? describe(t, realms) : t('realms.badge.pending')}
      className="inline-flex items-center gap-3 rounded-full md:max-lg:gap-2 md:max-lg:px-2 border border-frost-500/30 bg-night-900/70 px-3 py-1.5 text-xs text-frost-100 transition-colors hover:border-gold-400 hover:text-gold-300"
    >
      {known ? (
        realms.map((r) => (
          <span
            key={r.id}
            data-realm={r.id}
            data-online={r.online}
            className="inline-flex items-center gap-1.5"
            title={
              r.online
                ? t('realms.badge.titleOnline', { name: r.name })
                : t('realms.badge.titleOffline', { name: r.name })
            }
          >
            <StatusDot online={r.online} />
            <span className="hidden max-w-28 truncate 2xl:inline">{r.name}</span>
            {/* The bar is crowded between the phone and the desktop layouts: marks only there. */}
            <span className="font-semibold tabular-nums md:max-lg:hidden">{playersOf(r)}</span>
          </span>
        ))
      ) : (
        <span className="inline-flex items-center gap-1.5">
          <StatusDot online={undefined} />
          <span className="font-display tracking-widest">{t('realms.badge.short')}</span>
        </span>
      )}
    </Link>
  );
}
