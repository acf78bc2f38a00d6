import { Link } from 'react-router';
import { ContentCard, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/service-quality';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Service Quality',
    description:
      'How the realm launches in five steps, how support and bug rewards work, what patches will and will not do, and why Real Money Trading and multiboxing are banned.',
    path: '/features/other/service-quality',
    image: '/assets/images/feature-services.jpg',
  });
}

/** docs/product.md §1.3: the launch has five steps, in this order. */
const LAUNCH_STEPS = [
  { title: 'Alpha testing', text: 'with selected testers, who put every system through its paces.' },
  { title: 'Maintenance and fixes', text: 'with the server closed while we fix what the alpha found.' },
  { title: 'Public stress test', text: 'open to everyone, to make sure the realm holds under a real crowd.' },
  { title: 'Final adjustments', text: 'from what the stress test taught us.' },
  { title: 'A clean launch', text: 'with all characters wiped, so everyone starts on equal terms.' },
];

export default function ServiceQualityPage() {
  return (
    <>
      <PageHero
        image="feature-services"
        kicker="Our promise"
        title="SERVICE QUALITY"
        subtitle="A realm you can count on, from the first test to the last patch."
      />
      <ContentCard>
        <Section id="launch" title="A launch in five steps">
          <p>We would rather open a little later than open broken. The road to launch has five steps:</p>
          <ol>
            {LAUNCH_STEPS.map((s) => (
              <li key={s.title}>
                <strong>{s.title}</strong>, {s.text}
              </li>
            ))}
          </ol>
        </Section>

        <Section id="bug-rewards" title="Rewards for finding critical bugs">
          <p>
            No test catches everything. Players who report{' '}
            <strong>critical bugs after the public release</strong> receive <strong>in-game rewards</strong>:
            finding a serious problem and telling us helps everyone, and it deserves thanks. Reports go
            through the <Link to="/support/bug-tracker">Bug Tracker</Link>.
          </p>
        </Section>

        <Section id="support" title="Support through the website">
          <p>Support runs through a ticketing platform on this website. From your account you can:</p>
          <ul>
            <li>submit an issue to the team;</li>
            <li>follow your ticket&apos;s progress and status;</li>
            <li>see which topics the team is currently handling.</li>
          </ul>
        </Section>

        <Section id="complete" title="Complete from day one">
          <p>
            <strong>All planned features are already listed</strong> on this site, and{' '}
            <strong>none will be added after release</strong>. What you read here is the game you will play:
            no surprise systems that change the rules halfway through.
          </p>
        </Section>

        <Section id="patches" title="What patches are for">
          <ul>
            <li>
              Releasing the <strong>next content phase</strong>: dungeons, raids and gear affixes.
            </li>
            <li>
              Keeping the server <strong>stable</strong>.
            </li>
            <li>
              <strong>Refining existing systems</strong>, never replacing them.
            </li>
          </ul>
        </Section>

        <Section id="fair-play" title="Fair play">
          <p>
            <strong>Real Money Trading</strong> and <strong>multiboxing</strong> are banned. We start with
            clear warnings; if violations continue, the result is <strong>permanent exclusion</strong>.
          </p>
        </Section>
      </ContentCard>
      <JoinBand />
    </>
  );
}
