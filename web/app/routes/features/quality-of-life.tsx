import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { BoldText } from '#web/components/site/bold-text.tsx';
import { ArtPicture } from '#web/components/site/art-picture.tsx';
import { ContentCard } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import type { ArtName } from '#web/content/artwork.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/quality-of-life';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'pages.qualityOfLife.meta.title'),
    description: translate(language, 'pages.qualityOfLife.meta.description'),
    path: '/features/quality-of-life',
    image: '/assets/images/feature-qol.jpg',
  });
}

interface QolTopic {
  id: string;
  image: ArtName;
  alt: MessageKey;
  title: MessageKey;
  /** Its paragraphs, which may hold **bold** markup. */
  body: readonly MessageKey[];
}

/**
 * docs/product.md §2.3: one card of sub-sections with images (reputation, mount, racial, deadmines, vendor,
 * classrace).
 */
const TOPICS: QolTopic[] = [
  {
    id: 'account-wide',
    image: 'qol-reputation',
    alt: 'pages.qualityOfLife.accountWide.alt',
    title: 'pages.qualityOfLife.accountWide.title',
    body: ['pages.qualityOfLife.accountWide.text'],
  },
  {
    id: 'mounts',
    image: 'qol-mount',
    alt: 'pages.qualityOfLife.mounts.alt',
    title: 'pages.qualityOfLife.mounts.title',
    body: ['pages.qualityOfLife.mounts.text'],
  },
  {
    id: 'racials',
    image: 'qol-racial',
    alt: 'pages.qualityOfLife.racials.alt',
    title: 'pages.qualityOfLife.racials.title',
    body: ['pages.qualityOfLife.racials.text'],
  },
  {
    id: 'dungeons',
    image: 'qol-deadmines',
    alt: 'pages.qualityOfLife.dungeons.alt',
    title: 'pages.qualityOfLife.dungeons.title',
    body: ['pages.qualityOfLife.dungeons.maps', 'pages.qualityOfLife.dungeons.aoeLoot'],
  },
  {
    id: 'vendors',
    image: 'qol-vendor',
    alt: 'pages.qualityOfLife.vendors.alt',
    title: 'pages.qualityOfLife.vendors.title',
    body: ['pages.qualityOfLife.vendors.text'],
  },
  {
    id: 'new-beginnings',
    image: 'qol-classrace',
    alt: 'pages.qualityOfLife.newBeginnings.alt',
    title: 'pages.qualityOfLife.newBeginnings.title',
    body: ['pages.qualityOfLife.newBeginnings.text'],
  },
];

export default function QualityOfLifePage() {
  const t = useT();
  return (
    <>
      <PageHero
        image="feature-qol"
        kicker={t('pages.feature.kicker')}
        title={t('pages.qualityOfLife.hero.title')}
        subtitle={t('pages.qualityOfLife.hero.subtitle')}
        tagline={t('pages.qualityOfLife.hero.tagline')}
      />
      <ContentCard wide>
        <p className="text-lg text-frost-100">{t('pages.qualityOfLife.intro')}</p>
        <div className="space-y-12">
          {TOPICS.map((topic, i) => (
            <section
              key={topic.id}
              id={topic.id}
              aria-labelledby={`${topic.id}-title`}
              className="grid items-center gap-6 md:grid-cols-2 md:gap-10"
            >
              <div
                className={`overflow-hidden rounded-xl border border-frost-500/25 ${i % 2 ? 'md:order-2' : ''}`}
              >
                <ArtPicture
                  name={topic.image}
                  alt={t(topic.alt)}
                  sizes="(min-width: 1024px) 460px, (min-width: 768px) 45vw, 100vw"
                  imgClassName="aspect-[3/2] h-auto w-full object-cover"
                />
              </div>
              <div className="mt-0">
                <h2 id={`${topic.id}-title`}>{t(topic.title)}</h2>
                <div className="mt-3 space-y-3">
                  {topic.body.map((key) => (
                    <p key={key}>
                      <BoldText text={t(key)} />
                    </p>
                  ))}
                </div>
              </div>
            </section>
          ))}
        </div>
        <p className="border-t border-frost-500/20 pt-8 text-center font-display text-lg text-gold-300">
          {t('pages.qualityOfLife.closing')}
        </p>
      </ContentCard>
      <JoinBand />
    </>
  );
}
