import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HomeFeature } from '#web/content/home.ts';
import { useT } from '#web/lib/i18n.ts';
import { ArtPicture } from './art-picture.tsx';

/**
 * docs/product.md §4.2 home carousel: one feature at a time, chosen by a tab or an indicator dot; previous
 * and next wrap around; no automatic advance. Every panel is in the HTML (only the chosen one shows), so the
 * page is complete before any script runs.
 */
export function FeatureCarousel({ features }: { features: readonly HomeFeature[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = features.length;
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <Tabs.Root
      value={features[index]!.id}
      onValueChange={(id) =>
        setIndex(
          Math.max(
            0,
            features.findIndex((f) => f.id === id),
          ),
        )
      }
    >
      <Tabs.List
        aria-label={t('site.carousel.label')}
        className="mx-auto grid max-w-3xl grid-cols-2 gap-2 rounded-xl border border-frost-500/20 bg-night-900/70 p-1.5 md:grid-cols-4"
      >
        {features.map((f) => (
          <Tabs.Trigger
            key={f.id}
            value={f.id}
            className="rounded-lg px-3 py-2.5 font-display text-sm tracking-wider text-frost-200 transition-colors hover:bg-night-700 hover:text-frost-100 data-[state=active]:bg-gradient-to-b data-[state=active]:from-gold-300 data-[state=active]:to-gold-500 data-[state=active]:text-night-950"
          >
            {f.tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      {features.map((f) => (
        <Tabs.Content
          key={f.id}
          value={f.id}
          forceMount
          className="mt-8 grid items-center gap-8 rounded-2xl md:grid-cols-2 data-[state=inactive]:hidden"
        >
          <div className="overflow-hidden rounded-2xl border border-frost-500/25 shadow-[0_30px_60px_-30px_rgba(0,0,0,0.9)]">
            <ArtPicture
              name={f.image}
              alt={f.imageAlt}
              imgClassName="aspect-[3/2] h-auto w-full object-cover"
            />
          </div>
          <div>
            <p className="font-display text-xs tracking-[0.3em] text-frost-300 uppercase">{f.kicker}</p>
            <h3 className="mt-2 font-display text-3xl text-gold-300">{f.title}</h3>
            <p className="mt-4 leading-relaxed text-frost-200">{f.description}</p>
            <Link to={f.route} className="btn-ghost mt-6">
              {t('site.carousel.learnMore')}
              {/* Says where the link goes, for screen readers and crawlers. */}
              <span className="sr-only">{t('site.carousel.learnMoreAbout', { title: f.title })}</span>
            </Link>
          </div>
        </Tabs.Content>
      ))}

      <div className="mt-8 flex items-center justify-center gap-5">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={t('site.carousel.previous')}
          className="rounded-full border border-frost-500/40 p-2 text-frost-200 transition-colors hover:border-gold-400 hover:text-gold-300"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <div role="group" aria-label={t('site.carousel.indicators')} className="flex items-center gap-1">
          {features.map((f, i) => (
            <button
              key={f.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('site.carousel.show', { feature: f.tab })}
              aria-current={i === index ? 'true' : undefined}
              className="group grid size-6 place-items-center"
            >
              <span
                aria-hidden
                className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-gold-400' : 'w-2.5 bg-frost-300/50 group-hover:bg-frost-200'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label={t('site.carousel.next')}
          className="rounded-full border border-frost-500/40 p-2 text-frost-200 transition-colors hover:border-gold-400 hover:text-gold-300"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </Tabs.Root>
  );
}
