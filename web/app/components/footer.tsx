import { Link } from 'react-router';
import type { MessageKey } from '#contract/i18n/messages.ts';
import { REALM_NAME } from '#contract/site.ts';
import { useT } from '#web/lib/i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** docs/product.md §2.15 footer Quick Links, spelling "Tourment" included (the route redirects). */
const QUICK_LINKS: ReadonlyArray<FooterLink> = [
  { to: '/', label: 'footer.home' },
  { to: '/features/quality-of-life', label: 'footer.qualityOfLife' },
  { to: '/features/specless', label: 'footer.specless' },
  { to: '/features/tourment', label: 'footer.tourment' },
  { to: '/features/unique-items', label: 'footer.uniqueItems' },
];

const MORE_LINKS: ReadonlyArray<FooterLink> = [
  { to: '/about', label: 'footer.about' },
  { to: '/news', label: 'footer.news' },
  { to: '/support/help', label: 'footer.helpAndSupport' },
  { to: '/support/bug-tracker', label: 'footer.bugTracker' },
  { to: '/features/other/service-quality', label: 'footer.serviceQuality' },
  { to: '/features/other/other-changes', label: 'footer.otherChanges' },
];

interface FooterLink {
  to: string;
  label: MessageKey;
}

function LinkList({ title, links }: { title: string; links: ReadonlyArray<FooterLink> }) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className="font-display text-sm font-bold tracking-[0.2em] text-frost-300">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className="text-frost-200 transition-colors hover:text-gold-300">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useT();
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
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-frost-200">{t('footer.tagline')}</p>
          <LanguageSwitch className="mt-4 -ml-1.5" />
        </div>
        <LinkList title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <LinkList title={t('footer.theRealm')} links={MORE_LINKS} />
      </div>
      <div className="border-t border-frost-500/10">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-5 text-center text-xs text-frost-300">
          <p>{t('footer.rights', { realm: REALM_NAME })}</p>
          <p>{t('footer.trademarks')}</p>
        </div>
      </div>
    </footer>
  );
}
