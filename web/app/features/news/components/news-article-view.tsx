import { ArrowLeft, CalendarDays, Tag, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsArticle } from '#contract/news.ts';
import { ArtPicture } from '#web/components/site/art-picture.tsx';
import { artworkOf } from '#web/content/artwork.ts';
import { useT } from '#web/lib/i18n.ts';
import { useNewsTime } from '../labels.ts';
import { CategoryBadge, NewsCard } from './news-card.tsx';
import { SanitisedHtml } from './news-html.tsx';

const imageClass =
  'mt-6 aspect-[16/9] w-full rounded-lg border border-frost-500/20 bg-night-800 object-cover';

export function BackToNews() {
  const t = useT();
  return (
    <Link
      to="/news"
      className="inline-flex items-center gap-2 text-sm font-semibold text-rune-400 hover:text-gold-300"
    >
      <ArrowLeft aria-hidden className="size-4" /> {t('news.article.back')}
    </Link>
  );
}

/** The article page: title, image, category, author, date, the sanitised content and the tags. */
export function NewsArticleView({ article }: { article: NewsArticle }) {
  const t = useT();
  const { day, time } = useNewsTime();
  const art = artworkOf(article.imageUrl);
  return (
    <article className="mx-auto max-w-3xl" data-news-article={article.id}>
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} />
          {article.featured && (
            <span className="rounded border border-gold-400/70 px-2 py-0.5 text-xs font-semibold uppercase text-gold-300">
              {t('news.featured')}
            </span>
          )}
        </div>
        <h1 className="font-display text-3xl leading-tight wrap-anywhere text-gold-300 md:text-4xl">
          {article.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm wrap-anywhere text-frost-300">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden className="size-4" /> {t('news.by', { author: article.author })}
          </span>
          <time dateTime={article.createdAt} className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" /> {day(article.createdAt)} ·{' '}
            {time(article.createdAt)}
          </time>
        </p>
      </header>
      {art ? (
        // The site's own artwork: AVIF/WebP at the page's width rather than the full-size JPEG.
        <ArtPicture
          name={art}
          alt=""
          sizes="(min-width: 768px) 48rem, 100vw"
          eager
          imgClassName={imageClass}
        />
      ) : (
        <img
          src={article.imageUrl}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          className={imageClass}
        />
      )}
      <SanitisedHtml html={article.content} className="mt-8 wrap-anywhere" />
      {article.tags.length > 0 && (
        <ul aria-label={t('news.tags')} className="mt-8 flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-frost-500/30 bg-night-800 px-3 py-1 text-xs wrap-anywhere text-frost-200"
            >
              <Tag aria-hidden className="size-3" /> {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** docs/product.md §7.3: the first three other articles. */
export function SimilarNews({ articles }: { articles: NewsArticle[] }) {
  const t = useT();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="similar-news-heading" className="mx-auto mt-16 max-w-6xl">
      <h2 id="similar-news-heading" className="mb-6 font-display text-2xl text-frost-100">
        {t('news.article.similar')}
      </h2>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((a) => (
          <NewsCard key={a.id} article={a} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
