import { hasText } from '#contract/i18n/messages.ts';
import { useLanguage, useT } from './i18n.ts';

/** The game's names (races, classes, maps, factions) and play time, in the page's language. */
export function useGameNames() {
  const t = useT();
  const language = useLanguage();
  const named = (key: string, fallback: () => string) => (hasText(language, key) ? t(key) : fallback());
  return {
    raceName: (race: number) => named(`game.race.${race}`, () => t('game.unknown')),
    className: (cls: number) => named(`game.class.${cls}`, () => t('game.unknown')),
    mapName: (map: number) => named(`game.map.${map}`, () => t('game.map.other', { id: map })),
    factionName: (faction: 'Alliance' | 'Horde') => t(`game.faction.${faction}`),
    /** Days and hours, hours and minutes, or minutes (docs/product.md §3.10). */
    playTime(seconds: number) {
      const days = Math.floor(seconds / 86400);
      const hours = Math.floor((seconds % 86400) / 3600);
      const minutes = Math.floor((seconds % 3600) / 60);
      if (days > 0) return t('game.playTime.days', { days, hours });
      if (hours > 0) return t('game.playTime.hours', { hours, minutes });
      return t('game.playTime.minutes', { minutes });
    },
  };
}
