import { Bug, Mail, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { translate } from '#contract/i18n/messages.ts';
import { ContentCard, Questions, Section } from '#web/components/site/content-card.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/help';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'support.help.title'),
    description: translate(language, 'support.help.description'),
    path: '/support/help',
  });
}

export default function HelpPage() {
  const t = useT();
  return (
    <>
      <PageHero
        image="feature-services"
        kicker={t('support.kicker')}
        title={t('support.help.title')}
        subtitle={t('support.help.subtitle')}
      />
      <ContentCard>
        <Section id="getting-started" title={t('support.help.gettingStarted')}>
          <Questions
            items={[
              {
                question: t('support.help.createAccount.question'),
                answer: (
                  <p>
                    <Link to="/auth/register">{t('support.help.createAccount.link')}</Link>{' '}
                    {t('support.help.createAccount.beforeStrong')}{' '}
                    <strong>{t('support.help.createAccount.strong')}</strong>{' '}
                    {t('support.help.createAccount.afterStrong')}
                  </p>
                ),
              },
              {
                question: t('support.help.client.question'),
                answer: (
                  <p>
                    {t('support.help.client.beforeVersion')} <strong>3.3.5a</strong>{' '}
                    {t('support.help.client.afterVersion')}{' '}
                    <Link to="/support/how-to-connect">{t('support.help.client.connectLink')}</Link>{' '}
                    {t('support.help.client.afterConnect')}{' '}
                    <Link to="/realms">{t('support.realmsLink')}</Link> {t('support.help.client.afterRealms')}
                  </p>
                ),
              },
              {
                question: t('support.help.play.question'),
                answer: (
                  <p>
                    {t('support.help.play.beforeLink')}{' '}
                    <Link to="/features/other/service-quality">{t('support.help.play.link')}</Link>{' '}
                    {t('support.help.play.afterLink')}
                  </p>
                ),
              },
            ]}
          />
        </Section>

        <Section id="game-features" title={t('support.help.gameFeatures')}>
          <Questions
            items={[
              {
                question: t('support.help.specless.question'),
                answer: (
                  <p>
                    {t('support.help.specless.beforeStrong')}{' '}
                    <strong>{t('support.help.specless.strong')}</strong>
                    {t('support.help.specless.afterStrong')}{' '}
                    <Link to="/features/specless">{t('support.help.specless.link')}</Link>.
                  </p>
                ),
              },
              {
                question: t('support.help.affixes.question'),
                answer: (
                  <p>
                    {t('support.help.affixes.answer')}{' '}
                    <Link to="/features/unique-items">{t('support.help.affixes.link')}</Link>.
                  </p>
                ),
              },
              {
                question: t('support.help.torment.question'),
                answer: (
                  <p>
                    {t('support.help.torment.answer')}{' '}
                    <Link to="/features/torment">{t('support.help.torment.link')}</Link>.
                  </p>
                ),
              },
            ]}
          />
        </Section>

        <Section id="account-technical" title={t('support.help.accountTechnical')}>
          <Questions
            items={[
              {
                question: t('support.help.password.question'),
                answer: (
                  <p>
                    {t('support.help.password.beforeLink')}{' '}
                    <Link to="/auth/forgot-password">{t('support.passwordResetPage')}</Link>
                    {t('support.help.password.afterLink')}
                  </p>
                ),
              },
              {
                question: t('support.help.bug.question'),
                answer: (
                  <p>
                    {t('support.help.bug.beforeLink')}{' '}
                    <Link to="/support/report-bug">{t('support.help.bug.link')}</Link>{' '}
                    {t('support.help.bug.beforeTracker')}{' '}
                    <Link to="/support/bug-tracker">{t('support.help.bug.tracker')}</Link>.
                  </p>
                ),
              },
              {
                question: t('support.help.characters.question'),
                answer: (
                  <p>
                    {t('support.help.characters.beforeLink')}{' '}
                    <Link to="/features/quality-of-life">{t('support.help.characters.link')}</Link>.
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
          <h2 id="still-need-help-title">{t('support.help.stillNeedHelp')}</h2>
          <p>{t('support.help.channels')}</p>
          <ul className="mt-4 grid gap-3 pl-0 sm:grid-cols-3 [&>li]:mt-0">
            <li className="rounded-xl border border-frost-500/20 p-4 before:hidden">
              <Bug aria-hidden className="size-6 text-rune-400" />
              <p className="mt-2 font-semibold text-frost-100">{t('support.help.bugReports')}</p>
              <p className="mt-1 text-sm">
                <Link to="/support/bug-tracker">{t('support.help.openTracker')}</Link>
              </p>
            </li>
            <li className="rounded-xl border border-frost-500/20 p-4 before:hidden">
              <MessagesSquare aria-hidden className="size-6 text-rune-400" />
              <p className="mt-2 font-semibold text-frost-100">{t('support.help.chat')}</p>
              <p className="mt-1 text-sm text-frost-300">{t('support.help.chatSoon')}</p>
            </li>
            <li className="rounded-xl border border-frost-500/20 p-4 before:hidden">
              <Mail aria-hidden className="size-6 text-rune-400" />
              <p className="mt-2 font-semibold text-frost-100">{t('support.help.email')}</p>
              <p className="mt-1 text-sm text-frost-300">{t('support.help.emailSoon')}</p>
            </li>
          </ul>
        </section>
      </ContentCard>
    </>
  );
}
