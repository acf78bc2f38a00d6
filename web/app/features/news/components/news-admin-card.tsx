import { Pencil, Star, Trash2 } from 'lucide-react';
import type { NewsArticle } from '#contract/news.ts';
import { useT } from '#web/lib/i18n.ts';
import { useNewsTime } from '../labels.ts';
import { CategoryBadge } from './news-card.tsx';

/**
 * docs/product.md §2.12 admin card: image, title, category, 'date - time', 'By' author, description, tags,
 * badge, actions.
 */
export function NewsAdminCard({
  article,
  onEdit,
  onDelete,
}: {
  article: NewsArticle;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const { day, time } = useNewsTime();
  return (
    <article
      className="flex flex-col overflow-hidden rounded-lg border border-frost-500/20 bg-night-900/80 md:flex-row"
      data-news-id={article.id}
    >
      <img
        src={article.imageUrl}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        className="aspect-[16/9] w-full bg-night-800 object-cover md:w-56"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} />
          {article.featured && (
            <span
              className="inline-flex items-center gap-1 rounded border border-gold-400/70 px-2 py-0.5 text-xs font-semibold uppercase text-gold-300"
              title={
                article.featuredUntil
                  ? t('news.admin.card.featuredUntil', { date: day(article.featuredUntil) })
                  : undefined
              }
            >
              <Star aria-hidden className="size-3" /> {t('news.featured')}
            </span>
          )}
          {!article.published && (
            <span className="rounded border border-frost-500/50 px-2 py-0.5 text-xs uppercase text-frost-300">
              {t('news.admin.card.draft')}
            </span>
          )}
        </div>
        <h2 className="font-display text-xl wrap-anywhere text-gold-300">{article.title}</h2>
        <p className="text-sm wrap-anywhere text-frost-300">
          <span>
            {day(article.createdAt)} - {time(article.createdAt)}
          </span>
          <span className="mx-2" aria-hidden>
            ·
          </span>
          <span>{t('news.by', { author: article.author })}</span>
        </p>
        <p className="line-clamp-2 text-sm wrap-anywhere text-frost-200">{article.description}</p>
        {article.tags.length > 0 && (
          <ul aria-label={t('news.tags')} className="flex flex-wrap gap-1.5">
            {article.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-night-700 px-2 py-0.5 text-xs wrap-anywhere text-frost-200"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          <button
            type="button"
            onClick={onEdit}
            className="inline-flex items-center gap-1 rounded border border-frost-500/40 px-3 py-1.5 text-sm text-frost-100 hover:border-gold-400 hover:text-gold-300"
          >
            <Pencil aria-hidden className="size-4" /> {t('news.admin.card.edit')}
            <span className="sr-only"> {article.title}</span>
          </button>
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex items-center gap-1 rounded border border-red-400/50 px-3 py-1.5 text-sm text-red-200 hover:bg-red-900/40"
          >
            <Trash2 aria-hidden className="size-4" /> {t('news.admin.card.delete')}
            <span className="sr-only"> {article.title}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
