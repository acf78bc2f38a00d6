import type { Health } from '../../../contract/health.ts';
import type { Config } from '../../config.ts';
import { ping, type Databases } from '../../db/databases.ts';
import type { RealmRegistry } from '../../game/realms.ts';
import type { LimitStoreStatus } from '../../platform/rate-limit.ts';
import type { TwoFactorKeys } from '../auth/two-factor.service.ts';

export interface HealthDeps {
  config: Pick<Config, 'version'>;
  dbs: Databases;
  limits: LimitStoreStatus;
  realms: RealmRegistry;
  twoFactor: TwoFactorKeys;
}

/**
 * Whether the site's databases (each realm's characters database too) and its rate-limit store answer
 * now, and what the last TOTP_MASTER_SECRET check found: `GET /api/health`, and the staff's
 * configuration screen, which shows the same check beside the settings. `down` names the site's own
 * databases that do not answer (the site cannot serve without them).
 */
export async function checkHealth(deps: HealthDeps): Promise<{ health: Health; down: string[] }> {
  const { dbs, realms } = deps;
  const withCharacters = realms.withCharacters();
  const [auth, characters, web, ...realmCharacters] = await Promise.all([
    ping(dbs.auth),
    ping(dbs.characters),
    ping(dbs.web),
    // A realm on the main characters database is answered by its ping.
    ...withCharacters.map((realm) =>
      realm.characters.db === dbs.characters ? true : ping(realm.characters.db),
    ),
  ]);
  const databases = { auth, characters, web };
  const down = Object.entries(databases)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  const rateLimits = deps.limits.state();
  const realmStates = withCharacters.map((realm, i) => ({
    id: realm.id,
    name: realm.name,
    characters: (realm.characters.db === dbs.characters ? characters : realmCharacters[i])
      ? ('ok' as const)
      : ('down' as const),
  }));
  const twoFactor = deps.twoFactor.lastCheck();
  const degraded =
    down.length > 0 ||
    twoFactor.state === 'misconfigured' ||
    rateLimits === 'redis-unavailable' ||
    realmStates.some((r) => r.characters === 'down');
  const state = (ok: boolean) => (ok ? ('ok' as const) : ('down' as const));
  return {
    health: {
      status: degraded ? 'degraded' : 'ok',
      version: deps.config.version,
      databases: { auth: state(auth), characters: state(characters), web: state(web) },
      rateLimits,
      realms: realmStates,
      twoFactor,
    },
    down,
  };
}
