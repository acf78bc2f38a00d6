import { isRouteErrorResponse, Link } from 'react-router';
import { useT } from '#web/lib/i18n.ts';

/** A refused filter, an unknown realm or team, the ladders still being computed, or a failed read: one line. */
export function LadderError({ error }: { error: unknown }) {
  const t = useT();
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | undefined)?.message ?? t('ladder.failed'))
    : t('ladder.failed');
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <Link to="/ladder" className="text-sm text-gold-300 hover:underline">
        {t('ladder.back')}
      </Link>
      <h1 className="mt-4 font-display text-4xl text-gold-300">{t('ladder.title')}</h1>
      <p className="mt-3 text-frost-200">{message}</p>
    </div>
  );
}
