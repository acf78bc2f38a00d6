import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE } from '#contract/news-rules.ts';
import { NewsCard } from '#web/features/news/components/news-card.tsx';
import { Pager } from '#web/features/news/components/pager.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { translate } from '#contract/i18n/messages.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/news-list';
import { pageContext } from '#web/lib/page-context.ts';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'news.list.title'),
    description: translate(language, 'news.list.description'),
    path: '/news',
  });
}

export const links = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: 'Frostfall News', href: '/news/feed.xml' },
];

function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The page's articles, in its HTML. A failure shows a message with a way to try again. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageOf(url.searchParams);
  const list = await context
    .get(pageContext)
    .reads.newsPage(page, NEWS_PAGE_SIZE)
    .catch(() => null);
  return { page, list };
}

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [, setParams] = useSearchParams();
  const { page, list: data } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/news';
  const pageCount = data ? Math.max(1, Math.ceil((data.total ?? 0) / NEWS_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <header className="mb-10 text-center">
        <h1 className="font-display text-4xl text-gold-300 md:text-5xl">{t('news.list.title')}</h1>
        <p className="mt-3 text-lg text-frost-200">{t('news.list.subtitle')}</p>
      </header>

      {!data ? (
        <div
          role="alert"
          className="mx-auto max-w-md rounded-lg border border-red-400/40 bg-red-950/40 p-6 text-center"
        >
          <p className="text-red-100">{t('news.list.failed')}</p>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="mt-4 rounded border border-frost-500/40 px-4 py-2 text-sm hover:border-gold-400"
          >
            {t('news.list.retry')}
          </button>
        </div>
      ) : data.data.length === 0 ? (
        <p className="rounded-lg border border-frost-500/20 bg-night-900/60 p-10 text-center text-frost-200">
          {t('news.list.empty')}
        </p>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={loading}>
            {data.data.map((article, i) => (
              <NewsCard key={article.id} article={article} eager={i === 0} />
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
