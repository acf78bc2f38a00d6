import type { MessageKey, MessageValues } from '#contract/i18n/messages.ts';

/**
 * docs/product.md §9.4 Torment Gains table, every value as given there. 'no value' and 'blank' are cells
 * the table leaves without a figure; the page shows them as such rather than inventing one.
 * The column headers, as catalogue keys in the table's order.
 */
export const TORMENT_GAINS_COLUMN_KEYS = [
  'pages.torment.gains.column.level',
  'pages.torment.gains.column.hp',
  'pages.torment.gains.column.damage',
  'pages.torment.gains.column.experience',
  'pages.torment.gains.column.gold',
  'pages.torment.gains.column.effects',
  'pages.torment.gains.column.unlock',
] as const satisfies readonly MessageKey[];

/** A cell as the table shows it. */
export type GainsCell = string | { empty: 'no value' | 'blank' };

/** A row as the table shows it, its texts in the page's language. */
export interface TormentGainsRow {
  level: string;
  hp: string;
  damage: string;
  experience: GainsCell;
  gold: string;
  effects: GainsCell;
  unlock: string;
}

/** A text of the catalogue in a cell (figures stay as they are). */
interface GainsText {
  text: MessageKey;
  values?: MessageValues;
}

type Figure = string | GainsText;

interface TormentGainsData {
  level: string;
  hp: Figure;
  damage: Figure;
  experience: Figure | { empty: 'no value' | 'blank' };
  gold: Figure;
  effects: Figure | { empty: 'no value' | 'blank' };
  unlock: string;
}

const NO_VALUE = { empty: 'no value' } as const;
const NONE: GainsText = { text: 'pages.torment.gains.none' };
const UNCHANGED: GainsText = { text: 'pages.torment.gains.unchanged' };

export const TORMENT_GAINS: readonly TormentGainsData[] = [
  { level: '0', hp: '50', damage: '25', experience: '300', gold: '0', effects: NONE, unlock: '1' },
  { level: '1', hp: '60', damage: '30', experience: '400', gold: '0', effects: NONE, unlock: '10' },
  { level: '2', hp: '60', damage: '30', experience: '450', gold: '0', effects: NONE, unlock: '20' },
  { level: '3', hp: '60', damage: '30', experience: '500', gold: '0', effects: NONE, unlock: '30' },
  { level: '4', hp: '60', damage: '30', experience: '550', gold: '0', effects: NONE, unlock: '40' },
  {
    level: '5',
    hp: '60',
    damage: '30',
    experience: '600',
    gold: '0',
    effects: { empty: 'blank' },
    unlock: '50',
  },
  {
    level: '6',
    hp: '60',
    damage: '30',
    experience: '650',
    gold: '60',
    effects: { text: 'pages.torment.gains.boostedAffixes', values: { count: 2 } },
    unlock: '60',
  },
  {
    level: '7',
    hp: '60',
    damage: '30',
    experience: '700',
    gold: '75',
    effects: { text: 'pages.torment.gains.boostedAffixes', values: { count: 3 } },
    unlock: '70',
  },
  {
    level: '8',
    hp: '100',
    damage: '50',
    experience: NO_VALUE,
    gold: '100',
    effects: { text: 'pages.torment.gains.allAggro' },
    unlock: '80',
  },
  { level: '9', hp: '300', damage: '75', experience: NO_VALUE, gold: '200', effects: NONE, unlock: '80' },
  {
    level: '10',
    hp: '750',
    damage: '100',
    experience: NO_VALUE,
    gold: '300',
    effects: { text: 'pages.torment.gains.openWorldAffixes', values: { count: 4 } },
    unlock: '80',
  },
  {
    level: 'X',
    hp: { text: 'pages.torment.gains.hpPerLevel' },
    damage: { text: 'pages.torment.gains.damagePerLevel' },
    experience: NO_VALUE,
    gold: UNCHANGED,
    effects: UNCHANGED,
    unlock: '80',
  },
];

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The table's rows in the page's language. */
export function tormentGains(t: Translate): TormentGainsRow[] {
  const figure = (cell: Figure) => (typeof cell === 'string' ? cell : t(cell.text, cell.values));
  const cell = (value: TormentGainsData['effects']): GainsCell =>
    typeof value === 'string' || 'text' in value ? figure(value) : value;
  return TORMENT_GAINS.map((row) => ({
    level: row.level,
    hp: figure(row.hp),
    damage: figure(row.damage),
    experience: cell(row.experience),
    gold: figure(row.gold),
    effects: cell(row.effects),
    unlock: row.unlock,
  }));
}
