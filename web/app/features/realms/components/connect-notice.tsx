import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '#web/lib/i18n.ts';

/**
 * After a registration, the page the new player lands on says what comes next: how to connect to
 * the realm. Shown once (it rides on the navigation's state), and it can be closed.
 */
export function ConnectNotice() {
  const t = useT();
  const registered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
  const [closed, setClosed] = useState(false);
  if (!registered || closed) return null;
  return (
    <div
      role="status"
      data-connect-notice
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl items-center gap-4 rounded-xl border border-emerald-400/50 bg-night-900/95 px-5 py-4 shadow-2xl shadow-black/60 backdrop-blur-md"
    >
      <p className="flex-1 text-sm text-frost-100">
        {t('realms.connect.ready')}{' '}
        <Link to="/support/how-to-connect" className="font-semibold text-gold-300 hover:underline">
          {t('realms.connect.link')}
        </Link>
      </p>
      <button
        type="button"
        onClick={() => setClosed(true)}
        aria-label={t('realms.connect.close')}
        className="rounded p-1 text-frost-300 hover:text-gold-300"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
