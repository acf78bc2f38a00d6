import { ContentCard, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/about';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'About',
    description:
      'Who we are, our vision of focus, quality and consistency, the realms to come, a store that is never pay-to-win, and the four promises we make to every player.',
    path: '/about',
  });
}

/** docs/product.md §2.3: the three principles of Our Vision. */
const PRINCIPLES = [
  {
    name: 'Focus',
    text: 'We do a few things, and we do them thoroughly, instead of piling up features we cannot look after.',
  },
  {
    name: 'Quality',
    text: 'Every system is tested before it reaches you, and fixed properly when something goes wrong.',
  },
  {
    name: 'Consistency',
    text: 'The rules, rates and plans you read on this site are the ones you will play by.',
  },
];

/** docs/product.md §1.3: the four commitments. */
const PROMISES = [
  {
    name: 'Quality and stability over quantity',
    text: 'A realm that runs well beats a realm that does everything badly.',
  },
  {
    name: 'Transparency',
    text: 'We say what we are doing and why, including when things go wrong.',
  },
  {
    name: 'Fairness',
    text: 'The same rules for every player, and nothing for sale that makes a character stronger.',
  },
  {
    name: 'Ongoing support',
    text: 'We will be here after launch, listening, fixing and keeping the realm alive.',
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        image="hero-northrend"
        kicker="The team"
        title="ABOUT"
        subtitle="Built by players. Crafted by developers. Inspired by Wrath of the Lich King."
      />
      <ContentCard>
        <Section id="who-we-are" title="Who We Are">
          <p>
            We are <strong>long-time players</strong> and <strong>software engineers</strong>. We met in the
            raids, the battlegrounds and the late-night dungeon runs of Wrath of the Lich King, and we spend
            our working days building software. This realm is where those two lives meet: a player&apos;s love
            for Northrend, and an engineer&apos;s care for the things that make a server run well.
          </p>
        </Section>

        <Section id="vision" title="Our Vision">
          <p>
            Our vision fits in three words: <strong>focus, quality and consistency</strong>. They guide every
            decision we make, from the features we build to the ones we leave out.
          </p>
          <ul>
            {PRINCIPLES.map((p) => (
              <li key={p.name}>
                <strong>{p.name}.</strong> {p.text}
              </li>
            ))}
          </ul>
          <h3>Future Realms</h3>
          <p>
            This realm is the first of a larger project. <strong>More realms are planned</strong> under the
            same project, on the <strong>same expansion foundation</strong>, so everything we learn and build
            here carries forward to them.
          </p>
        </Section>

        <Section id="sustainability" title="Sustainability Without Compromise">
          <p>
            A realm has to pay its own way to last. An <strong>in-game store</strong> is planned shortly after
            launch, and it will sell <strong>only cosmetic and convenience items</strong>: transmogs, mounts,
            druid morphs and pet appearances.
          </p>
          <p>
            It will <strong>never be pay-to-win</strong>. Nothing in the store will make a character stronger,
            today or later.
          </p>
        </Section>

        <Section id="commitment" title="Our Commitment">
          <p>Four promises, to every player:</p>
          <ol>
            {PROMISES.map((p) => (
              <li key={p.name}>
                <strong>{p.name}</strong>: {p.text}
              </li>
            ))}
          </ol>
        </Section>

        <p className="border-t border-frost-500/20 pt-8 text-center text-lg text-frost-100 italic">
          We built the realm we always wanted to play on. Northrend is cold, but it has never felt more like
          home, and we hope to see you there.
        </p>
      </ContentCard>
      <JoinBand />
    </>
  );
}
