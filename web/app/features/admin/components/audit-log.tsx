import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditEntry } from '#contract/admin.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
import { AdminPage, inputClass, Pagination } from './admin-ui.tsx';
import { AdminTable, type Column } from './admin-table.tsx';

const PAGE_SIZE = 50;
const TARGET_TYPES = ['account', 'character', 'news', 'bug'] as const;

const COLUMNS: ReadonlyArray<Column<AuditEntry>> = [
  {
    header: 'Quand',
    cell: (e) => new Date(e.createdAt).toLocaleString('fr-FR'),
    className: 'whitespace-nowrap text-frost-200',
  },
  { header: 'Qui', cell: (e) => e.actorName, className: 'font-semibold text-frost-100' },
  { header: 'Action', cell: (e) => e.action, className: 'font-mono text-gold-300' },
  { header: 'Cible', cell: (e) => `${e.targetType} #${e.targetId}`, className: 'text-frost-200' },
  {
    header: 'Details',
    // Reasons and titles staff typed: wrapped wherever they must be.
    cell: (e) => (
      <code className="block text-xs whitespace-pre-wrap wrap-anywhere text-frost-300">
        {JSON.stringify(e.details)}
      </code>
    ),
    className: 'max-w-md',
  },
  { header: 'IP', cell: (e) => e.ip, from: 'lg', className: 'font-mono text-xs text-frost-300' },
];

/** Every staff action, newest first, filtered by who, what and on which target. */
export function AuditLog() {
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
  // A new filter starts again at page 1.
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <AdminPage title="Journal d'audit">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <label className="text-sm text-frost-200">
          Auteur
          <input
            value={actor}
            onChange={(e) => filter(setActor)(e.target.value)}
            className={`${inputClass} mt-1`}
            placeholder="Nom de compte"
          />
        </label>
        <label className="text-sm text-frost-200">
          Action
          <select
            value={action}
            onChange={(e) => filter(setAction)(e.target.value)}
            className={`${inputClass} mt-1`}
          >
            <option value="">Toutes les actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-frost-200">
          Cible
          <select
            value={targetType}
            onChange={(e) => filter(setTargetType)(e.target.value as AuditFilters['targetType'])}
            className={`${inputClass} mt-1`}
          >
            <option value="">Toutes les cibles</option>
            {TARGET_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-frost-200">
          Id de la cible
          <input
            value={targetId}
            onChange={(e) => filter(setTargetId)(e.target.value)}
            className={`${inputClass} mt-1`}
            placeholder="ex. 42"
          />
        </label>
      </div>
      <AdminTable
        columns={COLUMNS}
        rows={log.data?.data ?? []}
        rowKey={(e) => e.id}
        title={(e) => (
          <>
            <span className="font-mono text-gold-300">{e.action}</span> · {e.actorName}
          </>
        )}
        rowAttributes={(e) => ({ 'data-audit-action': e.action })}
        loading={log.isPending}
        loadingText="Chargement..."
        emptyText="Aucune entree"
      />
      {log.data && <Pagination page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={setPage} />}
    </AdminPage>
  );
}
