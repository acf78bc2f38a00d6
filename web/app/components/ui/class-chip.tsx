import type { ReactNode } from 'react';
import { classColor } from '#contract/lookups.ts';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const NIGHT = '#060a12';
const WHITE = '#ffffff';

/** The text colour that reads best on a background: the site's night or white (4.5:1 or more on every class colour). */
function textOn(background: string): string {
  const l = luminance(background);
  return (l + 0.05) / (luminance(NIGHT) + 0.05) >= 1.05 / (l + 0.05) ? NIGHT : WHITE;
}

/**
 * A character's name in the game's class colour. The colour fills the chip and the text takes night
 * or white on it: the Death Knight's and the Shaman's dark colours as text on the dark tables read
 * at 3.2:1 and 3.9:1, under the 4.5:1 text needs.
 */
export function ClassChip({ classId, children }: { classId: number; children: ReactNode }) {
  const colour = classColor(classId);
  if (!colour) return <span className="font-semibold text-frost-100">{children}</span>;
  return (
    <span
      className="inline-block rounded px-1.5 py-0.5 leading-tight font-semibold wrap-anywhere"
      style={{ backgroundColor: colour, color: textOn(colour) }}
      data-class-chip={classId}
    >
      {children}
    </span>
  );
}
