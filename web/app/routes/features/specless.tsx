import { ContentCard, Fact, OnThisPage, Questions, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/specless';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Specless',
    description:
      'Specless replaces specializations with one Skill Tree per class: base spells, talents and glyphs from every spec of your class, 90 points at level 80.',
    path: '/features/specless',
    image: '/assets/images/feature-specless.jpg',
  });
}

const SECTIONS = [
  { id: 'overview', title: 'Overview' },
  { id: 'why', title: 'Why we built it' },
  { id: 'how-it-works', title: 'How it works' },
  { id: 'points', title: 'Getting Skill Tree points' },
  { id: 'bi-directional', title: 'Bi-directional unlocking' },
  { id: 'save-share', title: 'Save, share, iterate' },
  { id: 'examples', title: 'Examples' },
  { id: 'what-changes', title: 'What this changes' },
  { id: 'faq', title: 'FAQ' },
] as const;

export default function SpeclessPage() {
  return (
    <>
      <PageHero
        image="feature-specless"
        kicker="Feature"
        title="SPECLESS"
        subtitle="One Skill Tree. Every spec of your class."
        tagline="Build the character you imagine, not the one a specialization allows."
      />
      <ContentCard>
        <OnThisPage sections={SECTIONS} />

        <Section id="overview" title="Overview">
          <ul>
            <li>
              <strong>Specializations are gone.</strong> Each class has a single Skill Tree in their place.
            </li>
            <li>
              The Skill Tree brings together your class&apos;s{' '}
              <strong>base spells, talents and glyphs</strong>.
            </li>
            <li>
              Talents come from <strong>all specs of your own class only</strong>: a warrior draws on Arms,
              Fury and Protection, never on another class.
            </li>
            <li>
              You earn Skill Tree points as you level, for a total of <strong>90 at level 80</strong>.
            </li>
          </ul>
        </Section>

        <Section id="why" title="Why we built it">
          <p>
            In the original game, choosing a specialization closed most of your class behind a door. The
            talent that would have made your build sing was often one tree away, out of reach. We love the
            classes of Wrath of the Lich King, and we wanted players to be able to explore all of their class,
            not a third of it.
          </p>
          <p>
            Specless keeps what made each class itself and removes the wall between its specs. There are still
            choices to make, and they still matter: you simply make them across your whole class.
          </p>
        </Section>

        <Section id="how-it-works" title="How it works">
          <p>
            Your Skill Tree holds everything your class can learn: the base spells you train, the talents of
            every spec of your class, and the glyphs that refine them. You spend Skill Tree points to unlock
            what you want, in the order you want, and the spells and talents you pick work together in one
            build.
          </p>
          <p>
            Nothing is borrowed from other classes: a mage stays a mage and a paladin stays a paladin. The
            difference is that your mage may freeze with one hand and burn with the other.
          </p>
        </Section>

        <Section id="points" title="Getting Skill Tree points">
          <p>
            You receive <strong>2 points at level 1</strong>, then <strong>1 point for each level</strong> you
            gain, except the levels that are multiples of 10, from 10 to 80 (10, 20, 30, 40, 50, 60, 70 and
            80), which give <strong>2 points</strong> each.
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <Fact value="2" label="points at level 1" />
            <Fact value="+1" label="per level, +2 at 10, 20 … 80" />
            <Fact value="90" label="points in total at level 80" />
          </div>
        </Section>

        <Section id="bi-directional" title="Bi-directional unlocking">
          <p>
            The Skill Tree is not a ladder you climb from the top. Its nodes connect in both directions, so
            you can reach a talent from the path above it or from the path below it. There is no single
            mandatory route through a spec: you enter the tree where your build begins and grow it toward what
            it needs.
          </p>
        </Section>

        <Section id="save-share" title="Save, share, iterate">
          <p>
            A build is never final. Save the builds you like, share them with friends and guildmates, and
            iterate: refine a build as you learn your class, keep one for questing and another for raiding, or
            try something nobody has tried before.
          </p>
        </Section>

        <Section id="examples" title="Examples">
          <ul>
            <li>
              <strong>Warrior</strong>: the heavy strikes of Arms with the sturdiness of Protection, for a
              fighter who can hold a pack of enemies and still hit hard.
            </li>
            <li>
              <strong>Shaman</strong>: Elemental&apos;s lightning with Restoration&apos;s healing, for a
              caster who keeps a small group alive between storms.
            </li>
            <li>
              <strong>Mage</strong>: the control of Frost with the burst of Fire, freezing enemies in place
              before they burn.
            </li>
          </ul>
        </Section>

        <Section id="what-changes" title="What this changes">
          <ul>
            <li>Your character is shaped by your choices, not by a label picked at level 10.</li>
            <li>Hybrid builds that the old trees made impossible are now within reach.</li>
            <li>Groups gain flexibility: one player can cover a gap without rerolling.</li>
            <li>Every class feels new again, even the one you have played for years.</li>
          </ul>
        </Section>

        <Section id="faq" title="FAQ">
          <Questions
            items={[
              {
                question: 'Can I take talents from another class?',
                answer: <p>No. Talents come from all specs of your own class only.</p>,
              },
              {
                question: 'How many points will I have at level 80?',
                answer: <p>90 points in total at level 80.</p>,
              },
              {
                question: 'What happened to glyphs?',
                answer: <p>They are part of the Skill Tree, together with base spells and talents.</p>,
              },
              {
                question: 'Do I still choose a role?',
                answer: (
                  <p>
                    You choose what you build. Tanking, healing and damage all come from the talents of your
                    class, and your build decides which of them you are good at.
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
