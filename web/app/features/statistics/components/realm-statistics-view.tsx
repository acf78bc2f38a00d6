import type { ReactNode } from 'react';
import { factionOf } from '#contract/lookups.ts';
import { ONLINE_KEEP_DAYS, type RealmStatistics } from '#contract/statistics.ts';
import { BarChart, ColumnChart, LineChart, TONES, type Datum } from '#web/components/charts/charts.tsx';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import { everyNth, useStatisticsFormat, type StatisticsFormat } from '../statistics-format.ts';

type T = ReturnType<typeof useT>;

/** What a chart's description says: the total and the highest value, or that there is nothing yet. */
export function summaryOf(t: T, fmt: StatisticsFormat, data: Datum[], total = true): string {
  const values = data.filter((d) => d.value !== null && d.value > 0);
  if (values.length === 0) return t('statistics.summary.none');
  const highest = values.reduce((a, b) => (b.value! > a.value! ? b : a));
  const sum = values.reduce((a, b) => a + b.value!, 0);
  return total
    ? t('statistics.summary.total', {
        total: fmt.number(sum),
        label: highest.label,
        value: fmt.number(highest.value!),
      })
    : t('statistics.summary.highest', { label: highest.label, value: fmt.number(highest.value!) });
}

export function Section({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="font-display text-2xl text-gold-300">{title}</h2>
      {note && <p className="mt-2 text-sm text-frost-200">{note}</p>}
      <div className="mt-5 grid items-start gap-5 lg:grid-cols-2">{children}</div>
    </section>
  );
}

function Population({ population }: { population: NonNullable<RealmStatistics['population']> }) {
  const t = useT();
  const fmt = useStatisticsFormat();
  const { raceName, className, factionName } = useGameNames();
  const factions: Datum[] = [
    { label: factionName('Alliance'), value: population.factions.alliance },
    { label: factionName('Horde'), value: population.factions.horde },
  ];
  const races = population.races.map((r) => ({ label: raceName(r.race), value: r.count }));
  const classes = population.classes.map((c) => ({ label: className(c.class), value: c.count }));
  const levels = population.levels.map((l) => ({
    label:
      l.to === null
        ? t('statistics.level.from', { from: l.from })
        : t('statistics.level.band', { from: l.from, to: l.to }),
    value: l.count,
  }));
  const characters = t('statistics.column.characters');
  return (
    <Section
      title={t('statistics.population.title')}
      note={t('statistics.population.total', { count: population.total })}
    >
      <BarChart
        name="factions"
        title={t('statistics.chart.factions')}
        summary={summaryOf(t, fmt, factions)}
        columns={[t('statistics.column.faction'), characters]}
        data={factions}
        tones={[TONES.alliance, TONES.horde]}
        format={fmt.figure}
      />
      <BarChart
        name="levels"
        title={t('statistics.chart.levels')}
        summary={summaryOf(t, fmt, levels)}
        columns={[t('statistics.column.level'), characters]}
        data={levels}
        format={fmt.figure}
      />
      <BarChart
        name="races"
        title={t('statistics.chart.races')}
        summary={summaryOf(t, fmt, races)}
        columns={[t('statistics.column.race'), characters]}
        data={races}
        tones={population.races.map((r) => (factionOf(r.race) === 'Horde' ? TONES.horde : TONES.alliance))}
        format={fmt.figure}
      />
      <BarChart
        name="classes"
        title={t('statistics.chart.classes')}
        summary={summaryOf(t, fmt, classes)}
        columns={[t('statistics.column.class'), characters]}
        data={classes}
        format={fmt.figure}
      />
    </Section>
  );
}

function Created({ stats }: { stats: RealmStatistics }) {
  const t = useT();
  const fmt = useStatisticsFormat();
  const weekly = (list: Array<{ week: string; count: number }>): Datum[] => {
    const ticks = everyNth(list, 6, (w) => fmt.dayMonth(w.week));
    return list.map((w, i) => ({ label: fmt.week(w.week), value: w.count, tick: ticks[i] }));
  };
  const accounts = weekly(stats.created.accounts);
  const characters = stats.created.characters && weekly(stats.created.characters);
  return (
    <Section title={t('statistics.created.title')} note={t('statistics.created.note')}>
      {characters ? (
        <ColumnChart
          name="created-characters"
          title={t('statistics.chart.createdCharacters')}
          summary={summaryOf(t, fmt, characters)}
          columns={[t('statistics.column.week'), t('statistics.column.characters')]}
          data={characters}
          format={fmt.figure}
        />
      ) : (
        <p className="rounded-xl border border-frost-500/25 bg-night-900/70 p-4 text-sm text-frost-200">
          {stats.population ? t('statistics.created.notRecorded') : t('statistics.population.none')}
        </p>
      )}
      <ColumnChart
        name="created-accounts"
        title={t('statistics.chart.createdAccounts')}
        summary={summaryOf(t, fmt, accounts)}
        columns={[t('statistics.column.week'), t('statistics.column.accounts')]}
        data={accounts}
        tone={TONES.gold}
        format={fmt.figure}
      />
    </Section>
  );
}

function Online({ online }: { online: RealmStatistics['online'] }) {
  const t = useT();
  const fmt = useStatisticsFormat();
  // An axis label at each day's first hour.
  const recent: Datum[] = online.recent.map((h) => ({
    label: fmt.hour(h.hour),
    value: h.players,
    tick: h.hour.slice(11, 13) === '00' ? fmt.weekday(h.hour) : undefined,
  }));
  const peakTicks = everyNth(online.dailyPeaks, 22, (d) => fmt.dayMonth(d.day));
  const peaks: Datum[] = online.dailyPeaks.map((d, i) => ({
    label: fmt.day(d.day),
    value: d.players,
    tick: peakTicks[i],
  }));
  const players = t('statistics.column.players');
  return (
    <Section
      title={t('statistics.online.title')}
      note={t('statistics.online.note', { days: ONLINE_KEEP_DAYS })}
    >
      <LineChart
        name="online-recent"
        title={t('statistics.chart.onlineRecent')}
        summary={summaryOf(t, fmt, recent, false)}
        columns={[t('statistics.column.hour'), players]}
        data={recent}
        format={fmt.figure}
      />
      <ColumnChart
        name="daily-peaks"
        title={t('statistics.chart.dailyPeaks', { days: ONLINE_KEEP_DAYS })}
        summary={summaryOf(t, fmt, peaks, false)}
        columns={[t('statistics.column.day'), players]}
        data={peaks}
        tone={TONES.aurora}
        format={fmt.figure}
      />
    </Section>
  );
}

function Uptime({ uptime }: { uptime: RealmStatistics['uptime'] }) {
  const t = useT();
  const fmt = useStatisticsFormat();
  const ticks = everyNth(uptime.days, 7, (d) => fmt.dayMonth(d.day));
  const days: Datum[] = uptime.days.map((d, i) => ({
    label: fmt.day(d.day),
    value: d.seconds / 3600,
    tick: ticks[i],
  }));
  return (
    <Section title={t('statistics.uptime.title')} note={t('statistics.uptime.note')}>
      <ColumnChart
        name="uptime"
        title={t('statistics.chart.uptime')}
        summary={
          days.some((d) => d.value)
            ? t('statistics.summary.uptime', {
                total: fmt.hours(days.reduce((sum, d) => sum + (d.value ?? 0), 0)),
              })
            : t('statistics.summary.none')
        }
        columns={[t('statistics.column.day'), t('statistics.column.hoursUp')]}
        data={days}
        top={24}
        tone={TONES.emerald}
        format={(hours) => fmt.hours(hours ?? 0)}
      />
      <div className="min-w-0 rounded-xl border border-frost-500/25 bg-night-900/70 p-4" data-runs>
        <h3 className="font-display text-base text-gold-300">{t('statistics.runs.title')}</h3>
        {uptime.runs.length === 0 ? (
          <p className="mt-3 text-sm text-frost-200">{t('statistics.runs.none')}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-xs tracking-wider text-frost-300 uppercase">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-normal">
                  {t('statistics.runs.started')}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-normal">
                  {t('statistics.runs.length')}
                </th>
                <th scope="col" className="py-1.5 text-right font-normal">
                  {t('statistics.runs.peak')}
                </th>
              </tr>
            </thead>
            <tbody>
              {uptime.runs.map((run) => (
                <tr key={run.startedAt} className="border-t border-frost-500/15">
                  <td className="py-1.5 pr-3">{fmt.moment(run.startedAt)}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{fmt.duration(run.seconds)}</td>
                  <td className="py-1.5 text-right tabular-nums">{fmt.number(run.maxPlayers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Section>
  );
}

/** Every public figure of a realm: the realm's statistics page, and the staff screen under its own. */
export function RealmStatisticsView({ stats }: { stats: RealmStatistics }) {
  const t = useT();
  return (
    <div data-statistics={stats.realm.id}>
      {stats.population ? (
        <Population population={stats.population} />
      ) : (
        <Section title={t('statistics.population.title')} note={t('statistics.population.none')}>
          {null}
        </Section>
      )}
      <Created stats={stats} />
      <Online online={stats.online} />
      <Uptime uptime={stats.uptime} />
    </div>
  );
}
