import { RESOLVED_STATUSES } from '#contract/bug-values.ts';
import type { BugStatusCounts } from '#contract/bugs.ts';

/** Total Reports, Active and Resolved, over the board as it is filtered. */
export function BugCounters({ counts }: { counts: BugStatusCounts | null }) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const resolved = counts ? RESOLVED_STATUSES.reduce((a, s) => a + counts[s], 0) : null;
  const active = total !== null && resolved !== null ? total - resolved : null;
  const stats = [
    { label: 'Total Reports', value: total, tone: 'text-frost-100' },
    { label: 'Active', value: active, tone: 'text-gold-300' },
    { label: 'Resolved', value: resolved, tone: 'text-emerald-300' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map((s) => (
        <div
          key={s.label}
          className="rounded-lg border border-frost-500/20 bg-night-900/70 px-4 py-3 text-center"
        >
          <dt className="text-xs tracking-wider text-frost-300 uppercase">{s.label}</dt>
          <dd className={`mt-1 font-display text-2xl ${s.tone}`} data-counter={s.label}>
            {s.value ?? '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
