import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { insertGameAccount, repairRealmCharacters } from './accounts.ts';

/*
 * Registrations go on while the start-up repair of character counts runs (every instance runs it at
 * its start, and daily): neither may fail for the other. The core's own INSERT … SELECT over
 * `account` deadlocked with a registration on InnoDB.
 */
describeEachDatabase('character counts repaired while players register', (ctx) => {
  it('writes every registration and every repair, at once, without a deadlock', async () => {
    const c = ctx();
    const tag = Date.now().toString(36).slice(-5);
    const registrations = Array.from({ length: 30 }, (_, i) =>
      insertGameAccount(c.dbs.auth, c.core.columns, {
        username: `Rp${tag}${i}`,
        email: `rp${tag}${i}@example.test`,
        password: 'Repair123',
      }),
    );
    const repairs = Array.from({ length: 30 }, () => repairRealmCharacters(c.dbs.auth));
    const accounts = await Promise.all(registrations);
    await Promise.all(repairs);
    const realms = await c.dbs.auth.selectFrom('realmlist').select('id').execute();
    const counts = await c.dbs.auth
      .selectFrom('realmcharacters')
      .select('acctid')
      .where(
        'acctid',
        'in',
        accounts.map((a) => a.id),
      )
      .execute();
    expect(counts).toHaveLength(accounts.length * realms.length);
  });
});
