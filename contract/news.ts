/*
 * News articles (docs/product.md §3.8, §5.6, §7.3, §9.5 and §10.4): the article as the API sends it, the
 * write body, the admin form and the rule of each field. The messages, presets and the HTML allowlist live in
 * news-rules.ts (re-exported here), so the public pages can use them without zod.
 */
import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { text } from './i18n/text.ts';
import {
  isAllowedImageUrl,
  LATEST_NEWS_DEFAULT,
  LATEST_NEWS_MAX,
  maxLengthMessage,
  minLengthMessage,
  NEWS_LIMITS,
  NEWS_PAGE_SIZE_MAX,
  requiredMessage,
} from './news-rules.ts';

export * from './news-rules.ts';

/** A text field with exactly one message per failure, in the spec's words (trimmed before the checks). */
function newsText(field: string, limits: { min: number; max: number }) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? requiredMessage(field) : text('rule.news.notText', { field }),
    })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: requiredMessage(field) });
      else if (value.length < limits.min)
        ctx.addIssue({ code: 'custom', message: minLengthMessage(field, limits.min) });
      else if (value.length > limits.max)
        ctx.addIssue({ code: 'custom', message: maxLengthMessage(field, limits.max) });
    });
}

const imageUrlField = newsText('imageUrl', NEWS_LIMITS.imageUrl).refine(
  (value) => value.length === 0 || isAllowedImageUrl(value),
  { message: text('rule.news.imageUrl') },
);

/** The rule of each field, shared by the API body and the admin form. */
export const newsFieldRules = {
  title: newsText('title', NEWS_LIMITS.title),
  description: newsText('description', NEWS_LIMITS.description),
  content: newsText('content', NEWS_LIMITS.content),
  category: newsText('category', NEWS_LIMITS.category),
  imageUrl: imageUrlField,
  author: newsText('author', NEWS_LIMITS.author),
};

const tagsNotList = text('rule.news.tagsNotList');

const tagSchema = z
  .string({ error: tagsNotList })
  .trim()
  .min(1, text('rule.news.tagEmpty'))
  .max(NEWS_LIMITS.tag.max, text('rule.news.tagTooLong', { max: NEWS_LIMITS.tag.max }));

/**
 * POST /api/news. Every form field is stored (docs/product.md §10.4). The spec's own payload (title, content,
 * imageUrl, published) is enough: a missing description is derived from the content, a missing
 * category or author takes the defaults. A field that is sent must follow its rule.
 */
export const NewsCreateSchema = z.object({
  title: newsFieldRules.title,
  description: newsFieldRules.description.optional(),
  content: newsFieldRules.content,
  category: newsFieldRules.category.optional(),
  imageUrl: newsFieldRules.imageUrl,
  author: newsFieldRules.author.optional(),
  tags: z
    .array(tagSchema, { error: tagsNotList })
    .max(NEWS_LIMITS.tags.max, text('rule.news.tooManyTags', { max: NEWS_LIMITS.tags.max }))
    .optional(),
  /** The 'Feature Article' checkbox: keeps the article on the front page for NEWS_FEATURE_DAYS. */
  featured: z.boolean().optional(),
  /** An explicit end of featuring (ISO date-time); wins over `featured`. Null clears it. */
  featuredUntil: z.iso.datetime({ offset: true }).nullable().optional(),
  published: z.boolean().optional(),
});
export type NewsCreate = z.infer<typeof NewsCreateSchema>;

/** PUT /api/news/{id}: the fields sent are changed, the others kept. */
export const NewsUpdateSchema = NewsCreateSchema.partial().refine(
  (body) => Object.values(body).some((v) => v !== undefined),
  { message: text('rule.news.nothingToUpdate') },
);
export type NewsUpdate = z.infer<typeof NewsUpdateSchema>;

/** The article as the API sends it (docs/product.md §3.8), plus the stored times and flags. */
export const NewsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** YYYY-MM-DD of the creation, UTC. */
  date: z.string(),
  /** docs/product.md §3.8: hour:minute of the creation in fr-FR form, followed by ' PM'. */
  time: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  featuredUntil: z.string().nullable(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

export const NewsIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: text('rule.news.idNotNumber') })
    .int(text('rule.news.idNotWhole'))
    .positive(text('rule.news.idNotPositive')),
});

const pageField = z.coerce.number().int().min(1).optional();
const pageSizeField = z.coerce.number().int().min(1).max(NEWS_PAGE_SIZE_MAX).optional();

/** GET /api/news: every article without page/pageSize (docs/product.md §7.3); else one page and its total. */
export const NewsListQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField,
  /** Admins only: drafts too. */
  includeUnpublished: z.enum(['true', 'false']).optional(),
});

export const NewsLatestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LATEST_NEWS_MAX).default(LATEST_NEWS_DEFAULT),
});

export const NewsSearchQuerySchema = z.object({
  q: z
    .string({ error: text('rule.news.searchEmpty') })
    .trim()
    .min(1, text('rule.news.searchEmpty'))
    .max(NEWS_LIMITS.search.max, text('rule.news.searchTooLong', { max: NEWS_LIMITS.search.max })),
  page: pageField,
  pageSize: pageSizeField,
});

export const NewsCategoryParamsSchema = z.object({
  category: z.string().trim().min(1).max(NEWS_LIMITS.category.max),
});
export const NewsCategoryQuerySchema = z.object({ page: pageField, pageSize: pageSizeField });

/** A list: `{ success, data }`, plus `total`, `page` and `pageSize` when a page was asked for. */
export const NewsListEnvelopeSchema = z.object({
  success: z.literal(true),
  data: z.array(NewsArticleSchema),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});
export type NewsListEnvelope = z.infer<typeof NewsListEnvelopeSchema>;

export const NewsArticleEnvelopeSchema = dataEnvelope(NewsArticleSchema);
export const NewsDeleteEnvelopeSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string() }),
  message: z.string(),
});

/** The form's comma-separated tags: room for the most tags at their longest, with their separators. */
const TAGS_TEXT_MAX = NEWS_LIMITS.tags.max * (NEWS_LIMITS.tag.max + 2);

/** The admin form (docs/product.md §2.12, §3.9): every value is text except the checkbox. */
export const NewsFormSchema = z.object({
  title: newsFieldRules.title,
  category: newsFieldRules.category,
  author: newsFieldRules.author,
  imageUrl: newsFieldRules.imageUrl,
  tags: z.string().max(TAGS_TEXT_MAX, maxLengthMessage('tags', TAGS_TEXT_MAX)),
  description: newsFieldRules.description,
  content: newsFieldRules.content,
  featured: z.boolean(),
});
export type NewsFormValues = z.input<typeof NewsFormSchema>;
