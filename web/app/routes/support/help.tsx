import { Bug, Mail, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { ContentCard, Questions, Section } from '#web/components/site/content-card.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/help';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Help & Support',
    description:
      'Answers about getting started, the game client, Specless, Gear Affixes, your account and bug reports, and how to reach the team.',
    path: '/support/help',
  });
}

export default function HelpPage() {
  return (
    <>
      <PageHero
        image="feature-services"
        kicker="Support"
        title="Help & Support"
        subtitle="Answers to the questions players ask most, and where to go when you need us."
      />
      <ContentCard>
        <Section id="getting-started" title="Getting Started">
          <Questions
            items={[
              {
                question: 'How do I create an account?',
                answer: (
                  <p>
                    <Link to="/auth/register">Create your account</Link> on this website. Your website account{' '}
                    <strong>is</strong> your game account: you sign in to the game with the same name and
                    password.
                  </p>
                ),
              },
              {
                question: 'How do I download the game client?',
                answer: (
                  <p>
                    The realm runs on the <strong>3.3.5a</strong> client (build 12340).{' '}
                    <Link to="/support/how-to-connect">How to connect</Link> says which client you need, the
                    realmlist line to set, where its file sits, your first steps and the fixes for the usual
                    problems. Whether each realm is online right now is on the{' '}
                    <Link to="/realms">Realms</Link> page.
                  </p>
                ),
              },
              {
                question: 'When can I play?',
                answer: (
                  <p>
                    The public release is expected in early 2026, after an alpha and a public stress test. See{' '}
                    <Link to="/features/other/service-quality">Service Quality</Link> for the five launch
                    steps.
                  </p>
                ),
              },
            ]}
          />
        </Section>

        <Section id="game-features" title="Game Features">
          <Questions
            items={[
              {
                question: 'What is Specless?',
                answer: (
                  <p>
                    A talent system <strong>without specialization limits</strong>: one Skill Tree per class,
                    with talents from every spec of your class.{' '}
                    <Link to="/features/specless">Read more about Specless</Link>.
                  </p>
                ),
              },
              {
                question: 'What are Gear Affixes?',
                answer: (
                  <p>
                    Random bonus effects on items: each item you loot or craft carries one affix, and emblem
                    vendors sell the affix of your choice.{' '}
                    <Link to="/features/unique-items">Read more about Gear Affixes</Link>.
                  </p>
                ),
              },
              {
                question: 'What is Torment Mode?',
                answer: (
                  <p>
                    Adjustable difficulty with better rewards the higher you go.{' '}
                    <Link to="/features/torment">Read more about Torment Mode</Link>.
                  </p>
                ),
              },
            ]}
          />
        </Section>

        <Section id="account-technical" title="Account & Technical">
          <Questions
            items={[
              {
                question: 'I forgot my password.',
                answer: (
                  <p>
                    Ask for a reset link on the <Link to="/auth/forgot-password">password reset page</Link>.
                    The link in the e-mail is valid for 24 hours.
                  </p>
                ),
              },
              {
                question: 'I found a bug. How do I report it?',
                answer: (
                  <p>
                    Sign in and <Link to="/support/report-bug">report the bug</Link> against one of your
                    characters. You can follow every report on the public{' '}
                    <Link to="/support/bug-tracker">Bug Tracker</Link>.
                  </p>
                ),
              },
              {
                question: 'Can I use the same account for several characters?',
                answer: (
                  <p>
                    Yes. Reputations, mounts, achievements and appearances are even shared across your
                    account: see <Link to="/features/quality-of-life">Quality of Life</Link>.
                  </p>
                ),
              },
            ]}
          />
        </Section>

        <section
          aria-labelledby="still-need-help-title"
          className="rounded-2xl border border-gold-400/40 bg-night-950/50 p-6"
        >
          <h2 id="still-need-help-title">Still need help?</h2>
          <p>The team is here for you. Pick the channel that suits your question:</p>
          <ul className="mt-4 grid gap-3 pl-0 sm:grid-cols-3 [&>li]:mt-0">
            <li className="rounded-xl border border-frost-500/20 p-4 before:hidden">
              <Bug aria-hidden className="size-6 text-rune-400" />
              <p className="mt-2 font-semibold text-frost-100">Bug reports</p>
              <p className="mt-1 text-sm">
                <Link to="/support/bug-tracker">Open the Bug Tracker</Link>
              </p>
            </li>
            <li className="rounded-xl border border-frost-500/20 p-4 before:hidden">
              <MessagesSquare aria-hidden className="size-6 text-rune-400" />
              <p className="mt-2 font-semibold text-frost-100">Community chat</p>
              <p className="mt-1 text-sm text-frost-300">Coming soon: the link will be added here.</p>
            </li>
            <li className="rounded-xl border border-frost-500/20 p-4 before:hidden">
              <Mail aria-hidden className="size-6 text-rune-400" />
              <p className="mt-2 font-semibold text-frost-100">E-mail</p>
              <p className="mt-1 text-sm text-frost-300">Coming soon: the address will be published here.</p>
            </li>
          </ul>
        </section>
      </ContentCard>
    </>
  );
}
