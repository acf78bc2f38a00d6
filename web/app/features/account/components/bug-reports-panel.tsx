import { useState } from 'react';
import type { AccountOverview } from '../../../../../contract/account.ts';
import { useMyBugs } from '../../bugs/api/get-my-bugs.ts';
import { formatBugDate, StatusLabel } from '../../bugs/components/bug-badges.tsx';
import { BugDetailDialog } from '../../bugs/components/bug-detail.tsx';
import { Banner } from '../../auth/components/auth-ui.tsx';
import { useNotifications } from '../api/account-api.ts';
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

/** The player's reports, where each stands, its timeline and their answers to the team. */
export function BugReportsPanel({ account, openBug }: { account: AccountOverview; openBug: number | null }) {
  const mine = useMyBugs(true);
  const [open, setOpen] = useState<number | null>(openBug);
  const bugs = mine.data?.data ?? [];
  const waiting = bugs.filter((b) => b.status === 'need_more_context').length;

  return (
    <Panel
      id="bugs"
      title="My bug reports"
      description="Open a report to see its timeline. When the team asks for more context, answer there: the report goes back to them."
    >
      <NotifySwitch on={account.bugStatusMail} />
      {waiting > 0 && (
        <Banner tone="info">
          {waiting === 1 ? 'One report waits' : `${waiting} reports wait`} for your answer (Need More
          Context).
        </Banner>
      )}
      {mine.isPending && <p className="text-sm text-frost-300">Loading bugs...</p>}
      {mine.isError && <p className="text-sm text-red-300">Your reports could not be loaded.</p>}
      {mine.data && bugs.length === 0 && (
        <p className="text-sm text-frost-300">You have not reported any bug yet.</p>
      )}
      <ul className="divide-y divide-frost-500/10">
        {bugs.map((bug) => (
          <li key={bug.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <button
              type="button"
              onClick={() => setOpen(bug.id)}
              className="text-left text-sm text-frost-100 hover:text-gold-300 hover:underline"
            >
              <span className="mr-2 font-mono text-xs text-frost-300">#{bug.id}</span>
              {bug.title}
            </button>
            <span className="flex items-center gap-3">
              <StatusLabel status={bug.status} />
              <time dateTime={bug.createdAt} className="text-xs text-frost-300">
                {formatBugDate(bug.createdAt)}
              </time>
            </span>
          </li>
        ))}
      </ul>
      <BugDetailDialog
        id={open}
        onClose={() => setOpen(null)}
        staff={false}
        admin={false}
        username={account.username}
      />
    </Panel>
  );
}
