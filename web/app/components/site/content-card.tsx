import type { ReactNode } from 'react';
import { useT } from '#web/lib/i18n.ts';
import { AnchorLink } from './anchor-link.tsx';

/** The frosted card that holds a static page's long text, lifted over the bottom of the hero. */
export function ContentCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={`relative mx-auto -mt-16 px-4 pb-20 md:-mt-24 ${wide ? 'max-w-5xl' : 'max-w-4xl'}`}>
      <div className="realm-card prose-realm px-5 py-8 sm:px-8 md:px-12 md:py-12">{children}</div>
    </div>
  );
}

/** One titled section of a page (an h2 with an anchor so it can be linked to). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="scroll-mt-24 outline-none">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** "On this page": anchor links to the sections of a long page. */
export function OnThisPage({ sections }: { sections: ReadonlyArray<{ id: string; title: string }> }) {
  const t = useT();
  return (
    <nav
      aria-label={t('site.onThisPage')}
      className="rounded-xl border border-frost-500/20 bg-night-950/40 px-5 py-4 text-sm"
    >
      <p className="font-display text-xs tracking-[0.3em] text-frost-300 uppercase">{t('site.onThisPage')}</p>
      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 [&>li]:mt-0">
        {sections.map((s) => (
          <li key={s.id}>
            <AnchorLink to={s.id}>{s.title}</AnchorLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Questions and answers written out in full (static pages have no widgets to open). */
export function Questions({ items }: { items: ReadonlyArray<{ question: string; answer: ReactNode }> }) {
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <div key={item.question} className="rounded-xl border border-frost-500/15 bg-night-950/40 px-5 py-4">
          <h3 className="mt-0">{item.question}</h3>
          <div className="mt-2">{item.answer}</div>
        </div>
      ))}
    </div>
  );
}

/** A short fact callout: a value in gold above its label. */
export function Fact({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-xl border border-gold-400/30 bg-night-950/50 px-4 py-3 text-center">
      <p className="font-display text-2xl text-gold-300">{value}</p>
      <p className="mt-1 text-sm text-frost-300">{label}</p>
    </div>
  );
}
