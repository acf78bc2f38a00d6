import { Plus } from 'lucide-react';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { loadBoard } from '#web/features/bugs/api/get-bugs.ts';
import { BugBoard } from '#web/features/bugs/components/bug-board.tsx';
import { semiBoldPreload } from '#web/lib/fonts.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { translate } from '#contract/i18n/messages.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/bug-tracker';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'bugs.tracker.metaTitle'),
    description: translate(language, 'bugs.tracker.metaDescription'),
    path: '/support/bug-tracker',
  });
}

// Fetched with the stylesheet: the filters and cards would reflow when it arrives.
export const links = () => [semiBoldPreload];

/**
 * The counters, each column's first cards and the bug a shared link opens, in the page's HTML; on a
 * failure the board fills in from the API.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  return { board: await loadBoard(context.get(pageContext).reads, url).catch(() => null) };
}

/** Opening or closing a bug (`?bug=`) changes no column: the board is not read again for it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutBug = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('bug');
    return `${url.pathname}?${params}`;
  };
  return withoutBug(currentUrl) === withoutBug(nextUrl) ? false : defaultShouldRevalidate;
}

export default function BugTrackerPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-gold-300">{t('bugs.tracker.title')}</h1>
          <p className="mt-2 text-frost-300">{t('bugs.tracker.subtitle')}</p>
        </div>
        <Link
          to="/support/report-bug"
          className="inline-flex items-center gap-2 rounded bg-gold-400 px-4 py-2 font-semibold text-night-950 hover:bg-gold-300"
        >
          <Plus aria-hidden className="size-4" /> {t('bugs.tracker.reportNew')}
        </Link>
      </div>
      <BugBoard initial={loaderData.board} />
    </section>
  );
}
