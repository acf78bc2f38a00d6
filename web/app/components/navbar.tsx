import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { MessageKey } from '#contract/i18n/messages.ts';
import { REALM_NAME } from '#contract/site.ts';
import { useT } from '#web/lib/i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { menuLink, topLink } from './nav-styles.ts';

type MenuLink = { to: string; label: MessageKey };

/** docs/product.md §2.15: the FEATURES dropdown, with its divider (null) before the two "other" pages. */
const FEATURE_LINKS: ReadonlyArray<MenuLink | null> = [
  { to: '/features/quality-of-life', label: 'nav.qualityOfLife' },
  { to: '/features/specless', label: 'nav.specless' },
  { to: '/features/torment', label: 'nav.torment' },
  { to: '/features/unique-items', label: 'nav.gearAffixes' },
  null,
  { to: '/features/other/other-changes', label: 'nav.otherChanges' },
  { to: '/features/other/service-quality', label: 'nav.serviceQuality' },
];

/** Rendered (docs/product.md §10.13): players must be able to reach Help and the Bug Tracker. */
const SUPPORT_LINKS: ReadonlyArray<MenuLink> = [
  { to: '/support/help', label: 'nav.help' },
  { to: '/support/how-to-connect', label: 'nav.howToConnect' },
  { to: '/support/bug-tracker', label: 'nav.bugTracker' },
];

/** docs/product.md §9.9: the bar turns translucent after 50 px of scroll. */
const TRANSLUCENT_AFTER_PX = 50;

/** A dropdown of the bar: opens on hover or click, and from the keyboard (Radix Navigation Menu). */
function Dropdown({
  value,
  label,
  links,
  active,
  onTriggerClick,
}: {
  value: string;
  label: string;
  links: ReadonlyArray<MenuLink | null>;
  active: boolean;
  onTriggerClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const t = useT();
  return (
    <NavigationMenu.Item value={value} className="relative">
      <NavigationMenu.Trigger
        className={`${topLink} group`}
        data-active={active ? '' : undefined}
        onClick={onTriggerClick}
      >
        {label}
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-xl border border-frost-500/30 bg-night-900/95 p-2 shadow-2xl shadow-black/60 backdrop-blur-md">
        <ul>
          {links.map((link, i) =>
            link ? (
              <li key={link.to}>
                <NavigationMenu.Link asChild>
                  <NavLink to={link.to} className={menuLink}>
                    {t(link.label)}
                  </NavLink>
                </NavigationMenu.Link>
              </li>
            ) : (
              <li key={`divider-${i}`} role="separator" className="mx-2 my-2 border-t border-frost-500/20" />
            ),
          )}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** The phone menu: every destination in groups, closed by the toggle, Escape or a navigation. */
function MobileMenu({ onClose, account }: { onClose: () => void; account: ReactNode }) {
  const t = useT();
  const group = (title: string, links: ReadonlyArray<MenuLink | null>) => (
    <div>
      <p className="px-3 pt-3 pb-1 font-display text-xs tracking-[0.3em] text-frost-300">{title}</p>
      <ul>
        {links.map((l) =>
          l ? (
            <li key={l.to}>
              <NavLink to={l.to} className={menuLink} onClick={onClose}>
                {t(l.label)}
              </NavLink>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
  return (
    <nav
      id="mobile-menu"
      aria-label={t('nav.mobile')}
      className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-frost-500/20 bg-night-950 px-4 pb-6 md:hidden"
    >
      <ul className="pt-2">
        <li>
          <NavLink to="/" end className={topLink} onClick={onClose}>
            {t('nav.home')}
          </NavLink>
        </li>
      </ul>
      {group(t('nav.features'), FEATURE_LINKS)}
      {group(t('nav.support'), SUPPORT_LINKS)}
      <ul className="pt-2">
        <li>
          <NavLink to="/armory" className={topLink} onClick={onClose}>
            {t('nav.armory')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/about" className={topLink} onClick={onClose}>
            {t('nav.about')}
          </NavLink>
        </li>
      </ul>
      <LanguageSwitch className="mt-2 px-1.5" />
      <div className="mt-4 border-t border-frost-500/20 pt-4">{account}</div>
    </nav>
  );
}

/** `account`: the right side of the bar (sign-in links or the user menu), given by the app shell. */
export function Navbar({ account, realmStatus }: { account: ReactNode; realmStatus: ReactNode }) {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Which dropdown is open, and whether a click (not a hover) opened it.
  const [openMenu, setOpenMenu] = useState('');
  const clickedMenu = useRef('');

  function onMenuChange(value: string) {
    if (value !== clickedMenu.current) clickedMenu.current = '';
    setOpenMenu(value);
  }

  /** A click on a menu the pointer just opened by hovering keeps it open instead of toggling it shut. */
  function onTriggerClick(label: string, event: MouseEvent<HTMLButtonElement>) {
    if (openMenu === label && clickedMenu.current !== label) event.preventDefault();
    clickedMenu.current = label;
  }

  // Tells the on-demand start (lib/app-start.tsx) that the app is live.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    window.dispatchEvent(new Event('app:hydrated'));
  }, []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > TRANSLUCENT_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A navigation closes the phone menu.
  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <header
      className={`sticky top-0 z-40 border-b transition-[background-color,border-color,backdrop-filter] duration-300 ${
        scrolled
          ? 'border-frost-500/20 bg-night-950/75 shadow-lg shadow-black/30 backdrop-blur-md'
          : 'border-transparent bg-night-950'
      }`}
      data-scrolled={scrolled}
    >
      <a
        href="#main"
        className="sr-only rounded bg-gold-400 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 md:max-lg:gap-1">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2.5"
          aria-label={t('nav.homeOf', { realm: REALM_NAME })}
        >
          <img src="/assets/images/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="font-display text-lg font-bold tracking-[0.2em] text-gold-300 uppercase md:max-xl:hidden">
            {REALM_NAME}
          </span>
        </Link>

        <NavigationMenu.Root
          aria-label={t('nav.main')}
          className="hidden md:block"
          delayDuration={80}
          value={openMenu}
          onValueChange={onMenuChange}
        >
          <NavigationMenu.List className="flex items-center gap-0.5 lg:gap-2">
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to="/" end className={topLink}>
                  {t('nav.home')}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <Dropdown
              value="features"
              label={t('nav.features')}
              links={FEATURE_LINKS}
              active={pathname.startsWith('/features')}
              onTriggerClick={(event) => onTriggerClick('features', event)}
            />
            <Dropdown
              value="support"
              label={t('nav.support')}
              links={SUPPORT_LINKS}
              active={pathname.startsWith('/support')}
              onTriggerClick={(event) => onTriggerClick('support', event)}
            />
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to="/armory" className={topLink}>
                  {t('nav.armory')}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to="/about" className={topLink}>
                  {t('nav.about')}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        {realmStatus}

        <LanguageSwitch othersOnly className="hidden xl:block" />

        <div className="hidden md:block">{account}</div>

        <button
          ref={toggleRef}
          type="button"
          className="rounded-md p-2 text-frost-100 hover:text-gold-300 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </div>
      {mobileOpen && <MobileMenu onClose={() => setMobileOpen(false)} account={account} />}
    </header>
  );
}
