import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import { markedInWorld, selectWorldMark } from '../../game/in-world.ts';
import { likePattern } from './accounts.repo.ts';

/*
 * SQL of the character admin. `characters` has the primary key (guid) and idx_account, idx_online and
 * idx_name; `name` is case-sensitive (utf8mb4_bin) and always stored as the core normalises it
 * ("Arthas"), so a name prefix is a range on idx_name: `name >= 'Arth' AND name < 'Arti'`.
 */

export type CharacterFilter =
  | { kind: 'all' }
  | { kind: 'none' }
  /** A name prefix (idx_name), the characters of exact accounts (idx_account), a guid (primary key). */
  | { kind: 'indexed'; namePrefix?: string; accountIds: number[]; guid?: number }
  /** Anywhere in the name, or the guid: reads the whole table. */
  | { kind: 'contains'; term: string; guid?: number };

/** The first string after every string that starts with `prefix`, byte-wise. */
function prefixUpperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

function where(eb: ExpressionBuilder<CharactersDatabase, 'characters'>, filter: CharacterFilter) {
  // Unlinked (deleted) characters are not listed: the core keeps them for `.character deleted restore`.
  const live = eb('deleteDate', 'is', null);
  switch (filter.kind) {
    case 'all':
      return live;
    case 'none':
      return eb.lit(0).$castTo<boolean>();
    case 'indexed': {
      const parts = [];
      if (filter.namePrefix) {
        parts.push(
          eb.and([eb('name', '>=', filter.namePrefix), eb('name', '<', prefixUpperBound(filter.namePrefix))]),
        );
      }
      if (filter.accountIds.length) parts.push(eb('account', 'in', filter.accountIds));
      if (filter.guid !== undefined) parts.push(eb('guid', '=', filter.guid));
      if (parts.length === 0) return eb.lit(0).$castTo<boolean>();
      return eb.and([eb.or(parts), live]);
    }
    case 'contains': {
      const pattern = likePattern(filter.term.toLowerCase(), 'anywhere');
      const parts = [sql<boolean>`LOWER(name) LIKE ${pattern} ESCAPE '!'`];
      if (filter.guid !== undefined) parts.push(sql<boolean>`guid = ${filter.guid}`);
      return eb.and([eb.or(parts), live]);
    }
  }
}

const LIST_COLUMNS = [
  'guid',
  'account',
  'name',
  'race',
  'class',
  'level',
  'map',
  'zone',
  'totaltime',
  'logout_time',
  selectWorldMark,
] as const;

export type CharacterRow = Awaited<ReturnType<typeof listCharacterRows>>[number];

export async function listCharacterRows(
  db: Kysely<CharactersDatabase>,
  filter: CharacterFilter,
  page: { offset: number; limit: number; sort: 'guid' | 'name'; order: 'asc' | 'desc' },
) {
  if (filter.kind === 'none') return [];
  return db
    .selectFrom('characters')
    .select(LIST_COLUMNS)
    .where((eb) => where(eb, filter))
    .orderBy(page.sort, page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countCharacterRows(db: Kysely<CharactersDatabase>, filter: CharacterFilter) {
  if (filter.kind === 'none') return 0;
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => where(eb, filter))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Every character but the unlinked ones: all rows (the engine counts the smallest index) less those
 * with `account = 0` (idx_account), so the table itself is never read.
 */
export async function countLiveCharacters(db: Kysely<CharactersDatabase>): Promise<number> {
  const [all, unlinked] = await Promise.all([
    db
      .selectFrom('characters')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('characters')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account', '=', 0)
      .executeTakeFirst(),
  ]);
  return Number(all?.n ?? 0) - Number(unlinked?.n ?? 0);
}

/** Live characters at level 80: `level` has no index, so this reads the whole table. */
export async function countMaxLevelCharacters(db: Kysely<CharactersDatabase>): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('level', '>=', 80)
    .where('account', '!=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The highest guid, a primary-key read: the stand-in for a total still being counted. */
export async function highestGuid(db: Kysely<CharactersDatabase>): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.max('guid').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Characters marked in the world, through idx_online: asked only of a realm whose worldserver answers. */
export async function countMarkedInWorld(db: Kysely<CharactersDatabase>): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(markedInWorld)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A page of the characters marked in the world, by name: asked only of a realm whose worldserver answers. */
export async function listMarkedInWorld(
  db: Kysely<CharactersDatabase>,
  page: { offset: number; limit: number },
) {
  return db
    .selectFrom('characters')
    .select(['guid', 'account', 'name', 'race', 'class', 'level', 'map', 'zone'])
    .where(markedInWorld)
    .orderBy('name')
    .orderBy('guid')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findCharacter(db: Kysely<CharactersDatabase>, guid: number) {
  return db
    .selectFrom('characters')
    .select([
      'guid',
      'account',
      'name',
      'level',
      selectWorldMark,
      'map',
      'zone',
      'position_x',
      'position_y',
      'position_z',
      'orientation',
      'deleteDate',
    ])
    .where('guid', '=', guid)
    .executeTakeFirst();
}

/** Account names by id, for the Compte column (a second query: the core's databases may be two servers). */
export async function findAccountNames(
  db: Kysely<AuthDatabase>,
  ids: number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('account').select(['id', 'username']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function findAccountIdByName(db: Kysely<AuthDatabase>, username: string) {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('username', '=', username.toUpperCase())
    .executeTakeFirst();
  return row?.id;
}
