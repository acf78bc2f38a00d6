import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminAccount } from '#contract/admin.ts';
import { ConfirmDialog } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import {
  useAccounts,
  useBanAccount,
  useSetSecurityLevel,
  useUnbanAccount,
  useUpdateDp,
} from '#web/features/admin/api/accounts-api.ts';
import {
  AdminPage,
  figure,
  Pagination,
  SearchBar,
  StatCard,
  useDebounced,
} from '#web/features/admin/components/admin-ui.tsx';
import {
  AccountDetailsModal,
  AlertDialog,
  BanModal,
  EditDpModal,
  SecurityModal,
  type BanDraft,
} from '#web/features/admin/components/account-modals.tsx';
import { AccountsTable, type AccountAction } from '#web/features/admin/components/accounts-table.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Account Management', description: 'Account Management', path: '/admin/accounts' });

const PAGE_SIZE = 50;

/** One dialog at a time (SPEC.md §4): which one, and for which account. */
type Dialog =
  | { kind: 'dp' | 'security' | 'ban'; account: AdminAccount }
  | { kind: 'banConfirm'; account: AdminAccount }
  | { kind: 'unbanConfirm'; account: AdminAccount }
  | { kind: 'details'; accountId: number }
  | { kind: 'alert'; text: string; back?: Dialog }
  | null;

function AccountManagement() {
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  // /admin/accounts?id=N (the character table links here) lists that account and opens its details.
  const [search, setSearch] = useState(() =>
    /^\d+$/.test(searchParams.get('id') ?? '') ? searchParams.get('id')! : '',
  );
  const [contains, setContains] = useState(false);
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search);
  const accounts = useAccounts({ search: debounced, contains, page, pageSize: PAGE_SIZE });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [banDraft, setBanDraft] = useState<BanDraft>({ reason: '', duration: '' });
  const updateDp = useUpdateDp();
  const setSecurity = useSetSecurityLevel();
  const banAccount = useBanAccount();
  const unbanAccount = useUnbanAccount();

  const linkedId = Number(searchParams.get('id'));
  const detailsId = dialog?.kind === 'details' ? dialog.accountId : linkedId > 0 ? linkedId : null;

  const close = () => {
    setDialog(null);
    if (searchParams.has('id')) setSearchParams({}, { replace: true });
  };

  function onAction(action: AccountAction, account: AdminAccount) {
    switch (action) {
      case 'characters':
        return setDialog({ kind: 'alert', text: `see the characters of ${account.username}` });
      case 'details':
        return setDialog({ kind: 'details', accountId: account.id });
      case 'ban':
        setBanDraft({ reason: '', duration: '' });
        return setDialog({ kind: 'ban', account });
      case 'unban':
        return setDialog({ kind: 'unbanConfirm', account });
      default:
        return setDialog({ kind: action, account });
    }
  }

  function requestBan(account: AdminAccount) {
    if (!banDraft.reason.trim()) {
      setDialog({
        kind: 'alert',
        text: 'Veuillez entrer une raison pour le ban',
        back: { kind: 'ban', account },
      });
      return;
    }
    setDialog({ kind: 'banConfirm', account });
  }

  async function confirmBan(account: AdminAccount) {
    const days = banDraft.duration.trim() === '' ? null : Number(banDraft.duration);
    setDialog(null);
    try {
      await banAccount.mutateAsync({
        id: account.id,
        body: { reason: banDraft.reason.trim(), duration: days },
      });
      toast('Compte banni avec succes !', 'success');
    } catch (error) {
      toast('Erreur lors du bannissement', 'error', serverReason(error));
    }
  }

  async function confirmUnban(account: AdminAccount) {
    setDialog(null);
    try {
      await unbanAccount.mutateAsync({ id: account.id });
      toast(`${account.username} unbanned.`, 'success');
    } catch (error) {
      toast('Error lifting the ban', 'error', serverReason(error));
    }
  }

  const stats = accounts.data?.stats;
  return (
    <AdminPage title="Account Management">
      <SearchBar
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
        placeholder="Search account..."
        contains={contains}
        onContainsChange={(v) => {
          setContains(v);
          setPage(1);
        }}
        onRefresh={() => void accounts.refetch()}
        refreshing={accounts.isFetching}
      />
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatCard label="Total Accounts" value={figure(stats?.totalAccounts)} />
        <StatCard label="Online" value={figure(stats?.online)} tone="green" />
        <StatCard label="Total DP" value={figure(stats?.totalDp)} tone="gold" />
      </div>
      <AccountsTable accounts={accounts.data?.data ?? []} loading={accounts.isPending} onAction={onAction} />
      {accounts.data && (
        <Pagination page={page} pageSize={PAGE_SIZE} total={accounts.data.total} onPage={setPage} />
      )}

      {dialog?.kind === 'dp' && (
        <EditDpModal
          account={dialog.account}
          busy={updateDp.isPending}
          onClose={close}
          onSave={async (dp) => {
            try {
              await updateDp.mutateAsync({ id: dialog.account.id, dp });
              toast('DP updated successfully!', 'success');
              setDialog(null);
            } catch (error) {
              toast('Error updating DP', 'error', serverReason(error));
            }
          }}
        />
      )}
      {dialog?.kind === 'security' && (
        <SecurityModal
          account={dialog.account}
          busy={setSecurity.isPending}
          onClose={close}
          onSave={async (securityLevel, realmId) => {
            try {
              await setSecurity.mutateAsync({ id: dialog.account.id, securityLevel, realmId });
              toast('Security level updated successfully!', 'success');
              setDialog(null);
            } catch (error) {
              toast('Error updating security level', 'error', serverReason(error));
            }
          }}
        />
      )}
      {dialog?.kind === 'ban' && (
        <BanModal
          account={dialog.account}
          draft={banDraft}
          onChange={setBanDraft}
          onClose={close}
          onBan={() => requestBan(dialog.account)}
        />
      )}
      {dialog?.kind === 'banConfirm' && (
        <ConfirmDialog
          open
          danger
          text={`Etes-vous sur de vouloir bannir le compte ${dialog.account.username}?`}
          onConfirm={() => void confirmBan(dialog.account)}
          onCancel={() => setDialog({ kind: 'ban', account: dialog.account })}
        />
      )}
      {dialog?.kind === 'unbanConfirm' && (
        <ConfirmDialog
          open
          text={`Lift the ban on ${dialog.account.username}?`}
          onConfirm={() => void confirmUnban(dialog.account)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'alert' && (
        <AlertDialog text={dialog.text} onClose={() => setDialog(dialog.back ?? null)} />
      )}
      {detailsId !== null && (dialog === null || dialog.kind === 'details') && (
        <AccountDetailsModal accountId={detailsId} onClose={close} />
      )}
    </AdminPage>
  );
}

export default function AccountsPage() {
  return (
    <RequireAdmin>
      <AccountManagement />
    </RequireAdmin>
  );
}
