import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { LATEST_NEWS_DEFAULT } from '#contract/news-rules.ts';
import { REALM_NAME } from '#contract/site.ts';
import { CallToActionLink } from '#web/components/site/account-call-to-action.tsx';
import { AnchorLink } from '#web/components/site/anchor-link.tsx';
import { Fact } from '#web/components/site/content-card.tsx';
import { FaqAccordion } from '#web/components/site/faq-accordion.tsx';
import { FeatureCarousel } from '#web/components/site/feature-carousel.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { translate } from '#contract/i18n/messages.ts';
import { artSrcSet, IMAGES_PATH } from '#web/content/artwork.ts';
import { HOME_FACTS, homeFaq, homeFeatures } from '#web/content/home.ts';
import { LatestNews } from '#web/features/news/components/latest-news.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import { ConnectNotice } from '#web/features/realms/components/connect-notice.tsx';
import type { Route } from './+types/home';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'pages.home.meta.title'),
    description: translate(language, 'pages.home.meta.description'),
    path: '/',
  });
}

/** The latest news, in the page's HTML; when it cannot be read the page goes on without the block. */
export async function loader({ context }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  const latestNews = await reads.latestNews(LATEST_NEWS_DEFAULT).catch(() => []);
  return { latestNews };
}

const IMG = IMAGES_PATH;

/** The home hero: Northrend at night, the crest, the realm's name and the release date. */
function Hero() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden md:min-h-[min(calc(100svh-4rem),56rem)]"
    >
      <picture className="absolute inset-0 -z-20">
        <source
          media="(max-width: 767px)"
          type="image/avif"
          srcSet={artSrcSet('hero-northrend-portrait', 'avif')}
          sizes="100vw"
        />
        <source
          media="(max-width: 767px)"
          type="image/webp"
          srcSet={artSrcSet('hero-northrend-portrait', 'webp')}
          sizes="100vw"
        />
        <source type="image/avif" srcSet={artSrcSet('hero-northrend', 'avif')} sizes="100vw" />
        <source type="image/webp" srcSet={artSrcSet('hero-northrend', 'webp')} sizes="100vw" />
        <img
          src={`${IMG}/hero-northrend.jpg`}
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
      </picture>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(6,10,18,0.55)_0%,rgba(6,10,18,0.2)_60%),linear-gradient(to_bottom,rgba(6,10,18,0.1)_60%,var(--color-night-950))]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
        <img
          src={`${IMG}/logo.svg`}
          alt=""
          width={128}
          height={128}
          className="size-24 rounded-full shadow-[0_0_48px_rgba(143,211,255,0.35)] md:size-32"
        />
        <h1
          id="hero-title"
          className="mt-6 font-display text-5xl tracking-[0.12em] text-gold-300 uppercase [text-shadow:0_4px_18px_rgba(0,0,0,0.9)] sm:text-6xl md:text-8xl"
        >
          {REALM_NAME}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-frost-100 [text-shadow:0_2px_8px_rgba(0,0,0,0.9)] md:text-xl">
          {t('pages.home.hero.tagline')}
        </p>
        <p className="mt-8 rounded-full border border-gold-400/60 bg-night-950/70 px-5 py-2 font-display text-sm tracking-[0.2em] text-gold-300 md:text-base">
          {t('pages.home.hero.release')}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <AnchorLink to="features" className="btn-gold">
            {t('pages.home.hero.learnMore')}
            <ChevronDown aria-hidden className="size-4" />
          </AnchorLink>
          <CallToActionLink className="btn-ghost" />
        </div>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <Hero />
      <ConnectNotice />

      <section
        aria-label={t('pages.home.facts.label')}
        className="relative z-10 mx-auto -mt-10 max-w-5xl px-4"
      >
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {HOME_FACTS.map((fact) => (
            <Fact
              key={fact.label}
              value={typeof fact.value === 'string' ? fact.value : t(fact.value.text)}
              label={t(fact.label)}
            />
          ))}
        </div>
      </section>

      <section
        id="features"
        aria-labelledby="features-title"
        className="mx-auto max-w-6xl px-4 py-20 md:py-28"
      >
        <div className="text-center">
          <p className="font-display text-xs tracking-[0.35em] text-frost-300">
            {t('pages.home.features.kicker')}
          </p>
          <h2 id="features-title" className="mt-3 font-display text-3xl text-frost-100 md:text-5xl">
            {t('pages.home.features.title')}
          </h2>
          <div className="rune-divider mt-5" aria-hidden>
            ◆
          </div>
          <p className="mx-auto mt-5 max-w-2xl text-frost-200">{t('pages.home.features.intro')}</p>
        </div>
        <div className="mt-12">
          <FeatureCarousel features={homeFeatures(t)} />
        </div>
      </section>

      {/* latest news */}
      <LatestNews articles={loaderData.latestNews} />

      <section
        id="faq"
        aria-labelledby="faq-title"
        className="border-t border-frost-500/15 bg-gradient-to-b from-night-900 to-night-950"
      >
        <div className="mx-auto max-w-3xl px-4 py-20 md:py-24">
          <h2 id="faq-title" className="text-center font-display text-2xl text-frost-100 md:text-4xl">
            {t('pages.home.faq.title')}
          </h2>
          <div className="rune-divider mt-5" aria-hidden>
            ◆
          </div>
          <div className="mt-10">
            <FaqAccordion items={homeFaq(t)} />
          </div>
          <p className="mt-8 text-center text-frost-300">
            {t('pages.home.faq.more.before')}
            <Link
              to="/support/help"
              className="text-rune-400 underline underline-offset-4 hover:text-gold-300"
            >
              {t('pages.home.faq.more.link')}
            </Link>
            {t('pages.home.faq.more.after')}
          </p>
        </div>
      </section>

      <JoinBand />
    </>
  );
}
