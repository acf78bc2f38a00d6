import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { BoldText } from '#web/components/site/bold-text.tsx';
import { ContentCard, Fact, OnThisPage, Questions, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/specless';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'pages.specless.meta.title'),
    description: translate(language, 'pages.specless.meta.description'),
    path: '/features/specless',
    image: '/assets/images/feature-specless.jpg',
  });
}

const SECTIONS = [
  { id: 'overview', title: 'pages.section.overview' },
  { id: 'why', title: 'pages.specless.section.why' },
  { id: 'how-it-works', title: 'pages.section.howItWorks' },
  { id: 'points', title: 'pages.specless.section.points' },
  { id: 'bi-directional', title: 'pages.specless.section.biDirectional' },
  { id: 'save-share', title: 'pages.specless.section.saveShare' },
  { id: 'examples', title: 'pages.specless.section.examples' },
  { id: 'what-changes', title: 'pages.section.whatChanges' },
  { id: 'faq', title: 'pages.section.faq' },
] as const satisfies ReadonlyArray<{ id: string; title: MessageKey }>;

type SectionId = (typeof SECTIONS)[number]['id'];

/** The questions of the FAQ, each with its one-paragraph answer. */
const QUESTIONS: ReadonlyArray<{ question: MessageKey; answer: MessageKey }> = [
  { question: 'pages.specless.faq.otherClass.question', answer: 'pages.specless.faq.otherClass.answer' },
  { question: 'pages.specless.faq.points.question', answer: 'pages.specless.faq.points.answer' },
  { question: 'pages.specless.faq.glyphs.question', answer: 'pages.specless.faq.glyphs.answer' },
  { question: 'pages.specless.faq.role.question', answer: 'pages.specless.faq.role.answer' },
];

export default function SpeclessPage() {
  const t = useT();
  const bold = (key: MessageKey) => <BoldText text={t(key)} />;
  const title = (id: SectionId) => t(SECTIONS.find((s) => s.id === id)!.title);
  return (
    <>
      <PageHero
        image="feature-specless"
        kicker={t('pages.feature.kicker')}
        title={t('pages.specless.hero.title')}
        subtitle={t('pages.specless.hero.subtitle')}
        tagline={t('pages.specless.hero.tagline')}
      />
      <ContentCard>
        <OnThisPage sections={SECTIONS.map((s) => ({ id: s.id, title: t(s.title) }))} />

        <Section id="overview" title={title('overview')}>
          <ul>
            <li>{bold('pages.specless.overview.gone')}</li>
            <li>{bold('pages.specless.overview.together')}</li>
            <li>{bold('pages.specless.overview.ownClass')}</li>
            <li>{bold('pages.specless.overview.points')}</li>
          </ul>
        </Section>

        <Section id="why" title={title('why')}>
          <p>{t('pages.specless.why.door')}</p>
          <p>{t('pages.specless.why.wall')}</p>
        </Section>

        <Section id="how-it-works" title={title('how-it-works')}>
          <p>{t('pages.specless.howItWorks.tree')}</p>
          <p>{t('pages.specless.howItWorks.ownClass')}</p>
        </Section>

        <Section id="points" title={title('points')}>
          <p>{bold('pages.specless.points.text')}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            <Fact value="2" label={t('pages.specless.points.atLevel1')} />
            <Fact value="+1" label={t('pages.specless.points.perLevel')} />
            <Fact value="90" label={t('pages.specless.points.total')} />
          </div>
        </Section>

        <Section id="bi-directional" title={title('bi-directional')}>
          <p>{t('pages.specless.biDirectional.text')}</p>
        </Section>

        <Section id="save-share" title={title('save-share')}>
          <p>{t('pages.specless.saveShare.text')}</p>
        </Section>

        <Section id="examples" title={title('examples')}>
          <ul>
            <li>{bold('pages.specless.examples.warrior')}</li>
            <li>{bold('pages.specless.examples.shaman')}</li>
            <li>{bold('pages.specless.examples.mage')}</li>
          </ul>
        </Section>

        <Section id="what-changes" title={title('what-changes')}>
          <ul>
            <li>{t('pages.specless.whatChanges.choices')}</li>
            <li>{t('pages.specless.whatChanges.hybrids')}</li>
            <li>{t('pages.specless.whatChanges.groups')}</li>
            <li>{t('pages.specless.whatChanges.fresh')}</li>
          </ul>
        </Section>

        <Section id="faq" title={title('faq')}>
          <Questions
            items={QUESTIONS.map((q) => ({ question: t(q.question), answer: <p>{t(q.answer)}</p> }))}
          />
        </Section>
      </ContentCard>
      <JoinBand />
    </>
  );
}
