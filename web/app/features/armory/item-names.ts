import { hasText } from '#contract/i18n/messages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';

/*
 * The game's names for what an item is (slots, qualities, stats, sockets...) in the page's language,
 * by the codes the core stores (ItemTemplate.h). A code the catalogues do not know reads as its number.
 */

/** Quality colours a little lighter than the game's where its own read under 4.5:1 on the night panels. */
export const QUALITY_COLORS: Record<number, string> = {
  0: '#a7a7a7',
  1: '#ffffff',
  2: '#1eff00',
  3: '#4aa3ff',
  4: '#c27dff',
  5: '#ff8000',
  6: '#e6cc80',
  7: '#e6cc80',
};

export const qualityColor = (quality: number | null) => QUALITY_COLORS[quality ?? 1] ?? QUALITY_COLORS[1];

/** Primary attributes read "+N Stamina"; the ratings and powers are equip effects, in green. */
const PRIMARY_STATS = new Set([0, 1, 3, 4, 5, 6, 7]);
export const isPrimaryStat = (type: number) => PRIMARY_STATS.has(type);

/** Number formats by language and decimals: made once, as a page formats dozens of numbers. */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let format = NUMBER_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    NUMBER_FORMATS.set(key, format);
  }
  return format;
}

/** A day ("12 March 2026"), by the day in UTC so the server's HTML and the browser's app agree; one format per language. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();
export function dayFormat(language: string): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    DAY_FORMATS.set(language, format);
  }
  return format;
}

export function useItemNames() {
  const t = useT();
  const language = useLanguage();
  const named = (key: string, fallback: string) => (hasText(language, key) ? t(key) : fallback);
  const number = (value: number, digits = 0) => numberFormat(language, digits).format(value);
  return {
    number,
    slot: (slot: number) => named(`game.slot.${slot}`, `#${slot}`),
    quality: (quality: number) => named(`game.quality.${quality}`, `#${quality}`),
    bonding: (bonding: number) => named(`game.bonding.${bonding}`, ''),
    inventoryType: (type: number) => named(`game.inventoryType.${type}`, ''),
    subclass: (itemClass: number, subclass: number) =>
      named(`game.itemSubclass.${itemClass}.${subclass}`, ''),
    stat: (type: number) => named(`game.stat.${type}`, t('armory.item.statUnknown', { type })),
    school: (school: number | string) => named(`game.school.${school}`, ''),
    socket: (color: number) => named(`game.socket.${color}`, t('armory.item.socket')),
    trigger: (trigger: number) => named(`game.trigger.${trigger}`, ''),
    skill: (skill: number) => named(`game.skill.${skill}`, `#${skill}`),
  };
}
