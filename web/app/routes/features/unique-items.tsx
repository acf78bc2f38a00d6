import { Link } from 'react-router';
import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { BoldText } from '#web/components/site/bold-text.tsx';
import { ContentCard, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/unique-items';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'pages.uniqueItems.meta.title'),
    description: translate(language, 'pages.uniqueItems.meta.description'),
    path: '/features/unique-items',
    image: '/assets/images/feature-unique.jpg',
  });
}

export default function UniqueItemsPage() {
  const t = useT();
  const bold = (key: MessageKey) => <BoldText text={t(key)} />;
  return (
    <>
      <PageHero
        image="feature-unique"
        kicker={t('pages.feature.kicker')}
        title={t('pages.uniqueItems.hero.title')}
        subtitle={t('pages.uniqueItems.hero.subtitle')}
        tagline={t('pages.uniqueItems.hero.tagline')}
      />
      <ContentCard>
        <Section id="overview" title={t('pages.section.overview')}>
          <p>{bold('pages.uniqueItems.overview.text')}</p>
        </Section>

        <Section id="why" title={t('pages.uniqueItems.section.why')}>
          <h3>{t('pages.uniqueItems.why.torment.title')}</h3>
          <p>
            {t('pages.uniqueItems.why.torment.before')}
            <Link to="/features/torment">{t('pages.uniqueItems.why.torment.link')}</Link>
            {t('pages.uniqueItems.why.torment.after')}
          </p>
          <h3>{t('pages.uniqueItems.why.builds.title')}</h3>
          <p>
            {t('pages.uniqueItems.why.builds.before')}
            <Link to="/features/specless">{t('pages.uniqueItems.why.builds.link')}</Link>
            {t('pages.uniqueItems.why.builds.after')}
          </p>
        </Section>

        <Section id="how-it-works" title={t('pages.section.howItWorks')}>
          <ul>
            <li>{bold('pages.uniqueItems.howItWorks.random')}</li>
            <li>{bold('pages.uniqueItems.howItWorks.pool')}</li>
            <li>{bold('pages.uniqueItems.howItWorks.vendors')}</li>
          </ul>
        </Section>

        <Section id="what-changes" title={t('pages.section.whatChanges')}>
          <ul>
            <li>{t('pages.uniqueItems.whatChanges.loot')}</li>
            <li>{t('pages.uniqueItems.whatChanges.crafting')}</li>
            <li>{t('pages.uniqueItems.whatChanges.emblems')}</li>
            <li>{t('pages.uniqueItems.whatChanges.sameGear')}</li>
          </ul>
        </Section>
      </ContentCard>
      <JoinBand />
    </>
  );
}
