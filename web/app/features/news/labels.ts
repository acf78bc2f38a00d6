import type { Language } from '#contract/i18n/languages.ts';
import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import type { NEWS_CATEGORIES, NEWS_IMAGES } from '#contract/news-rules.ts';
import { DEFAULT_NEWS_CATEGORY } from '#contract/site.ts';
import { useLanguage } from '#web/lib/i18n.ts';

/** The preset categories (docs/product.md §3.9) by their text; any other category is the admin's own. */
const CATEGORY_KEYS = new Map<string, MessageKey>([
  ['NEWS ARTICLE', 'news.category.newsArticle'],
  ['BETA TEST', 'news.category.betaTest'],
  ['PHASE UPDATE', 'news.category.phaseUpdate'],
  ['MAINTENANCE', 'news.category.maintenance'],
  ['EVENT', 'news.category.event'],
  [DEFAULT_NEWS_CATEGORY, 'news.category.default'],
] satisfies ReadonlyArray<[(typeof NEWS_CATEGORIES)[number] | typeof DEFAULT_NEWS_CATEGORY, MessageKey]>);

/** A category as readers see it: a preset one in the page's language, any other as it was written. */
export function categoryLabel(language: Language, category: string): string {
  const key = CATEGORY_KEYS.get(category);
  return key ? translate(language, key) : category;
}

const IMAGE_KEYS: Record<(typeof NEWS_IMAGES)[number]['value'], MessageKey> = {
  '/assets/images/feature-qol.jpg': 'news.form.image.qualityOfLife',
  '/assets/images/feature-specless.jpg': 'news.form.image.specless',
  '/assets/images/feature-tourment.jpg': 'news.form.image.tourment',
  '/assets/images/feature-unique.jpg': 'news.form.image.uniqueItems',
  '/assets/images/feature-services.jpg': 'news.form.image.services',
};

/** The form's preset pictures, named in the page's language. */
export function imageLabel(language: Language, image: (typeof NEWS_IMAGES)[number]): string {
  return translate(language, IMAGE_KEYS[image.value]);
}

// The API's times are the server's UTC (server/features/news): the page and its hydration agree.
const dayFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function formatOf(
  cache: Map<Language, Intl.DateTimeFormat>,
  language: Language,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    cache.set(language, format);
  }
  return format;
}

/**
 * An article's day and time in the page's language: English keeps the spec's YYYY-MM-DD day
 * (docs/product.md §3.8) with a 12-hour time, French its own day and a 24-hour time.
 */
export function useNewsTime() {
  const language = useLanguage();
  return {
    day: (iso: string) =>
      language === 'en'
        ? iso.slice(0, 10)
        : formatOf(dayFormats, language, { dateStyle: 'short' }).format(new Date(iso)),
    time: (iso: string) => formatOf(timeFormats, language, { timeStyle: 'short' }).format(new Date(iso)),
  };
}

/** `categoryLabel` in the page's language. */
export function useCategoryLabel(): (category: string) => string {
  const language = useLanguage();
  return (category) => categoryLabel(language, category);
}
