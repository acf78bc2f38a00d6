import type { Databases } from '../../db/databases.ts';

/*
 * The core's `account.email` has no index, and the site never adds one to a core table, so an exact
 * email match on a million accounts would read the whole table. The site keeps its own indexed copy
 * (`account_email_lookup`, web database): new accounts are copied in id order before each lookup (a
 * range read on the primary key, empty most of the time), the whole copy is compared with the core in
 * the background every ten minutes (emails changed in game or by the site), and every hit is checked
 * against the core row, so a stale copy can miss a changed address for a while but never returns a
 * wrong account.
 */

const BATCH = 10_000;
/** Further behind than this, the copy is brought up to date in the background and searches read the core meanwhile. */
const FAR_BEHIND = BATCH;
const FULL_REFRESH_MS = 10 * 60 * 1000;

interface SyncState {
  catchingUp?: Promise<void>;
  /** True while a long catch-up (first use on a large realm) runs in the background. */
  behind?: boolean;
  refreshing?: Promise<void>;
  lastFullRefresh: number;
}

const states = new WeakMap<Databases, SyncState>();

function stateOf(dbs: Databases): SyncState {
  let state = states.get(dbs);
  if (!state) states.set(dbs, (state = { lastFullRefresh: Date.now() }));
  return state;
}

/** Emails are compared the way the core stores them: ASCII letters upper-cased. */
export const emailKey = (email: string): string => email.trim().replace(/[a-z]+/g, (s) => s.toUpperCase());

async function insertRows(dbs: Databases, rows: Array<{ account_id: number; email: string }>) {
  if (rows.length === 0) return;
  await dbs.web.insertInto('account_email_lookup').values(rows).orIgnore().execute();
}

/** Copies the accounts created since the last copy, in id order. */
async function catchUp(dbs: Databases): Promise<void> {
  const last = await dbs.web
    .selectFrom('account_email_lookup')
    .select((eb) => eb.fn.max('account_id').as('max'))
    .executeTakeFirst();
  let after = Number(last?.max ?? 0);
  for (;;) {
    const rows = await dbs.auth
      .selectFrom('account')
      .select(['id', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    await insertRows(
      dbs,
      rows.map((r) => ({ account_id: r.id, email: emailKey(r.email) })),
    );
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}

/** Compares the whole copy with the core, range by range, and fixes what changed. */
async function fullRefresh(dbs: Databases): Promise<void> {
  let after = 0;
  for (;;) {
    const core = await dbs.auth
      .selectFrom('account')
      .select(['id', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const upTo = core.length ? core[core.length - 1]!.id : Number.MAX_SAFE_INTEGER;
    const copy = await dbs.web
      .selectFrom('account_email_lookup')
      .select(['account_id', 'email'])
      .where('account_id', '>', after)
      .where('account_id', '<=', upTo)
      .execute();
    const copied = new Map(copy.map((r) => [r.account_id, r.email]));
    const missing: Array<{ account_id: number; email: string }> = [];
    for (const row of core) {
      const key = emailKey(row.email);
      const known = copied.get(row.id);
      copied.delete(row.id);
      if (known === undefined) missing.push({ account_id: row.id, email: key });
      else if (known !== key) {
        await dbs.web
          .updateTable('account_email_lookup')
          .set({ email: key })
          .where('account_id', '=', row.id)
          .execute();
      }
    }
    await insertRows(dbs, missing);
    // Left in the copy: accounts the core no longer has.
    if (copied.size > 0) {
      await dbs.web
        .deleteFrom('account_email_lookup')
        .where('account_id', 'in', [...copied.keys()])
        .execute();
    }
    if (core.length < BATCH) return;
    after = upTo;
  }
}

/** Records an email the site itself just wrote (registration, profile change), ahead of any sync. */
export async function rememberAccountEmail(dbs: Databases, accountId: number, email: string): Promise<void> {
  const key = emailKey(email);
  const updated = await dbs.web
    .updateTable('account_email_lookup')
    .set({ email: key })
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await insertRows(dbs, [{ account_id: accountId, email: key }]);
}

async function copyGap(dbs: Databases): Promise<number> {
  const [copy, core] = await Promise.all([
    dbs.web
      .selectFrom('account_email_lookup')
      .select((eb) => eb.fn.max('account_id').as('max'))
      .executeTakeFirst(),
    dbs.auth
      .selectFrom('account')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst(),
  ]);
  return Number(core?.max ?? 0) - Number(copy?.max ?? 0);
}

/** The slow way, while the copy is being built: a read of the core's whole table. */
async function scanCore(dbs: Databases, key: string): Promise<number[]> {
  const rows = await dbs.auth
    .selectFrom('account')
    .select('id')
    .where('email', '=', key)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Ids of the accounts whose email is exactly `email` (case-insensitive), checked against the core. */
export async function findAccountIdsByEmail(dbs: Databases, email: string): Promise<number[]> {
  const state = stateOf(dbs);
  const key = emailKey(email);
  if (state.behind) return scanCore(dbs, key);
  if (!state.catchingUp) {
    const gap = await copyGap(dbs);
    if (gap > 0) {
      state.behind = gap > FAR_BEHIND;
      state.catchingUp = catchUp(dbs)
        .catch(() => undefined)
        .finally(() => {
          state.catchingUp = undefined;
          state.behind = false;
        });
      if (state.behind) return scanCore(dbs, key);
    }
  }
  await state.catchingUp;
  if (Date.now() - state.lastFullRefresh > FULL_REFRESH_MS && !state.refreshing) {
    state.lastFullRefresh = Date.now();
    state.refreshing = fullRefresh(dbs)
      .catch(() => undefined)
      .finally(() => (state.refreshing = undefined));
  }
  const candidates = await dbs.web
    .selectFrom('account_email_lookup')
    .select('account_id')
    .where('email', '=', key)
    .execute();
  if (candidates.length === 0) return [];
  const confirmed = await dbs.auth
    .selectFrom('account')
    .select(['id', 'email'])
    .where(
      'id',
      'in',
      candidates.map((c) => c.account_id),
    )
    .execute();
  const ids: number[] = [];
  for (const row of confirmed) {
    if (emailKey(row.email) === key) ids.push(row.id);
    else await rememberAccountEmail(dbs, row.id, row.email);
  }
  return ids.sort((a, b) => a - b);
}
