import { LANGUAGES, type Language } from '../contract/i18n/languages.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const databaseUrl = z.string().refine((v) => /^sqlite:.+/.test(v) || /^mysql:\/\/.+/.test(v), {
  message: 'must be sqlite:<file> or mysql://user:pass@host:port/database',
});

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const optionalPath = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Where the embedded demo writes its client data when DBC_DIR names no folder of the operator's. */
export const demoClientDataDir = (dataDir: string) => path.join(dataDir, 'demo-client-data');

/** Icons the embedded demo's site draws for its own client data (server/demo/demo-icons.ts). */
export const DEMO_ICON_URL = '/demo-icons/{icon}.svg';
const ICON_URL_RULE =
  'must be an https address or a path on this site holding {icon}, e.g. https://icons.example/{icon}.jpg or /icons/{icon}.jpg';
/**
 * Where the armory takes an icon from: `{icon}` stands for the icon's file name (ItemDisplayInfo.dbc).
 * An https origin or the site itself, which the pages' Content-Security-Policy already allows.
 */
const iconUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .refine((v) => v.includes('{icon}') && (/^https:\/\/./.test(v) ? URL.canParse(v) : /^\/[^/\\]/.test(v)), {
      message: ICON_URL_RULE,
    })
    .optional(),
);

/**
 * Which reverse proxies' `X-Forwarded-For` to believe, as Fastify's `trustProxy` takes it: a hop count
 * ("1": the proxy in front), or addresses and CIDR ranges, comma-separated ("10.0.0.5,10.1.0.0/16",
 * "loopback"). Never "true": a client connecting directly could then pick its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .regex(/^(\d{1,2}|[\w.:/-]+(\s*,\s*[\w.:/-]+)*)$/, {
    message:
      'must be a hop count or comma-separated addresses/CIDR ranges (e.g. 1, or 10.0.0.5, or loopback)',
  })
  .refine((v) => v !== 'true' && v !== 'false', {
    message: 'must name the proxies (a hop count or addresses), not true/false',
  })
  .transform((v) => (/^\d+$/.test(v) ? Number(v) : v.split(',').map((a) => a.trim())));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DATABASE_URL: databaseUrl.optional(),
  AUTH_DATABASE_URL: databaseUrl.optional(),
  CHARACTERS_DATABASE_URL: databaseUrl.optional(),
  WORLD_DATABASE_URL: databaseUrl.optional(),
  DBC_DIR: optionalPath,
  ARMORY_ICON_URL: iconUrl,
  GAME_CORE: z.enum(['azerothcore', 'trinitycore']).optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Realm <no-reply@localhost>'),
  WORLDSERVER_SOAP_URL: optionalUrl,
  /** The authserver's `TOTPMasterSecret`: bare hex digits, a number of at most 128 bits. */
  TOTP_MASTER_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^[0-9A-Fa-f]{1,32}$/, {
        message: "must be the authserver's TOTPMasterSecret: at most 32 hex digits, no 0x",
      })
      .optional(),
  ),
  STAFF_2FA: z
    .enum(['required', 'optional'], { message: 'must be required or optional' })
    .default('optional'),
  /** Seconds, or with a unit: 90s, 30m, 1h. */
  UNSTUCK_COOLDOWN: z
    .string()
    .trim()
    .regex(/^\d+(s|m|h)?$/, { message: 'must be a duration: seconds, or a number with s, m or h (e.g. 1h)' })
    .default('1h')
    .transform((v) => Number(v.replace(/\D/g, '')) * ({ h: 3600, m: 60 }[v.slice(-1)] ?? 1) * 1000),
  REDIS_URL: optionalUrl,
  TRUST_PROXY: trustProxy.default(['loopback']),
  /** `off` only for benchmarks and local load tests: the sign-in and registration limits are skipped. */
  RATE_LIMIT: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  REGISTRATION_CAPTCHA: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** The work a challenge asks for: the solver derives a key for each counter up to one drawn from [n/2, n]. */
  REGISTRATION_CAPTCHA_MAX_NUMBER: z.coerce
    .number({ message: 'must be a whole number from 1 to 1000000' })
    .int({ message: 'must be a whole number from 1 to 1000000' })
    .min(1, { message: 'must be a whole number from 1 to 1000000' })
    .max(1_000_000, { message: 'must be a whole number from 1 to 1000000' })
    .default(5_000),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_BUILD_DIR: z.string().min(1).default('build'),
  DATABASE_WAIT_MS: z.coerce.number().int().min(0).default(30_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * The realm the one-realm variables (CHARACTERS_DATABASE_URL, WORLD_DATABASE_URL, DBC_DIR,
   * WORLDSERVER_SOAP_URL) belong to.
   */
  REALM_ID: z.coerce.number().int().min(1).max(4_294_967_295).optional(),
  /** The host players put in `set realmlist`; a host name or address, without a port. */
  REALMLIST_HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, { message: 'must be a host name or address' })
    .optional(),
  PUBLIC_ONLINE_LIST: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  REGISTRATION_EMAIL_VERIFICATION: z
    .enum(['required', 'off'], { message: 'must be required or off' })
    .default('off'),
  SITE_LANGUAGE: z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` }).default('en'),
  STAFF_LANGUAGE: z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` }).default('fr'),
});

/**
 * `REALM_<id>_CHARACTERS_DATABASE_URL`, `REALM_<id>_WORLD_DATABASE_URL`, `REALM_<id>_DBC_DIR`,
 * `REALM_<id>_WORLDSERVER_SOAP_URL`: one realm of `realmlist` each.
 */
const REALM_VARIABLE = /^REALM_(\d+)_(.+)$/;
const REALM_SETTINGS = {
  CHARACTERS_DATABASE_URL: 'charactersDatabaseUrl',
  WORLD_DATABASE_URL: 'worldDatabaseUrl',
  DBC_DIR: 'dbcDir',
  WORLDSERVER_SOAP_URL: 'worldserverSoapUrl',
} as const;

export type GameCore = 'azerothcore' | 'trinitycore';

/** What the configuration says about one realm of `realmlist` (REALM_<id>_… variables). */
interface RealmSettings {
  id: number;
  charactersDatabaseUrl?: string;
  worldDatabaseUrl?: string;
  /** The realm worldserver's `DataDir/dbc` folder, as an absolute path. */
  dbcDir?: string;
  worldserverSoapUrl?: string;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databases: { web: string; auth: string; characters: string };
  /** True when the game tables are our standalone copy in the embedded SQLite file. */
  embeddedGame: boolean;
  /** GAME_CORE: the core the operator expects; start-up detects the real one and stops on a mismatch. */
  expectedGameCore: GameCore | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  worldserverSoapUrl: string | undefined;
  /** WORLD_DATABASE_URL: the world database (item names and stats) of the first realm (or REALM_ID). */
  worldDatabaseUrl: string | undefined;
  /** DBC_DIR: the first realm's worldserver `DataDir/dbc` folder, absolute; read-only, never written. */
  dbcDir: string | undefined;
  /** ARMORY_ICON_URL: the icons' address, `{icon}` standing for the icon's file name. */
  armoryIconUrl: string | undefined;
  /** TOTP_MASTER_SECRET: two-factor secrets are stored encrypted with it, as the authserver does. */
  totpMasterSecret: string | undefined;
  /** STAFF_2FA=required: a site role counts only once its account has two-factor sign-in on. */
  staffTwoFactorRequired: boolean;
  /** UNSTUCK_COOLDOWN: how long a player waits before unsticking the same character again. */
  unstuckCooldownMs: number;
  redisUrl: string | undefined;
  /** TRUST_PROXY: the proxies whose `X-Forwarded-For` gives the client's address (rate limits, audit). */
  trustProxy: number | string[];
  /** False only when RATE_LIMIT=off (benchmarks). */
  rateLimit: boolean;
  /**
   * REGISTRATION_CAPTCHA and REGISTRATION_CAPTCHA_MAX_NUMBER: whether registration, the reset request
   * and a sign-in after failures from its source ask for a solved proof-of-work challenge, and how
   * much work one asks for (ADR 026).
   */
  captcha: { on: boolean; maxNumber: number };
  seedDemo: boolean;
  logLevel: string;
  /** Where the built web app lives (`<dir>/client`). */
  webBuildDir: string;
  /** How long start-up waits for an unreachable database before giving up. */
  databaseWaitMs: number;
  /** How long a MariaDB/MySQL query, or the wait for a connection, may take before it is abandoned (a 503). */
  databaseQueryTimeoutMs: number;
  /**
   * The realms: REALM_ID (which realm the one-realm variables mean; the first of `realmlist` when
   * unset) and each realm's own variables, by id. Checked against `realmlist` at start.
   */
  realms: { oneRealmId: number | undefined; settings: RealmSettings[] };
  /** REALMLIST_HOST: the host of `set realmlist` on the how-to-connect page. */
  realmlistHost: string;
  /**
   * SITE_LANGUAGE and STAFF_LANGUAGE: the language of the public site and of the staff area for a
   * visitor who chose none and whose browser asks for none the site speaks.
   */
  languages: { site: Language; staff: Language };
  /** False when PUBLIC_ONLINE_LIST=off: nobody but staff sees who is online. */
  publicOnlineList: boolean;
  /**
   * REGISTRATION_EMAIL_VERIFICATION=required: a registration waits for its mailed link before the
   * core's account is written (pending-registration.service.ts).
   */
  registrationEmailVerification: boolean;
  version: string;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined>, version = '0.0.0'): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name])})`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const embedded = `sqlite:${path.join(dataDir, 'realm.sqlite')}`;
  const auth = e.AUTH_DATABASE_URL ?? embedded;
  const characters = e.CHARACTERS_DATABASE_URL ?? embedded;
  const embeddedGame = auth.startsWith('sqlite:') && characters.startsWith('sqlite:');
  const demo = embeddedGame && (e.SEED_DEMO ?? true);
  if (auth.startsWith('sqlite:') !== characters.startsWith('sqlite:')) {
    throw new ConfigError(
      'Invalid configuration: AUTH_DATABASE_URL and CHARACTERS_DATABASE_URL must both point at the core (mysql://) or both be left embedded',
    );
  }
  const worldProblem = e.WORLD_DATABASE_URL && gameDatabaseKindProblem(e.WORLD_DATABASE_URL, embeddedGame);
  if (worldProblem) {
    throw new ConfigError(
      `Invalid configuration: WORLD_DATABASE_URL ${worldProblem} (got ${JSON.stringify(env.WORLD_DATABASE_URL)})`,
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? localUrl(e.HOST, e.PORT)).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databases: { web: e.WEB_DATABASE_URL ?? embedded, auth, characters },
    embeddedGame,
    expectedGameCore: e.GAME_CORE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    worldserverSoapUrl: e.WORLDSERVER_SOAP_URL,
    worldDatabaseUrl: e.WORLD_DATABASE_URL,
    // The demo writes client data of its own invention here at start (server/demo/client-data.ts).
    dbcDir: e.DBC_DIR ? path.resolve(e.DBC_DIR) : demo ? demoClientDataDir(dataDir) : undefined,
    // The demo's client data names icons the site draws itself (server/demo/demo-icons.ts).
    armoryIconUrl: e.ARMORY_ICON_URL ?? (demo ? DEMO_ICON_URL : undefined),
    totpMasterSecret: e.TOTP_MASTER_SECRET,
    staffTwoFactorRequired: e.STAFF_2FA === 'required',
    unstuckCooldownMs: e.UNSTUCK_COOLDOWN,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: e.RATE_LIMIT === 'on',
    captcha: { on: e.REGISTRATION_CAPTCHA === 'on', maxNumber: e.REGISTRATION_CAPTCHA_MAX_NUMBER },
    seedDemo: demo,
    logLevel: e.LOG_LEVEL,
    webBuildDir: path.resolve(e.WEB_BUILD_DIR),
    databaseWaitMs: e.DATABASE_WAIT_MS,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    realms: { oneRealmId: e.REALM_ID, settings: realmSettings(env, embeddedGame) },
    realmlistHost: e.REALMLIST_HOST ?? new URL(publicUrl).hostname,
    languages: { site: e.SITE_LANGUAGE, staff: e.STAFF_LANGUAGE },
    publicOnlineList: e.PUBLIC_ONLINE_LIST === 'on',
    registrationEmailVerification: e.REGISTRATION_EMAIL_VERIFICATION === 'required',
    version,
  };
}

/**
 * Why a realm's own database (characters, world) cannot sit beside the core's others, if it cannot:
 * every one is embedded, or every one is the core's MySQL.
 */
function gameDatabaseKindProblem(url: string, embeddedGame: boolean): string | undefined {
  if (url.startsWith('sqlite:') === embeddedGame) return undefined;
  return embeddedGame
    ? 'must be sqlite:<file> while the core databases are embedded'
    : "must be the core's mysql:// database, like AUTH_DATABASE_URL";
}

/**
 * The REALM_<id>_… variables, by realm id. A realm's characters and world databases are of the same
 * kind as the core's others (every one embedded, or every one the core's MySQL); its console is an
 * http(s) URL; its DBC folder a path.
 */
function realmSettings(env: Record<string, string | undefined>, embeddedGame: boolean): RealmSettings[] {
  const byId = new Map<number, RealmSettings>();
  for (const [name, raw] of Object.entries(env)) {
    const match = REALM_VARIABLE.exec(name);
    if (!match || raw === undefined || raw === '') continue;
    const bad = (what: string): never => {
      throw new ConfigError(`Invalid configuration: ${name} ${what} (got ${JSON.stringify(raw)})`);
    };
    const id = Number(match[1]);
    if (!Number.isSafeInteger(id) || id < 1 || id > 4_294_967_295) bad('names no realm id');
    const setting = REALM_SETTINGS[match[2] as keyof typeof REALM_SETTINGS];
    if (!setting) {
      bad(
        'is not a realm setting (REALM_<id>_CHARACTERS_DATABASE_URL, REALM_<id>_WORLD_DATABASE_URL, REALM_<id>_DBC_DIR or REALM_<id>_WORLDSERVER_SOAP_URL)',
      );
    }
    if (setting === 'charactersDatabaseUrl' || setting === 'worldDatabaseUrl') {
      if (!databaseUrl.safeParse(raw).success)
        bad('must be sqlite:<file> or mysql://user:pass@host:port/database');
      const problem = gameDatabaseKindProblem(raw, embeddedGame);
      if (problem) bad(problem);
    } else if (setting === 'worldserverSoapUrl' && (!/^https?:\/\/./.test(raw) || !URL.canParse(raw))) {
      bad('must be the http:// address of the worldserver SOAP console');
    }
    const entry = byId.get(id) ?? { id };
    entry[setting] = setting === 'dbcDir' ? path.resolve(raw) : raw;
    byId.set(id, entry);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Without PUBLIC_URL, the address the site is started on (links in mails, the log's "ready at"): the
 * machine's own name for a loopback or any-interface HOST, the host itself otherwise.
 */
function localUrl(host: string, port: number): string {
  const name = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host) ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** Reads `.env` (if present) into process.env without overriding what is already set. */
export function readDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** How start-up names the core's auth database in a message: its URL, password masked, or "the embedded database". */
export function gameDatabaseName(config: Pick<Config, 'databases' | 'embeddedGame'>): string {
  return config.embeddedGame ? 'the embedded database' : redactUrl(config.databases.auth);
}

/** A database URL with its password masked, safe to print. */
export function redactUrl(url: string): string {
  return url.replace(/^(mysql:\/\/[^:/@]+):[^@]*@/, '$1:***@');
}
