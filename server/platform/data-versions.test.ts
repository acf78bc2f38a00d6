import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { createDataVersions } from './data-versions.ts';

describeEachDatabase('data versions', (ctx) => {
  it("knows its own change at once, another instance's at its next poll, and never goes back", async () => {
    const { web, dialects } = ctx().dbs;
    const here = createDataVersions(web, dialects.web);
    const there = createDataVersions(web, dialects.web);
    await Promise.all([here.poll(), there.poll()]);
    const before = here.of('bugs');
    expect(there.of('bugs')).toBe(before);

    const answer = await here.change(web, 'bugs', async () => 'written');
    expect(answer).toBe('written');
    expect(here.of('bugs')).toBe(before + 1);
    expect(here.of('news')).toBe(there.of('news'));
    expect(there.of('bugs')).toBe(before);
    await there.poll();
    expect(there.of('bugs')).toBe(before + 1);

    // Two changes at once each move the version: both are known once they have committed.
    await Promise.all([
      here.change(web, 'bugs', async () => undefined),
      there.change(web, 'bugs', async () => undefined),
    ]);
    await Promise.all([here.poll(), there.poll()]);
    expect([here.of('bugs'), there.of('bugs')]).toEqual([before + 3, before + 3]);
  });

  it('leaves the version where it was when the change fails', async () => {
    const { web, dialects } = ctx().dbs;
    const versions = createDataVersions(web, dialects.web);
    await versions.poll();
    const before = versions.of('news');
    await expect(
      versions.change(web, 'news', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await versions.poll();
    expect(versions.of('news')).toBe(before);
  });
});
