/*
 * `item_instance.enchantments` (docs/game-core.md §12.1): `MAX_ENCHANTMENT_SLOT` (12) slots of
 * (enchantment id, duration, charges), space-separated, as the core writes and reads them (`Item.h`).
 */

const ENCHANTMENT_SLOTS = 12;

/** The enchantment id of each slot. */
export function readEnchantments(enchantments: string): number[] {
  const numbers = enchantments.trim().split(/\s+/).map(Number);
  const ids: number[] = [];
  for (let i = 0; i < numbers.length; i += 3) ids.push(Number.isFinite(numbers[i]) ? numbers[i]! : 0);
  return ids;
}

/** The column for these enchantment ids by slot, the other slots empty (what tests and seeds write). */
export function writeEnchantments(bySlot: Record<number, number>): string {
  return Array.from({ length: ENCHANTMENT_SLOTS }, (_, slot) => `${bySlot[slot] ?? 0} 0 0`).join(' ') + ' ';
}
