import type { Kysely } from 'kysely';
import type { Databases } from '../db/databases.ts';
import type { WebDatabase } from '../db/schema/web.ts';
import { sharedRun, type SharedRun } from '../platform/shared-run.ts';

/*
 * The core's `account.email` has no index, and the site never adds one to a core table, so an exact
 * email match on a million accounts would read the whole table. The site keeps its own indexed copy
 * (`account_email_lookup`, web database) of each account's address (`email`, or `reg_mail` for
 * accounts made without one): the site writes its own changes at once (registration, profile), new
 * accounts are copied in id order before each lookup (a range read on the primary key, empty most of
 * the time), the whole copy is compared with the core by the app's `email lookup check` job (at start,
 * for accounts a crash left out, then every ten minutes for addresses changed in game, on one
 * instance at a time), and every hit is checked against the core row, so a stale copy can miss an
 * address changed in game for a while but never returns a wrong account. Sign-in by email,
 * registration's uniqueness check and the admin's email search all read it. The copy is web tables
 * only; the lookup is created once per app (`createEmailLookup`) and handed to the features.
 *
 * The core keeps no unique key on emails, so a request giving an address to an account first claims
 * it (`email_claim`, whose primary key admits one claim at a time), then checks the copy, writes, and
 * records the address in the copy before letting the claim go: whoever claims next sees it.
 */

const BATCH = 10_000;
/** Further behind than this, the copy is brought up to date in the background and searches read the core meanwhile. */
const FAR_BEHIND = BATCH;
/** How often the whole copy is compared with the core. */
export const EMAIL_LOOKUP_CHECK_MS = 10 * 60 * 1000;

interface SyncState {
  /** Brings the copy up to date; searches arriving meanwhile wait for the same run. */
  catchUp: SharedRun<void>;
  /** True while a long catch-up (first use on a large realm) runs in the background. */
  behind?: boolean;
  /**
   * The highest account id up to which every account is in the copy or on its way there (read once,
   * then kept up).
   */
  copiedUpTo?: number;
  /** Accounts beyond `copiedUpTo` that this process's registrations made: each writes its own row. */
  ours: Set<number>;
}

/** Emails are compared the way the core stores them: ASCII letters upper-cased. */
export const emailKey = (email: string): string => email.trim().replace(/[a-z]+/g, (s) => s.toUpperCase());

/** The address an account is known by: `email`, or `reg_mail` when older tools left `email` empty. */
const addressOf = (row: { email: string; reg_mail: string }): string => emailKey(row.email || row.reg_mail);

async function insertRows(dbs: Databases, rows: Array<{ account_id: number; email: string }>) {
  if (rows.length === 0) return;
  await dbs.web.insertInto('account_email_lookup').values(rows).orIgnore().execute();
}

/** The next batch of the core's accounts after `after`, in id order (a range read on the primary key). */
function accountsAfter(dbs: Databases, after: number) {
  return dbs.auth
    .selectFrom('account')
    .select(['id', 'email', 'reg_mail'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(BATCH)
    .execute();
}

/** This process's accounts the copy's mark has passed (a registration given up included). */
function forgetPassed(state: SyncState) {
  for (const id of state.ours) if (id <= (state.copiedUpTo ?? 0)) state.ours.delete(id);
}

/** Copies the accounts created since the last copy, in id order. */
async function catchUp(dbs: Databases, state: SyncState): Promise<void> {
  let after = state.copiedUpTo ?? 0;
  for (;;) {
    const rows = await accountsAfter(dbs, after);
    if (rows.length === 0) return;
    await insertRows(
      dbs,
      rows.map((r) => ({ account_id: r.id, email: addressOf(r) })),
    );
    after = rows[rows.length - 1]!.id;
    state.copiedUpTo = Math.max(state.copiedUpTo ?? 0, after);
    forgetPassed(state);
    if (rows.length < BATCH) return;
  }
}

export interface LookupRepair {
  added: number;
  updated: number;
  removed: number;
}

/**
 * Compares the whole copy with the core, range by range, and fixes what changed: an account whose
 * registration was cut short (its core row written, the site's rows not), one the catch-up passed
 * over, one made in game, an address changed in game.
 */
export async function repairEmailLookup(dbs: Databases): Promise<LookupRepair> {
  const repair: LookupRepair = { added: 0, updated: 0, removed: 0 };
  let after = 0;
  for (;;) {
    const core = await accountsAfter(dbs, after);
    // The last range is open-ended: copy rows beyond the core's highest id are accounts it no longer has.
    const upTo = core.length < BATCH ? Number.MAX_SAFE_INTEGER : core[core.length - 1]!.id;
    const copy = await dbs.web
      .selectFrom('account_email_lookup')
      .select(['account_id', 'email'])
      .where('account_id', '>', after)
      .where('account_id', '<=', upTo)
      .execute();
    const copied = new Map(copy.map((r) => [r.account_id, r.email]));
    const missing: Array<{ account_id: number; email: string }> = [];
    for (const row of core) {
      const key = addressOf(row);
      const known = copied.get(row.id);
      copied.delete(row.id);
      if (known === undefined) missing.push({ account_id: row.id, email: key });
      else if (known !== key) {
        repair.updated++;
        await dbs.web
          .updateTable('account_email_lookup')
          .set({ email: key })
          .where('account_id', '=', row.id)
          .execute();
      }
    }
    await insertRows(dbs, missing);
    repair.added += missing.length;
    // Left in the copy: accounts the core no longer has, or ones registered since the core was read
    // (the open-ended last range), which the core is asked about again so they stay.
    if (copied.size > 0) {
      const created = await dbs.auth
        .selectFrom('account')
        .select('id')
        .where('id', 'in', [...copied.keys()])
        .execute();
      for (const row of created) copied.delete(row.id);
    }
    if (copied.size > 0) {
      repair.removed += copied.size;
      await dbs.web
        .deleteFrom('account_email_lookup')
        .where('account_id', 'in', [...copied.keys()])
        .execute();
    }
    if (core.length < BATCH) return repair;
    after = upTo;
  }
}

/**
 * Records an address the site itself just wrote to the core (a profile change), ahead of any sync; `web`
 * may be the caller's transaction.
 */
export async function rememberAccountEmail(
  web: Kysely<WebDatabase>,
  accountId: number,
  email: string,
): Promise<void> {
  const key = emailKey(email);
  const updated = await web
    .updateTable('account_email_lookup')
    .set({ email: key })
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await web
      .insertInto('account_email_lookup')
      .values({ account_id: accountId, email: key })
      .orIgnore()
      .execute();
  }
}

/** A claim left by a process that died mid-request stops counting after this long. */
const CLAIM_LIFETIME_MS = 60_000;

/**
 * Claims the address for the caller's write; false when another request holds it right now (the
 * caller answers as if the address were taken, which it is about to be).
 */
export async function claimEmail(dbs: Databases, email: string, now = Date.now()): Promise<boolean> {
  const key = emailKey(email);
  const claim = () =>
    dbs.web.insertInto('email_claim').values({ email: key, claimed_at: now }).orIgnore().executeTakeFirst();
  if (Number((await claim()).numInsertedOrUpdatedRows ?? 0n) === 1) return true;
  // Held: by a live request, or by one that died. Only an existing row is deleted here (a delete of
  // a missing key would lock the gap in InnoDB and deadlock concurrent claims).
  const expired = await dbs.web
    .deleteFrom('email_claim')
    .where('email', '=', key)
    .where('claimed_at', '<', now - CLAIM_LIFETIME_MS)
    .executeTakeFirst();
  if (Number(expired.numDeletedRows) === 0) return false;
  return Number((await claim()).numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Lets the claim go, once the address is in the copy (or the write was given up). */
export async function releaseEmail(web: Kysely<WebDatabase>, email: string): Promise<void> {
  await web.deleteFrom('email_claim').where('email', '=', emailKey(email)).execute();
}

/**
 * How many of the core's accounts beyond the copy no registration of this process is writing: one
 * range read of the core's primary key (empty most of the time). The copy's mark moves past this
 * process's own accounts; another instance's or the game's are for the catch-up.
 */
async function copyGap(dbs: Databases, state: SyncState): Promise<number> {
  if (state.copiedUpTo === undefined) {
    const copy = await dbs.web
      .selectFrom('account_email_lookup')
      .select((eb) => eb.fn.max('account_id').as('max'))
      .executeTakeFirst();
    state.copiedUpTo = Math.max(state.copiedUpTo ?? 0, Number(copy?.max ?? 0));
  }
  const beyond = await dbs.auth
    .selectFrom('account')
    .select('id')
    .where('id', '>', state.copiedUpTo)
    .orderBy('id')
    .limit(FAR_BEHIND + 1)
    .execute();
  let gap = 0;
  for (const { id } of beyond) {
    if (gap === 0 && state.ours.has(id)) state.copiedUpTo = id;
    else if (!state.ours.has(id)) gap += 1;
  }
  forgetPassed(state);
  return gap;
}

/** The slow way, while the copy is being built: a read of the core's whole table. */
async function scanCore(dbs: Databases, key: string): Promise<number[]> {
  const rows = await dbs.auth
    .selectFrom('account')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', key), eb.and([eb('email', '=', ''), eb('reg_mail', '=', key)])]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export interface EmailLookup {
  /**
   * Ids of the accounts whose email is exactly `email` (case-insensitive), checked against the core.
   * An unknown address costs the same reads as a known one (sign-in and reset must not tell them apart).
   */
  find(email: string): Promise<number[]>;
  /**
   * The same ids, for a check whose answer says anyway whether the address is in use (registration, an
   * e-mail change, the staff's search): an address the copy does not hold skips the core's read.
   */
  holders(email: string): Promise<number[]>;
  /**
   * Records the address of an account the site just created, in the caller's transaction (a catch-up
   * may have copied it already, from the same core row).
   */
  rememberNew(web: Kysely<WebDatabase>, accountId: number, email: string): Promise<void>;
  /** Says, as soon as the core row exists, that a registration of this process made the account. */
  creating(accountId: number): void;
}

/** The lookup of one app: what it knows of the copy is kept between requests. */
export function createEmailLookup(dbs: Databases): EmailLookup {
  const state: SyncState = {
    ours: new Set(),
    catchUp: sharedRun(() =>
      catchUp(dbs, state)
        .catch(() => undefined)
        .finally(() => {
          state.behind = false;
        }),
    ),
  };
  return {
    find: (email) => findAccountIdsByEmail(dbs, state, email, true),
    holders: (email) => findAccountIdsByEmail(dbs, state, email, false),
    creating(accountId) {
      if (accountId > (state.copiedUpTo ?? 0)) state.ours.add(accountId);
    },
    async rememberNew(web, accountId, email) {
      await web
        .insertInto('account_email_lookup')
        .values({ account_id: accountId, email: emailKey(email) })
        .orIgnore()
        .execute();
    },
  };
}

async function findAccountIdsByEmail(
  dbs: Databases,
  state: SyncState,
  email: string,
  sameCostWhenUnknown: boolean,
): Promise<number[]> {
  const key = emailKey(email);
  if (state.behind) return scanCore(dbs, key);
  const readCopy = () =>
    dbs.web.selectFrom('account_email_lookup').select('account_id').where('email', '=', key).execute();
  let candidates: Array<{ account_id: number }>;
  if (state.catchUp.pending) {
    await state.catchUp.pending;
    candidates = await readCopy();
  } else {
    // The copy and the core's ids beyond it are read together: under load each read in turn waits a
    // turn of the event loop. The copy's answer stands when nothing beyond it needs copying.
    const [gap, read] = await Promise.all([copyGap(dbs, state), readCopy()]);
    candidates = read;
    if (gap > 0) {
      state.behind = gap > FAR_BEHIND;
      const caughtUp = state.catchUp();
      if (state.behind) return scanCore(dbs, key);
      await caughtUp;
      candidates = await readCopy();
    }
  }
  if (candidates.length === 0 && !sameCostWhenUnknown) return [];
  // An unknown address is still checked against the core (for id 0, which the core never gives), so
  // sign-in and reset cost the same for known and unknown addresses.
  const confirmed = await dbs.auth
    .selectFrom('account')
    .select(['id', 'email', 'reg_mail'])
    .where('id', 'in', candidates.length ? candidates.map((c) => c.account_id) : [0])
    .execute();
  const ids: number[] = [];
  for (const row of confirmed) {
    if (addressOf(row) === key) ids.push(row.id);
    else await rememberAccountEmail(dbs.web, row.id, addressOf(row));
  }
  return ids.sort((a, b) => a - b);
}
