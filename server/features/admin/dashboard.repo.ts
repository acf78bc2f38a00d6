import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { WebDatabase } from '../../db/schema/web.ts';

/** Accounts created since `since` (a core timestamp text, UTC): `joindate` has no index, so this reads the table. */
export async function countAccountsSince(db: Kysely<AuthDatabase>, since: string): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('joindate', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function newsFigures(db: Kysely<WebDatabase>) {
  const row = await db
    .selectFrom('news_article')
    .select([
      (eb) => eb.fn.countAll().as('published'),
      (eb) => eb.fn.sum<number>('views').as('views'),
      (eb) => eb.fn.max('updated_at').as('lastUpdate'),
    ])
    .where('published', '=', 1)
    .executeTakeFirst();
  return {
    published: Number(row?.published ?? 0),
    totalViews: Number(row?.views ?? 0),
    lastUpdate: row?.lastUpdate == null ? null : Number(row.lastUpdate),
  };
}

export async function bugsByStatus(db: Kysely<WebDatabase>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('bug')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
