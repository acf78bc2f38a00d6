import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabases } from '../db/databases.ts';
import { describeEachDatabase } from '../test/harness.ts';
import { createAccount } from '../test/factories.ts';
import { insertAccountRow, insertGameAccount } from '../game/accounts.ts';
import { createEmailLookup, repairEmailLookup } from './email-lookup.ts';

describeEachDatabase('email lookup repair', (ctx) => {
  it('adds an account a crash left out of the copy, so its address signs in again', async () => {
    const c = ctx();
    const lookup = createEmailLookup(c.dbs);
    // A registration whose web transaction never ran: the core's row only. Later accounts are copied,
    // so the catch-up (which copies beyond the highest id it knows) passes it over.
    const username = `Cut${Date.now().toString(36).slice(-8)}`.toUpperCase();
    const email = `${username.toLowerCase()}@example.test`;
    const { id } = await insertGameAccount(c.dbs.auth, c.core.columns, {
      username,
      email,
      password: 'crashed12',
    });
    const later = await createAccount(c);
    expect(await lookup.find(later.email)).toEqual([later.id]);
    await c.dbs.web.deleteFrom('account_email_lookup').where('account_id', '=', id).execute();
    expect(await lookup.find(email)).toEqual([]);

    // A changed address and a row for an account the core no longer has are fixed in the same pass.
    await c.dbs.web
      .updateTable('account_email_lookup')
      .set({ email: 'STALE@EXAMPLE.TEST' })
      .where('account_id', '=', later.id)
      .execute();
    await c.dbs.web
      .insertInto('account_email_lookup')
      .values({ account_id: 2_000_000_000, email: 'GONE@X.TEST' })
      .execute();

    expect(await repairEmailLookup(c.dbs)).toEqual({ added: 1, updated: 1, removed: 1 });
    expect(await lookup.find(email.toUpperCase())).toEqual([id]);
    const signIn = await c.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: 'crashed12' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await repairEmailLookup(c.dbs)).toEqual({ added: 0, updated: 0, removed: 0 });
  });

  it('keeps the row of an account registered while the comparison runs', async () => {
    const c = ctx();
    // Another instance of the site on the same databases (its own connections) registers an account
    // right after the comparison has read the core's accounts.
    const other = openDatabases(c.config.databases);
    let registered: { id: number; email: string } | undefined;
    const registerAfterFirstRead: KyselyPlugin = {
      transformQuery: (args) => args.node,
      async transformResult(args) {
        if (!registered) {
          const email = `during.${Date.now()}@example.test`.toUpperCase();
          const { id } = await insertGameAccount(other.auth, c.core.columns, {
            username: `Dur${Date.now().toString(36).slice(-8)}`,
            email,
            password: 'during123',
          });
          await other.web.insertInto('account_email_lookup').values({ account_id: id, email }).execute();
          registered = { id, email };
        }
        return args.result;
      },
    };
    try {
      const repair = await repairEmailLookup({
        ...c.dbs,
        auth: c.dbs.auth.withPlugin(registerAfterFirstRead),
      });
      expect(registered).toBeDefined();
      expect(repair.removed).toBe(0);
      expect(await createEmailLookup(c.dbs).find(registered!.email)).toEqual([registered!.id]);
    } finally {
      await other.close();
    }
  });
});

describeEachDatabase('email lookup catch-up', (ctx) => {
  const input = (tag: string) => {
    const username = `${tag}${Date.now().toString(36).slice(-8)}`.toUpperCase();
    return { username, email: `${username.toLowerCase()}@example.test`, password: 'catchup12' };
  };
  const copied = async (c: ReturnType<typeof ctx>, accountId: number) =>
    c.dbs.web
      .selectFrom('account_email_lookup')
      .select('email')
      .where('account_id', '=', accountId)
      .execute();

  it('copies an account made in game just before a registration of the site', async () => {
    const c = ctx();
    const lookup = createEmailLookup(c.dbs);
    expect(await lookup.find('nobody@example.test')).toEqual([]);
    // `.account create` in game, then a registration of the site, whose account comes right after.
    const inGame = input('Gm');
    const madeInGame = await insertGameAccount(c.dbs.auth, c.core.columns, inGame);
    const registered = await insertAccountRow(c.dbs.auth, c.core.columns, input('Reg'));
    lookup.creating(registered.id);
    await lookup.rememberNew(c.dbs.web, registered.id, registered.email);

    expect(await lookup.find(inGame.email)).toEqual([madeInGame.id]);
  });

  it('answers holders as find does, reading the core only for addresses the copy holds', async () => {
    const c = ctx();
    const lookup = createEmailLookup(c.dbs);
    const known = await createAccount(c);
    await lookup.find(known.email);
    const authReads = () => {
      let reads = 0;
      const counting: KyselyPlugin = {
        transformQuery: (args) => {
          reads++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      return { db: c.dbs.auth.withPlugin(counting), reads: () => reads };
    };
    const counted = authReads();
    const counting = createEmailLookup({ ...c.dbs, auth: counted.db });
    await counting.holders('warm.up@example.test');
    const before = counted.reads();
    expect(await counting.holders('nobody.here@example.test')).toEqual([]);
    // The copy's range check of the core's new ids only: no read of the accounts for an unknown address.
    expect(counted.reads() - before).toBe(1);
    expect(await counting.holders(known.email.toUpperCase())).toEqual([known.id]);
    expect(counted.reads() - before).toBe(3);
    expect(await counting.find('nobody.here@example.test')).toEqual([]);
    expect(counted.reads() - before).toBe(5);
  });

  it('leaves a registration under way to write its own row', async () => {
    const c = ctx();
    const lookup = createEmailLookup(c.dbs);
    expect(await lookup.find('nobody@example.test')).toEqual([]);
    const underWay = await insertAccountRow(c.dbs.auth, c.core.columns, input('Way'));
    lookup.creating(underWay.id);

    // A lookup meanwhile has nothing to copy: no catch-up runs.
    expect(await lookup.find('someone.else@example.test')).toEqual([]);
    expect(await copied(c, underWay.id)).toEqual([]);

    // An account made in game after it is copied by the next lookup; the registration's is still its own.
    const inGame = input('Gm');
    const madeInGame = await insertGameAccount(c.dbs.auth, c.core.columns, inGame);
    expect(await lookup.find(inGame.email)).toEqual([madeInGame.id]);
    expect(await copied(c, madeInGame.id)).toEqual([{ email: inGame.email.toUpperCase() }]);
    expect(await copied(c, underWay.id)).toEqual([]);
  });
});
