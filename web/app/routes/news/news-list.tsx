import { useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE } from '../../../../contract/news-rules.ts';
import { useNewsPage } from '../../features/news/api/news-queries.ts';
import { NewsCard, NewsCardSkeleton } from '../../features/news/components/news-card.tsx';
import { Pager } from '../../features/news/components/pager.tsx';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'All News',
    description:
      'Restez informés des dernières actualités du royaume : mises à jour, tests, maintenances et événements.',
    path: '/news',
  });

export const links = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: 'Frostfall News', href: '/news/feed.xml' },
];

export default function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, refetch, isFetching } = useNewsPage(page, NEWS_PAGE_SIZE);
  const pageCount = data ? Math.max(1, Math.ceil((data.total ?? 0) / NEWS_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <header className="mb-10 text-center">
        <h1 className="font-display text-4xl text-gold-300 md:text-5xl">All News</h1>
        <p className="mt-3 text-lg text-frost-200">Restez informés des dernières actualités du royaume</p>
      </header>

      {isError ? (
        <div
          role="alert"
          className="mx-auto max-w-md rounded-lg border border-red-400/40 bg-red-950/40 p-6 text-center"
        >
          <p className="text-red-100">The news could not be loaded.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-4 rounded border border-frost-500/40 px-4 py-2 text-sm hover:border-gold-400"
          >
            Try again
          </button>
        </div>
      ) : isPending ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading news">
          {Array.from({ length: 6 }, (_, i) => (
            <NewsCardSkeleton key={i} />
          ))}
        </div>
      ) : data.data.length === 0 ? (
        <p className="rounded-lg border border-frost-500/20 bg-night-900/60 p-10 text-center text-frost-200">
          Aucune actualité pour le moment. Revenez bientôt !
        </p>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={isFetching}>
            {data.data.map((article) => (
              <NewsCard key={article.id} article={article} />
            ))}
          </div>
          <Pager
            page={page}
            pageCount={pageCount}
            onPage={(next) => {
              setParams(next === 1 ? {} : { page: String(next) });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
