import { useState } from 'react';
import { AUDIT_ACTIONS } from '#contract/admin.ts';
import { useAuditLog } from '#web/features/admin/api/audit-api.ts';
import { AdminPage, inputClass, Pagination, useDebounced } from '#web/features/admin/components/admin-ui.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta({ title: 'Audit Log', description: 'Audit Log', path: '/admin/audit' });

const PAGE_SIZE = 50;

function AuditLog() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [targetId, setTargetId] = useState('');
  const [page, setPage] = useState(1);
  const filters = { actor: useDebounced(actor), action, targetType, targetId: useDebounced(targetId) };
  const log = useAuditLog({ ...filters, page, pageSize: PAGE_SIZE });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const headers = ['When', 'Who', 'Action', 'Target', 'Details', 'IP'];
  return (
    <AdminPage title="Audit Log">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <label className="text-sm text-frost-200">
          Actor
          <input
            value={actor}
            onChange={(e) => reset(setActor)(e.target.value)}
            className={`${inputClass} mt-1`}
            placeholder="Username"
          />
        </label>
        <label className="text-sm text-frost-200">
          Action
          <select
            value={action}
            onChange={(e) => reset(setAction)(e.target.value)}
            className={`${inputClass} mt-1`}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-frost-200">
          Target
          <select
            value={targetType}
            onChange={(e) => reset(setTargetType)(e.target.value)}
            className={`${inputClass} mt-1`}
          >
            <option value="">All targets</option>
            {['account', 'character', 'news', 'bug'].map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-frost-200">
          Target id
          <input
            value={targetId}
            onChange={(e) => reset(setTargetId)(e.target.value)}
            className={`${inputClass} mt-1`}
            placeholder="e.g. 42"
          />
        </label>
      </div>
      <div className="overflow-x-auto rounded-lg border border-frost-500/25 bg-night-900/60">
        <table className="w-full min-w-[860px] text-left text-sm">
          <thead className="bg-night-800/80 text-xs uppercase tracking-wider text-frost-300">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="px-3 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-frost-500/10">
            {log.isPending ? (
              <tr>
                <td
                  colSpan={headers.length}
                  className="px-3 py-8 text-left text-frost-300 sm:text-center"
                  role="status"
                >
                  Loading...
                </td>
              </tr>
            ) : !log.data?.data.length ? (
              <tr>
                <td colSpan={headers.length} className="px-3 py-8 text-left text-frost-300 sm:text-center">
                  No entries
                </td>
              </tr>
            ) : (
              log.data.data.map((e) => (
                <tr key={e.id} className="align-top" data-audit-action={e.action}>
                  <td className="whitespace-nowrap px-3 py-2 text-frost-200">
                    {new Date(e.createdAt).toLocaleString('fr-FR')}
                  </td>
                  <td className="px-3 py-2 font-semibold text-frost-100">{e.actorName}</td>
                  <td className="px-3 py-2 font-mono text-gold-300">{e.action}</td>
                  <td className="px-3 py-2 text-frost-200">
                    {e.targetType} #{e.targetId}
                  </td>
                  <td className="max-w-md px-3 py-2">
                    <code className="block whitespace-pre-wrap break-words text-xs text-frost-300">
                      {JSON.stringify(e.details)}
                    </code>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs text-frost-300">{e.ip}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {log.data && <Pagination page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={setPage} />}
    </AdminPage>
  );
}

export default function AuditPage() {
  return (
    <RequireAdmin>
      <AuditLog />
    </RequireAdmin>
  );
}
