import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWorldserver, type FakeWorldserver } from '../test/fake-worldserver.ts';
import { createWorldserverConsole, soapEnvelope, unescapeXml } from './worldserver.ts';

describe('worldserver SOAP console client', () => {
  let fake: FakeWorldserver;
  beforeAll(async () => {
    fake = await startFakeWorldserver();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.commands.length = 0;
    fake.maxConcurrent = 0;
    fake.reply(() => undefined);
  });

  const client = (url = fake.url, timeoutMs?: number) =>
    createWorldserverConsole({ url, core: 'azerothcore', timeoutMs });

  it('sends an executeCommand envelope in urn:AC with Basic auth and reads the result lines', async () => {
    const info = await client().serverInfo();
    expect(fake.commands).toEqual([{ command: 'server info', namespace: 'urn:AC' }]);
    // CR LF (written &#xD;) became LF; no trailing blank.
    expect(info).toContain('\nConnected players: 1. Characters in world: 1.\n');
    expect(info).not.toContain('\r');
    expect(info.endsWith('second(s)')).toBe(true);
  });

  it('uses urn:TC for TrinityCore', async () => {
    await createWorldserverConsole({ url: fake.url, core: 'trinitycore' }).unstuck('Arthas');
    expect(fake.commands).toEqual([{ command: 'unstuck Arthas inn', namespace: 'urn:TC' }]);
    expect(soapEnvelope('x', 'trinitycore')).toContain('xmlns:ns1="urn:TC"');
  });

  it('builds each command from validated arguments', async () => {
    const c = client();
    await expect(c.unstuck('Demoranger')).resolves.toBe('You are summoning Demoranger (offline).');
    await expect(c.kick('Demoranger')).resolves.toBe('Player Demoranger kicked.');
    await c.kick('Demoranger', 'Banned by  the\tsite');
    await expect(c.banAccount('player', 7, 'Gold selling')).resolves.toBe(
      'PLAYER is banned for 7d. Reason: Gold selling.',
    );
    await c.banAccount('PLAYER', null, 'Bots');
    await expect(c.unbanAccount('player')).resolves.toBe('PLAYER unbanned.');
    expect(fake.commands.map((c) => c.command)).toEqual([
      'unstuck Demoranger inn',
      'kick Demoranger',
      'kick Demoranger Banned by the site',
      // Always a unit: a bare number would be a permanent ban in the core.
      'ban account PLAYER 7d Gold selling',
      'ban account PLAYER -1 Bots',
      'unban account PLAYER',
    ]);
  });

  it('refuses names that are not names, before sending anything', async () => {
    const c = client();
    for (const name of ['A', 'Thirteenchars', 'Bob Smith', 'Bob;server shutdown 1', 'Zoë', '']) {
      await expect(c.unstuck(name)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      await expect(c.kick(name)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    for (const account of ['AB', 'X'.repeat(18), 'A B C', 'ACC\nserver shutdown']) {
      await expect(c.banAccount(account, 1, 'x')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      await expect(c.unbanAccount(account)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    await expect(c.banAccount('PLAYER', 0, 'x')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(c.banAccount('PLAYER', 1.5, 'x')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(c.banAccount('PLAYER', 1, '')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(c.banAccount('PLAYER', 1, 'x'.repeat(201))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(c.kick('Arthas', 'bell\u0007')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(fake.commands).toEqual([]);
    // A reason typed over several lines is sent as one line: never a second command.
    await c.banAccount('PLAYER', 1, 'line one\nserver shutdown 1');
    expect(fake.commands.map((x) => x.command)).toEqual(['ban account PLAYER 1d line one server shutdown 1']);
  });

  it('escapes XML in the command text', async () => {
    await client().kick('Arthas', 'a <b> & "c" \'d\'');
    expect(fake.commands[0]!.command).toBe('kick Arthas a <b> & "c" \'d\'');
    expect(soapEnvelope('kick A <x>&', 'azerothcore')).toContain('<command>kick A &lt;x&gt;&amp;</command>');
    expect(unescapeXml('a&#xD;&#10;&lt;b&gt;&amp;')).toBe('a\r\n<b>&');
  });

  it('turns a SOAP fault (HTTP 500) into a clear error carrying the console text', async () => {
    fake.reply((command) =>
      command.startsWith('unstuck') ? { fault: "You can't do that right now." } : undefined,
    );
    await expect(client().unstuck('Arthas')).rejects.toMatchObject({
      code: 'WORLDSERVER_ERROR',
      status: 502,
      message: "The worldserver refused the command: You can't do that right now.",
    });
  });

  it('turns "Unsuccessful" and "error" replies into errors although HTTP says 200', async () => {
    fake.reply((command) =>
      command.startsWith('ban')
        ? { output: 'Unsuccessful! A longer ban is already present on this account!' }
        : command.startsWith('unban')
          ? { output: 'There was an error removing the ban on PLAYER.' }
          : undefined,
    );
    await expect(client().banAccount('PLAYER', 1, 'x')).rejects.toMatchObject({
      code: 'WORLDSERVER_ERROR',
      message:
        'The worldserver could not do it: Unsuccessful! A longer ban is already present on this account!',
    });
    await expect(client().unbanAccount('PLAYER')).rejects.toMatchObject({
      code: 'WORLDSERVER_ERROR',
      message: expect.stringContaining('There was an error removing the ban on PLAYER.'),
    });
    // A reason that happens to say "error" is echoed back mid-line: still a success.
    fake.reply(() => undefined);
    await expect(client().banAccount('PLAYER', 1, 'error abuse')).resolves.toContain('Reason: error abuse.');
  });

  it('reports wrong credentials (401) and a non-administrator account (403) clearly', async () => {
    await expect(client(fake.urlWith('SOAPADMIN', 'wrong')).serverInfo()).rejects.toMatchObject({
      code: 'WORLDSERVER_ERROR',
      message: expect.stringContaining('HTTP 401'),
    });
    await expect(client(fake.urlWith('SOAPGM', 'gm-pass')).serverInfo()).rejects.toMatchObject({
      code: 'WORLDSERVER_ERROR',
      message: expect.stringContaining('HTTP 403'),
    });
    // Case-insensitive credentials, as the core's SRP6 check.
    await expect(client(fake.urlWith('soapadmin', 'SOAP-PASS')).serverInfo()).resolves.toContain(
      'Connected players',
    );
  });

  it('gives up after the timeout on a reply that does not come', async () => {
    fake.reply(() => ({ hang: true }));
    await expect(client(fake.url, 300).serverInfo()).rejects.toMatchObject({
      code: 'WORLDSERVER_ERROR',
      message: 'The worldserver console did not answer within 0.3 s.',
    });
  });

  it('uses a 5 second timeout by default', async () => {
    fake.reply(() => ({ hang: true }));
    await expect(client().serverInfo()).rejects.toMatchObject({
      message: 'The worldserver console did not answer within 5 s.',
    });
  }, 10_000);

  it('says so when nothing listens at the URL', async () => {
    await expect(
      createWorldserverConsole({ url: 'http://a:b@127.0.0.1:1/', core: 'azerothcore' }).serverInfo(),
    ).rejects.toMatchObject({ code: 'WORLDSERVER_UNAVAILABLE', status: 409 });
  });

  it('sends one request at a time, in order, and keeps going after a failure', async () => {
    fake.reply((command) =>
      command === 'kick Bb'
        ? { fault: 'Player not found!', delayMs: 50 }
        : { output: `done ${command}`, delayMs: 80 },
    );
    const c = client();
    const results = await Promise.allSettled([c.kick('Aa'), c.kick('Bb'), c.kick('Cc'), c.serverInfo()]);
    expect(fake.maxConcurrent).toBe(1);
    expect(fake.commands.map((x) => x.command)).toEqual(['kick Aa', 'kick Bb', 'kick Cc', 'server info']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });
});
