import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/ui/forms.tsx';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { buttonDanger, buttonSecondary, formatDateTime, Panel, reasonOf } from './account-ui.tsx';

/** The devices signed in to the site, and a way to sign any of them out. */
export function SessionsPanel() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run(action: () => Promise<{ message: string }>) {
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: (await action()).message });
    } catch (e) {
      setMessage({ tone: 'error', text: reasonOf(e, 'That did not work. Please try again.') });
    }
  }

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <Panel
      id="sessions"
      title="Signed-in devices"
      description="Every browser signed in to your account on this site. The game client does not appear here."
    >
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {sessions.isPending && <p className="text-sm text-frost-300">Loading sessions...</p>}
      {sessions.isError && <p className="text-sm text-red-300">Your sessions could not be loaded.</p>}
      <ul className="divide-y divide-frost-500/10">
        {list.map((s) => (
          <li
            key={s.id}
            data-session={s.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <Monitor aria-hidden className="mt-0.5 size-5 shrink-0 text-frost-300" />
              <div>
                <p className="text-sm font-semibold text-frost-100">
                  {s.device}
                  {s.current && (
                    <span className="ml-2 rounded bg-emerald-900/60 px-1.5 py-0.5 text-xs font-normal text-emerald-200">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-xs text-frost-300">
                  {s.ip} · signed in {formatDateTime(s.createdAt)} · last used {formatDateTime(s.lastUsedAt)}
                </p>
              </div>
            </div>
            {!s.current && (
              <button
                type="button"
                className={buttonDanger}
                disabled={endOne.isPending}
                onClick={() => void run(() => endOne.mutateAsync(s.id))}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button
          type="button"
          className={`${buttonSecondary} mt-4`}
          disabled={endOthers.isPending}
          onClick={() => void run(() => endOthers.mutateAsync())}
        >
          Sign out every other device
        </button>
      )}
    </Panel>
  );
}
