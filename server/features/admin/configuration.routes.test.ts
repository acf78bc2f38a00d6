import { afterAll, beforeEach, expect, it } from 'vitest';
import { databasePlace } from '../../db/databases.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';
import { startFakeWorldserver } from '../../test/fake-worldserver.ts';
import { describeEachDatabase } from '../../test/harness.ts';

/*
 * The staff's Configuration screen. The site runs with a secret in every setting that can hold one: the
 * SOAP consoles' accounts, SMTP, Redis and TOTP_MASTER_SECRET; none may appear in the answer.
 */

const SOAP_USER = 'SoapUserQx';
const SOAP_PASSWORD = 'Soap-Secret-771';
const fake = await startFakeWorldserver({ admin: [SOAP_USER, SOAP_PASSWORD] });
afterAll(() => fake.close());

const SECRETS = {
  soapUser: SOAP_USER,
  soapPassword: SOAP_PASSWORD,
  otherSoapUser: 'OtherSoapQx',
  otherSoapPassword: 'Other-Soap-Secret-408',
  smtpUser: 'smtpuserqx',
  smtpPassword: 'Smtp-Secret-552',
  redisPassword: 'Redis-Secret-913',
  totpMasterSecret: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
};

it('keeps a database address’s host, port and name, never its account', () => {
  expect(databasePlace('mysql://acore:Db-Secret-1@db.example:3307/acore_auth')).toEqual({
    kind: 'mysql',
    host: 'db.example:3307',
    database: 'acore_auth',
  });
  expect(databasePlace('mysql://acore:Db-Secret-1@db.example/acore_auth')).toMatchObject({
    host: 'db.example',
  });
  expect(JSON.stringify(databasePlace('mysql://acore:Db-Secret-1@db.example:3307/x'))).not.toMatch(
    /acore|Db-Secret-1/,
  );
  expect(databasePlace('sqlite:/var/lib/realm/realm.sqlite')).toEqual({
    kind: 'sqlite',
    host: '/var/lib/realm/realm.sqlite',
    database: null,
  });
});

describeEachDatabase(
  'GET /api/admin/configuration',
  (ctx, target) => {
    beforeEach(() => {
      fake.commands.length = 0;
    });

    it('answers 401 to anonymous callers and 403 to players and moderators', async () => {
      const c = ctx();
      const player = bearer(await signIn(c, await createAccount(c)));
      const moderator = bearer(await signIn(c, await createAccount(c, { roles: ['moderator'] })));
      const get = (headers: Record<string, string>) =>
        c.app.inject({ method: 'GET', url: '/api/admin/configuration', headers });
      expect((await get({})).statusCode).toBe(401);
      expect((await get(player)).statusCode).toBe(403);
      expect((await get(moderator)).statusCode).toBe(403);
      expect(fake.commands).toEqual([]);
    });

    it('describes the running site to an admin, and no configured secret appears in the answer', async () => {
      const c = ctx();
      const admin = bearer(await signIn(c, await createAccount(c, { roles: ['admin'] })));
      const res = await c.app.inject({ method: 'GET', url: '/api/admin/configuration', headers: admin });
      expect(res.statusCode).toBe(200);
      const raw = res.body;
      for (const [name, secret] of Object.entries(SECRETS)) {
        expect(raw.toLowerCase(), name).not.toContain(secret.toLowerCase());
      }

      const data = res.json().data;
      const kind = target === 'sqlite' ? 'sqlite' : 'mysql';
      expect(data.core).toEqual({ name: c.core.core, server: c.core.server, expected: null });
      expect(data.databases.auth).toMatchObject({ kind });
      expect(data.databases.web).toMatchObject({ kind });
      if (kind === 'mysql') expect(data.databases.auth.host).toMatch(/^127\.0\.0\.1(:\d+)?$/);
      else expect(data.databases.auth.host).toBe(`${c.dataDir}/realm.sqlite`);

      const [first, second] = data.realms;
      expect(first).toMatchObject({
        id: 1,
        worldserver: { online: false },
        characters: { kind },
        world: { kind },
        console: {
          state: 'ok',
          host: new URL(fake.url).host,
          detail: expect.stringMatching(/^AzerothCore rev\. /),
        },
        clientData: { loaded: expect.any(Number), missing: [], error: null },
      });
      expect(first.clientData.loaded).toBeGreaterThan(0);
      expect(fake.commands.map((x) => x.command)).toContain('server info');
      expect(second).toMatchObject({
        id: 2,
        name: 'Northrend PvP',
        characters: { kind },
        console: {
          state: 'unreachable',
          host: '127.0.0.1:9',
          detail:
            'The worldserver console cannot be reached: is the worldserver running with SOAP.Enabled = 1?',
        },
      });

      expect(data.mail).toEqual({
        mode: 'smtp',
        host: '127.0.0.1:2525',
        outbox: null,
        from: 'Realm <no-reply@localhost>',
      });
      expect(data.languages).toEqual({ site: 'en', staff: 'fr', available: ['en', 'fr'] });
      expect(data.twoFactor).toEqual({ masterSecret: true, staffRequired: false });
      expect(data.rateLimits).toEqual({ enabled: true, redisHost: '127.0.0.1:9' });
      // The health check, as GET /api/health answers it.
      const health = (await c.app.inject({ method: 'GET', url: '/api/health' })).json().data;
      expect(data.health).toEqual(health);
      expect(data.health.rateLimits).toBe('redis-unavailable');

      // In the reader's language: the console's trouble too.
      const fr = await c.app.inject({
        method: 'GET',
        url: '/api/admin/configuration',
        headers: { ...admin, 'accept-language': 'fr' },
      });
      expect(fr.json().data.realms[1].console.detail).toBe(
        'La console du worldserver est injoignable\u00a0: le worldserver tourne-t-il avec SOAP.Enabled = 1\u00a0?',
      );
    });
  },
  {
    WORLDSERVER_SOAP_URL: fake.url,
    // Nothing listens on port 9 of the loopback.
    REALM_2_WORLDSERVER_SOAP_URL: `http://${SECRETS.otherSoapUser}:${SECRETS.otherSoapPassword}@127.0.0.1:9/`,
    SMTP_URL: `smtp://${SECRETS.smtpUser}:${SECRETS.smtpPassword}@127.0.0.1:2525`,
    REDIS_URL: `redis://:${SECRETS.redisPassword}@127.0.0.1:9`,
    TOTP_MASTER_SECRET: SECRETS.totpMasterSecret,
  },
  { realms: [{ id: 2, name: 'Northrend PvP' }], armory: true },
);
