import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabases } from '../db/databases.ts';
import { describeEachDatabase } from '../test/harness.ts';
import { detectGameCore, UnsupportedCoreError } from './core-detection.ts';

describeEachDatabase('game core detection', (ctx, target) => {
  it('names the core by its schema and the database server with its version', async () => {
    const found = await detectGameCore(ctx().dbs, undefined, 'test');
    expect(found.core).toBe(target === 'trinitycore' ? 'trinitycore' : 'azerothcore');
    expect(found.columns.accessLevel).toBe(target === 'trinitycore' ? 'SecurityLevel' : 'gmlevel');
    expect(found.server).toMatch(target === 'sqlite' ? /^SQLite \d+\.\d+/ : /^(MariaDB|MySQL) \d+\.\d+/);
  });

  it('stops on a GAME_CORE that disagrees, with one line saying what was found', async () => {
    const other = target === 'trinitycore' ? 'azerothcore' : 'trinitycore';
    const attempt = detectGameCore(ctx().dbs, other, 'mysql://acore:***@db/acore_auth');
    await expect(attempt).rejects.toThrow(UnsupportedCoreError);
    const found = target === 'trinitycore' ? "TrinityCore 3.3.5's" : "AzerothCore's";
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `^GAME_CORE=${other}, but the auth database at mysql://acore:\\*\\*\\*@db/acore_auth has ${found} schema`,
      ),
    );
    await expect(detectGameCore(ctx().dbs, other, 'x')).rejects.not.toThrow(/\n/);
  });
});

describe('game core detection refuses what the site cannot write as the core does', () => {
  async function withAuthSchema(statements: string[], check: (error: unknown) => void) {
    const dbs = openDatabases({
      web: 'sqlite::memory:',
      auth: 'sqlite::memory:',
      characters: 'sqlite::memory:',
    });
    try {
      for (const statement of statements) await sql.raw(statement).execute(dbs.auth);
      check(await detectGameCore(dbs, undefined, 'the test database').catch((error: unknown) => error));
    } finally {
      await dbs.close();
    }
  }
  const characters = 'CREATE TABLE characters (guid int, name varchar(12))';

  it('an auth database from before SRP6 (sha_pass_hash)', async () => {
    await withAuthSchema(
      [
        'CREATE TABLE account (id int, username varchar(32), sha_pass_hash varchar(40))',
        'CREATE TABLE account_access (id int, gmlevel int, RealmID int)',
        characters,
      ],
      (error) => {
        expect(error).toBeInstanceOf(UnsupportedCoreError);
        expect((error as Error).message).toMatch(
          /^Unsupported game database at the test database \(SQLite [\d.]+\): `account.sha_pass_hash` and no SRP6 `salt`\/`verifier`/,
        );
      },
    );
  });

  it('a retail TrinityCore (master) auth database', async () => {
    await withAuthSchema(
      [
        'CREATE TABLE account (id int, username varchar(32), salt binary(32), verifier binary(32), battlenet_account int)',
        'CREATE TABLE account_access (AccountID int, SecurityLevel int, RealmID int)',
        characters,
      ],
      (error) => expect((error as Error).message).toContain('a retail TrinityCore (master) auth database'),
    );
  });

  it('no account table, or no characters table', async () => {
    await withAuthSchema([], (error) => expect((error as Error).message).toContain('no `account` table'));
    await withAuthSchema(
      [
        'CREATE TABLE account (id int, username varchar(32), salt binary(32), verifier binary(32))',
        'CREATE TABLE account_access (id int, gmlevel int, RealmID int)',
      ],
      (error) => expect((error as Error).message).toContain('no `characters` table'),
    );
  });
});
