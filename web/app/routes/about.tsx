import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { BoldText } from '#web/components/site/bold-text.tsx';
import { ContentCard, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/about';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'pages.about.meta.title'),
    description: translate(language, 'pages.about.meta.description'),
    path: '/about',
  });
}

/** docs/product.md §2.3: the three principles of Our Vision (each opens on its name in bold). */
const PRINCIPLES: readonly MessageKey[] = [
  'pages.about.vision.focus',
  'pages.about.vision.quality',
  'pages.about.vision.consistency',
];

/** docs/product.md §1.3: the four commitments. */
const PROMISES: readonly MessageKey[] = [
  'pages.about.commitment.quality',
  'pages.about.commitment.transparency',
  'pages.about.commitment.fairness',
  'pages.about.commitment.support',
];

export default function AboutPage() {
  const t = useT();
  const bold = (key: MessageKey) => <BoldText text={t(key)} />;
  return (
    <>
      <PageHero
        image="hero-northrend"
        kicker={t('pages.about.hero.kicker')}
        title={t('pages.about.hero.title')}
        subtitle={t('pages.about.hero.subtitle')}
      />
      <ContentCard>
        <Section id="who-we-are" title={t('pages.about.whoWeAre.title')}>
          <p>{bold('pages.about.whoWeAre.text')}</p>
        </Section>

        <Section id="vision" title={t('pages.about.vision.title')}>
          <p>{bold('pages.about.vision.text')}</p>
          <ul>
            {PRINCIPLES.map((key) => (
              <li key={key}>{bold(key)}</li>
            ))}
          </ul>
          <h3>{t('pages.about.futureRealms.title')}</h3>
          <p>{bold('pages.about.futureRealms.text')}</p>
        </Section>

        <Section id="sustainability" title={t('pages.about.sustainability.title')}>
          <p>{bold('pages.about.sustainability.store')}</p>
          <p>{bold('pages.about.sustainability.never')}</p>
        </Section>

        <Section id="commitment" title={t('pages.about.commitment.title')}>
          <p>{t('pages.about.commitment.intro')}</p>
          <ol>
            {PROMISES.map((key) => (
              <li key={key}>{bold(key)}</li>
            ))}
          </ol>
        </Section>

        <p className="border-t border-frost-500/20 pt-8 text-center text-lg text-frost-100 italic">
          {t('pages.about.closing')}
        </p>
      </ContentCard>
      <JoinBand />
    </>
  );
}
