import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AuthCard } from '#web/components/ui/forms.tsx';
import { useT } from '#web/lib/i18n.ts';

/**
 * After a registration that waits for its mailed link (REGISTRATION_EMAIL_VERIFICATION=required): where
 * the link went, how long it works, and where a new one comes from (signing in).
 */
export function CheckYourEmail({ email, linkHours }: { email: string; linkHours: number }) {
  const t = useT();
  return (
    <AuthCard title={t('auth.register.pending.title')}>
      <div className="text-center" data-state="registration-pending">
        <MailCheck aria-hidden className="mx-auto mb-3 size-12 text-emerald-300" />
        <p role="status" className="text-frost-200">
          {t('auth.register.pending.before')} <strong className="break-all text-gold-300">{email}</strong>
          {t('auth.register.pending.after')}
        </p>
        <p className="mt-3 text-sm text-frost-300">
          {t('auth.register.pending.expires', { hours: linkHours })}
        </p>
        <p className="mt-6 text-sm text-frost-300">
          {t('auth.register.pending.lost')}{' '}
          <Link to="/auth/login" className="font-semibold text-gold-300 hover:underline">
            {t('auth.register.pending.signIn')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
