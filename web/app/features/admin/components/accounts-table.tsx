import { Ban, Eye, Gamepad2, Pencil, Settings, ShieldCheck } from 'lucide-react';
import type { AdminAccount } from '#contract/admin.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useSecurityLevelName } from '../hooks/use-security-level-name.ts';
import { RowAction } from './admin-ui.tsx';
import { AdminTable, type Column } from './admin-table.tsx';

export type AccountAction = 'dp' | 'security' | 'details' | 'characters' | 'ban' | 'unban';

const roleClass: Record<AdminAccount['role'], string> = {
  user: 'border-frost-500/40 text-frost-200',
  moderator: 'border-sky-400/60 text-sky-200',
  admin: 'border-gold-400/70 text-gold-300',
  super_admin: 'border-fuchsia-400/70 text-fuchsia-200',
};

function RoleCell({ account }: { account: AdminAccount }) {
  const t = useT();
  const securityLevelName = useSecurityLevelName();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span
        className={`rounded border px-2 py-0.5 text-xs tracking-wide uppercase ${roleClass[account.role]}`}
      >
        {t(`admin.role.${account.role}`)}
      </span>
      {account.securityLevel !== null && (
        <span
          className="text-xs text-frost-300"
          title={t('admin.accounts.securityLevelTitle', { level: account.securityLevel })}
        >
          {securityLevelName(account.securityLevel)}
        </span>
      )}
      {account.banned && (
        <span className="rounded border border-red-400/60 px-2 py-0.5 text-xs tracking-wide text-red-200 uppercase">
          {t('admin.accounts.banned')}
        </span>
      )}
    </div>
  );
}

/** The name, after a green dot when one of the account's characters is in the world. */
function AccountName({ account }: { account: AdminAccount }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-frost-100">
      {account.online && (
        <span
          className="size-2 shrink-0 rounded-full bg-emerald-400"
          title={t('admin.online')}
          aria-label={t('admin.online')}
          role="img"
        />
      )}
      <span className="wrap-anywhere">{account.username}</span>
    </span>
  );
}

/** docs/product.md §2.13 columns, in the page's language. */
function useColumns(): ReadonlyArray<Column<AdminAccount>> {
  const t = useT();
  const language = useLanguage();
  const date = (iso: string) => (iso ? new Date(iso).toLocaleDateString(language) : '');
  return [
    {
      header: t('admin.accounts.column.id'),
      cell: (a) => a.id,
      card: false,
      className: 'font-mono text-frost-300',
    },
    { header: t('admin.accounts.column.username'), cell: (a) => <AccountName account={a} />, card: false },
    {
      header: t('admin.accounts.column.email'),
      cell: (a) => a.email,
      className: 'min-w-40 wrap-anywhere text-frost-200',
    },
    {
      header: t('admin.accounts.column.dp'),
      cell: (a) => a.dp.toLocaleString(language),
      className: 'text-gold-300',
    },
    { header: t('admin.accounts.column.roles'), cell: (a) => <RoleCell account={a} /> },
    {
      header: t('admin.accounts.column.created'),
      cell: (a) => date(a.createdAt),
      from: 'lg',
      className: 'text-frost-200',
    },
  ];
}

export function AccountsTable({
  accounts,
  loading,
  onAction,
}: {
  accounts: readonly AdminAccount[];
  loading: boolean;
  onAction: (action: AccountAction, account: AdminAccount) => void;
}) {
  const t = useT();
  const columns = useColumns();
  return (
    <AdminTable
      columns={columns}
      rows={accounts}
      rowKey={(a) => a.id}
      title={(a) => (
        <>
          <AccountName account={a} /> <span className="font-mono text-xs text-frost-300">#{a.id}</span>
        </>
      )}
      rowAttributes={(a) => ({
        'data-account-row': a.id,
        className: a.banned ? 'bg-red-950/30' : undefined,
      })}
      loading={loading}
      loadingText={t('admin.accounts.loading')}
      emptyText={t('admin.accounts.empty')}
      actions={(a) => (
        <>
          <RowAction
            label={t('admin.accounts.action.dp', { username: a.username })}
            onClick={() => onAction('dp', a)}
          >
            <Pencil aria-hidden className="size-4" />
          </RowAction>
          <RowAction
            label={t('admin.accounts.action.security', { username: a.username })}
            onClick={() => onAction('security', a)}
          >
            <Settings aria-hidden className="size-4" />
          </RowAction>
          <RowAction
            label={t('admin.accounts.action.details', { username: a.username })}
            onClick={() => onAction('details', a)}
          >
            <Eye aria-hidden className="size-4" />
          </RowAction>
          <RowAction
            label={t('admin.accounts.action.characters', { username: a.username })}
            onClick={() => onAction('characters', a)}
          >
            <Gamepad2 aria-hidden className="size-4" />
          </RowAction>
          {a.banned ? (
            <RowAction
              label={t('admin.accounts.action.unban', { username: a.username })}
              onClick={() => onAction('unban', a)}
            >
              <ShieldCheck aria-hidden className="size-4 text-emerald-300" />
            </RowAction>
          ) : (
            <RowAction
              label={t('admin.accounts.action.ban', { username: a.username })}
              onClick={() => onAction('ban', a)}
              danger
            >
              <Ban aria-hidden className="size-4" />
            </RowAction>
          )}
        </>
      )}
    />
  );
}
