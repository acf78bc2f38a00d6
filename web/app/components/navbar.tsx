import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountMenu } from './account-menu.tsx';
import { topLink } from './nav-styles.ts';

export const FEATURE_LINKS = [
  { to: '/features/quality-of-life', label: 'Quality of Life' },
  { to: '/features/specless', label: 'Specless' },
  { to: '/features/torment', label: 'Torment' },
  { to: '/features/unique-items', label: 'Gear Affixes' },
  null,
  { to: '/features/other/other-changes', label: 'Other Changes' },
  { to: '/features/other/service-quality', label: 'Service Quality' },
] as const;

export const SUPPORT_LINKS = [
  { to: '/support/help', label: 'Help' },
  { to: '/support/bug-tracker', label: 'Bug Tracker' },
] as const;

function Dropdown({
  label,
  links,
}: {
  label: string;
  links: ReadonlyArray<{ to: string; label: string } | null>;
}) {
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={topLink}>
        {label} <ChevronDown aria-hidden className="size-4" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-1 min-w-56 rounded-md border border-frost-500/30 bg-night-900/95 p-2 shadow-xl">
        <ul>
          {links.map((link, i) =>
            link ? (
              <li key={link.to}>
                <NavigationMenu.Link asChild>
                  <Link
                    to={link.to}
                    className="block rounded px-3 py-2 text-sm text-frost-200 hover:bg-night-700 hover:text-gold-300"
                  >
                    {link.label}
                  </Link>
                </NavigationMenu.Link>
              </li>
            ) : (
              <li key={`divider-${i}`} role="separator" className="my-1 border-t border-frost-500/20" />
            ),
          )}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

export function Navbar() {
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 50);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header
      className={`sticky top-0 z-40 transition-colors ${scrolled ? 'bg-night-950/80 backdrop-blur' : 'bg-night-950'}`}
      data-scrolled={scrolled}
    >
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link to="/" className="font-display text-lg tracking-widest text-gold-300">
          FROSTFALL
        </Link>
        <NavigationMenu.Root className="hidden md:block" aria-label="Site sections">
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to="/" end className={topLink}>
                  HOME
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <Dropdown label="FEATURES" links={FEATURE_LINKS} />
            <Dropdown label="SUPPORT" links={SUPPORT_LINKS} />
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to="/about" className={topLink}>
                  ABOUT
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <div className="hidden md:block">
          <AccountMenu />
        </div>
        <button
          type="button"
          className="p-2 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </nav>
      {mobileOpen && (
        <div id="mobile-menu" className="border-t border-frost-500/20 px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 py-2">
            <li>
              <Link to="/" className="block py-2">
                HOME
              </Link>
            </li>
            {[...FEATURE_LINKS, ...SUPPORT_LINKS].map((l) =>
              l ? (
                <li key={l.to}>
                  <Link to={l.to} className="block py-2 text-frost-200">
                    {l.label}
                  </Link>
                </li>
              ) : null,
            )}
            <li>
              <Link to="/about" className="block py-2">
                ABOUT
              </Link>
            </li>
          </ul>
          <AccountMenu />
        </div>
      )}
    </header>
  );
}
