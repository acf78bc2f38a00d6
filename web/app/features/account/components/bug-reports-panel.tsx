import { useState, type ReactNode } from 'react';
import type { AccountOverview } from '#contract/account.ts';
import { Banner } from '#web/components/ui/forms.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { useNotifications } from '../api/set-notifications.ts';
import { Panel } from './account-ui.tsx';

/** "Notify me": one switch for the mails about the player's reports. */
function NotifySwitch({ on }: { on: boolean }) {
  const t = useT();
  const save = useNotifications();
  const [error, setError] = useState('');
  return (
    <div className="mb-4">
      {error && <Banner tone="error">{error}</Banner>}
      <label className="flex items-center gap-3 text-sm text-frost-100">
        <input
          type="checkbox"
          role="switch"
          name="bugStatusMail"
          checked={save.isPending ? save.variables.bugStatusMail : on}
          disabled={save.isPending}
          onChange={(e) => {
            setError('');
            save
              .mutateAsync({ bugStatusMail: e.target.checked })
              .catch((err: unknown) => setError(serverReason(err) ?? t('account.bugs.notifyFailed')));
          }}
          className="size-4 accent-gold-400"
        />
        {t('account.bugs.notify')}
      </label>
    </div>
  );
}

/** The player's reports (`children`: the list, from the bugs feature) with the "Notify me" switch. */
export function BugReportsPanel({ account, children }: { account: AccountOverview; children: ReactNode }) {
  const t = useT();
  return (
    <Panel id="bugs" title={t('account.bugs.title')} description={t('account.bugs.description')}>
      <NotifySwitch on={account.bugStatusMail} />
      {children}
    </Panel>
  );
}
