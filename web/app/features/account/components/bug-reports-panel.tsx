import { useState, type ReactNode } from 'react';
import type { AccountOverview } from '#contract/account.ts';
import { Banner } from '#web/components/ui/forms.tsx';
import { useNotifications } from '../api/set-notifications.ts';
import { Panel, reasonOf } from './account-ui.tsx';

/** "Notify me": one switch for the mails about the player's reports. */
function NotifySwitch({ on }: { on: boolean }) {
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
              .catch((err: unknown) => setError(reasonOf(err, 'Your setting could not be saved.')));
          }}
          className="size-4 accent-gold-400"
        />
        Notify me: e-mail me when the team changes the status of one of my reports
      </label>
    </div>
  );
}

/** The player's reports (`children`: the list, from the bugs feature) with the "Notify me" switch. */
export function BugReportsPanel({ account, children }: { account: AccountOverview; children: ReactNode }) {
  return (
    <Panel
      id="bugs"
      title="My bug reports"
      description="Open a report to see its timeline. When the team asks for more context, answer there: the report goes back to them."
    >
      <NotifySwitch on={account.bugStatusMail} />
      {children}
    </Panel>
  );
}
