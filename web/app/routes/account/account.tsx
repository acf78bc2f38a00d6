import * as Tabs from '@radix-ui/react-tabs';
import { useNavigate } from 'react-router';
import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { BugReportsPanel } from '#web/features/account/components/bug-reports-panel.tsx';
import { CharactersPanel } from '#web/features/account/components/characters-panel.tsx';
import { EmailForm, PasswordForm } from '#web/features/account/components/credentials-forms.tsx';
import { OverviewPanel } from '#web/features/account/components/overview-panel.tsx';
import { SessionsPanel } from '#web/features/account/components/sessions-panel.tsx';
import { TwoFactorPanel } from '#web/features/account/components/two-factor-panel.tsx';
import { useAccountOverview } from '#web/features/account/api/get-account.ts';
import { RequireSignedIn } from '#web/features/auth/guards.tsx';
import { MyReportsWithTimeline } from '#web/features/bugs/components/my-reports.tsx';
import { useQueryParams } from '#web/features/auth/use-query-params.ts';
import { serverReason } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/account';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'account.meta.title'),
    description: translate(language, 'account.meta.description'),
    path: '/account',
    noindex: true,
  });
}

const TABS = [
  { id: 'overview', label: 'account.tab.overview' },
  { id: 'characters', label: 'account.tab.characters' },
  { id: 'security', label: 'account.tab.security' },
  { id: 'sessions', label: 'account.tab.sessions' },
  { id: 'bugs', label: 'account.tab.bugs' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey }>;
type TabId = (typeof TABS)[number]['id'];

function AccountArea() {
  const t = useT();
  const params = useQueryParams();
  const navigate = useNavigate();
  const overview = useAccountOverview();
  const wanted = params?.get('tab');
  const tab: TabId = TABS.some((s) => s.id === wanted) ? (wanted as TabId) : 'overview';
  const openBug = Number(params?.get('bug')) || null;

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="font-display text-4xl text-gold-300">{t('account.title')}</h1>
      {overview.data && (
        <p className="mt-2 text-frost-300">
          {t('account.signedInAs')}{' '}
          <span className="font-semibold text-frost-100">{overview.data.username}</span>
        </p>
      )}
      {overview.isPending && <p className="mt-8 text-frost-300">{t('account.loading')}</p>}
      {overview.isError && (
        <p role="alert" className="mt-8 text-red-300">
          {serverReason(overview.error) ?? t('account.loadFailed')}
        </p>
      )}
      {overview.data && (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => navigate(`/account?tab=${value}`, { replace: true })}
          className="mt-8"
        >
          <Tabs.List
            aria-label={t('account.tabs')}
            className="flex gap-1 overflow-x-auto border-b border-frost-500/20"
          >
            {TABS.map((s) => (
              <Tabs.Trigger
                key={s.id}
                value={s.id}
                className="shrink-0 border-b-2 border-transparent px-4 py-2 text-sm text-frost-300 hover:text-frost-100 data-[state=active]:border-gold-400 data-[state=active]:text-gold-300"
              >
                {t(s.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" className="mt-6 focus:outline-none">
            <OverviewPanel account={overview.data} />
          </Tabs.Content>
          <Tabs.Content value="characters" className="mt-6 focus:outline-none">
            <CharactersPanel />
          </Tabs.Content>
          <Tabs.Content value="security" className="mt-6 space-y-6 focus:outline-none">
            <PasswordForm />
            <EmailForm account={overview.data} />
            <TwoFactorPanel account={overview.data} />
          </Tabs.Content>
          <Tabs.Content value="sessions" className="mt-6 focus:outline-none">
            <SessionsPanel />
          </Tabs.Content>
          <Tabs.Content value="bugs" className="mt-6 focus:outline-none">
            <BugReportsPanel account={overview.data}>
              <MyReportsWithTimeline username={overview.data.username} openBug={openBug} />
            </BugReportsPanel>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </section>
  );
}

/** /account: the signed-in player's own account (guarded like the other private pages). */
export default function AccountPage() {
  const t = useT();
  return (
    <RequireSignedIn message={t('account.signInFirst')}>
      <AccountArea />
    </RequireSignedIn>
  );
}
