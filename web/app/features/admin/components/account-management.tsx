import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminAccount } from '#contract/admin.ts';
import { ConfirmDialog } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useBanAccount } from '../api/ban-account.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useSetSecurityLevel } from '../api/set-security-level.ts';
import { useUnbanAccount } from '../api/unban-account.ts';
import { useUpdateDp } from '../api/update-dp.ts';
import { useAdminList } from '../hooks/use-admin-list.ts';
import {
  AccountDetailsModal,
  AlertDialog,
  BanModal,
  EditDpModal,
  SecurityModal,
  type BanDraft,
} from './account-modals.tsx';
import { AccountsTable, type AccountAction } from './accounts-table.tsx';
import { AdminPage, figure, FIGURE_SLOT, Pagination, SearchBar, StatCard } from './admin-ui.tsx';

/** One dialog at a time (docs/product.md §4.9): which one, and for which account. */
type Dialog =
  | { kind: 'dp' | 'security' | 'ban' | 'banConfirm' | 'unbanConfirm'; account: AdminAccount }
  | { kind: 'details'; accountId: number }
  | { kind: 'alert'; text: string; back?: Dialog }
  | null;

/** docs/product.md §2.13 Account management: search, figures, the table, and its row actions' dialogs. */
export function AccountManagement() {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  // /admin/accounts?id=N (the character table links here) lists that account and opens its details.
  const linkedParam = searchParams.get('id') ?? '';
  const linkedId = /^\d+$/.test(linkedParam) ? Number(linkedParam) : 0;
  const { list: accounts, search, pages } = useAdminList(useAccounts, linkedId ? String(linkedId) : '');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [banDraft, setBanDraft] = useState<BanDraft>({ reason: '', duration: '' });
  const updateDp = useUpdateDp();
  const setSecurity = useSetSecurityLevel();
  const banAccount = useBanAccount();
  const unbanAccount = useUnbanAccount();

  const detailsId = dialog?.kind === 'details' ? dialog.accountId : linkedId > 0 ? linkedId : null;

  const close = () => {
    setDialog(null);
    if (searchParams.has('id')) setSearchParams({}, { replace: true });
  };

  function onAction(action: AccountAction, account: AdminAccount) {
    switch (action) {
      case 'characters':
        return setDialog({
          kind: 'alert',
          text: t('admin.accounts.characters.alert', { username: account.username }),
        });
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
        text: t('admin.accounts.ban.reasonRequired'),
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
      await banAccount.mutateAsync({ id: account.id, reason: banDraft.reason.trim(), duration: days });
      toast(t('admin.accounts.ban.success'), 'success');
    } catch (error) {
      toast(t('admin.accounts.ban.error'), 'error', serverReason(error));
    }
  }

  // The lifting of a ban, worded as the spec words the ban itself.
  async function confirmUnban(account: AdminAccount) {
    setDialog(null);
    try {
      await unbanAccount.mutateAsync({ id: account.id });
      toast(t('admin.accounts.unban.success', { username: account.username }), 'success');
    } catch (error) {
      toast(t('admin.accounts.unban.error'), 'error', serverReason(error));
    }
  }

  const stats = accounts.data?.stats;
  return (
    <AdminPage title={t('admin.accounts.title')}>
      <SearchBar placeholder={t('admin.accounts.search')} {...search} />
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatCard
          name="totalAccounts"
          label={t('admin.accounts.stat.total', { figure: FIGURE_SLOT })}
          value={figure(language, stats?.totalAccounts)}
        />
        <StatCard
          name="online"
          label={t('admin.accounts.stat.online', { figure: FIGURE_SLOT })}
          value={figure(language, stats?.online)}
          tone="green"
        />
        <StatCard
          name="totalDp"
          label={t('admin.accounts.stat.totalDp', { figure: FIGURE_SLOT })}
          value={figure(language, stats?.totalDp)}
          tone="gold"
        />
      </div>
      <AccountsTable accounts={accounts.data?.data ?? []} loading={accounts.isPending} onAction={onAction} />
      {pages && <Pagination {...pages} />}

      {dialog?.kind === 'dp' && (
        <EditDpModal
          account={dialog.account}
          busy={updateDp.isPending}
          onClose={close}
          onSave={async (dp) => {
            try {
              await updateDp.mutateAsync({ id: dialog.account.id, dp });
              toast(t('admin.accounts.dp.success'), 'success');
              setDialog(null);
            } catch (error) {
              toast(t('admin.accounts.dp.error'), 'error', serverReason(error));
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
              toast(t('admin.accounts.security.success'), 'success');
              setDialog(null);
            } catch (error) {
              toast(t('admin.accounts.security.error'), 'error', serverReason(error));
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
          text={t('admin.accounts.ban.confirm', { username: dialog.account.username })}
          confirmLabel={t('admin.ok')}
          cancelLabel={t('admin.cancel')}
          onConfirm={() => void confirmBan(dialog.account)}
          onCancel={() => setDialog({ kind: 'ban', account: dialog.account })}
        />
      )}
      {dialog?.kind === 'unbanConfirm' && (
        <ConfirmDialog
          open
          text={t('admin.accounts.unban.confirm', { username: dialog.account.username })}
          confirmLabel={t('admin.ok')}
          cancelLabel={t('admin.cancel')}
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
