import { Ban, Eye, Gamepad2, Pencil, Settings, ShieldCheck } from 'lucide-react';
import type { AdminAccount } from '#contract/admin.ts';
import { securityLevelLabel } from '#contract/roles.ts';
import { RowAction } from './admin-ui.tsx';

export type AccountAction = 'dp' | 'security' | 'details' | 'characters' | 'ban' | 'unban';

const roleClass: Record<AdminAccount['role'], string> = {
  user: 'border-frost-500/40 text-frost-200',
  moderator: 'border-sky-400/60 text-sky-200',
  admin: 'border-gold-400/70 text-gold-300',
  super_admin: 'border-fuchsia-400/70 text-fuchsia-200',
};

export const frDate = (iso: string) => (iso ? new Date(iso).toLocaleDateString('fr-FR') : '');

function RoleCell({ account }: { account: AdminAccount }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span
        className={`rounded border px-2 py-0.5 text-xs uppercase tracking-wide ${roleClass[account.role]}`}
      >
        {account.role}
      </span>
      {account.securityLevel !== null && (
        <span className="text-xs text-frost-300" title={`Security level ${account.securityLevel}`}>
          {securityLevelLabel(account.securityLevel)}
        </span>
      )}
      {account.banned && (
        <span className="rounded border border-red-400/60 px-2 py-0.5 text-xs uppercase tracking-wide text-red-200">
          Banned
        </span>
      )}
    </div>
  );
}

export function AccountsTable({
  accounts,
  loading,
  onAction,
}: {
  accounts: AdminAccount[];
  loading: boolean;
  onAction: (action: AccountAction, account: AdminAccount) => void;
}) {
  const headers = ['ID', 'Username', 'Email', 'DP', 'Roles', 'Created', 'Actions'];
  return (
    <div className="overflow-x-auto rounded-lg border border-frost-500/25 bg-night-900/60">
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="bg-night-800/80 text-xs uppercase tracking-wider text-frost-300">
          <tr>
            {headers.map((h) => (
              <th
                key={h}
                scope="col"
                className={`px-3 py-3 font-semibold ${h === 'Actions' ? 'sticky right-0 bg-night-800' : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-frost-500/10">
          {loading ? (
            <tr>
              <td
                colSpan={headers.length}
                className="px-3 py-8 text-left text-frost-300 sm:text-center"
                role="status"
              >
                Loading accounts...
              </td>
            </tr>
          ) : accounts.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-8 text-left text-frost-300 sm:text-center">
                No accounts found
              </td>
            </tr>
          ) : (
            accounts.map((a) => (
              <tr
                key={a.id}
                className={a.banned ? 'bg-red-950/30' : 'hover:bg-night-800/50'}
                data-account-row={a.id}
              >
                <td className="px-3 py-2 font-mono text-frost-300">{a.id}</td>
                <td className="px-3 py-2 font-semibold text-frost-100">
                  {a.online && (
                    <span className="mr-2 inline-block size-2 rounded-full bg-emerald-400" title="Online" />
                  )}
                  {a.username}
                </td>
                <td className="px-3 py-2 text-frost-200">{a.email}</td>
                <td className="px-3 py-2 text-gold-300">{a.dp.toLocaleString('fr-FR')}</td>
                <td className="px-3 py-2">
                  <RoleCell account={a} />
                </td>
                <td className="px-3 py-2 text-frost-200">{frDate(a.createdAt)}</td>
                <td className="sticky right-0 bg-night-900 px-2 py-2">
                  <div className="flex items-center gap-0.5">
                    <RowAction label={`Edit DP of ${a.username}`} onClick={() => onAction('dp', a)}>
                      <Pencil aria-hidden className="size-4" />
                    </RowAction>
                    <RowAction
                      label={`Manage security level of ${a.username}`}
                      onClick={() => onAction('security', a)}
                    >
                      <Settings aria-hidden className="size-4" />
                    </RowAction>
                    <RowAction label={`Details of ${a.username}`} onClick={() => onAction('details', a)}>
                      <Eye aria-hidden className="size-4" />
                    </RowAction>
                    <RowAction
                      label={`Characters of ${a.username}`}
                      onClick={() => onAction('characters', a)}
                    >
                      <Gamepad2 aria-hidden className="size-4" />
                    </RowAction>
                    {a.banned ? (
                      <RowAction label={`Unban ${a.username}`} onClick={() => onAction('unban', a)}>
                        <ShieldCheck aria-hidden className="size-4 text-emerald-300" />
                      </RowAction>
                    ) : (
                      <RowAction label={`Ban ${a.username}`} onClick={() => onAction('ban', a)} danger>
                        <Ban aria-hidden className="size-4" />
                      </RowAction>
                    )}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
