import { BarChart3, Newspaper, Settings, Swords, Users, Wifi, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardStats } from '#contract/admin.ts';
import type { Language } from '#contract/i18n/languages.ts';
import { hasText, type MessageKey } from '#contract/i18n/messages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { AdminPage, figure, FIGURE_SLOT, WithFigure } from './admin-ui.tsx';

interface Card {
  title: MessageKey;
  description: MessageKey;
  to: string;
  icon: LucideIcon;
}

/** docs/product.md §2.11: the dashboard's cards, each opening its screen. */
const CARDS: Card[] = [
  {
    title: 'admin.news.title',
    description: 'admin.dashboard.card.news',
    to: '/admin/news-management',
    icon: Newspaper,
  },
  {
    title: 'admin.accounts.title',
    description: 'admin.dashboard.card.accounts',
    to: '/admin/accounts',
    icon: Users,
  },
  {
    title: 'admin.characters.title',
    description: 'admin.dashboard.card.characters',
    to: '/admin/characters',
    icon: Swords,
  },
  {
    title: 'admin.dashboard.card.onlinePlayers.title',
    description: 'admin.dashboard.card.onlinePlayers',
    to: '/admin/online',
    icon: Wifi,
  },
  {
    title: 'admin.dashboard.card.statistics.title',
    description: 'admin.dashboard.card.statistics',
    to: '/admin/statistics',
    icon: BarChart3,
  },
  {
    title: 'admin.dashboard.card.configuration.title',
    description: 'admin.dashboard.card.configuration',
    to: '/admin/configuration',
    icon: Settings,
  },
];

function CardTile({ card }: { card: Card }) {
  const t = useT();
  const Icon = card.icon;
  return (
    <Link
      to={card.to}
      className="block h-full rounded-lg border border-frost-500/30 bg-night-900/80 p-5 text-frost-100 transition-colors hover:border-gold-400/70 hover:bg-night-800"
    >
      <Icon aria-hidden className="size-8 text-gold-300" />
      <h2 className="mt-3 font-display text-lg">{t(card.title)}</h2>
      <p className="mt-1 text-sm text-frost-300">{t(card.description)}</p>
    </Link>
  );
}

/** The spec's '2h ago' placeholder, from a real time and in the page's language. */
function ago(language: Language, justNow: string, ms: number | null): string {
  if (ms === null) return '—';
  const minutes = Math.max(0, Math.round((Date.now() - ms) / 60_000));
  if (minutes < 1) return justNow;
  const relative = new Intl.RelativeTimeFormat(language, { style: 'short' });
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}

function Overview({ stats, failed }: { stats: DashboardStats | undefined; failed: boolean }) {
  const t = useT();
  const language = useLanguage();
  const n = (value: number | null) => figure(language, value);
  // [stable name (data-figure), the sentence saying what it counts, the figure]
  const figures: Array<[string, MessageKey, string]> = stats
    ? [
        ['published', 'admin.dashboard.figure.published', n(stats.news.published)],
        ['totalViews', 'admin.dashboard.figure.totalViews', n(stats.news.totalViews)],
        ['online', 'admin.dashboard.figure.online', n(stats.characters.online)],
        [
          'lastUpdate',
          'admin.dashboard.figure.lastUpdate',
          ago(language, t('admin.dashboard.justNow'), stats.news.lastUpdate),
        ],
        ['accounts', 'admin.dashboard.figure.accounts', n(stats.accounts.total)],
        ['newAccounts', 'admin.dashboard.figure.newAccounts', n(stats.accounts.newLast7Days)],
        ['characters', 'admin.dashboard.figure.characters', n(stats.characters.total)],
        ['maxLevel', 'admin.dashboard.figure.maxLevel', n(stats.characters.maxLevel)],
        ['openBugs', 'admin.dashboard.figure.openBugs', n(stats.bugs.open)],
      ]
    : [];
  const statusName = (status: string) => {
    const key = `admin.bug.status.${status}`;
    return hasText(language, key) ? t(key) : status;
  };
  return (
    <section
      aria-labelledby="quick-overview"
      className="rounded-lg border border-frost-500/25 bg-night-900/70 p-5"
    >
      <h2 id="quick-overview" className="font-display text-xl text-gold-300">
        {t('admin.dashboard.overview')}
      </h2>
      {failed && (
        <p className="mt-3 text-red-300" role="alert">
          {t('admin.dashboard.failed')}
        </p>
      )}
      {!stats ? (
        !failed && (
          <p className="mt-3 text-frost-300" role="status">
            {t('admin.loading')}
          </p>
        )
      ) : (
        <>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {figures.map(([name, label, value]) => (
              <li key={name} className="text-sm text-frost-300">
                <WithFigure
                  sentence={t(label, { figure: FIGURE_SLOT })}
                  render={() => (
                    <span
                      className="font-display text-2xl whitespace-nowrap text-frost-100"
                      data-figure={name}
                    >
                      {value}
                    </span>
                  )}
                />
              </li>
            ))}
          </ul>
          {stats.realms.length > 1 && (
            <p className="mt-4 text-sm text-frost-300" data-realm-figures>
              {t('admin.dashboard.realms', {
                list: stats.realms
                  .map(({ name, characters: c }) =>
                    c.total === null || c.online === null || c.maxLevel === null
                      ? t('admin.dashboard.realm.counting', { realm: name })
                      : t('admin.dashboard.realm', {
                          realm: name,
                          total: c.total,
                          online: c.online,
                          maxLevel: c.maxLevel,
                        }),
                  )
                  .join(' · '),
              })}
            </p>
          )}
          <p className="mt-4 text-sm text-frost-300">
            {t('admin.dashboard.bugsByStatus', {
              list: Object.entries(stats.bugs.byStatus)
                .map(([status, count]) =>
                  t('admin.dashboard.bugStatusCount', { status: statusName(status), count }),
                )
                .join(' · '),
            })}
          </p>
        </>
      )}
    </section>
  );
}

/** docs/product.md §2.11 Administrator Dashboard: the screens, the coming ones, and live figures. */
export function Dashboard() {
  const t = useT();
  const stats = useDashboardStats();
  return (
    <AdminPage title={t('admin.dashboard.title')} back={false}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <CardTile card={card} />
          </li>
        ))}
      </ul>
      <Overview stats={stats.data} failed={stats.isError} />
      <p className="text-sm">
        <Link
          to="/admin/audit"
          className="text-frost-300 underline-offset-2 hover:text-gold-300 hover:underline"
        >
          {t('admin.dashboard.auditLink')}
        </Link>
      </p>
    </AdminPage>
  );
}
