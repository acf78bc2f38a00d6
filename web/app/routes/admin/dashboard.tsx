import { BarChart3, Newspaper, Settings, Swords, Users, Wifi, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardStats } from '../../../../contract/admin.ts';
import { STATUS_LABELS, type BugStatus } from '../../../../contract/bug-values.ts';
import { useDashboardStats } from '../../features/admin/api/dashboard-api.ts';
import { AdminPage } from '../../features/admin/components/admin-ui.tsx';
import { RequireAdmin } from '../../features/auth/guards.tsx';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Administrator Dashboard', description: 'Administrator Dashboard', path: '/admin' });

interface Card {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  soon?: boolean;
}

/** SPEC.md §2: three working cards, three 'Coming Soon' ones (their routes do not exist). */
const CARDS: Card[] = [
  {
    title: 'News Management',
    description: 'Write, edit and feature articles.',
    to: '/admin/news-management',
    icon: Newspaper,
  },
  {
    title: 'Account Management',
    description: 'Points, security levels and bans.',
    to: '/admin/accounts',
    icon: Users,
  },
  {
    title: 'Character Management',
    description: 'Unstuck and delete characters.',
    to: '/admin/characters',
    icon: Swords,
  },
  {
    title: 'Online Players',
    description: 'Who is in the world.',
    to: '/admin/online-players',
    icon: Wifi,
    soon: true,
  },
  {
    title: 'Statistics',
    description: 'The realm over time.',
    to: '/admin/stats',
    icon: BarChart3,
    soon: true,
  },
  {
    title: 'Configuration',
    description: 'Realm settings.',
    to: '/admin/settings',
    icon: Settings,
    soon: true,
  },
];

function CardTile({ card }: { card: Card }) {
  const Icon = card.icon;
  const body = (
    <>
      <Icon aria-hidden className={`size-8 ${card.soon ? 'text-frost-300/60' : 'text-gold-300'}`} />
      <h2 className="mt-3 font-display text-lg">{card.title}</h2>
      <p className="mt-1 text-sm text-frost-300">{card.description}</p>
      {card.soon && (
        <span className="mt-3 inline-block rounded border border-frost-500/40 px-2 py-0.5 text-xs uppercase tracking-wider text-frost-300">
          Coming Soon
        </span>
      )}
    </>
  );
  const frame = 'block h-full rounded-lg border p-5';
  if (card.soon) {
    return (
      <div
        aria-disabled="true"
        className={`${frame} cursor-not-allowed border-frost-500/15 bg-night-900/40 text-frost-200/70`}
      >
        {body}
      </div>
    );
  }
  return (
    <Link
      to={card.to}
      className={`${frame} border-frost-500/30 bg-night-900/80 text-frost-100 transition-colors hover:border-gold-400/70 hover:bg-night-800`}
    >
      {body}
    </Link>
  );
}

/** A figure a large realm is still counting reads '…'. */
const fr = (n: number | null) => (n === null ? '…' : n.toLocaleString('fr-FR'));

/** '2h ago' style, as the spec's placeholder reads, from a real time. */
function ago(ms: number | null): string {
  if (ms === null) return '—';
  const minutes = Math.max(0, Math.round((Date.now() - ms) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours}h ago`;
  return `${Math.round(hours / 24)}d ago`;
}

function Overview({ stats }: { stats: DashboardStats | undefined }) {
  const figures: Array<[string, string]> = stats
    ? [
        ['Published articles', fr(stats.news.published)],
        ['Total views', fr(stats.news.totalViews)],
        ['Online players', fr(stats.characters.online)],
        ['Last update', ago(stats.news.lastUpdate)],
        ['Accounts', fr(stats.accounts.total)],
        ['New accounts (7 days)', fr(stats.accounts.newLast7Days)],
        ['Characters', fr(stats.characters.total)],
        ['Level 80 characters', fr(stats.characters.maxLevel)],
        ['Open bugs', fr(stats.bugs.open)],
      ]
    : [];
  return (
    <section
      aria-labelledby="quick-overview"
      className="rounded-lg border border-frost-500/25 bg-night-900/70 p-5"
    >
      <h2 id="quick-overview" className="font-display text-xl text-gold-300">
        Quick Overview
      </h2>
      {!stats ? (
        <p className="mt-3 text-frost-300" role="status">
          Loading...
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs uppercase tracking-wider text-frost-300">{label}</dt>
                <dd className="font-display text-2xl text-frost-100" data-figure={label}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {stats.realms.length > 1 && (
            <p className="mt-4 text-sm text-frost-300" data-realm-figures>
              Characters by realm:{' '}
              {stats.realms
                .map(
                  (r) =>
                    `${r.name} ${fr(r.characters.total)} (${fr(r.characters.online)} online, ${fr(r.characters.maxLevel)} at level 80)`,
                )
                .join(' · ')}
            </p>
          )}
          <p className="mt-4 text-sm text-frost-300">
            Open bugs by status:{' '}
            {Object.entries(stats.bugs.byStatus)
              .map(([status, n]) => `${STATUS_LABELS[status as BugStatus] ?? status} ${n}`)
              .join(' · ')}
          </p>
        </>
      )}
    </section>
  );
}

function Dashboard() {
  const stats = useDashboardStats();
  return (
    <AdminPage title="Administrator Dashboard" back={false}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title}>
            <CardTile card={card} />
          </li>
        ))}
      </ul>
      <Overview stats={stats.data} />
      <p className="text-sm">
        <Link
          to="/admin/audit"
          className="text-frost-300 underline-offset-2 hover:text-gold-300 hover:underline"
        >
          Audit log of staff actions
        </Link>
      </p>
    </AdminPage>
  );
}

export default function DashboardPage() {
  return (
    <RequireAdmin>
      <Dashboard />
    </RequireAdmin>
  );
}
