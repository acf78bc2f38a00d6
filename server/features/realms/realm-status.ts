import type { FastifyBaseLogger } from 'fastify';
import { factionOf } from '../../../contract/lookups.ts';
import type { RealmStatus, RealmSummary, RealmType } from '../../../contract/realms.ts';
import type { Databases } from '../../db/databases.ts';
import { findGameMasterIds } from '../../game/access.ts';
import type { RealmsAnswering } from '../../game/in-world.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import type { Versioned } from '../../platform/data-versions.ts';
import { sharedRun } from '../../platform/shared-run.ts';
import { listRealmRows, worldserverListening, type RealmRegistry } from '../../game/realms.ts';
import { countOnlineByRace, findNewestUptime } from './realms.repo.ts';

/*
 * The realms' live status, checked in the background and read by every request: a request never
 * waits for a worldserver. Each round reads `realmlist` (names, addresses, flags as the core sets
 * them), tries a TCP connection to each realm's `address:port` (1 s at most, all realms at once), and
 * for a realm that answers counts its characters in the world by faction (game masters left out) and
 * reads its newest `uptime` row. The rounds are the app's `realm status` job (server/app.ts): the next
 * starts 15 s after one ends, so a realm is checked at most every 15 s, however many requests ask.
 */

/** How long a worldserver has to accept the connection: slower counts as offline. */
export const PROBE_TIMEOUT_MS = 1000;
/** How long start-up waits for the first round before serving (the probes take 1 s at most). */
const FIRST_ROUND_WAIT_MS = 2000;

/** RealmFlags (docs/game-core.md §8.2). */
const FLAG_OFFLINE = 0x02;
const FLAG_RECOMMENDED = 0x20;
const FLAG_NEW = 0x40;

/** `realmlist.icon` as the authserver hands it to the client (16 reads as 1, PvP). */
export function realmType(icon: number): RealmType {
  if (icon === 1 || icon === 16) return 'PvP';
  if (icon === 6) return 'RP';
  if (icon === 8) return 'RP-PvP';
  return 'Normal';
}

/**
 * The one answer to "does this realm's worldserver answer?" for everything the site shows: a
 * character counts as in the world only while its realm answers (server/game/in-world.ts).
 */
export interface RealmStatusMonitor extends RealmsAnswering {
  /** The last check of every realm, by id. */
  current(): RealmStatus[];
  /** What the header shows of the last check. */
  summaries(): RealmSummary[];
  /** Moves when a check finds anything new but its time (uptimes move every round a realm is up). */
  details: Versioned;
  /** Moves when what the header shows changes: a realm's name, mark or players. */
  summary: Versioned;
  /** One realm's last check. */
  of(realmId: number): RealmStatus | undefined;
  /** Checks now (joining a round already running) and waits for the answer. */
  refresh(): Promise<void>;
  /** Resolves once a first round is done, or after 2 s (start-up serves with whatever it has then). */
  ready(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The realms' status, checked in the background (tests and benches drive a round). */
    realmStatus: RealmStatusMonitor;
  }
}

export function createRealmStatusMonitor(deps: {
  dbs: Databases;
  realms: RealmRegistry;
  core: GameCoreInfo;
  publicOnlineList: boolean;
  log: FastifyBaseLogger;
}): RealmStatusMonitor {
  const { dbs, realms, core, log } = deps;
  let snapshot: RealmStatus[] = [];
  let summaries: RealmSummary[] = [];
  let detailsVersion = 0;
  let summaryVersion = 0;
  let failing = false;

  async function figures(realmId: number) {
    const registered = realms.get(realmId);
    const hidden = await findGameMasterIds(dbs.auth, core.columns, realmId);
    const [races, uptime] = await Promise.all([
      registered?.characters ? countOnlineByRace(registered.characters.db, hidden) : [],
      findNewestUptime(dbs.auth, realmId),
    ]);
    const players = { alliance: 0, horde: 0 };
    // Alliance races 1, 3, 4, 7, 11; Horde 2, 5, 6, 8, 10 (docs/game-core.md §7).
    for (const { race, n } of races) {
      const faction = factionOf(race);
      if (faction === 'Alliance') players.alliance += n;
      else if (faction === 'Horde') players.horde += n;
    }
    return { players, uptime };
  }

  async function check(): Promise<void> {
    const rows = await listRealmRows(dbs.auth);
    realms.rename(rows);
    const checkedAt = new Date();
    const next = await Promise.all(
      rows.map(async (row): Promise<RealmStatus> => {
        const online = await worldserverListening(row, PROBE_TIMEOUT_MS);
        // A worldserver that stopped (or crashed) leaves characters marked online: only a running one's count.
        const found = online ? await figures(row.id) : undefined;
        const start = found?.uptime ? Number(found.uptime.starttime) : undefined;
        return {
          id: row.id,
          name: row.name,
          online,
          players: found?.players ?? { alliance: 0, horde: 0 },
          uptime:
            start === undefined
              ? null
              : {
                  startedAt: new Date(start * 1000).toISOString(),
                  seconds: Math.max(0, Math.floor(checkedAt.getTime() / 1000) - start),
                },
          peak: found?.uptime ? Number(found.uptime.maxplayers) : null,
          flags: {
            offline: (row.flag & FLAG_OFFLINE) !== 0,
            recommended: (row.flag & FLAG_RECOMMENDED) !== 0,
            new: (row.flag & FLAG_NEW) !== 0,
          },
          type: realmType(row.icon),
          hasCharacters: !!realms.get(row.id)?.characters,
          onlineListPublic: deps.publicOnlineList && !!realms.get(row.id)?.characters,
          checkedAt: checkedAt.toISOString(),
        };
      }),
    );
    const nextSummaries = next.map(({ id, name, online, players }) => ({ id, name, online, players }));
    if (JSON.stringify(nextSummaries) !== JSON.stringify(summaries)) summaryVersion++;
    const withoutTime = (list: RealmStatus[]) => JSON.stringify(list.map((r) => ({ ...r, checkedAt: '' })));
    if (withoutTime(next) !== withoutTime(snapshot)) detailsVersion++;
    snapshot = next;
    summaries = nextSummaries;
  }

  const runRound = sharedRun(() =>
    check().then(
      () => {
        if (failing) log.warn('realm status: the realms are checked again');
        failing = false;
      },
      (error: unknown) => {
        // The last answer stays; the outage itself is logged by the request that meets it.
        if (!failing) log.warn({ err: error }, 'realm status: a check failed; the last one is shown');
        failing = true;
      },
    ),
  );

  return {
    current: () => snapshot,
    summaries: () => summaries,
    details: { version: () => detailsVersion },
    summary: { version: () => summaryVersion },
    of: (realmId) => snapshot.find((r) => r.id === realmId),
    answers: (realmId) => snapshot.find((r) => r.id === realmId)?.online === true,
    refresh: runRound,
    async ready() {
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([runRound(), new Promise((r) => (wait = setTimeout(r, FIRST_ROUND_WAIT_MS)))]);
      clearTimeout(wait);
    },
  };
}
