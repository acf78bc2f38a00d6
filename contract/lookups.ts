/** Game lookups (docs/product.md §3.10, docs/game-core.md §7). Unknown codes read 'Inconnu'. */

const RACES: Record<number, string> = {
  1: 'Human',
  2: 'Orc',
  3: 'Dwarf',
  4: 'Night Elf',
  5: 'Undead',
  6: 'Tauren',
  7: 'Gnome',
  8: 'Troll',
  10: 'Blood Elf',
  11: 'Draenei',
};

export const CLASSES: Record<number, string> = {
  1: 'Warrior',
  2: 'Paladin',
  3: 'Hunter',
  4: 'Rogue',
  5: 'Priest',
  6: 'Death Knight',
  7: 'Shaman',
  8: 'Mage',
  9: 'Warlock',
  11: 'Druid',
};

/** The game's own class colours, for class codes 1–9 and 11. */
const CLASS_COLORS: Record<number, string> = {
  1: '#C79C6E',
  2: '#F58CBA',
  3: '#ABD473',
  4: '#FFF569',
  5: '#FFFFFF',
  6: '#C41F3B',
  7: '#0070DE',
  8: '#69CCF0',
  9: '#9482C9',
  11: '#FF7D0A',
};

const MAPS: Record<number, string> = {
  0: 'Eastern Kingdoms',
  1: 'Kalimdor',
  530: 'Outland',
  571: 'Northrend',
  609: 'Ebon Hold',
};

const UNKNOWN = 'Inconnu';

export const raceName = (race: number): string => RACES[race] ?? UNKNOWN;
export const className = (cls: number): string => CLASSES[cls] ?? UNKNOWN;
export const classColor = (cls: number): string | undefined => CLASS_COLORS[cls];
export const mapName = (map: number): string => MAPS[map] ?? `Map ${map}`;

/** Each race's faction as the core's ChrRaces.dbc gives it (docs/game-core.md §7). */
export const factionOf = (race: number): 'Alliance' | 'Horde' | undefined =>
  [1, 3, 4, 7, 11].includes(race) ? 'Alliance' : [2, 5, 6, 8, 10].includes(race) ? 'Horde' : undefined;

/** docs/product.md §3.10: play time as days+hours, hours+minutes, or minutes. */
export function formatPlayTime(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}j ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}
