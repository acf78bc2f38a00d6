import { Link } from 'react-router';
import { ContentCard, OnThisPage, Questions, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { TormentGainsTable } from '#web/components/site/torment-gains-table.tsx';
import { TORMENT_GAINS } from '#web/content/torment.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { semiBoldPreload } from '#web/lib/fonts.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/torment';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

// The first screen's text has bold words: their face comes with the stylesheet, so lines do not reflow.
export const links = () => [semiBoldPreload];

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Torment Mode',
    description:
      'Torment Mode is adjustable difficulty: levels 0 to 10 and X beyond, tougher enemies, more experience, extra loot and gold. Rules, phasing and the full Torment Gains table.',
    path: '/features/torment',
    image: '/assets/images/feature-tourment.jpg',
  });
}

const SECTIONS = [
  { id: 'overview', title: 'Overview' },
  { id: 'philosophy', title: 'Philosophy' },
  { id: 'how-it-works', title: 'How it works' },
  { id: 'difficulty', title: 'Starting and scaling difficulty' },
  { id: 'rules', title: 'Rules and mechanics' },
  { id: 'gains', title: 'Torment Gains' },
  { id: 'faq', title: 'FAQ' },
] as const;

export default function TormentPage() {
  return (
    <>
      <PageHero
        image="feature-tourment"
        kicker="Feature"
        title="TORMENT"
        subtitle="Difficulty, on your terms."
        tagline="Turn up the pressure, and Northrend pays you back."
      />
      <ContentCard wide>
        <OnThisPage sections={SECTIONS} />

        <Section id="overview" title="Overview">
          <p>
            Torment Mode is an <strong>adjustable difficulty</strong> for the whole world. You pick a Torment
            level, from <strong>0 to 10</strong>, then <strong>X</strong> for every level beyond 10, and the
            enemies you face grow tougher to match. In exchange, everything you do pays more.
          </p>
          <ul>
            <li>Every new character starts in Torment Mode, and you can disable it at any time.</li>
            <li>One new Torment tier unlocks for every 10 player levels.</li>
            <li>
              Rewards: more experience, extra loot (more, not stronger), gear equivalent to the dungeon
              finder&apos;s from open-world rare elites, and extra gold.
            </li>
          </ul>
        </Section>

        <Section id="philosophy" title="Philosophy">
          <p>
            Challenge should be a choice, not a chore. Some players want Northrend to fight back at every
            step, others want to explore at their own pace: Torment lets both play on the same realm, and pays
            the ones who take the risk.
          </p>
          <p>
            The rewards grow with the danger up to Torment 10 and stop there. Beyond 10, the only things added
            are <strong>achievements and titles</strong>, with no further reward increase: the highest levels
            are a proving ground for those who want one, never a grind everyone must endure to keep up.
          </p>
        </Section>

        <Section id="how-it-works" title="How it works">
          <p>
            Each Torment level raises the health and damage of the enemies around you, and in return raises
            what you gain from them. While Torment is on you earn:
          </p>
          <ul>
            <li>
              <strong>More experience</strong>: experience from killing mobs goes from x1 to x7 depending on
              the Torment level (every other rate on the realm stays x1).
            </li>
            <li>
              <strong>Extra loot</strong>: more items, not stronger ones, so nobody is forced into Torment to
              stay competitive.
            </li>
            <li>
              <strong>Dungeon-finder-equivalent gear</strong> from rare elites in the open world.
            </li>
            <li>
              <strong>Extra gold</strong>, including gold from raid bosses at the higher levels.
            </li>
          </ul>
          <p>
            At the higher levels, open-world enemies can also carry affixes of their own: see the{' '}
            <a href="#gains">Torment Gains</a> table for the exact figures.
          </p>
        </Section>

        <Section id="difficulty" title="Starting and scaling difficulty">
          <p>
            Every new character starts in Torment Mode. Torment levels run from 0 to 10, and{' '}
            <strong>one new tier unlocks for every 10 player levels</strong>: Torment 1 at level 10, Torment 2
            at level 20, and so on, as the table below shows.
          </p>
          <p>
            Your Torment level <strong>does not rise automatically</strong> when you level up: reaching a new
            tier only unlocks it, and you decide when to step up.
          </p>
          <p>
            <strong>Beyond Torment 10</strong>, each further level unlocks by clearing the latest raid at your
            highest unlocked Torment level. Those levels add achievements and titles only, with no further
            reward increase.
          </p>
        </Section>

        <Section id="rules" title="Rules and mechanics">
          <ul>
            <li>You can disable Torment Mode at any time.</li>
            <li>
              You can change your Torment level <strong>only out of combat</strong>, and only to a level you
              have <strong>already unlocked</strong>.
            </li>
            <li>
              In a group, <strong>only the leader</strong> can change the Torment level, and it applies to the{' '}
              <strong>whole group</strong>.
            </li>
          </ul>
          <h3>Phasing</h3>
          <p>Players are phased by Torment level, so that everyone around you plays by the same rules:</p>
          <ul>
            <li>
              <strong>Sanctuaries and inns</strong> put all players in one phase, with difficulty disabled.
            </li>
            <li>
              All players with <strong>Torment disabled</strong> share one phase.
            </li>
            <li>
              There is <strong>one phase per level from 1 to 10</strong>.
            </li>
            <li>
              Levels above 10 apply only in dungeons and raids, so{' '}
              <strong>everyone at 10 or higher shares a phase</strong> in the open world.
            </li>
          </ul>
        </Section>

        <Section id="gains" title="Torment Gains">
          <p>
            What each Torment level does to the enemies you face and what it gives back. A dash means the
            table gives no value for that cell.
          </p>
          <TormentGainsTable rows={TORMENT_GAINS} />
        </Section>

        <Section id="faq" title="FAQ">
          <Questions
            items={[
              {
                question: 'Can I play without Torment?',
                answer: (
                  <p>
                    Yes. Every new character starts in Torment Mode, but you can disable it at any time. All
                    players with Torment disabled share one phase.
                  </p>
                ),
              },
              {
                question: 'Does my Torment level go up when I level?',
                answer: (
                  <p>
                    No. Levelling only unlocks a new tier (one per 10 player levels); you choose when to
                    change your level, out of combat.
                  </p>
                ),
              },
              {
                question: 'Who sets the Torment level in a group?',
                answer: <p>Only the group leader, and the level applies to the whole group.</p>,
              },
              {
                question: 'What does Torment X mean?',
                answer: (
                  <p>
                    X stands for every level beyond 10. Each one unlocks by clearing the latest raid at your
                    highest unlocked Torment level. In the table, X adds +5 per level to HP % and +2.5% per
                    level to Damage %, leaves gold and other effects unchanged, and rewards achievements and
                    titles only.
                  </p>
                ),
              },
              {
                question: 'Does Torment make items stronger?',
                answer: (
                  <p>
                    No: it gives more loot, not stronger loot. To shape your gear, look at{' '}
                    <Link to="/features/unique-items">Gear Affixes</Link>.
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
