import { Link } from 'react-router';
import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { ContentCard, OnThisPage, Questions, Section } from '#web/components/site/content-card.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { CopyLine } from '#web/features/realms/components/copy-line.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { semiBoldPreload } from '#web/lib/fonts.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/how-to-connect';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML: the app starts when the visitor needs it (the copy button). */
export const handle = startsOnDemand;

// The client's version is in bold on the first screen: its face comes with the stylesheet, so the
// paragraph does not re-wrap when it arrives.
export const links = () => [semiBoldPreload];

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'support.connect.title'),
    description: translate(language, 'support.connect.description'),
    path: '/support/how-to-connect',
  });
}

/** The realmlist host comes from the server's configuration (REALMLIST_HOST), so the page is rendered. */
export function loader({ context }: Route.LoaderArgs) {
  return { realmlist: context.get(pageContext).reads.realmlist() };
}

const SECTIONS = [
  { id: 'client', title: 'support.connect.section.client' },
  { id: 'realmlist', title: 'support.connect.section.realmlist' },
  { id: 'sign-in', title: 'support.connect.section.signIn' },
  { id: 'first-steps', title: 'support.connect.section.firstSteps' },
  { id: 'problems', title: 'support.connect.section.problems' },
] as const satisfies ReadonlyArray<{ id: string; title: MessageKey }>;

export default function HowToConnectPage({ loaderData }: Route.ComponentProps) {
  const { realmlist } = loaderData;
  const t = useT();
  const title = (id: (typeof SECTIONS)[number]['id']) => t(SECTIONS.find((s) => s.id === id)!.title);
  return (
    <>
      <PageHero
        image="feature-services"
        kicker={t('support.kicker')}
        title={t('support.connect.title')}
        subtitle={t('support.connect.subtitle')}
      />
      <ContentCard>
        <OnThisPage sections={SECTIONS.map(({ id }) => ({ id, title: title(id) }))} />

        <Section id="client" title={title('client')}>
          <p>
            {t('support.connect.client.beforeVersion')} <strong>{realmlist.clientVersion}</strong>,{' '}
            <strong>{t('support.connect.client.build', { build: realmlist.build })}</strong>
            {t('support.connect.client.afterBuild')} <code>Version 3.3.5 ({realmlist.build})</code>.
          </p>
        </Section>

        <Section id="realmlist" title={title('realmlist')}>
          <p>
            {t('support.connect.realmlist.beforeFile')} <code>realmlist.wtf</code>{' '}
            {t('support.connect.realmlist.afterFile')} <code>Data</code>{' '}
            {t('support.connect.realmlist.afterData')}
          </p>
          <ul>
            <li>
              <code>World of Warcraft/Data/enUS/realmlist.wtf</code> {t('support.connect.realmlist.english')}{' '}
              <code>enGB</code>, <code>frFR</code>, <code>deDE</code>, <code>esES</code>
              {t('support.connect.realmlist.otherLanguages')}
            </li>
          </ul>
          <p>{t('support.connect.realmlist.edit')}</p>
          <CopyLine text={realmlist.line} label={t('support.connect.realmlist.copy')} />
          <p>
            {t('support.connect.realmlist.configBefore')} <code>World of Warcraft/WTF/Config.wtf</code>{' '}
            {t('support.connect.realmlist.configMiddle')} <code>SET realmList</code>
            {t('support.connect.realmlist.configAfter')}
          </p>
        </Section>

        <Section id="sign-in" title={title('sign-in')}>
          <p>
            {t('support.connect.signIn.start')} <code>Wow.exe</code> {t('support.connect.signIn.not')}{' '}
            <code>Launcher.exe</code>
            {t('support.connect.signIn.rewrite')} <strong>{t('support.connect.accountName')}</strong>
            {t('support.connect.signIn.username')}{' '}
            <Link to="/auth/register">{t('support.connect.signIn.createdLink')}</Link>
            {t('support.connect.signIn.password')}
          </p>
        </Section>

        <Section id="first-steps" title={title('first-steps')}>
          <ol>
            <li>
              {t('support.connect.steps.realm.before')} <Link to="/realms">{t('support.realmsLink')}</Link>{' '}
              {t('support.connect.steps.realm.after')}
            </li>
            <li>{t('support.connect.steps.character')}</li>
            <li>
              {t('support.connect.steps.torment.before')}{' '}
              <Link to="/features/torment">{t('support.connect.steps.torment.link')}</Link>
              {t('support.connect.steps.torment.after')}
            </li>
            <li>
              {t('support.connect.steps.zone.before')}{' '}
              <Link to="/features/quality-of-life">{t('support.connect.steps.zone.link')}</Link>).
            </li>
            <li>
              {t('support.connect.steps.report.before')}{' '}
              <Link to="/support/report-bug">{t('support.connect.steps.report.link')}</Link>{' '}
              {t('support.connect.steps.report.after')}
            </li>
          </ol>
        </Section>

        <Section id="problems" title={title('problems')}>
          <Questions
            items={[
              {
                question: t('support.connect.version.question'),
                answer: (
                  <p>
                    {t('support.connect.version.answer', {
                      build: realmlist.build,
                      version: realmlist.clientVersion,
                    })}
                  </p>
                ),
              },
              {
                question: t('support.connect.connecting.question'),
                answer: (
                  <p>
                    {t('support.connect.connecting.beforeFile')} <code>realmlist.wtf</code>{' '}
                    {t('support.connect.connecting.holds')} <code>{realmlist.line}</code>
                    {t('support.connect.connecting.folder')} <code>Config.wtf</code>{' '}
                    {t('support.connect.connecting.started')} <code>Wow.exe</code>
                    {t('support.connect.connecting.beforeRealms')}{' '}
                    <Link to="/realms">{t('support.realmsLink')}</Link>{' '}
                    {t('support.connect.connecting.afterRealms')}
                  </p>
                ),
              },
              {
                question: t('support.connect.invalid.question'),
                answer: (
                  <p>
                    {t('support.connect.invalid.before')} <strong>{t('support.connect.accountName')}</strong>
                    {t('support.connect.invalid.after')}
                  </p>
                ),
              },
              {
                question: t('support.connect.case.question'),
                answer: (
                  <p>
                    {t('support.connect.case.before')} <code>Frostmourne1</code>{' '}
                    {t('support.connect.case.and')} <code>FROSTMOURNE1</code>{' '}
                    {t('support.connect.case.after')}{' '}
                    <Link to="/auth/forgot-password">{t('support.passwordResetPage')}</Link>.
                  </p>
                ),
              },
            ]}
          />
          <p>
            {t('support.connect.stillStuck.before')} <Link to="/support/help">{t('support.help.title')}</Link>{' '}
            {t('support.connect.stillStuck.after')}
          </p>
        </Section>
      </ContentCard>
    </>
  );
}
