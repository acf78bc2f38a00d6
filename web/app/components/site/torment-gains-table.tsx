import type { GainsCell, TormentGainsRow } from '#web/content/torment.ts';
import { TORMENT_GAINS_COLUMN_KEYS } from '#web/content/torment.ts';
import { useT } from '#web/lib/i18n.ts';

/** A cell of the table; the spec's empty cells read "no value" (shown as a dash) or stay blank. */
function Cell({ value }: { value: GainsCell }) {
  const t = useT();
  if (typeof value === 'string') return <>{value}</>;
  if (value.empty === 'blank') return null;
  return (
    <>
      <span aria-hidden className="text-frost-300">
        —
      </span>
      <span className="sr-only">{t('site.tormentGains.noValue')}</span>
    </>
  );
}

/** docs/product.md §9.4 Torment Gains: scrolls sideways on narrow screens, reachable by keyboard. */
export function TormentGainsTable({ rows }: { rows: readonly TormentGainsRow[] }) {
  const t = useT();
  return (
    <div
      role="region"
      aria-labelledby="torment-gains-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-frost-500/25"
    >
      <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
        <caption id="torment-gains-caption" className="sr-only">
          {t('site.tormentGains.caption')}
        </caption>
        <thead className="bg-night-950/70">
          <tr>
            {TORMENT_GAINS_COLUMN_KEYS.map((key) => (
              <th
                key={key}
                scope="col"
                className="px-3 py-3 font-display text-xs font-bold tracking-wider text-gold-300"
              >
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.level} className="border-t border-frost-500/15 odd:bg-night-950/30">
              <th scope="row" className="px-3 py-2.5 font-semibold text-gold-300">
                {r.level}
              </th>
              <td className="px-3 py-2.5 tabular-nums">{r.hp}</td>
              <td className="px-3 py-2.5 tabular-nums">{r.damage}</td>
              <td className="px-3 py-2.5 tabular-nums">
                <Cell value={r.experience} />
              </td>
              <td className="px-3 py-2.5 tabular-nums">{r.gold}</td>
              <td className="px-3 py-2.5">
                <Cell value={r.effects} />
              </td>
              <td className="px-3 py-2.5 tabular-nums">{r.unlock}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
