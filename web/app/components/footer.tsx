import { Link } from 'react-router';
import { REALM_NAME } from '#contract/site.ts';

/** docs/product.md §2.15 footer Quick Links, spelling "Tourment" included (the route redirects). */
const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/features/quality-of-life', label: 'Quality of Life' },
  { to: '/features/specless', label: 'Specless' },
  { to: '/features/tourment', label: 'Tourment' },
  { to: '/features/unique-items', label: 'Unique Items' },
];

const MORE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/news', label: 'News' },
  { to: '/support/help', label: 'Help & Support' },
  { to: '/support/bug-tracker', label: 'Bug Tracker' },
  { to: '/features/other/service-quality', label: 'Service Quality' },
  { to: '/features/other/other-changes', label: 'Other Changes' },
];

function LinkList({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-display text-sm font-bold tracking-[0.2em] text-frost-300">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className="text-frost-200 transition-colors hover:text-gold-300">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-frost-500/20 bg-night-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <Link to="/" className="inline-flex items-center gap-3">
            <img
              src="/assets/images/logo.svg"
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10"
            />
            <span className="font-display text-xl font-bold tracking-[0.2em] text-gold-300 uppercase">
              {REALM_NAME}
            </span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-frost-200">
            A custom expansion-era experience: Wrath of the Lich King, rebuilt for discovery on the 3.3.5a
            client.
          </p>
        </div>
        <LinkList title="Quick Links" links={QUICK_LINKS} />
        <LinkList title="The Realm" links={MORE_LINKS} />
      </div>
      <div className="border-t border-frost-500/10">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-5 text-center text-xs text-frost-300">
          <p>© 2025 {REALM_NAME}. All rights reserved.</p>
          <p>
            World of Warcraft and Wrath of the Lich King are trademarks of Blizzard Entertainment. This realm
            is a fan project and is not affiliated with Blizzard Entertainment.
          </p>
        </div>
      </div>
    </footer>
  );
}
