import { Link } from 'react-router';
import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { BoldText } from '#web/components/site/bold-text.tsx';
import { ContentCard, OnThisPage, Questions, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { TormentGainsTable } from '#web/components/site/torment-gains-table.tsx';
import { tormentGains } from '#web/content/torment.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { semiBoldPreload } from '#web/lib/fonts.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/torment';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

// The first screen's text has bold words: their face comes with the stylesheet, so lines do not reflow.
export const links = () => [semiBoldPreload];

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'pages.torment.meta.title'),
    description: translate(language, 'pages.torment.meta.description'),
    path: '/features/torment',
    image: '/assets/images/feature-tourment.jpg',
  });
}

const SECTIONS = [
  { id: 'overview', title: 'pages.section.overview' },
  { id: 'philosophy', title: 'pages.torment.section.philosophy' },
  { id: 'how-it-works', title: 'pages.section.howItWorks' },
  { id: 'difficulty', title: 'pages.torment.section.difficulty' },
  { id: 'rules', title: 'pages.torment.section.rules' },
  { id: 'gains', title: 'pages.torment.section.gains' },
  { id: 'faq', title: 'pages.section.faq' },
] as const satisfies ReadonlyArray<{ id: string; title: MessageKey }>;

type SectionId = (typeof SECTIONS)[number]['id'];

/** The questions of the FAQ whose answer is one paragraph of text. */
const QUESTIONS: ReadonlyArray<{ question: MessageKey; answer: MessageKey }> = [
  { question: 'pages.torment.faq.without.question', answer: 'pages.torment.faq.without.answer' },
  { question: 'pages.torment.faq.levelUp.question', answer: 'pages.torment.faq.levelUp.answer' },
  { question: 'pages.torment.faq.group.question', answer: 'pages.torment.faq.group.answer' },
  { question: 'pages.torment.faq.x.question', answer: 'pages.torment.faq.x.answer' },
];

export default function TormentPage() {
  const t = useT();
  const bold = (key: MessageKey) => <BoldText text={t(key)} />;
  const title = (id: SectionId) => t(SECTIONS.find((s) => s.id === id)!.title);
  return (
    <>
      <PageHero
        image="feature-tourment"
        kicker={t('pages.feature.kicker')}
        title={t('pages.torment.hero.title')}
        subtitle={t('pages.torment.hero.subtitle')}
        tagline={t('pages.torment.hero.tagline')}
      />
      <ContentCard wide>
        <OnThisPage sections={SECTIONS.map((s) => ({ id: s.id, title: t(s.title) }))} />

        <Section id="overview" title={title('overview')}>
          <p>{bold('pages.torment.overview.text')}</p>
          <ul>
            <li>{t('pages.torment.overview.start')}</li>
            <li>{t('pages.torment.overview.tiers')}</li>
            <li>{t('pages.torment.overview.rewards')}</li>
          </ul>
        </Section>

        <Section id="philosophy" title={title('philosophy')}>
          <p>{t('pages.torment.philosophy.choice')}</p>
          <p>{bold('pages.torment.philosophy.beyond10')}</p>
        </Section>

        <Section id="how-it-works" title={title('how-it-works')}>
          <p>{t('pages.torment.howItWorks.intro')}</p>
          <ul>
            <li>{bold('pages.torment.howItWorks.experience')}</li>
            <li>{bold('pages.torment.howItWorks.loot')}</li>
            <li>{bold('pages.torment.howItWorks.gear')}</li>
            <li>{bold('pages.torment.howItWorks.gold')}</li>
          </ul>
          <p>
            {t('pages.torment.howItWorks.affixes.before')}
            <a href="#gains">{t('pages.torment.howItWorks.affixes.link')}</a>
            {t('pages.torment.howItWorks.affixes.after')}
          </p>
        </Section>

        <Section id="difficulty" title={title('difficulty')}>
          <p>{bold('pages.torment.difficulty.start')}</p>
          <p>{bold('pages.torment.difficulty.notAutomatic')}</p>
          <p>{bold('pages.torment.difficulty.beyond10')}</p>
        </Section>

        <Section id="rules" title={title('rules')}>
          <ul>
            <li>{t('pages.torment.rules.disable')}</li>
            <li>{bold('pages.torment.rules.change')}</li>
            <li>{bold('pages.torment.rules.group')}</li>
          </ul>
          <h3>{t('pages.torment.phasing.title')}</h3>
          <p>{t('pages.torment.phasing.intro')}</p>
          <ul>
            <li>{bold('pages.torment.phasing.sanctuaries')}</li>
            <li>{bold('pages.torment.phasing.disabled')}</li>
            <li>{bold('pages.torment.phasing.perLevel')}</li>
            <li>{bold('pages.torment.phasing.above10')}</li>
          </ul>
        </Section>

        <Section id="gains" title={title('gains')}>
          <p>{t('pages.torment.gains.intro')}</p>
          <TormentGainsTable rows={tormentGains(t)} />
        </Section>

        <Section id="faq" title={title('faq')}>
          <Questions
            items={[
              ...QUESTIONS.map((q) => ({ question: t(q.question), answer: <p>{t(q.answer)}</p> })),
              {
                question: t('pages.torment.faq.stronger.question'),
                answer: (
                  <p>
                    {t('pages.torment.faq.stronger.before')}
                    <Link to="/features/unique-items">{t('pages.torment.faq.stronger.link')}</Link>
                    {t('pages.torment.faq.stronger.after')}
                  </p>
                ),
              },
            ]}
          />
        </Section>
      </ContentCard>
      <JoinBand />
    </>
  );
}
