import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, createCharacter, signIn } from '../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../test/harness.ts';
import { withRealmAnswering } from '../test/worldserver-listeners.ts';

/*
 * One truth about who is online (ADR 025): a character marked in the world by a worldserver that no
 * longer answers is offline everywhere the site shows it, and in the world again wherever it is shown
 * once its realm answers.
 */

const SERVER = path.resolve(import.meta.dirname, '..');

/** Every server source file but the tests, the schema and migrations, and the demo's seed. */
function serverSources(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['db', 'demo', 'test'].includes(entry.name) && dir === SERVER ? [] : serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the column characters.online', () => {
  it('is named in SQL only by server/game/in-world.ts', () => {
    const naming = serverSources().filter((file) => /['"`]online['"`]/.test(readFileSync(file, 'utf8')));
    expect(naming.map((file) => path.relative(SERVER, file))).toEqual(['game/in-world.ts']);
  });
});

/** Everything the site says about the player's two characters, from every reader of the mark. */
async function whatTheSiteSays(
  c: TestContext,
  player: { id: number; username: string; token: string },
  admin: Record<string, string>,
) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await c.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  const own = bearer(player.token);
  const [
    account,
    characters,
    stats,
    realms,
    publicList,
    dashboard,
    adminList,
    adminOnline,
    accounts,
    detail,
    online,
  ] = await Promise.all([
    get('/api/account/characters', own),
    get(`/api/characters/account/${player.id}`, own),
    get(`/api/characters/account/${player.id}/stats`, own),
    get('/api/realms'),
    get('/api/realms/1/online'),
    get('/api/admin/dashboard/stats', admin),
    get(`/api/admin/characters?search=${player.username}&realmId=1`, admin),
    get('/api/admin/characters/online', admin),
    get(`/api/admin/accounts?search=${player.id}`, admin),
    get(`/api/admin/accounts/${player.id}`, admin),
    get('/api/admin/online?realmId=1', admin),
  ]);
  const flags = (list: Array<{ online: boolean }>) => list.map((ch) => ch.online);
  const realm = realms.data.find((r: { id: number }) => r.id === 1);
  return {
    accountPage: flags(account.data),
    characters: flags(characters.data),
    statsOnline: stats.data.onlineCharacters,
    realmPlayers: realm.players.alliance + realm.players.horde,
    publicList: publicList.total,
    dashboard: [dashboard.data.characters.online, dashboard.data.realms[0].characters.online],
    adminList: [...flags(adminList.data), adminList.stats.online],
    adminOnline: adminOnline.data.length,
    accounts: [accounts.data[0].online, accounts.stats.online],
    accountDetail: flags(detail.data.characters),
    onlineScreen: [online.realm.online, online.total],
  };
}

describeEachDatabase('who is online, everywhere', (ctx) => {
  it('says nobody is in the world of a realm that does not answer, though its rows keep online = 1, and everyone once it answers', async () => {
    const c = ctx();
    // The embedded demo's case: a player with two characters left marked online by a crash.
    const account = await createAccount(c);
    const player = { id: account.id, username: account.username, token: await signIn(c, account) };
    const admin = bearer(await signIn(c, await createAccount(c, { roles: ['admin'] })));
    await createCharacter(c, { account: account.id, online: 1, race: 1 });
    await createCharacter(c, { account: account.id, online: 1, race: 2 });

    expect(await whatTheSiteSays(c, player, admin)).toEqual({
      accountPage: [false, false],
      characters: [false, false],
      statsOnline: 0,
      realmPlayers: 0,
      publicList: 0,
      dashboard: [0, 0],
      adminList: [false, false, 0],
      adminOnline: 0,
      accounts: [false, 0],
      accountDetail: [false, false],
      onlineScreen: [false, 0],
    });

    await withRealmAnswering(c, 1, async () => {
      expect(await whatTheSiteSays(c, player, admin)).toEqual({
        accountPage: [true, true],
        characters: [true, true],
        statsOnline: 2,
        realmPlayers: 2,
        publicList: 2,
        dashboard: [2, 2],
        adminList: [true, true, 2],
        adminOnline: 2,
        accounts: [true, 1],
        accountDetail: [true, true],
        onlineScreen: [true, 2],
      });
    });
  });
});
