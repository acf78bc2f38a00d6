import { Link } from 'react-router';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/features/quality-of-life', label: 'Quality of Life' },
  { to: '/features/specless', label: 'Specless' },
  { to: '/features/tourment', label: 'Tourment' },
  { to: '/features/unique-items', label: 'Unique Items' },
];

export function Footer() {
  return (
    <footer className="border-t border-frost-500/20 bg-night-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2">
        <div>
          <p className="font-display text-lg text-gold-300">FROSTFALL</p>
          <p className="mt-2 max-w-md text-sm text-frost-200">
            A custom Wrath of the Lich King experience, rebuilt for discovery.
          </p>
        </div>
        <nav aria-label="Quick Links">
          <h2 className="font-display text-sm text-frost-300">Quick Links</h2>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className="text-frost-200 hover:text-gold-300">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-frost-500/10 py-4 text-center text-xs text-frost-300">
        © 2025 Frostfall. All rights reserved.
      </p>
    </footer>
  );
}
