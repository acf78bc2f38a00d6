import { Link } from 'react-router';
import { LATEST_NEWS_DEFAULT } from '../../../../../contract/news-rules.ts';
import { useLatestNews } from '../api/news-queries.ts';
import { NewsCard, NewsCardSkeleton } from './news-card.tsx';

/** The home page's three latest articles (SPEC.md §7 latest, default 3), above the FAQ. */
export function LatestNews() {
  const { data, isPending, isError } = useLatestNews(LATEST_NEWS_DEFAULT);
  // Nothing published (or the call failed): the home page simply goes on without the block.
  if (isError || (data && data.length === 0)) return null;
  return (
    <section
      aria-labelledby="latest-news-heading"
      className="mx-auto max-w-6xl px-4 pb-20 md:pb-28"
      data-latest-news
    >
      <div className="mb-10 text-center">
        <p className="font-display text-xs tracking-[0.35em] text-frost-300">FROM THE REALM</p>
        <h2 id="latest-news-heading" className="mt-3 font-display text-2xl text-frost-100 md:text-4xl">
          LATEST NEWS
        </h2>
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
        {isPending
          ? Array.from({ length: LATEST_NEWS_DEFAULT }, (_, i) => <NewsCardSkeleton key={i} />)
          : data.map((article) => <NewsCard key={article.id} article={article} headingLevel={3} />)}
      </div>
      <p className="mt-8 text-center">
        <Link to="/news" className="font-semibold text-rune-400 hover:text-gold-300">
          All News -&gt;
        </Link>
      </p>
    </section>
  );
}
