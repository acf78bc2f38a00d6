import { Link } from 'react-router';
import type { NewsArticle } from '#contract/news.ts';
import { ArtPicture } from '#web/components/site/art-picture.tsx';
import { artworkOf } from '#web/content/artwork.ts';
import { useT } from '#web/lib/i18n.ts';
import { useCategoryLabel, useNewsTime } from '../labels.ts';

export function CategoryBadge({ category }: { category: string }) {
  const label = useCategoryLabel();
  return (
    <span className="inline-block rounded bg-gold-400 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-night-950">
      {label(category)}
    </span>
  );
}

/**
 * docs/product.md §2.10: image, category badge, title, short description, date plus time, 'Lire la suite ->'
 * (in French; 'Read more ->' in English).
 */
export function NewsCard({
  article,
  headingLevel = 2,
  eager = false,
}: {
  article: NewsArticle;
  headingLevel?: 2 | 3;
  /** The first card of a page: its picture is the largest thing on screen, loaded at once. */
  eager?: boolean;
}) {
  const t = useT();
  const { day, time } = useNewsTime();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const art = artworkOf(article.imageUrl);
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-lg border border-frost-500/20 bg-night-900/80 shadow-lg transition hover:border-gold-400/60"
      data-news-id={article.id}
    >
      <div className="relative aspect-[16/9] bg-night-800">
        {art ? (
          // The site's own artwork: AVIF/WebP at the card's width rather than the full-size JPEG.
          <ArtPicture
            name={art}
            alt=""
            sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
            eager={eager}
            className="block size-full"
            imgClassName="size-full object-cover"
          />
        ) : (
          <img
            src={article.imageUrl}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : undefined}
            className="size-full object-cover"
          />
        )}
        <div className="absolute left-3 top-3">
          <CategoryBadge category={article.category} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <Heading className="font-display text-xl leading-snug wrap-anywhere text-gold-300">
          {article.title}
        </Heading>
        <p className="line-clamp-3 text-sm wrap-anywhere text-frost-200">{article.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-sm">
          <time dateTime={article.createdAt} className="text-frost-300">
            {day(article.createdAt)} · {time(article.createdAt)}
          </time>
          <Link to={`/news/${article.id}`} className="font-semibold text-rune-400 hover:text-gold-300">
            {t('news.card.readMore')}
            <span className="sr-only">{t('news.card.readMoreOf', { title: article.title })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
