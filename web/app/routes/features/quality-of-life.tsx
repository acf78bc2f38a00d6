import type { ReactNode } from 'react';
import { ArtPicture } from '#web/components/site/art-picture.tsx';
import { ContentCard } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import type { ArtName } from '#web/content/artwork.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/quality-of-life';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Quality of Life',
    description:
      'Account-wide reputations, mounts, achievements and transmog, switchable racials, dungeon maps and boss tracking, Sell Junk, item recovery, AoE loot and new race/class combinations.',
    path: '/features/quality-of-life',
    image: '/assets/images/feature-qol.jpg',
  });
}

interface QolTopic {
  id: string;
  image: ArtName;
  alt: string;
  title: string;
  body: ReactNode;
}

/**
 * docs/product.md §2.3: one card of sub-sections with images (reputation, mount, racial, deadmines, vendor,
 * classrace).
 */
const TOPICS: QolTopic[] = [
  {
    id: 'account-wide',
    image: 'qol-reputation',
    alt: 'Four banners of different colours hanging in a torchlit hall',
    title: 'Account-wide progress',
    body: (
      <p>
        What you earn once, you keep on every character. <strong>Neutral reputations</strong>,{' '}
        <strong>mounts</strong>, <strong>achievements</strong> and <strong>transmog appearances</strong> are
        shared across your account, so a new alt starts with the progress you already made.
      </p>
    ),
  },
  {
    id: 'mounts',
    image: 'qol-mount',
    alt: 'A drake flying across a full moon above snowy peaks',
    title: 'Mounts and riding',
    body: (
      <p>
        <strong>Mount speed follows your riding skill</strong>, not the mount you picked, so you can ride the
        one you love without falling behind. And <strong>any mount unlocked on your account</strong> can be
        used by <strong>any of your characters</strong>.
      </p>
    ),
  },
  {
    id: 'racials',
    image: 'qol-racial',
    alt: 'A ring of six glowing ability sigils around a rune of exchange',
    title: 'Switchable racials',
    body: (
      <p>
        <strong>Racial abilities can be switched.</strong> Extra racials from other races are unlocked through
        quests, and you can swap them <strong>out of combat</strong> to suit what you are about to face.
      </p>
    ),
  },
  {
    id: 'dungeons',
    image: 'qol-deadmines',
    alt: 'A pirate ship moored in a vast lantern-lit cavern',
    title: 'Dungeons and raids',
    body: (
      <>
        <p>
          <strong>In-game maps</strong> cover every dungeon and raid of the first three expansions, and a{' '}
          <strong>boss list</strong> tracks your progress live as soon as you enter an instance.
        </p>
        <p>
          <strong>AoE loot</strong> gathers the loot of every nearby corpse in one click, with no change to
          drop rates or loot rules.
        </p>
      </>
    ),
  },
  {
    id: 'vendors',
    image: 'qol-vendor',
    alt: 'A merchant stall with stacks of gold and silver coins under a lantern',
    title: 'Vendors and items',
    body: (
      <p>
        A <strong>Sell Junk</strong> button at every vendor sells all your gray items at once. Sold something
        by mistake? <strong>Item recovery</strong> lets you get sold items back from the website after you log
        out.
      </p>
    ),
  },
  {
    id: 'new-beginnings',
    image: 'qol-classrace',
    alt: 'A sword, a staff and a bow crossed before a rune shield',
    title: 'New beginnings',
    body: (
      <p>
        <strong>New race and class combinations</strong> open characters the original game never allowed.{' '}
        <strong>Choose your starting zone</strong> within your faction by speaking to the first quest-giver,
        and enjoy <strong>instant logout</strong> in the starting zones.
      </p>
    ),
  },
];

export default function QualityOfLifePage() {
  return (
    <>
      <PageHero
        image="feature-qol"
        kicker="Feature"
        title="QUALITY OF LIFE"
        subtitle="A smoother, smarter way to play"
        tagline="More convenient, modern, and enjoyable, without changing the heart of the game"
      />
      <ContentCard wide>
        <p className="text-lg text-frost-100">
          Years of playing in Northrend taught us which chores stand between players and the adventure. These
          are the ones we removed.
        </p>
        <div className="space-y-12">
          {TOPICS.map((t, i) => (
            <section
              key={t.id}
              id={t.id}
              aria-labelledby={`${t.id}-title`}
              className="grid items-center gap-6 md:grid-cols-2 md:gap-10"
            >
              <div
                className={`overflow-hidden rounded-xl border border-frost-500/25 ${i % 2 ? 'md:order-2' : ''}`}
              >
                <ArtPicture
                  name={t.image}
                  alt={t.alt}
                  sizes="(min-width: 1024px) 460px, (min-width: 768px) 45vw, 100vw"
                  imgClassName="aspect-[3/2] h-auto w-full object-cover"
                />
              </div>
              <div className="mt-0">
                <h2 id={`${t.id}-title`}>{t.title}</h2>
                <div className="mt-3 space-y-3">{t.body}</div>
              </div>
            </section>
          ))}
        </div>
        <p className="border-t border-frost-500/20 pt-8 text-center font-display text-lg text-gold-300">
          Less friction, more adventure: every change saves you time, and none of them changes the game you
          love.
        </p>
      </ContentCard>
      <JoinBand />
    </>
  );
}
