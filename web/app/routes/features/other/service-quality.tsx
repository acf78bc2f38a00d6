import { Link } from 'react-router';
import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { BoldText } from '#web/components/site/bold-text.tsx';
import { ContentCard, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/service-quality';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'pages.serviceQuality.meta.title'),
    description: translate(language, 'pages.serviceQuality.meta.description'),
    path: '/features/other/service-quality',
    image: '/assets/images/feature-services.jpg',
  });
}

/** docs/product.md §1.3: the launch has five steps, in this order (each opens on its name in bold). */
const LAUNCH_STEPS: readonly MessageKey[] = [
  'pages.serviceQuality.launch.alpha',
  'pages.serviceQuality.launch.maintenance',
  'pages.serviceQuality.launch.stressTest',
  'pages.serviceQuality.launch.adjustments',
  'pages.serviceQuality.launch.clean',
];

export default function ServiceQualityPage() {
  const t = useT();
  const bold = (key: MessageKey) => <BoldText text={t(key)} />;
  return (
    <>
      <PageHero
        image="feature-services"
        kicker={t('pages.serviceQuality.hero.kicker')}
        title={t('pages.serviceQuality.hero.title')}
        subtitle={t('pages.serviceQuality.hero.subtitle')}
      />
      <ContentCard>
        <Section id="launch" title={t('pages.serviceQuality.launch.title')}>
          <p>{t('pages.serviceQuality.launch.intro')}</p>
          <ol>
            {LAUNCH_STEPS.map((key) => (
              <li key={key}>{bold(key)}</li>
            ))}
          </ol>
        </Section>

        <Section id="bug-rewards" title={t('pages.serviceQuality.bugRewards.title')}>
          <p>
            {bold('pages.serviceQuality.bugRewards.before')}
            <Link to="/support/bug-tracker">{t('pages.serviceQuality.bugRewards.link')}</Link>
            {t('pages.serviceQuality.bugRewards.after')}
          </p>
        </Section>

        <Section id="support" title={t('pages.serviceQuality.support.title')}>
          <p>{t('pages.serviceQuality.support.intro')}</p>
          <ul>
            <li>{t('pages.serviceQuality.support.submit')}</li>
            <li>{t('pages.serviceQuality.support.follow')}</li>
            <li>{t('pages.serviceQuality.support.topics')}</li>
          </ul>
        </Section>

        <Section id="complete" title={t('pages.serviceQuality.complete.title')}>
          <p>{bold('pages.serviceQuality.complete.text')}</p>
        </Section>

        <Section id="patches" title={t('pages.serviceQuality.patches.title')}>
          <ul>
            <li>{bold('pages.serviceQuality.patches.content')}</li>
            <li>{bold('pages.serviceQuality.patches.stable')}</li>
            <li>{bold('pages.serviceQuality.patches.refine')}</li>
          </ul>
        </Section>

        <Section id="fair-play" title={t('pages.serviceQuality.fairPlay.title')}>
          <p>{bold('pages.serviceQuality.fairPlay.text')}</p>
        </Section>
      </ContentCard>
      <JoinBand />
    </>
  );
}
