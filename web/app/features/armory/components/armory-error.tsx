import { isRouteErrorResponse, Link } from 'react-router';
import { useT } from '#web/lib/i18n.ts';

/** A refused search, an unknown character or guild, or a read that failed: said in one line. */
export function ArmoryError({ error }: { error: unknown }) {
  const t = useT();
  const message =
    isRouteErrorResponse(error) && error.status < 500
      ? ((error.data as { message?: string } | undefined)?.message ?? t('armory.notFound'))
      : t('armory.failed');
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <Link to="/armory" className="text-sm text-gold-300 hover:underline">
        {t('armory.back')}
      </Link>
      <h1 className="mt-4 font-display text-4xl text-gold-300">{t('armory.search.heading')}</h1>
      <p className="mt-3 text-frost-200">{message}</p>
    </div>
  );
}
