import { Link } from 'react-router';
import { ContentCard, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/unique-items';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Gear Affixes',
    description:
      'Gear Affixes: one random bonus effect on every item you loot or craft, from a pool suited to the item type, or the affix of your choice from emblem vendors.',
    path: '/features/unique-items',
    image: '/assets/images/feature-unique.jpg',
  });
}

export default function UniqueItemsPage() {
  return (
    <>
      <PageHero
        image="feature-unique"
        kicker="Feature"
        title="GEAR AFFIXES"
        subtitle="No two items alike."
        tagline="Every drop is a roll of the dice, and every build can find its piece."
      />
      <ContentCard>
        <Section id="overview" title="Overview">
          <p>
            Gear Affixes are <strong>random bonus effects on items</strong>. The sword that drops for you and
            the one that drops for your friend share a name, but not necessarily a personality: each carries
            an affix of its own, and the hunt for the right one gives every dungeon run, rare elite and
            crafting session a reason to matter.
          </p>
        </Section>

        <Section id="why" title="Why we built it">
          <h3>It supports Torment</h3>
          <p>
            <Link to="/features/torment">Torment Mode</Link> gives more loot, not stronger loot. Affixes are
            what make that extra loot exciting: more drops mean more rolls, and more chances at the affix your
            build is waiting for.
          </p>
          <h3>It empowers creative builds</h3>
          <p>
            With <Link to="/features/specless">Specless</Link>, you build your character across every spec of
            your class. Affixes let your gear follow: the right bonus on the right item can turn an unusual
            build into a strong one.
          </p>
        </Section>

        <Section id="how-it-works" title="How it works">
          <ul>
            <li>
              <strong>One random affix</strong> is attached to each item when it is <strong>looted</strong> or{' '}
              <strong>crafted</strong>.
            </li>
            <li>
              The affix is drawn from a <strong>pool suited to the item type</strong>, so every bonus makes
              sense on the piece it rolled on.
            </li>
            <li>
              Not feeling lucky? The <strong>affix of your choice</strong> can be bought from{' '}
              <strong>emblem vendors</strong>, with <strong>emblems</strong> as the currency.
            </li>
          </ul>
        </Section>

        <Section id="what-changes" title="What this changes">
          <ul>
            <li>Loot is exciting again: every drop is worth a look, even one you already own.</li>
            <li>Crafted items have their own rolls, so crafters stay part of the hunt.</li>
            <li>Emblems give a steady path to the affix you need when luck does not deliver.</li>
            <li>Two players in the same gear can still play, and perform, differently.</li>
          </ul>
        </Section>
      </ContentCard>
      <JoinBand />
    </>
  );
}
