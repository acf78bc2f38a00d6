import { Link } from 'react-router';
import type { NewsArticle } from '#contract/news.ts';
import { useT } from '#web/lib/i18n.ts';
import { NewsCard } from './news-card.tsx';

/** The home page's latest articles (docs/product.md §7.3 latest, default 3), above the FAQ. */
export function LatestNews({ articles }: { articles: NewsArticle[] }) {
  const t = useT();
  // Nothing published (or the call failed): the home page simply goes on without the block.
  if (articles.length === 0) return null;
  return (
    <section
      aria-labelledby="latest-news-heading"
      className="mx-auto max-w-6xl px-4 pb-20 md:pb-28"
      data-latest-news
    >
      <div className="mb-10 text-center">
        <p className="font-display text-xs tracking-[0.35em] text-frost-300">{t('news.latest.kicker')}</p>
        <h2 id="latest-news-heading" className="mt-3 font-display text-2xl text-frost-100 md:text-4xl">
          {t('news.latest.title')}
        </h2>
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <NewsCard key={article.id} article={article} headingLevel={3} />
        ))}
      </div>
      <p className="mt-8 text-center">
        <Link to="/news" className="font-semibold text-rune-400 hover:text-gold-300">
          {t('news.latest.all')}
        </Link>
      </p>
    </section>
  );
}
