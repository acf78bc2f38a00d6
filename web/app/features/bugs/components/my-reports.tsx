import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/ui/forms.tsx';
import { useT } from '#web/lib/i18n.ts';
import { useMyBugs } from '../api/get-my-bugs.ts';
import { StatusLabel, useBugDates } from './bug-badges.tsx';
import { BugDetailDialog } from './bug-detail.tsx';

/** The signed-in player's own reports and where each stands, one click from its timeline. */
function MyReportList({ enabled, onOpen }: { enabled: boolean; onOpen: (id: number) => void }) {
  const t = useT();
  const dates = useBugDates();
  const mine = useMyBugs(enabled);
  const bugs = mine.data?.data ?? [];
  const waiting = bugs.filter((b) => b.status === 'need_more_context').length;
  return (
    <>
      {waiting > 0 && <Banner tone="info">{t('bugs.mine.waiting', { count: waiting })}</Banner>}
      {mine.isPending && <p className="text-sm text-frost-300">{t('bugs.mine.loading')}</p>}
      {mine.isError && <p className="text-sm text-red-300">{t('bugs.mine.loadFailed')}</p>}
      {mine.data && bugs.length === 0 && <p className="text-sm text-frost-300">{t('bugs.mine.empty')}</p>}
      {bugs.length > 0 && (
        <ul className="divide-y divide-frost-500/10">
          {bugs.map((bug) => (
            <li key={bug.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <button
                type="button"
                onClick={() => onOpen(bug.id)}
                className="min-w-0 text-left text-sm wrap-anywhere text-frost-100 hover:text-gold-300 hover:underline"
              >
                <span className="mr-2 font-mono text-xs text-frost-300">#{bug.id}</span>
                {bug.title}
              </button>
              <span className="flex items-center gap-3">
                <StatusLabel status={bug.status} />
                <time dateTime={bug.createdAt} className="text-xs text-frost-300">
                  {dates.date(bug.createdAt)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** On the board: the player's reports behind a toggle; the board opens the chosen one. */
export function MyReports({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-lg border border-frost-500/20 bg-night-900/70">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="my-reports"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between px-4 py-3 text-left text-sm font-semibold text-frost-100 hover:text-gold-300"
      >
        {t('bugs.mine.title')}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div id="my-reports" className="border-t border-frost-500/20 px-4 py-3">
          <MyReportList enabled onOpen={onOpen} />
        </div>
      )}
    </div>
  );
}

/** On the account page: the reports with their timelines, where the player answers the team. */
export function MyReportsWithTimeline({ username, openBug }: { username: string; openBug: number | null }) {
  const [open, setOpen] = useState<number | null>(openBug);
  return (
    <>
      <MyReportList enabled onOpen={setOpen} />
      <BugDetailDialog
        id={open}
        onClose={() => setOpen(null)}
        staff={false}
        admin={false}
        username={username}
      />
    </>
  );
}
