import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { armoryCharacterPath } from '#contract/armory.ts';
import type { LadderCharacter } from '#contract/ladders.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { useGameNames } from '#web/lib/game-names.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';

/** Numbers in the page's language (18,452 / 18 452). */
export function useLadderNumber(): (value: number) => string {
  const format = new Intl.NumberFormat(useLanguage());
  return (value) => format.format(value);
}

/** A character's name in its class colour, linked to its armory page. */
export function CharacterLink({ realmId, character }: { realmId: number; character: LadderCharacter }) {
  return (
    <Link to={armoryCharacterPath(realmId, character.name)} className="hover:underline">
      <ClassChip classId={character.class}>{character.name}</ClassChip>
    </Link>
  );
}

/** "Level 80 Human Paladin": the class said in words, not by the chip's colour alone. */
export function CharacterLine({ character }: { character: LadderCharacter }) {
  const t = useT();
  const { raceName, className } = useGameNames();
  return (
    <span className="text-sm text-frost-200">
      {t('ladder.identity', {
        level: character.level,
        race: raceName(character.race),
        class: className(character.class),
      })}
    </span>
  );
}

export function LadderTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-frost-500/25 bg-night-900/70">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs tracking-widest text-frost-300 uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A column heading; `wide` columns show from the small breakpoint up. */
export function Heading({ children, wide, end }: { children: ReactNode; wide?: boolean; end?: boolean }) {
  return (
    <th
      scope="col"
      className={`px-3 py-3 sm:px-4 ${wide ? 'hidden sm:table-cell' : ''} ${end ? 'text-right' : ''}`}
    >
      {children}
    </th>
  );
}

export function Cell({ children, wide, end }: { children: ReactNode; wide?: boolean; end?: boolean }) {
  return (
    <td
      className={`px-3 py-2.5 align-top sm:px-4 ${wide ? 'hidden sm:table-cell' : ''} ${end ? 'text-right tabular-nums' : ''}`}
    >
      {children}
    </td>
  );
}

/** A place: 1 to 3 in gold. */
export function Rank({ rank }: { rank: number }) {
  return (
    <span className={`font-display text-lg tabular-nums ${rank <= 3 ? 'text-gold-300' : 'text-frost-200'}`}>
      {rank}
    </span>
  );
}

/** Previous and next page links, with where the reader is. */
export function LadderPager({
  page,
  total,
  pageSize,
  link,
}: {
  page: number;
  total: number;
  pageSize: number;
  link: (page: number) => string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('armory.pages')} className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={link(page - 1)} className="text-gold-300 hover:underline">
          {t('armory.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-frost-300">{t('armory.position', { page, count: pages })}</span>
      {page < pages ? (
        <Link to={link(page + 1)} className="text-gold-300 hover:underline">
          {t('armory.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
