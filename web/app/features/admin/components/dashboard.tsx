import { BarChart3, Newspaper, Settings, Swords, Users, Wifi, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardStats } from '#contract/admin.ts';
import { STATUS_LABELS, type BugStatus } from '#contract/bug-values.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { AdminPage } from './admin-ui.tsx';

interface Card {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  soon?: boolean;
}

/** docs/product.md §2.11: three working cards, three 'Coming Soon' ones (their routes do not exist). */
const CARDS: Card[] = [
  {
    title: 'News Management',
    description: 'Ecrire, modifier et mettre les articles a la une.',
    to: '/admin/news-management',
    icon: Newspaper,
  },
  {
    title: 'Account Management',
    description: 'Points, niveaux de securite et bans.',
    to: '/admin/accounts',
    icon: Users,
  },
  {
    title: 'Character Management',
    description: 'Debloquer et supprimer des personnages.',
    to: '/admin/characters',
    icon: Swords,
  },
  {
    title: 'Online Players',
    description: 'Qui est en jeu.',
    to: '/admin/online-players',
    icon: Wifi,
    soon: true,
  },
  {
    title: 'Statistics',
    description: 'Le royaume au fil du temps.',
    to: '/admin/stats',
    icon: BarChart3,
    soon: true,
  },
  {
    title: 'Configuration',
    description: 'Reglages du royaume.',
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

/** The spec's '2h ago' placeholder, from a real time and in the admin's French. */
function ago(ms: number | null): string {
  if (ms === null) return '—';
  const minutes = Math.max(0, Math.round((Date.now() - ms) / 60_000));
  if (minutes < 1) return "a l'instant";
  if (minutes < 60) return `il y a ${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `il y a ${hours} h`;
  return `il y a ${Math.round(hours / 24)} j`;
}

function Overview({ stats }: { stats: DashboardStats | undefined }) {
  const figures: Array<[string, string]> = stats
    ? [
        ['Articles publies', fr(stats.news.published)],
        ['Vues totales', fr(stats.news.totalViews)],
        ['Joueurs en ligne', fr(stats.characters.online)],
        ['Derniere mise a jour', ago(stats.news.lastUpdate)],
        ['Comptes', fr(stats.accounts.total)],
        ['Nouveaux comptes (7 jours)', fr(stats.accounts.newLast7Days)],
        ['Personnages', fr(stats.characters.total)],
        ['Personnages niveau 80', fr(stats.characters.maxLevel)],
        ['Bugs ouverts', fr(stats.bugs.open)],
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
          Chargement...
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
            Bugs ouverts par statut :{' '}
            {Object.entries(stats.bugs.byStatus)
              .map(([status, n]) => `${STATUS_LABELS[status as BugStatus] ?? status} ${n}`)
              .join(' · ')}
          </p>
        </>
      )}
    </section>
  );
}

/** docs/product.md §2.11 Administrator Dashboard: the screens, the coming ones, and live figures. */
export function Dashboard() {
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
          Journal des actions du staff
        </Link>
      </p>
    </AdminPage>
  );
}
