import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';
import type { CharacterRow } from './ladders.repo.ts';

/*
 * What the ladders have ranked of a realm, kept in the site's database (migration 0025, ADR 023): a
 * start goes on from it rather than reading the realm whole again.
 */

export interface SavedContender extends CharacterRow {
  points: number | null;
  /** 1: the honour ladder keeps it, 2: the achievement ladder, 3: both. */
  ladders: number;
}

/** Rows per statement. */
const BATCH = 500;

export async function findSavedLadders(web: Kysely<WebDatabase>, realmId: number) {
  const [rows, reading] = await Promise.all([
    web.selectFrom('ladder_contender').selectAll().where('realm_id', '=', realmId).execute(),
    web.selectFrom('ladder_reading').select('body').where('realm_id', '=', realmId).executeTakeFirst(),
  ]);
  const contenders: SavedContender[] = rows.map((r) => ({
    guid: Number(r.guid),
    account: Number(r.account),
    name: r.name,
    race: Number(r.race),
    class: Number(r.class),
    gender: Number(r.gender),
    level: Number(r.level),
    totalKills: Number(r.total_kills),
    todayKills: Number(r.today_kills),
    yesterdayKills: Number(r.yesterday_kills),
    savedAt: Number(r.saved_at),
    points: r.points === null ? null : Number(r.points),
    ladders: Number(r.ladders),
  }));
  return { contenders, reading: reading?.body };
}

/** Writes what a round changed, in one transaction: `gone` characters leave, `changed` ones are written anew. */
export async function saveLadders(
  web: Kysely<WebDatabase>,
  realmId: number,
  change: { changed: SavedContender[]; gone: number[]; reading?: string },
) {
  await web.transaction().execute(async (trx) => {
    const replaced = [...change.gone, ...change.changed.map((c) => c.guid)];
    for (let i = 0; i < replaced.length; i += BATCH)
      await trx
        .deleteFrom('ladder_contender')
        .where('realm_id', '=', realmId)
        .where('guid', 'in', replaced.slice(i, i + BATCH))
        .execute();
    for (let i = 0; i < change.changed.length; i += BATCH)
      await trx
        .insertInto('ladder_contender')
        .values(
          change.changed.slice(i, i + BATCH).map((c) => ({
            realm_id: realmId,
            guid: c.guid,
            account: c.account,
            name: c.name,
            race: c.race,
            class: c.class,
            gender: c.gender,
            level: c.level,
            total_kills: c.totalKills,
            today_kills: c.todayKills,
            yesterday_kills: c.yesterdayKills,
            saved_at: c.savedAt,
            points: c.points,
            ladders: c.ladders,
          })),
        )
        .execute();
    if (change.reading === undefined) return;
    const updated = await trx
      .updateTable('ladder_reading')
      .set({ body: change.reading })
      .where('realm_id', '=', realmId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx.insertInto('ladder_reading').values({ realm_id: realmId, body: change.reading }).execute();
  });
}
