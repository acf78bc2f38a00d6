import { RESOLVED_STATUSES } from '#contract/bug-values.ts';
import type { BugStatusCounts } from '#contract/bugs.ts';
import { useT } from '#web/lib/i18n.ts';

/** Total Reports, Active and Resolved, over the board as it is filtered. */
export function BugCounters({ counts }: { counts: BugStatusCounts | null }) {
  const t = useT();
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const resolved = counts ? RESOLVED_STATUSES.reduce((a, s) => a + counts[s], 0) : null;
  const active = total !== null && resolved !== null ? total - resolved : null;
  const stats = [
    // `id` names the counter for tests and tools in every language.
    { id: 'Total Reports', label: t('bugs.counters.total'), value: total, tone: 'text-frost-100' },
    { id: 'Active', label: t('bugs.counters.active'), value: active, tone: 'text-gold-300' },
    { id: 'Resolved', label: t('bugs.counters.resolved'), value: resolved, tone: 'text-emerald-300' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map((s) => (
        <div
          key={s.id}
          className="rounded-lg border border-frost-500/20 bg-night-900/70 px-4 py-3 text-center"
        >
          <dt className="text-xs tracking-wider text-frost-300 uppercase">{s.label}</dt>
          <dd className={`mt-1 font-display text-2xl ${s.tone}`} data-counter={s.id}>
            {s.value ?? '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
