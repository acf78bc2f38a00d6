import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/ui/forms.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { buttonDanger, buttonSecondary, Panel, useFormats } from './account-ui.tsx';

/** The devices signed in to the site, and a way to sign any of them out. */
export function SessionsPanel() {
  const t = useT();
  const { formatDateTime } = useFormats();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run(action: () => Promise<{ message: string }>) {
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: (await action()).message });
    } catch (e) {
      setMessage({ tone: 'error', text: serverReason(e) ?? t('account.sessions.failed') });
    }
  }

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <Panel id="sessions" title={t('account.sessions.title')} description={t('account.sessions.description')}>
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {sessions.isPending && <p className="text-sm text-frost-300">{t('account.sessions.loading')}</p>}
      {sessions.isError && <p className="text-sm text-red-300">{t('account.sessions.loadFailed')}</p>}
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
                      {t('account.sessions.thisDevice')}
                    </span>
                  )}
                </p>
                <p className="text-xs text-frost-300">
                  {t('account.sessions.details', {
                    ip: s.ip,
                    signedIn: formatDateTime(s.createdAt),
                    lastUsed: formatDateTime(s.lastUsedAt),
                  })}
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
                {t('account.sessions.signOut')}
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
          {t('account.sessions.signOutOthers')}
        </button>
      )}
    </Panel>
  );
}
