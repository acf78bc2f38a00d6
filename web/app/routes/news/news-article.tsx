import { isRouteErrorResponse } from 'react-router';
import { SIMILAR_NEWS_DEFAULT } from '#contract/news-rules.ts';
import type { NewsArticle } from '#contract/news.ts';
import { DEFAULT_NEWS_IMAGE, REALM_NAME } from '#contract/site.ts';
import {
  BackToNews,
  NewsArticleView,
  SimilarNews,
} from '#web/features/news/components/news-article-view.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { translate } from '#contract/i18n/messages.ts';
import { OPEN_GRAPH_LOCALES, type Language } from '#contract/i18n/languages.ts';
import { categoryLabel } from '#web/features/news/labels.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageAddresses, languageOf, originOf } from '#web/lib/seo.ts';
import type { Route } from './+types/news-article';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

/**
 * The article and the three newest others, in the page's HTML: readers, crawlers and link previews
 * get the same page. A missing or unpublished article is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  const [article, latest] = await Promise.all([
    reads.newsArticle(params.id),
    reads.latestNews(SIMILAR_NEWS_DEFAULT + 1).catch(() => []),
  ]);
  // docs/product.md §7.3 similar news: the newest articles but this one.
  const similar = latest.filter((a) => a.id !== article.id).slice(0, SIMILAR_NEWS_DEFAULT);
  return { article, similar };
}

/** Cut at a word boundary, for meta descriptions. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags of an article (link previews). */
function articleMeta(article: NewsArticle, origin: string, language: Language) {
  const { url, links } = languageAddresses(origin, `/news/${article.id}`, language);
  const imageUrl = article.imageUrl || DEFAULT_NEWS_IMAGE;
  const image = imageUrl.startsWith('/') ? `${origin}${imageUrl}` : imageUrl;
  const description = clip(article.description, 200);
  return [
    { title: `${article.title} | ${REALM_NAME}` },
    { name: 'description', content: description },
    ...links,
    { property: 'og:type', content: 'article' },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[language] },
    { property: 'og:site_name', content: REALM_NAME },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: article.title },
    { property: 'article:published_time', content: article.createdAt },
    { property: 'article:modified_time', content: article.updatedAt },
    { property: 'article:section', content: categoryLabel(language, article.category) },
    { property: 'article:author', content: article.author },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: article.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}

export function meta({ data, error, matches }: Route.MetaArgs) {
  // Link previews need absolute URLs on the origin the server runs at.
  const language = languageOf(matches);
  if (data) return articleMeta(data.article, originOf(matches), language);
  const missing = isRouteErrorResponse(error) && (error.status === 404 || error.status === 400);
  const title = translate(
    language,
    missing ? 'news.article.notFound.title' : 'news.article.unavailable.title',
  );
  return [{ title: `${title} | ${REALM_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export const links = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: `${REALM_NAME} News`, href: '/news/feed.xml' },
];

function ArticleState({ title, text }: { title: string; text: string }) {
  return (
    <div className="px-4 py-12 md:py-16">
      <div className="mx-auto max-w-xl rounded-lg border border-frost-500/20 bg-night-900/70 p-10 text-center">
        <h1 className="font-display text-3xl text-gold-300">{title}</h1>
        <p className="mt-4 text-frost-200">{text}</p>
        <div className="mt-6">
          <BackToNews />
        </div>
      </div>
    </div>
  );
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, similar } = loaderData;
  return (
    <div className="px-4 py-12 md:py-16">
      <div className="mx-auto mb-8 max-w-3xl">
        <BackToNews />
      </div>
      <NewsArticleView article={article} />
      <SimilarNews articles={similar} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return isRouteErrorResponse(error) && (error.status === 404 || error.status === 400) ? (
    <ArticleState title={t('news.article.notFound.title')} text={t('news.article.notFound.text')} />
  ) : (
    <ArticleState title={t('news.article.unavailable.title')} text={t('news.article.unavailable.text')} />
  );
}
