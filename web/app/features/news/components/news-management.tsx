import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { NewsArticle, NewsFormValues } from '#contract/news.ts';
import { ConfirmDialog } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { useCreateNews } from '../api/create-news.ts';
import { useDeleteNews } from '../api/delete-news.ts';
import { newsKeys, useAdminNewsPage } from '../api/get-news.ts';
import { useUpdateNews } from '../api/update-news.ts';
import { NewsAdminCard } from './news-admin-card.tsx';
import { bodyOf, NewsForm } from './news-form.tsx';
import { Pager } from './pager.tsx';

const PAGE_SIZE = 20;

/** docs/product.md §4.8: two views, the list and the form (blank to create, filled to edit). */
type View = { kind: 'list' } | { kind: 'form'; article: NewsArticle | null };

const messageOf = (error: unknown, fallback: string) => serverReason(error) ?? fallback;

/**
 * docs/product.md §2.12 News management: the list of every article and the form (an admin screen: French
 * unless the visitor chose another language, ADR 020).
 */
export function NewsManagement() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState('');
  const [toDelete, setToDelete] = useState<NewsArticle | null>(null);
  const list = useAdminNewsPage(page, PAGE_SIZE);
  const create = useCreateNews();
  const update = useUpdateNews();
  const remove = useDeleteNews();

  const backToList = () => {
    setFailure('');
    setView({ kind: 'list' });
    void queryClient.invalidateQueries({ queryKey: newsKeys.all });
  };

  async function save(values: NewsFormValues) {
    if (view.kind !== 'form') return;
    setFailure('');
    const body = bodyOf(values);
    if (view.article) {
      // Editing keeps the article's published state (a draft written through the API stays one).
      const { published: _published, ...changes } = body;
      try {
        await update.mutateAsync({ id: view.article.id, body: changes });
        toast(t('news.admin.updated'), 'success');
        backToList();
      } catch (error) {
        // docs/product.md §4.8: after a failed update the form stays open.
        setFailure(messageOf(error, t('news.admin.updateFailed')));
      }
      return;
    }
    // docs/product.md §4.8: on create the form closes and the list reloads, whatever the result.
    try {
      await create.mutateAsync(body);
      toast(t('news.admin.created'), 'success');
    } catch (error) {
      toast(messageOf(error, t('news.admin.createFailed')), 'error');
    }
    backToList();
  }

  async function confirmDelete() {
    const article = toDelete;
    setToDelete(null);
    if (!article) return;
    try {
      await remove.mutateAsync(article.id);
      toast(t('news.admin.deleted'), 'success');
    } catch (error) {
      toast(messageOf(error, t('news.admin.deleteFailed')), 'error');
    }
  }

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl text-gold-300">{t('news.admin.title')}</h1>
        {view.kind === 'list' && (
          <button
            type="button"
            onClick={() => setView({ kind: 'form', article: null })}
            className="inline-flex items-center gap-2 rounded bg-gold-400 px-4 py-2 font-semibold text-night-950 hover:bg-gold-300"
          >
            <Plus aria-hidden className="size-5" /> {t('news.admin.new')}
          </button>
        )}
      </div>

      {view.kind === 'form' ? (
        <NewsForm
          key={view.article?.id ?? 'new'}
          article={view.article}
          onSubmit={save}
          onCancel={backToList}
          failure={failure}
        />
      ) : list.isPending ? (
        <p role="status" className="text-frost-300">
          {t('news.admin.loading')}
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-red-300">
          {messageOf(list.error, t('news.admin.loadFailed'))}
        </p>
      ) : list.data.data.length === 0 ? (
        <p className="rounded-lg border border-frost-500/20 bg-night-900/60 p-8 text-center text-frost-200">
          {t('news.admin.empty', { button: t('news.admin.new') })}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-frost-300">{t('news.admin.count', { count: total })}</p>
          <div className="space-y-4" aria-busy={list.isFetching}>
            {list.data.data.map((article) => (
              <NewsAdminCard
                key={article.id}
                article={article}
                onEdit={() => setView({ kind: 'form', article })}
                onDelete={() => setToDelete(article)}
              />
            ))}
          </div>
          <Pager page={page} pageCount={pageCount} onPage={setPage} />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        text={t('news.admin.confirmDelete', { title: toDelete?.title ?? '' })}
        confirmLabel={t('news.admin.confirmDeleteButton')}
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
