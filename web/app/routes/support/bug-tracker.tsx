import { Plus } from 'lucide-react';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { loadBoard } from '#web/features/bugs/api/get-bugs.ts';
import { BugBoard } from '#web/features/bugs/components/bug-board.tsx';
import { semiBoldPreload } from '#web/lib/fonts.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/bug-tracker';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Bug Tracker',
    description: 'Follow the bugs players have reported on the realm and where the team stands on each.',
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
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-gold-300">Bug Tracker</h1>
          <p className="mt-2 text-frost-300">Every report, and where the team stands on it.</p>
        </div>
        <Link
          to="/support/report-bug"
          className="inline-flex items-center gap-2 rounded bg-gold-400 px-4 py-2 font-semibold text-night-950 hover:bg-gold-300"
        >
          <Plus aria-hidden className="size-4" /> Report New Bug
        </Link>
      </div>
      <BugBoard initial={loaderData.board} />
    </section>
  );
}
