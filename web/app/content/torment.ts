/**
 * docs/product.md §9.4 Torment Gains table, every value as given there. 'no value' and 'blank' are cells
 * the table leaves without a figure; the page shows them as such rather than inventing one.
 */
export const TORMENT_GAINS_COLUMNS = [
  'Torment level',
  'HP %',
  'Damage %',
  '% Experience',
  'Gold Raids on Bosses %',
  'Other Effects',
  'Unlock at Level',
] as const;

export type GainsCell = string | { empty: 'no value' | 'blank' };

export interface TormentGainsRow {
  level: string;
  hp: string;
  damage: string;
  experience: GainsCell;
  gold: string;
  effects: GainsCell;
  unlock: string;
}

const NO_VALUE = { empty: 'no value' } as const;

export const TORMENT_GAINS: readonly TormentGainsRow[] = [
  { level: '0', hp: '50', damage: '25', experience: '300', gold: '0', effects: 'None', unlock: '1' },
  { level: '1', hp: '60', damage: '30', experience: '400', gold: '0', effects: 'None', unlock: '10' },
  { level: '2', hp: '60', damage: '30', experience: '450', gold: '0', effects: 'None', unlock: '20' },
  { level: '3', hp: '60', damage: '30', experience: '500', gold: '0', effects: 'None', unlock: '30' },
  { level: '4', hp: '60', damage: '30', experience: '550', gold: '0', effects: 'None', unlock: '40' },
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
    effects: '2 affixes on boosted open-world enemies',
    unlock: '60',
  },
  {
    level: '7',
    hp: '60',
    damage: '30',
    experience: '700',
    gold: '75',
    effects: '3 affixes on boosted open-world enemies',
    unlock: '70',
  },
  {
    level: '8',
    hp: '100',
    damage: '50',
    experience: NO_VALUE,
    gold: '100',
    effects: 'All enemies can aggro you',
    unlock: '80',
  },
  { level: '9', hp: '300', damage: '75', experience: NO_VALUE, gold: '200', effects: 'None', unlock: '80' },
  {
    level: '10',
    hp: '750',
    damage: '100',
    experience: NO_VALUE,
    gold: '300',
    effects: '4 affixes on open-world enemies',
    unlock: '80',
  },
  {
    level: 'X',
    hp: '+5 per level',
    damage: '+2.5% per level',
    experience: NO_VALUE,
    gold: 'Unchanged',
    effects: 'Unchanged',
    unlock: '80',
  },
];
