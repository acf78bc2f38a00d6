import type { GainsCell, TormentGainsRow } from '#web/content/torment.ts';
import { TORMENT_GAINS_COLUMNS } from '#web/content/torment.ts';

/** A cell of the table; the spec's empty cells read "no value" (shown as a dash) or stay blank. */
function Cell({ value }: { value: GainsCell }) {
  if (typeof value === 'string') return <>{value}</>;
  if (value.empty === 'blank') return null;
  return (
    <>
      <span aria-hidden className="text-frost-300">
        —
      </span>
      <span className="sr-only">no value</span>
    </>
  );
}

/** docs/product.md §9.4 Torment Gains: scrolls sideways on narrow screens, reachable by keyboard. */
export function TormentGainsTable({ rows }: { rows: readonly TormentGainsRow[] }) {
  return (
    <div
      role="region"
      aria-labelledby="torment-gains-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-frost-500/25"
    >
      <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
        <caption id="torment-gains-caption" className="sr-only">
          Torment Gains: enemy health and damage, rewards and unlock level for each Torment level
        </caption>
        <thead className="bg-night-950/70">
          <tr>
            {TORMENT_GAINS_COLUMNS.map((c) => (
              <th
                key={c}
                scope="col"
                className="px-3 py-3 font-display text-xs font-bold tracking-wider text-gold-300"
              >
                {c}
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
