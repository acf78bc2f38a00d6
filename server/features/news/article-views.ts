import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';
import { addNewsViews } from './news.repo.ts';

/*
 * Reading an article counts a view (the dashboard's total). A write per read made every reader of a
 * popular article wait for that row's lock and a log flush; instead each app counts in memory and
 * adds its counts to the rows every few seconds (the app's `article views` job) and when it closes.
 */

/** How often the counted views are written. */
export const ARTICLE_VIEWS_FLUSH_MS = 5000;

export interface ArticleViews {
  count(articleId: number): void;
  /** Adds the views counted so far to their rows; counts that fail to land are kept for the next time. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The article views this app has counted and not written yet (tests flush them). */
    articleViews: ArticleViews;
  }
}

export function createArticleViews(db: Kysely<WebDatabase>): ArticleViews {
  let counted = new Map<number, number>();
  return {
    count(articleId) {
      counted.set(articleId, (counted.get(articleId) ?? 0) + 1);
    },
    async flush() {
      const writing = counted;
      counted = new Map();
      for (const [id, views] of writing) {
        try {
          await addNewsViews(db, id, views);
          writing.delete(id);
        } catch (error) {
          for (const [left, n] of writing) counted.set(left, (counted.get(left) ?? 0) + n);
          throw error;
        }
      }
    },
  };
}
