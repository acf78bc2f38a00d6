import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  NEWS_CATEGORIES,
  NEWS_IMAGES,
  NewsFormSchema,
  splitTags,
  type NewsArticle,
  type NewsCreate,
  type NewsFormValues,
} from '#contract/news.ts';
import { DEFAULT_NEWS_AUTHOR, DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_IMAGE } from '#contract/site.ts';
import { useLanguage, useSay, useT } from '#web/lib/i18n.ts';
import { categoryLabel, imageLabel } from '../labels.ts';
import { NewsPreview } from './news-preview.tsx';

const EMPTY_FORM: NewsFormValues = {
  title: '',
  category: DEFAULT_NEWS_CATEGORY,
  author: DEFAULT_NEWS_AUTHOR,
  imageUrl: DEFAULT_NEWS_IMAGE,
  tags: '',
  description: '',
  content: '',
  featured: false,
};

function formValuesOf(article: NewsArticle): NewsFormValues {
  return {
    title: article.title,
    category: article.category,
    author: article.author,
    imageUrl: article.imageUrl,
    tags: article.tags.join(', '),
    description: article.description,
    content: article.content,
    featured: article.featured,
  };
}

/** Every form value goes to the server (docs/product.md §10.4); tags are split on commas and trimmed. */
export function bodyOf(values: NewsFormValues): NewsCreate {
  return {
    title: values.title,
    category: values.category,
    author: values.author,
    imageUrl: values.imageUrl,
    tags: splitTags(values.tags),
    description: values.description,
    content: values.content,
    featured: values.featured,
    published: true,
  };
}

/** The first message per field for the values as they are now. */
function messagesOf(values: NewsFormValues): Partial<Record<keyof NewsFormValues, string>> {
  const result = NewsFormSchema.safeParse(values);
  const messages: Partial<Record<keyof NewsFormValues, string>> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof NewsFormValues;
      messages[field] ??= issue.message;
    }
  return messages;
}

const input =
  'w-full rounded-md border border-frost-500/30 bg-night-950 px-3 py-2 text-frost-100 placeholder:text-frost-300/60 focus:border-gold-400 focus:outline-none aria-[invalid=true]:border-red-400';

function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-frost-200">
        {label}
        {required && <span aria-hidden>*</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-frost-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A preset list that still shows a value saved outside it (an article written through the API). */
const withValue = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;

/**
 * docs/product.md §2.12 news form: 'Create New Article' / 'Edit Article', every field, a rule's message
 * once a field was touched, submit disabled while invalid or saving, and a live preview of the content.
 */
export function NewsForm({
  article,
  onSubmit,
  onCancel,
  failure,
}: {
  article: NewsArticle | null;
  onSubmit: (values: NewsFormValues) => Promise<void>;
  onCancel: () => void;
  failure: string;
}) {
  const t = useT();
  const say = useSay();
  const language = useLanguage();
  const editing = article !== null;
  const [saving, setSaving] = useState(false);
  // docs/product.md §4.8: a flag, not only the disabled button, blocks a second submit.
  const busy = useRef(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { touchedFields },
  } = useForm<NewsFormValues>({
    resolver: zodResolver(NewsFormSchema),
    mode: 'onTouched',
    defaultValues: article ? formValuesOf(article) : EMPTY_FORM,
  });
  const values = watch();
  const messages = messagesOf(values);
  const valid = Object.keys(messages).length === 0;
  const shown = (field: keyof NewsFormValues) => {
    const message = touchedFields[field] ? messages[field] : undefined;
    return message && say(message);
  };
  const describedBy = (field: keyof NewsFormValues, hint = false) =>
    [hint ? `${field}-hint` : '', shown(field) ? `${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const aria = (field: keyof NewsFormValues, hint = false) => ({
    'aria-invalid': shown(field) ? true : undefined,
    'aria-describedby': describedBy(field, hint),
    'aria-required': true,
  });

  const categories = withValue(
    [DEFAULT_NEWS_CATEGORY, ...NEWS_CATEGORIES].map((c) => ({ value: c, label: categoryLabel(language, c) })),
    values.category,
  );
  const images = withValue(
    NEWS_IMAGES.map((i) => ({
      value: i.value,
      label: t('news.form.imageOption', {
        label: imageLabel(language, i),
        file: i.value.split('/').pop() ?? '',
      }),
    })),
    values.imageUrl,
  );

  const submit = handleSubmit(async (data) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      await onSubmit(data);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  });

  return (
    <section
      aria-labelledby="news-form-title"
      className="rounded-lg border border-frost-500/20 bg-night-900/80 p-6 shadow-xl"
    >
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id="news-form-title" className="font-display text-2xl text-gold-300">
          {editing ? t('news.form.editTitle') : t('news.form.createTitle')}
        </h2>
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex items-center gap-1 rounded border border-frost-500/40 px-3 py-2 text-sm text-frost-200 hover:bg-night-700"
        >
          <X aria-hidden className="size-4" /> {t('news.form.cancel')}
        </button>
      </div>

      {failure && (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-400/50 bg-red-950/60 px-3 py-2 text-sm text-red-100"
        >
          {failure}
        </p>
      )}

      <form onSubmit={submit} noValidate className="space-y-5" data-form="news">
        <div className="grid gap-5 md:grid-cols-2">
          <Field id="title" label={t('news.form.title')} required error={shown('title')}>
            <input id="title" type="text" className={input} {...aria('title')} {...register('title')} />
          </Field>
          <Field id="category" label={t('news.form.category')} required error={shown('category')}>
            <select id="category" className={input} {...aria('category')} {...register('category')}>
              {categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="author" label={t('news.form.author')} required error={shown('author')}>
            <input id="author" type="text" className={input} {...aria('author')} {...register('author')} />
          </Field>
          <Field id="imageUrl" label={t('news.form.image')} required error={shown('imageUrl')}>
            <select id="imageUrl" className={input} {...aria('imageUrl')} {...register('imageUrl')}>
              {images.map((i) => (
                <option key={i.value} value={i.value}>
                  {i.label}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <Field id="tags" label={t('news.form.tags')} error={shown('tags')}>
          <input
            id="tags"
            type="text"
            placeholder={t('news.form.tagsPlaceholder')}
            className={input}
            aria-invalid={shown('tags') ? true : undefined}
            {...register('tags')}
          />
        </Field>

        <Field id="description" label={t('news.form.description')} required error={shown('description')}>
          <textarea
            id="description"
            rows={3}
            className={input}
            {...aria('description')}
            {...register('description')}
          />
        </Field>

        <div className="grid gap-5 lg:grid-cols-2">
          <Field
            id="content"
            label={t('news.form.content')}
            required
            hint={t('news.form.contentHint')}
            error={shown('content')}
          >
            <textarea
              id="content"
              rows={14}
              className={`${input} font-mono text-sm`}
              {...aria('content', true)}
              {...register('content')}
            />
          </Field>
          <NewsPreview html={values.content} />
        </div>

        <label className="inline-flex items-center gap-2 text-frost-100">
          <input type="checkbox" className="size-4 accent-gold-400" {...register('featured')} />
          {t('news.form.featured')}
        </label>

        <div className="flex justify-end gap-3 border-t border-frost-500/20 pt-5">
          <button
            type="submit"
            disabled={!valid || saving}
            className="rounded bg-gold-400 px-5 py-2 font-semibold text-night-950 hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {saving ? t('news.form.saving') : editing ? t('news.form.update') : t('news.form.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
