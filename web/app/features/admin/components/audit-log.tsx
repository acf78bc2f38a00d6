import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditEntry } from '#contract/admin.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
import { useAuditText, type AuditDetail } from '../hooks/use-audit-text.ts';
import { AdminPage, inputClass, Pagination } from './admin-ui.tsx';
import { AdminTable, type Column } from './admin-table.tsx';

const PAGE_SIZE = 50;
const TARGET_TYPES = ['account', 'character', 'news', 'bug'] as const;

/** An entry as the log shows it: its sentence and the details the sentence leaves out. */
type AuditRow = AuditEntry & { sentence: string; lines: AuditDetail[] };

/** The details as labelled lines; reasons and titles staff typed are wrapped wherever they must be. */
function DetailList({ lines }: { lines: AuditDetail[] }) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs wrap-anywhere text-frost-300">
      {lines.map((line) => (
        <li key={line.key}>{t('admin.audit.detail.pair', { label: line.label, value: line.value })}</li>
      ))}
    </ul>
  );
}

function useColumns(): ReadonlyArray<Column<AuditRow>> {
  const t = useT();
  const language = useLanguage();
  return [
    {
      header: t('admin.audit.column.when'),
      cell: (e) => new Date(e.createdAt).toLocaleString(language),
      className: 'whitespace-nowrap text-frost-200',
    },
    {
      header: t('admin.audit.column.what'),
      cell: (e) => e.sentence,
      card: false,
      className: 'min-w-56 wrap-anywhere text-frost-100',
    },
    {
      header: t('admin.audit.column.details'),
      cell: (e) => <DetailList lines={e.lines} />,
      className: 'max-w-md',
    },
    {
      header: t('admin.audit.column.ip'),
      cell: (e) => e.ip,
      from: 'lg',
      className: 'font-mono text-xs text-frost-300',
    },
  ];
}

/** Every staff action, newest first, filtered by who, what and on which target. */
export function AuditLog() {
  const t = useT();
  const { describe, actionName, targetTypeName } = useAuditText();
  const columns = useColumns();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState<AuditFilters['targetType']>('');
  const [targetId, setTargetId] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({
    actor: useDebounced(actor),
    action,
    targetType,
    targetId: useDebounced(targetId),
    page,
    pageSize: PAGE_SIZE,
  });
  const rows: AuditRow[] = (log.data?.data ?? []).map((entry) => {
    const { sentence, details } = describe(entry);
    return { ...entry, sentence, lines: details };
  });
  // A new filter starts again at page 1.
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <AdminPage title={t('admin.audit.title')}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <label className="text-sm text-frost-200">
          {t('admin.audit.filter.actor')}
          <input
            value={actor}
            onChange={(e) => filter(setActor)(e.target.value)}
            className={`${inputClass} mt-1`}
            placeholder={t('admin.audit.filter.actorPlaceholder')}
          />
        </label>
        <label className="text-sm text-frost-200">
          {t('admin.audit.filter.action')}
          <select
            value={action}
            onChange={(e) => filter(setAction)(e.target.value)}
            className={`${inputClass} mt-1`}
          >
            <option value="">{t('admin.audit.filter.allActions')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionName(a)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-frost-200">
          {t('admin.audit.filter.target')}
          <select
            value={targetType}
            onChange={(e) => filter(setTargetType)(e.target.value as AuditFilters['targetType'])}
            className={`${inputClass} mt-1`}
          >
            <option value="">{t('admin.audit.filter.allTargets')}</option>
            {TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {targetTypeName(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-frost-200">
          {t('admin.audit.filter.targetId')}
          <input
            value={targetId}
            onChange={(e) => filter(setTargetId)(e.target.value)}
            className={`${inputClass} mt-1`}
            placeholder={t('admin.audit.filter.targetIdPlaceholder')}
          />
        </label>
      </div>
      <AdminTable
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        title={(e) => e.sentence}
        rowAttributes={(e) => ({ 'data-audit-action': e.action })}
        loading={log.isPending}
        loadingText={t('admin.loading')}
        emptyText={t('admin.audit.empty')}
      />
      {log.data && <Pagination page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={setPage} />}
    </AdminPage>
  );
}
