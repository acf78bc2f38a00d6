import { expect, it, vi } from 'vitest';
import { createAccount } from '../../test/factories.ts';
import { createTestContext, describeEachDatabase } from '../../test/harness.ts';
import { createLiveFigures, LARGE_REALM } from './live-figures.ts';

describeEachDatabase('stat figures on small and large realms', (ctx) => {
  it('computes every time on a small realm, keeps and refreshes in the background on a large one', async () => {
    const c = ctx();
    await createAccount(c);
    let runs = 0;
    const count = async () => ++runs;
    const small = createLiveFigures(c.dbs);
    expect((await small.get('small', count)).value).toBe(1);
    expect((await small.get('small', count)).value).toBe(2);

    // A realm whose highest account id is past LARGE_REALM is large (judged once per app).
    const other = await createTestContext(c.target);
    try {
      await other.dbs.auth
        .insertInto('account')
        .values({
          id: LARGE_REALM + 1,
          username: 'LARGEREALM',
          salt: new Uint8Array(32),
          verifier: new Uint8Array(32),
        })
        .execute();
      const large = createLiveFigures(other.dbs);
      let slowRuns = 0;
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      // Counting that takes longer than a request waits for it: it ends when the test says so.
      const slow = async () => {
        await done;
        return ++slowRuns;
      };
      const first = await large.get('slow', slow, 50);
      expect(first.value).toBeNull();
      finish();
      await vi.waitFor(() => expect(slowRuns).toBe(1));
      // Landed in the cache meanwhile; served from it without computing again.
      expect((await large.get('slow', slow, 50)).value).toBe(1);
      expect(slowRuns).toBe(1);
      let quickRuns = 0;
      await large.get('quick', async () => ++quickRuns);
      expect((await large.get('quick', async () => ++quickRuns)).value).toBe(1);
    } finally {
      await other.close();
    }
  }, 15_000);
});
