import type { SiteConfiguration } from '../../../contract/configuration.ts';
import { LANGUAGES, type Language } from '../../../contract/i18n/languages.ts';
import { translateText } from '../../../contract/i18n/messages.ts';
import type { Config } from '../../config.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import type { RealmsAnswering } from '../../game/in-world.ts';
import { listRealmRows, type RealmRegistry } from '../../game/realms.ts';
import { worldserverConsoleFor } from '../../game/worldserver.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { ClientDataStore } from '../../game/client-data/store.ts';
import { checkHealth, type HealthDeps } from '../health/health.service.ts';

/*
 * The running configuration for the staff's read-only screen (docs/product.md §2.17). Everything here
 * is a place, a host or a state: addresses are taken apart and only their host kept, so no password of
 * a database, the SOAP console, SMTP or Redis, nor TOTP_MASTER_SECRET, can reach the answer.
 */

export interface ConfigurationDeps extends HealthDeps {
  config: Config;
  core: GameCoreInfo;
  realms: RealmRegistry;
  answering: RealmsAnswering;
  clientData: Pick<ClientDataStore, 'status'>;
  mailer: Pick<Mailer, 'delivery' | 'destination'>;
}

/** `host:port` of a URL: its user name and password left out. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/** Asks the realm's console for `server info` now, and says what came back. */
async function checkConsole(
  realm: RealmRegistry['realms'][number],
  core: GameCoreInfo,
  language: Language,
): Promise<SiteConfiguration['realms'][number]['console']> {
  const host = hostOf(realm.worldserverSoapUrl);
  const worldserver = worldserverConsoleFor(realm, core);
  if (!worldserver) return { state: 'not-configured', host: null, detail: null };
  try {
    const info = await worldserver.serverInfo();
    return { state: 'ok', host, detail: info.split('\n')[0] ?? '' };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      state: error.code === 'WORLDSERVER_UNAVAILABLE' ? 'unreachable' : 'refused',
      host,
      detail: translateText(language, error.text),
    };
  }
}

export async function describeConfiguration(
  deps: ConfigurationDeps,
  language: Language,
): Promise<SiteConfiguration> {
  const { config, dbs, core, realms } = deps;
  const [{ health }, rows, consoles] = await Promise.all([
    checkHealth(deps),
    listRealmRows(dbs.auth),
    Promise.all(realms.realms.map((realm) => checkConsole(realm, core, language))),
  ]);
  return {
    version: config.version,
    publicUrl: config.publicUrl,
    health,
    core: { name: core.core, server: core.server, expected: config.expectedGameCore ?? null },
    databases: { auth: dbs.places.auth, web: dbs.places.web },
    realms: realms.realms.map((realm, i) => {
      const row = rows.find((r) => r.id === realm.id) ?? realm;
      const clientData = deps.clientData.status(realm.id);
      return {
        id: realm.id,
        name: realm.name,
        worldserver: { address: `${row.address}:${row.port}`, online: deps.answering.answers(realm.id) },
        characters: realm.characters?.place ?? null,
        world: realm.world?.place ?? null,
        console: consoles[i]!,
        clientData: clientData
          ? {
              dir: clientData.dir,
              loaded: clientData.loaded.length,
              missing: clientData.missing,
              loadedAt: clientData.loadedAt ?? null,
              error: clientData.error ?? null,
            }
          : null,
      };
    }),
    mail: {
      mode: deps.mailer.delivery,
      host: deps.mailer.delivery === 'smtp' ? deps.mailer.destination : null,
      outbox: deps.mailer.delivery === 'outbox' ? deps.mailer.destination : null,
      from: config.mailFrom,
    },
    languages: { site: config.languages.site, staff: config.languages.staff, available: [...LANGUAGES] },
    twoFactor: { masterSecret: !!config.totpMasterSecret, staffRequired: config.staffTwoFactorRequired },
    rateLimits: { enabled: config.rateLimit, redisHost: hostOf(config.redisUrl) },
  };
}
