import type { Insertable } from 'kysely';
import type { BugCategory, BugPriority, BugStatus } from '../../contract/bugs.ts';
import { RESOLVED_STATUSES } from '../../contract/bugs.ts';
import type { Databases } from '../db/databases.ts';
import type { RealmRegistry } from '../game/realms.ts';
import type { BugEventTable, BugTable } from '../db/schema/web.ts';
import {
  countBugsByReporter,
  findCharacterByGuid,
  insertBug,
  insertBugEvents,
} from '../features/bugs/bugs.repo.ts';
import { characterSnapshot, searchTextOf } from '../features/bugs/bugs.service.ts';

interface DemoBug {
  title: string;
  description: string;
  category: BugCategory;
  priority: BugPriority;
  status: BugStatus;
  questName?: string;
  className?: string;
  itemName?: string;
  isExploit?: boolean;
  characterGuid: number;
  daysAgo: number;
  /** Who moved it to its status, and what they said. */
  triage?: { by: 'ADMIN' | 'MODERATOR'; comment: string };
}

const DEMO_BUGS: DemoBug[] = [
  {
    title: 'Kobold Candles does not count the candles',
    description:
      '[Demo] The candles drop from the kobolds in the Fargodeep Mine but the quest log stays at 0/8.',
    category: 'quests',
    priority: 'high',
    status: 'todo',
    questName: 'Kobold Candles',
    characterGuid: 2,
    daysAgo: 1,
  },
  {
    title: 'Affix tooltip shows the wrong value',
    description: '[Demo] The tooltip of the gloves says +12 Frost Resistance, the character sheet says +8.',
    category: 'items',
    priority: 'medium',
    status: 'todo',
    itemName: 'Frostbitten Wraps',
    characterGuid: 1,
    daysAgo: 2,
  },
  {
    title: 'Death Grip pulls targets only halfway',
    description:
      '[Demo] Against casters on uneven ground, Death Grip stops the target midway and it keeps casting.',
    category: 'class',
    priority: 'medium',
    status: 'need_more_context',
    className: 'Death Knight',
    characterGuid: 3,
    daysAgo: 4,
    triage: { by: 'MODERATOR', comment: 'Which zone and which creature? A screenshot would help.' },
  },
  {
    title: 'Escort stops at the bridge',
    description:
      '[Demo] The escorted scout stops walking at the broken bridge and the quest cannot be finished.',
    category: 'quests',
    priority: 'high',
    status: 'work_in_progress',
    questName: 'Return to the Vale',
    characterGuid: 4,
    daysAgo: 5,
    triage: { by: 'ADMIN', comment: 'Reproduced on the test realm; the path is being fixed.' },
  },
  {
    title: 'Pet forgets Growl after dismounting',
    description: '[Demo] After dismounting, the pet no longer taunts until it is dismissed and called again.',
    category: 'class',
    priority: 'low',
    status: 'validation',
    className: 'Hunter',
    characterGuid: 1,
    daysAgo: 8,
    triage: { by: 'ADMIN', comment: 'Fixed on the test realm; please confirm after the next restart.' },
  },
  {
    title: 'Summoning stone in Howling Fjord does nothing',
    description: '[Demo] Clicking the stone with two party members starts no ritual at all.',
    category: 'other',
    priority: 'medium',
    status: 'done',
    characterGuid: 1,
    daysAgo: 12,
    triage: { by: 'MODERATOR', comment: 'Fixed in the last maintenance.' },
  },
  {
    title: 'Totems vanish on zone change',
    description: '[Demo] Every totem disappears when crossing into another zone, even right at the border.',
    category: 'class',
    priority: 'high',
    status: 'done',
    className: 'Shaman',
    characterGuid: 4,
    daysAgo: 15,
    triage: { by: 'ADMIN', comment: 'Totems now follow the shaman across zone borders.' },
  },
  {
    title: 'Sell Junk sold a grey quest item',
    description: '[Demo] The Sell Junk button sold a grey item that a quest still needed.',
    category: 'items',
    priority: 'low',
    status: 'not_a_bug',
    itemName: 'Tattered Pelt',
    characterGuid: 2,
    daysAgo: 20,
    triage: {
      by: 'MODERATOR',
      comment: 'Grey items are junk by design; sold items can be recovered from the website.',
    },
  },
  {
    title: 'Vendor buy-back duplicates stacks',
    description:
      '[Demo] Buying back a stack right after a disconnect gives the stack twice. Shown only to the team.',
    category: 'other',
    priority: 'high',
    status: 'todo',
    isExploit: true,
    characterGuid: 1,
    daysAgo: 0,
  },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo bugs in every status, reported by the demo PLAYER with its own characters on the first realm.
 * Written once.
 */
export async function seedDemoBugs(
  dbs: Databases,
  _config: unknown,
  accounts: Map<string, number>,
  realms: RealmRegistry,
) {
  const playerId = accounts.get('PLAYER');
  const realm = realms.oneRealm;
  if (!playerId || !realm?.characters || (await countBugsByReporter(dbs.web, playerId)) > 0) return;
  const now = Date.now();
  for (const demo of DEMO_BUGS) {
    const character = await findCharacterByGuid(realm.characters.db, demo.characterGuid);
    if (!character?.name || Number(character.account) !== playerId) continue;
    const createdAt = now - demo.daysAgo * DAY - 3_600_000;
    const triagedAt = createdAt + DAY / 2;
    const row: Insertable<BugTable> = {
      title: demo.title,
      description: demo.description,
      category: demo.category,
      priority: demo.priority,
      status: demo.status,
      quest_name: demo.questName ?? null,
      class_name: demo.className ?? null,
      item_name: demo.itemName ?? null,
      is_exploit: demo.isExploit ? 1 : 0,
      reporter_id: playerId,
      reporter_name: 'PLAYER',
      ...characterSnapshot({ ...character, name: character.name }, realm),
      search_text: searchTextOf({
        title: demo.title,
        description: demo.description,
        quest_name: demo.questName ?? null,
        item_name: demo.itemName ?? null,
        class_name: demo.className ?? null,
      }),
      created_at: createdAt,
      updated_at: demo.triage ? triagedAt : createdAt,
      resolved_at: RESOLVED_STATUSES.includes(demo.status) ? triagedAt : null,
    };
    await dbs.web.transaction().execute(async (trx) => {
      const id = await insertBug(trx, row);
      const events: Insertable<BugEventTable>[] = [
        {
          bug_id: id,
          actor_id: playerId,
          actor_name: 'PLAYER',
          kind: 'reported',
          from_value: null,
          to_value: 'todo',
          comment: null,
          created_at: createdAt,
        },
      ];
      if (demo.triage) {
        events.push({
          bug_id: id,
          actor_id: accounts.get(demo.triage.by) ?? 0,
          actor_name: demo.triage.by,
          kind: 'status',
          from_value: 'todo',
          to_value: demo.status,
          comment: `[Demo] ${demo.triage.comment}`,
          created_at: triagedAt,
        });
      }
      await insertBugEvents(trx, events);
    });
  }
}
