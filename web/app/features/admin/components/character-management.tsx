import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCharacter } from '#contract/admin.ts';
import { ConfirmDialog } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useDeleteCharacter } from '../api/delete-character.ts';
import { useCharacters } from '../api/get-characters.ts';
import { useOnlinePlayers } from '../api/get-online-players.ts';
import { useUnstuckCharacter } from '../api/unstuck-character.ts';
import { useAdminList } from '../hooks/use-admin-list.ts';
import { AlertDialog } from './account-modals.tsx';
import { AdminPage, figure, FIGURE_SLOT, Pagination, SearchBar, StatCard } from './admin-ui.tsx';
import {
  CharactersTable,
  DeleteCharacterModal,
  OnlinePlayers,
  type CharacterAction,
} from './characters-table.tsx';

type Dialog =
  | { kind: 'unstuckConfirm'; character: AdminCharacter }
  | { kind: 'delete'; character: AdminCharacter }
  | { kind: 'deleteConfirm'; character: AdminCharacter; reason: string }
  | { kind: 'alert'; text: string; back?: Dialog }
  | null;

/** Which realm's characters to list: each realm numbers its own, so the filter and the rows name it. */
function RealmFilter({
  realms,
  value,
  onChange,
}: {
  realms: Array<{ id: number; name: string }>;
  value: number | undefined;
  onChange: (realmId: number | undefined) => void;
}) {
  const t = useT();
  return (
    <label className="flex items-center gap-3 text-sm text-frost-200">
      {t('admin.characters.realm')}
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        className="min-h-11 rounded border border-frost-500/30 bg-night-800 px-3 py-1.5 text-frost-100 focus:border-gold-400 focus:outline-none md:min-h-0"
      >
        <option value="">{t('admin.characters.allRealms')}</option>
        {realms.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** docs/product.md §2.14 Character management: search, figures, who is online, the table and its actions. */
export function CharacterManagement() {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  // /admin/characters?realmId=N&search=GUID (the Online Players screen links here) opens on that character.
  const [searchParams] = useSearchParams();
  const linkedRealm = searchParams.get('realmId') ?? '';
  const [realmId, setRealmId] = useState<number | undefined>(
    /^\d+$/.test(linkedRealm) ? Number(linkedRealm) : undefined,
  );
  const {
    list: characters,
    search,
    pages,
  } = useAdminList(useCharacters, searchParams.get('search') ?? '', {
    realmId,
  });
  const online = useOnlinePlayers();
  const unstuck = useUnstuckCharacter();
  const remove = useDeleteCharacter();
  const [dialog, setDialog] = useState<Dialog>(null);

  function onAction(action: CharacterAction, character: AdminCharacter) {
    if (action === 'teleport') {
      setDialog({ kind: 'alert', text: t('admin.characters.teleport.alert', { name: character.name }) });
    } else if (action === 'unstuck') {
      setDialog({ kind: 'unstuckConfirm', character });
    } else {
      setDialog({ kind: 'delete', character });
    }
  }

  async function confirmUnstuck(character: AdminCharacter) {
    setDialog(null);
    try {
      await unstuck.mutateAsync({ realmId: character.realm.id, guid: character.guid });
      toast(t('admin.characters.unstuck.success', { name: character.name }), 'success');
    } catch (error) {
      toast(t('admin.characters.unstuck.error'), 'error', serverReason(error));
    }
  }

  async function confirmDelete(character: AdminCharacter, reason: string) {
    setDialog(null);
    try {
      await remove.mutateAsync({ realmId: character.realm.id, guid: character.guid, reason: reason.trim() });
      toast(t('admin.characters.delete.success'), 'success');
    } catch (error) {
      toast(t('admin.characters.delete.error'), 'error', serverReason(error));
    }
  }

  const stats = characters.data?.stats;
  const realms = stats?.realms ?? [];
  return (
    <AdminPage title={t('admin.characters.title')}>
      {realms.length > 1 && (
        <RealmFilter
          realms={realms}
          value={realmId}
          onChange={(id) => {
            setRealmId(id);
            pages?.onPage(1);
          }}
        />
      )}
      <SearchBar
        placeholder={t('admin.characters.search')}
        {...search}
        onRefresh={() => {
          search.onRefresh();
          void online.refetch();
        }}
        refreshing={search.refreshing || online.isFetching}
      />
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatCard
          name="totalCharacters"
          label={t('admin.characters.stat.total', { figure: FIGURE_SLOT })}
          value={figure(language, stats?.totalCharacters)}
        />
        <StatCard
          name="online"
          label={t('admin.characters.stat.online', { figure: FIGURE_SLOT })}
          value={figure(language, stats?.online)}
          tone="green"
        />
        <StatCard
          name="maxLevel"
          label={t('admin.characters.stat.maxLevel', { figure: FIGURE_SLOT })}
          value={figure(language, stats?.maxLevel)}
          tone="gold"
        />
      </div>
      <OnlinePlayers players={online.data ?? []} />
      <CharactersTable
        characters={characters.data?.data ?? []}
        loading={characters.isPending}
        onAction={onAction}
      />
      {pages && <Pagination {...pages} />}

      {dialog?.kind === 'unstuckConfirm' && (
        <ConfirmDialog
          open
          text={t('admin.characters.unstuck.confirm', { name: dialog.character.name })}
          confirmLabel={t('admin.ok')}
          cancelLabel={t('admin.cancel')}
          onConfirm={() => void confirmUnstuck(dialog.character)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCharacterModal
          character={dialog.character}
          busy={remove.isPending}
          onClose={() => setDialog(null)}
          onDelete={(reason) => {
            if (!reason.trim()) {
              setDialog({
                kind: 'alert',
                text: t('admin.characters.delete.reasonRequired'),
                back: { kind: 'delete', character: dialog.character },
              });
            } else {
              setDialog({ kind: 'deleteConfirm', character: dialog.character, reason });
            }
          }}
        />
      )}
      {dialog?.kind === 'deleteConfirm' && (
        <ConfirmDialog
          open
          danger
          text={t('admin.characters.delete.confirm', { name: dialog.character.name })}
          confirmLabel={t('admin.ok')}
          cancelLabel={t('admin.cancel')}
          onConfirm={() => void confirmDelete(dialog.character, dialog.reason)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'alert' && (
        <AlertDialog text={dialog.text} onClose={() => setDialog(dialog.back ?? null)} />
      )}
    </AdminPage>
  );
}
