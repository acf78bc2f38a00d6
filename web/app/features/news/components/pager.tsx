import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '#web/lib/i18n.ts';

const button =
  'inline-flex items-center gap-1 rounded border border-frost-500/40 px-3 py-2 text-sm text-frost-100 hover:border-gold-400 hover:text-gold-300 disabled:pointer-events-none disabled:opacity-40';

/** Previous / 'Page n of m' / Next. Hidden when everything fits on one page. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('news.pager.label')} className="mt-10 flex items-center justify-center gap-4">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" /> {t('news.pager.previous')}
      </button>
      <span className="text-sm text-frost-300" aria-current="page">
        {t('news.pager.position', { page, count: pageCount })}
      </span>
      <button type="button" className={button} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('news.pager.next')} <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}
