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

  it('never prints a database password', () => {
    expect(redactUrl('mysql://acore:s3cret@db:3306/acore_auth')).toBe('mysql://acore:***@db:3306/acore_auth');
  });
});
