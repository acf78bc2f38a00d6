import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactUrl } from './config.ts';

describe('configuration', () => {
  it('runs embedded with zero configuration', () => {
    const config = loadConfig({});
    const file = `sqlite:${path.resolve('data/realm.sqlite')}`;
    expect(config.databases).toEqual({ web: file, auth: file, characters: file });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      embeddedGame: true,
      seedDemo: true,
      expectedGameCore: undefined,
    });
  });

  it('derives the public address from HOST and PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3101' }).publicUrl).toBe('http://localhost:3101');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '192.168.1.20', PORT: '8080' }).publicUrl).toBe('http://192.168.1.20:8080');
    expect(loadConfig({ PORT: '3101', PUBLIC_URL: 'https://realm.example/' }).publicUrl).toBe(
      'https://realm.example',
    );
  });

  it('points at the core databases and never seeds them', () => {
    const config = loadConfig({
      AUTH_DATABASE_URL: 'mysql://acore:pw@db:3306/acore_auth',
      CHARACTERS_DATABASE_URL: 'mysql://acore:pw@db:3306/acore_characters',
      WEB_DATABASE_URL: 'mysql://web:pw@db:3306/realm_web',
      SEED_DEMO: 'true',
    });
    expect(config.embeddedGame).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['GAME_CORE', 'mangos', 'GAME_CORE'],
    ['AUTH_DATABASE_URL', 'postgres://x', 'AUTH_DATABASE_URL'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY'],
    ['TRUST_PROXY', '10.0.0.1; rm', 'TRUST_PROXY'],
    ['TOTP_MASTER_SECRET', '0x000102030405060708090A0B0C0D0E0F', 'TOTP_MASTER_SECRET'],
    ['TOTP_MASTER_SECRET', '000102030405060708090A0B0C0D0E0F00', 'TOTP_MASTER_SECRET'],
    ['STAFF_2FA', 'yes', 'STAFF_2FA'],
    ['UNSTUCK_COOLDOWN', 'an hour', 'UNSTUCK_COOLDOWN'],
    ['UNSTUCK_COOLDOWN', '1d', 'UNSTUCK_COOLDOWN'],
  ])('stops on a bad %s with one line naming it', (name, value, named) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(named);
    expect(message).not.toContain('\n');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, loopback by default', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it("reads the authserver's TOTP master secret and the staff two-factor rule", () => {
    expect(loadConfig({})).toMatchObject({ totpMasterSecret: undefined, staffTwoFactorRequired: false });
    expect(
      loadConfig({ TOTP_MASTER_SECRET: '000102030405060708090A0B0C0D0E0F', STAFF_2FA: 'required' }),
    ).toMatchObject({ totpMasterSecret: '000102030405060708090A0B0C0D0E0F', staffTwoFactorRequired: true });
  });

  it('reads UNSTUCK_COOLDOWN in seconds, minutes or hours, one hour by default', () => {
    expect(loadConfig({}).unstuckCooldownMs).toBe(3_600_000);
    expect(loadConfig({ UNSTUCK_COOLDOWN: '90' }).unstuckCooldownMs).toBe(90_000);
    expect(loadConfig({ UNSTUCK_COOLDOWN: '90s' }).unstuckCooldownMs).toBe(90_000);
    expect(loadConfig({ UNSTUCK_COOLDOWN: '30m' }).unstuckCooldownMs).toBe(1_800_000);
    expect(loadConfig({ UNSTUCK_COOLDOWN: '2h' }).unstuckCooldownMs).toBe(7_200_000);
    expect(loadConfig({ UNSTUCK_COOLDOWN: '0' }).unstuckCooldownMs).toBe(0);
  });

  it('refuses a core split between embedded and MySQL', () => {
    expect(() => loadConfig({ AUTH_DATABASE_URL: 'mysql://u:p@h/a' })).toThrow(
      /AUTH_DATABASE_URL and CHARACTERS_DATABASE_URL/,
    );
  });

  it("reads the realms: REALM_ID and each realm's own variables", () => {
    const config = loadConfig({
      AUTH_DATABASE_URL: 'mysql://acore:pw@db:3306/acore_auth',
      CHARACTERS_DATABASE_URL: 'mysql://acore:pw@db:3306/acore_characters',
      REALM_ID: '1',
      REALM_2_CHARACTERS_DATABASE_URL: 'mysql://acore:pw@db2:3306/acore_characters',
      REALM_2_WORLDSERVER_SOAP_URL: 'http://soap:pw@db2:7878/',
      REALM_3_WORLDSERVER_SOAP_URL: 'http://soap:pw@db3:7878/',
    });
    expect(config.realms).toEqual({
      oneRealmId: 1,
      settings: [
        {
          id: 2,
          charactersDatabaseUrl: 'mysql://acore:pw@db2:3306/acore_characters',
          worldserverSoapUrl: 'http://soap:pw@db2:7878/',
        },
        { id: 3, worldserverSoapUrl: 'http://soap:pw@db3:7878/' },
      ],
    });
  });

  it("reads each realm's world database and client data folder, and the icons' address", () => {
    const config = loadConfig({
      AUTH_DATABASE_URL: 'mysql://acore:pw@db:3306/acore_auth',
      CHARACTERS_DATABASE_URL: 'mysql://acore:pw@db:3306/acore_characters',
      WORLD_DATABASE_URL: 'mysql://acore:pw@db:3306/acore_world',
      DBC_DIR: '/srv/acore/data/dbc',
      REALM_2_WORLD_DATABASE_URL: 'mysql://acore:pw@db2:3306/acore_world',
      REALM_2_DBC_DIR: 'realm2/dbc',
      ARMORY_ICON_URL: 'https://icons.example/{icon}.jpg',
    });
    expect(config.worldDatabaseUrl).toBe('mysql://acore:pw@db:3306/acore_world');
    expect(config.dbcDir).toBe('/srv/acore/data/dbc');
    expect(config.armoryIconUrl).toBe('https://icons.example/{icon}.jpg');
    expect(config.realms.settings).toEqual([
      {
        id: 2,
        worldDatabaseUrl: 'mysql://acore:pw@db2:3306/acore_world',
        dbcDir: path.resolve('realm2/dbc'),
      },
    ]);
    const embedded = loadConfig({ SEED_DEMO: 'false' });
    expect([embedded.worldDatabaseUrl, embedded.dbcDir, embedded.armoryIconUrl]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // The demo reads client data it writes itself, and draws its icons.
    const demo = loadConfig({});
    expect([demo.dbcDir, demo.armoryIconUrl]).toEqual([
      path.resolve('data/demo-client-data'),
      '/demo-icons/{icon}.svg',
    ]);
    expect(loadConfig({ ARMORY_ICON_URL: '/icons/{icon}.jpg' }).armoryIconUrl).toBe('/icons/{icon}.jpg');
  });

  it.each([
    [{ REALM_2_CHARACTERS_DATABASE_URL: 'postgres://x' }, 'REALM_2_CHARACTERS_DATABASE_URL must be sqlite:'],
    [{ REALM_2_WORLD_DATABASE_URL: 'postgres://x' }, 'REALM_2_WORLD_DATABASE_URL must be sqlite:'],
    [
      { REALM_2_WORLD_DATABASE_URL: 'mysql://u:p@h/w' },
      'REALM_2_WORLD_DATABASE_URL must be sqlite:<file> while the core databases are embedded',
    ],
    [
      { WORLD_DATABASE_URL: 'mysql://u:p@h/w' },
      'WORLD_DATABASE_URL must be sqlite:<file> while the core databases are embedded',
    ],
    [
      {
        AUTH_DATABASE_URL: 'mysql://u:p@h/a',
        CHARACTERS_DATABASE_URL: 'mysql://u:p@h/c',
        WORLD_DATABASE_URL: 'sqlite:world.sqlite',
      },
      "WORLD_DATABASE_URL must be the core's mysql:// database, like AUTH_DATABASE_URL",
    ],
    [{ WORLD_DATABASE_URL: 'world.sqlite' }, 'WORLD_DATABASE_URL must be sqlite:'],
    [
      { ARMORY_ICON_URL: 'https://icons.example/icon.jpg' },
      'ARMORY_ICON_URL must be an https address or a path on this site holding {icon}',
    ],
    [
      { ARMORY_ICON_URL: 'ftp://icons.example/{icon}.jpg' },
      'ARMORY_ICON_URL must be an https address or a path on this site holding {icon}',
    ],
    [
      { ARMORY_ICON_URL: 'http://icons.example/{icon}.jpg' },
      'ARMORY_ICON_URL must be an https address or a path on this site holding {icon}',
    ],
    [
      { ARMORY_ICON_URL: '//icons.example/{icon}.jpg' },
      'ARMORY_ICON_URL must be an https address or a path on this site holding {icon}',
    ],
    [
      { REALM_2_ARMORY_ICON_URL: 'https://icons.example/{icon}.jpg' },
      'REALM_2_ARMORY_ICON_URL is not a realm setting',
    ],
    [
      { REALM_2_CHARACTERS_DATABASE_URL: 'mysql://u:p@h/c' },
      'must be sqlite:<file> while the core databases are embedded',
    ],
    [
      { REALM_2_WORLDSERVER_SOAP_URL: 'soap.example:7878' },
      'REALM_2_WORLDSERVER_SOAP_URL must be the http:// address',
    ],
    [{ REALM_2_CHARACTER_DATABASE_URL: 'sqlite:x' }, 'REALM_2_CHARACTER_DATABASE_URL is not a realm setting'],
    [{ REALM_0_WORLDSERVER_SOAP_URL: 'http://a:b@h:1/' }, 'REALM_0_WORLDSERVER_SOAP_URL names no realm id'],
    [{ REALM_ID: 'first' }, 'REALM_ID'],
    [{ PUBLIC_ONLINE_LIST: 'no' }, 'PUBLIC_ONLINE_LIST must be on or off'],
    [{ REALMLIST_HOST: 'play.example:3724' }, 'REALMLIST_HOST must be a host name or address'],
  ])('stops on a bad realm variable with one line naming it: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).not.toThrow(/\n/);
  });

  it('shows the host of PUBLIC_URL in `set realmlist` unless REALMLIST_HOST says otherwise; lists who is online unless told not to', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://play.frostfall.example' }).realmlistHost).toBe(
      'play.frostfall.example',
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://frostfall.example', REALMLIST_HOST: 'logon.frostfall.example' })
        .realmlistHost,
    ).toBe('logon.frostfall.example');
    expect(loadConfig({}).realmlistHost).toBe('localhost');
    expect(loadConfig({}).publicOnlineList).toBe(true);
    expect(loadConfig({ PUBLIC_ONLINE_LIST: 'off' }).publicOnlineList).toBe(false);
  });

  it('writes the account at registration unless REGISTRATION_EMAIL_VERIFICATION=required', () => {
    expect(loadConfig({}).registrationEmailVerification).toBe(false);
    expect(loadConfig({ REGISTRATION_EMAIL_VERIFICATION: 'off' }).registrationEmailVerification).toBe(false);
    expect(loadConfig({ REGISTRATION_EMAIL_VERIFICATION: 'required' }).registrationEmailVerification).toBe(
      true,
    );
    expect(() => loadConfig({ REGISTRATION_EMAIL_VERIFICATION: 'on' })).toThrow(
      'REGISTRATION_EMAIL_VERIFICATION must be required or off (got "on")',
    );
  });

  it('asks for a proof of work of 5,000 counters at most unless REGISTRATION_CAPTCHA=off', () => {
    expect(loadConfig({}).captcha).toEqual({ on: true, maxNumber: 5000 });
    expect(loadConfig({ REGISTRATION_CAPTCHA: 'off' }).captcha.on).toBe(false);
    expect(loadConfig({ REGISTRATION_CAPTCHA_MAX_NUMBER: '1000000' }).captcha.maxNumber).toBe(1_000_000);
    for (const wrong of ['0', '1000001', '2.5', 'many']) {
      expect(() => loadConfig({ REGISTRATION_CAPTCHA_MAX_NUMBER: wrong })).toThrow(
        'REGISTRATION_CAPTCHA_MAX_NUMBER must be a whole number from 1 to 1000000',
      );
    }
    expect(() => loadConfig({ REGISTRATION_CAPTCHA: 'yes' })).toThrow(
      'REGISTRATION_CAPTCHA must be on or off',
    );
  });

  it('gives a database statement 5 s by default before it answers 503', () => {
    expect(loadConfig({}).databaseQueryTimeoutMs).toBe(5000);
    expect(loadConfig({ DATABASE_QUERY_TIMEOUT_MS: '1500' }).databaseQueryTimeoutMs).toBe(1500);
  });

  it('never prints a database password', () => {
    expect(redactUrl('mysql://acore:s3cret@db:3306/acore_auth')).toBe('mysql://acore:***@db:3306/acore_auth');
  });
});
