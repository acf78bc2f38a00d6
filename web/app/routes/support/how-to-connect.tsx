import { Link } from 'react-router';
import { ContentCard, OnThisPage, Questions, Section } from '#web/components/site/content-card.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { CopyLine } from '#web/features/realms/components/copy-line.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/how-to-connect';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML: the app starts when the visitor needs it (the copy button). */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'How to Connect',
    description:
      'The 3.3.5a client (build 12340), the realmlist line, where realmlist.wtf sits, your first steps in game and the fixes for the usual connection problems.',
    path: '/support/how-to-connect',
  });
}

/** The realmlist host comes from the server's configuration (REALMLIST_HOST), so the page is rendered. */
export function loader({ context }: Route.LoaderArgs) {
  return { realmlist: context.get(pageContext).reads.realmlist() };
}

const SECTIONS = [
  { id: 'client', title: '1. The game client' },
  { id: 'realmlist', title: '2. Set the realmlist' },
  { id: 'sign-in', title: '3. Sign in' },
  { id: 'first-steps', title: '4. Your first steps' },
  { id: 'problems', title: 'Common problems' },
] as const;

const title = (id: (typeof SECTIONS)[number]['id']) => SECTIONS.find((s) => s.id === id)!.title;

export default function HowToConnectPage({ loaderData }: Route.ComponentProps) {
  const { realmlist } = loaderData;
  return (
    <>
      <PageHero
        image="feature-services"
        kicker="Support"
        title="How to Connect"
        subtitle="From your new account to your first steps in Northrend, in four steps."
      />
      <ContentCard>
        <OnThisPage sections={SECTIONS} />

        <Section id="client" title={title('client')}>
          <p>
            The realm runs on the World of Warcraft: Wrath of the Lich King client, version{' '}
            <strong>{realmlist.clientVersion}</strong>, <strong>build {realmlist.build}</strong>. No other
            version can connect. The login screen shows the version in its lower left corner: it must read{' '}
            <code>Version 3.3.5 ({realmlist.build})</code>.
          </p>
        </Section>

        <Section id="realmlist" title={title('realmlist')}>
          <p>
            The client asks a file called <code>realmlist.wtf</code> where to log in. It sits in your game
            folder, under <code>Data</code> and the folder of your client&apos;s language:
          </p>
          <ul>
            <li>
              <code>World of Warcraft/Data/enUS/realmlist.wtf</code> (English, America), or <code>enGB</code>,{' '}
              <code>frFR</code>, <code>deDE</code>, <code>esES</code>… for other languages.
            </li>
          </ul>
          <p>
            Open it with a text editor (Notepad will do), replace everything in it with this one line, and
            save:
          </p>
          <CopyLine text={realmlist.line} label="Copy the realmlist line" />
          <p>
            If <code>World of Warcraft/WTF/Config.wtf</code> holds a line starting with{' '}
            <code>SET realmList</code>, change it the same way or delete it.
          </p>
        </Section>

        <Section id="sign-in" title={title('sign-in')}>
          <p>
            Start the game with <code>Wow.exe</code> (not <code>Launcher.exe</code>, which may rewrite the
            realmlist). Sign in with your <strong>account name</strong>, the username you chose when you{' '}
            <Link to="/auth/register">created your account</Link>, and your password: the same ones as on this
            website.
          </p>
        </Section>

        <Section id="first-steps" title={title('first-steps')}>
          <ol>
            <li>
              Choose a realm in the realm list. The <Link to="/realms">Realms</Link> page shows which ones are
              online and how many play on each side.
            </li>
            <li>Create your character. Each realm keeps its own characters.</li>
            <li>
              Every new character starts in <Link to="/features/torment">Torment Mode</Link>; you can change
              its level out of combat, or turn it off.
            </li>
            <li>
              The first quest-giver lets you choose your starting zone within your faction (see{' '}
              <Link to="/features/quality-of-life">Quality of Life</Link>).
            </li>
            <li>
              Found something wrong? <Link to="/support/report-bug">Report a bug</Link> with the character it
              happened to.
            </li>
          </ol>
        </Section>

        <Section id="problems" title={title('problems')}>
          <Questions
            items={[
              {
                question: '“Unable to validate game version”',
                answer: (
                  <p>
                    The client is not build {realmlist.build}. Check the version on the login screen: only{' '}
                    {realmlist.clientVersion} ({realmlist.build}) connects. A client patched to another
                    version, or one of another expansion, is refused.
                  </p>
                ),
              },
              {
                question: 'It stays on “Connecting”, or says “Unable to connect”',
                answer: (
                  <p>
                    The realmlist is wrong or is not the one read. Check that <code>realmlist.wtf</code> holds
                    exactly <code>{realmlist.line}</code>, in the folder of your client&apos;s language, that{' '}
                    <code>Config.wtf</code> does not name another realmlist, and that you started{' '}
                    <code>Wow.exe</code>. If all that is right, see on the <Link to="/realms">Realms</Link>{' '}
                    page whether the realm is online.
                  </p>
                ),
              },
              {
                question: '“The information you have entered is not valid”: account name or e-mail?',
                answer: (
                  <p>
                    The game signs you in with your <strong>account name</strong>, not your e-mail address
                    (the website accepts both, the game only the name). Your account name is the one shown in
                    the menu at the top right once you are signed in on this website.
                  </p>
                ),
              },
              {
                question: 'My password is refused: does the case matter?',
                answer: (
                  <p>
                    No: in the game, passwords are not case-sensitive, so <code>Frostmourne1</code> and{' '}
                    <code>FROSTMOURNE1</code> are the same password and Caps Lock is not the cause. If the
                    game still refuses it, sign in on this website to check it, or ask for a new one on the{' '}
                    <Link to="/auth/forgot-password">password reset page</Link>.
                  </p>
                ),
              },
            ]}
          />
          <p>
            Still stuck? The <Link to="/support/help">Help &amp; Support</Link> page lists every way to reach
            the team.
          </p>
        </Section>
      </ContentCard>
    </>
  );
}
