import { Link } from 'react-router';
import { ContentCard, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { semiBoldPreload } from '#web/lib/fonts.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/other-changes';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

// The first screen opens on a bold line: its face comes with the stylesheet, so lines do not reflow.
export const links = () => [semiBoldPreload];

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Other Changes',
    description:
      'Combo points on the player, Skill Trees, class tweaks such as Thunderstorm at level 80, no Looking-for-Group, a unified arena rating and more changes to the realm.',
    path: '/features/other/other-changes',
  });
}

/** docs/product.md §1.3: the classes that receive tweaks. */
const TWEAKED_CLASSES = ['Hunter', 'Rogue', 'Druid', 'Mage', 'Warrior', 'Shaman', 'Paladin'];

export default function OtherChangesPage() {
  return (
    <>
      <PageHero
        image="hero-northrend"
        kicker="The fine print"
        title="OTHER CHANGES"
        subtitle="Everything else we changed, from combo points to arenas."
      />
      <ContentCard>
        <p className="rounded-xl border border-gold-400/40 bg-night-950/50 px-5 py-4 text-frost-100">
          <strong>Numbers may evolve during testing.</strong> The figures below are where we stand today; the
          alpha and the stress test will tell us where they belong.
        </p>

        <Section id="combat" title="Combat and classes">
          <ul>
            <li>
              <strong>Combo points are stored on the player</strong>, not on the target: switch targets
              without losing them.
            </li>
            <li>
              <strong>Skill Trees</strong> combine base spells, talents and glyphs (see{' '}
              <Link to="/features/specless">Specless</Link>).
            </li>
          </ul>
          <h3>Class tweaks</h3>
          <p>
            {TWEAKED_CLASSES.slice(0, -1).join(', ')} and {TWEAKED_CLASSES.at(-1)} all receive tweaks. A few
            examples:
          </p>
          <ul>
            <li>
              <strong>Thunderstorm</strong> at level 80.
            </li>
            <li>
              <strong>Taste for Blood</strong> with a 5 s cooldown.
            </li>
            <li>
              <strong>Sweeping Strikes</strong> with 10 s.
            </li>
          </ul>
        </Section>

        <Section id="world" title="The world">
          <p>
            <strong>The Looking-for-Group system is removed.</strong> Players travel to their dungeons and use{' '}
            <strong>summon stones</strong>: Northrend is meant to be crossed, and groups are meant to be
            formed by people.
          </p>
        </Section>

        <Section id="pvp" title="PvP">
          <ul>
            <li>
              <strong>One unified arena rating</strong>.
            </li>
            <li>
              <strong>No arena rating requirement</strong> for PvP gear.
            </li>
            <li>
              A <strong>set bonus</strong> for wearing <strong>two PvP trinkets</strong>.
            </li>
          </ul>
        </Section>
      </ContentCard>
      <JoinBand />
    </>
  );
}
