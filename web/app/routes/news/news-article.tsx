import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useParams } from 'react-router';
import { REALM_NAME } from '../../../../contract/site.ts';
import { useNewsArticle } from '../../features/news/api/news-queries.ts';
import {
  BackToNews,
  NewsArticleView,
  SimilarNews,
} from '../../features/news/components/news-article-view.tsx';
import { SITE_ORIGIN } from '../../lib/seo.ts';

/*
 * No `meta` export: the server sends this page with the article's own title and social tags (for link
 * previews); once running, the page renders the same tags itself into <head> and drops the server's
 * copies, so leaving for another page leaves nothing stale behind.
 */

/** Renders into <head> (this page is only ever rendered in the browser: the SPA fallback). */
function InHead({ children }: { children: ReactNode }) {
  return createPortal(children, document.head);
}

function ArticleHead({
  title,
  description,
  path,
  image,
}: {
  title: string;
  description?: string;
  path: string;
  image?: string;
}) {
  const url = `${SITE_ORIGIN}${path}`;
  const imageUrl = image && (image.startsWith('/') ? `${SITE_ORIGIN}${image}` : image);
  return (
    <InHead>
      <title>{`${title} | ${REALM_NAME}`}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
    </InHead>
  );
}

function ArticleState({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-frost-500/20 bg-night-900/70 p-10 text-center">
      <h1 className="font-display text-3xl text-gold-300">{title}</h1>
      <p className="mt-4 text-frost-200">{text}</p>
      <div className="mt-6">
        <BackToNews />
      </div>
    </div>
  );
}

export default function NewsArticlePage() {
  const id = useParams().id ?? '';
  const { data: article, isPending, error } = useNewsArticle(id);

  useEffect(() => {
    for (const node of document.head.querySelectorAll('[data-preview]')) node.remove();
  }, []);

  return (
    <div className="px-4 py-12 md:py-16">
      {!error && (
        <div className="mx-auto mb-8 max-w-3xl">
          <BackToNews />
        </div>
      )}
      {isPending ? (
        <div role="status" aria-label="Loading the article" className="mx-auto max-w-3xl space-y-4">
          <InHead>
            <title>{`News | ${REALM_NAME}`}</title>
          </InHead>
          <div className="h-10 w-3/4 animate-pulse rounded bg-night-700" />
          <div className="aspect-[16/9] w-full animate-pulse rounded-lg bg-night-800" />
          <div className="h-4 w-full animate-pulse rounded bg-night-800" />
          <div className="h-4 w-5/6 animate-pulse rounded bg-night-800" />
        </div>
      ) : error || !article ? (
        (error as { status?: number } | null)?.status === 404 ||
        (error as { status?: number } | null)?.status === 400 ? (
          <>
            <InHead>
              <title>{`Article not found | ${REALM_NAME}`}</title>
            </InHead>
            <ArticleState
              title="Article not found"
              text="This article does not exist or is no longer published."
            />
          </>
        ) : (
          <ArticleState
            title="News unavailable"
            text="The article could not be loaded. Please try again later."
          />
        )
      ) : (
        <>
          <ArticleHead
            title={article.title}
            description={article.description}
            path={`/news/${article.id}`}
            image={article.imageUrl}
          />
          <NewsArticleView article={article} />
        </>
      )}
      {!isPending && <SimilarNews id={id} />}
    </div>
  );
}
