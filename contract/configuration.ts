import { z } from 'zod';
import { HealthSchema } from './health.ts';

/*
 * The running configuration as staff read it (docs/product.md §2.17): where each database is, the core,
 * each realm's worldserver, console and client data, mail, languages, two-factor and the rate-limit
 * store. Places and hosts only: no user name, password, SOAP password, TOTP master secret or SMTP
 * password ever appears here.
 */

/** A database's place: `host:port` and database name, or the SQLite file. */
const DatabasePlaceSchema = z.object({
  kind: z.enum(['sqlite', 'mysql']),
  host: z.string(),
  database: z.string().nullable(),
});
export type DatabasePlaceView = z.infer<typeof DatabasePlaceSchema>;

/**
 * What the realm's worldserver console answered to `server info` just now: its first line (the core's
 * version) when it answered; why not otherwise, in the reader's language.
 */
const ConsoleCheckSchema = z.object({
  state: z.enum(['not-configured', 'ok', 'unreachable', 'refused']),
  /** `host:port` of WORLDSERVER_SOAP_URL (its account and password left out). */
  host: z.string().nullable(),
  /** The version line on `ok`; the reason otherwise. */
  detail: z.string().nullable(),
});

/** A realm's client data (DBC_DIR) as the armory holds it. */
const ClientDataSchema = z.object({
  dir: z.string(),
  /** How many of the files the armory reads are loaded, and the names of those the folder lacks. */
  loaded: z.number().int(),
  missing: z.array(z.string()),
  /** When the data in use was loaded (epoch milliseconds), null before a load succeeded. */
  loadedAt: z.number().int().nullable(),
  /** Why the last load failed (the server's words), while any earlier data stays in use. */
  error: z.string().nullable(),
});

const RealmConfigurationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `realmlist.address:port`, and whether the worldserver answered there at the last check. */
  worldserver: z.object({ address: z.string(), online: z.boolean() }),
  characters: DatabasePlaceSchema.nullable(),
  world: DatabasePlaceSchema.nullable(),
  console: ConsoleCheckSchema,
  /** Null: no DBC_DIR for this realm. */
  clientData: ClientDataSchema.nullable(),
});

export const SiteConfigurationSchema = z.object({
  version: z.string(),
  publicUrl: z.string(),
  /** What `GET /api/health` answers now: databases reached, rate-limit store, two-factor key check. */
  health: HealthSchema,
  /** The core detected at start from its schema, the database server, and GAME_CORE when set. */
  core: z.object({
    name: z.enum(['azerothcore', 'trinitycore']),
    server: z.string(),
    expected: z.enum(['azerothcore', 'trinitycore']).nullable(),
  }),
  databases: z.object({ auth: DatabasePlaceSchema, web: DatabasePlaceSchema }),
  realms: z.array(RealmConfigurationSchema),
  /** SMTP (its host) or the local outbox folder. */
  mail: z.object({
    mode: z.enum(['smtp', 'outbox']),
    host: z.string().nullable(),
    outbox: z.string().nullable(),
    from: z.string(),
  }),
  languages: z.object({
    site: z.string(),
    staff: z.string(),
    available: z.array(z.string()),
  }),
  twoFactor: z.object({
    /** Whether TOTP_MASTER_SECRET is set (never its value); the check is `health.twoFactor`. */
    masterSecret: z.boolean(),
    /** STAFF_2FA=required. */
    staffRequired: z.boolean(),
  }),
  /** RATE_LIMIT, and REDIS_URL's host when set; the store in use is `health.rateLimits`. */
  rateLimits: z.object({ enabled: z.boolean(), redisHost: z.string().nullable() }),
});
export type SiteConfiguration = z.infer<typeof SiteConfigurationSchema>;
