import { useState } from 'react';
import { Link } from 'react-router';
import { BUG_STATUSES, type BugStatus } from '#contract/bug-values.ts';
import { realmStatisticsPath, STAFF_DAYS, type StaffStatistics } from '#contract/statistics.ts';
import {
  ColumnChart,
  StackedColumnChart,
  TONES,
  type Datum,
  type Tone,
} from '#web/components/charts/charts.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { useAdminStatistics } from '../api/get-admin-statistics.ts';
import { everyNth, useStatisticsFormat } from '../statistics-format.ts';
import { RealmStatisticsView, Section, summaryOf } from './realm-statistics-view.tsx';

const STATUS_TONES: Record<BugStatus, Tone> = {
  todo: TONES.frost,
  need_more_context: TONES.amber,
  work_in_progress: TONES.alliance,
  validation: TONES.violet,
  done: TONES.emerald,
  not_a_bug: TONES.slate,
};

function SiteFigures({ staff }: { staff: StaffStatistics }) {
  const t = useT();
  const fmt = useStatisticsFormat();
  const daily = (list: Array<{ day: string; count: number }>): Datum[] => {
    const ticks = everyNth(list, 7, (d) => fmt.dayMonth(d.day));
    return list.map((d, i) => ({ label: fmt.day(d.day), value: d.count, tick: ticks[i] }));
  };
  const registrations = daily(staff.registrations);
  const signIns = daily(staff.signIns);
  const weekTicks = everyNth(staff.newAccounts, 3, (w) => fmt.dayMonth(w.week));
  const day = t('statistics.column.day');
  const week = t('statistics.column.week');
  const total = t('admin.statistics.column.total');
  const newAccounts = staff.newAccounts.map((w, i) => ({
    label: fmt.week(w.week),
    values: [w.accounts - w.neverLoggedIn, w.neverLoggedIn],
    tick: weekTicks[i],
  }));
  const never = staff.newAccounts.reduce((sum, w) => sum + w.neverLoggedIn, 0);
  const reports = staff.bugReports.map((w, i) => ({
    label: fmt.week(w.week),
    values: BUG_STATUSES.map((s) => w.byStatus[s]),
    tick: weekTicks[i],
  }));
  const reportCount = reports.reduce((sum, w) => sum + w.values.reduce((a, b) => a + b, 0), 0);
  return (
    <Section title={t('admin.statistics.site')} note={t('admin.statistics.siteNote')}>
      <ColumnChart
        name="registrations"
        title={t('admin.statistics.chart.registrations', { days: STAFF_DAYS })}
        summary={summaryOf(t, fmt, registrations)}
        columns={[day, t('statistics.column.accounts')]}
        data={registrations}
        tone={TONES.gold}
        format={fmt.figure}
      />
      <ColumnChart
        name="sign-ins"
        title={t('admin.statistics.chart.signIns', { days: STAFF_DAYS })}
        summary={summaryOf(t, fmt, signIns)}
        columns={[day, t('admin.statistics.column.signIns')]}
        data={signIns}
        format={fmt.figure}
      />
      <StackedColumnChart
        name="new-accounts"
        title={t('admin.statistics.chart.newAccounts')}
        summary={t('admin.statistics.summary.neverLoggedIn', {
          never: fmt.number(never),
          total: fmt.number(staff.newAccounts.reduce((sum, w) => sum + w.accounts, 0)),
        })}
        labelColumn={week}
        totalColumn={total}
        series={[
          { label: t('admin.statistics.series.loggedIn'), tone: TONES.frost },
          { label: t('admin.statistics.series.neverLoggedIn'), tone: TONES.gold },
        ]}
        data={newAccounts}
        format={fmt.number}
      />
      <StackedColumnChart
        name="bug-reports"
        title={t('admin.statistics.chart.bugReports')}
        summary={t('admin.statistics.summary.bugReports', { count: fmt.number(reportCount) })}
        labelColumn={week}
        totalColumn={total}
        series={BUG_STATUSES.map((s) => ({ label: t(`bugs.status.${s}`), tone: STATUS_TONES[s] }))}
        data={reports}
        format={fmt.number}
      />
    </Section>
  );
}

/** docs/product.md §13.3: the staff's figures for the whole site, then one realm's public statistics. */
export function StaffStatisticsScreen() {
  const t = useT();
  const [realmId, setRealmId] = useState<number | undefined>(undefined);
  const query = useAdminStatistics(realmId);
  const data = query.data;
  if (!data)
    return query.isError ? (
      <p className="text-red-300" role="alert">
        {serverReason(query.error) ?? t('admin.statistics.failed')}
      </p>
    ) : (
      <p className="text-frost-300" role="status">
        {t('admin.loading')}
      </p>
    );
  const realm = data.realm.realm;
  return (
    <div data-staff-statistics>
      {data.realms.length > 1 && (
        <p className="flex flex-wrap items-center gap-3 text-sm text-frost-200">
          <label htmlFor="statistics-realm">{t('admin.statistics.realm')}</label>
          <select
            id="statistics-realm"
            value={realm.id}
            onChange={(event) => setRealmId(Number(event.target.value))}
            className="rounded border border-frost-500/40 bg-night-900 px-3 py-2 text-frost-100"
          >
            {data.realms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </p>
      )}
      <SiteFigures staff={data.staff} />
      <section className="mt-14">
        <h2 className="font-display text-2xl text-gold-300">
          {t('admin.statistics.realmTitle', { realm: realm.name })}
        </h2>
        <p className="mt-2 text-sm">
          <Link to={realmStatisticsPath(realm.id)} className="text-gold-300 hover:underline">
            {t('admin.statistics.publicPage')}
          </Link>
        </p>
        <RealmStatisticsView stats={data.realm} />
      </section>
    </div>
  );
}
