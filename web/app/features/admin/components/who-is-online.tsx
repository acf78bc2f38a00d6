import { LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, type AdminOnlineCharacter } from '#contract/admin.ts';
import { REALM_STATUS_INTERVAL_MS } from '#contract/realms.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { ConfirmDialog } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import { useWhoIsOnline } from '../api/get-who-is-online.ts';
import { useKickCharacter } from '../api/kick-character.ts';
import { useSecurityLevelName } from '../hooks/use-security-level-name.ts';
import { AdminTable, type Column } from './admin-table.tsx';
import { AdminPage, Pagination, RowAction } from './admin-ui.tsx';

/** Where the character management screen shows this one character (its realm, searched by guid). */
export const adminCharacterPath = (realmId: number, guid: number) =>
  `/admin/characters?realmId=${realmId}&search=${guid}`;

const linkClass =
  'inline-flex min-h-11 items-center underline underline-offset-2 hover:text-gold-300 md:min-h-0';

/** A game master's mark beside the name: their level on this realm, named in full for screen readers. */
function GameMasterMark({ level }: { level: number }) {
  const t = useT();
  const levelName = useSecurityLevelName();
  const label = t('admin.whoIsOnline.gm.label', { level, name: levelName(level) });
  return (
    <span
      className="rounded border border-gold-400/60 bg-gold-400/15 px-1.5 py-0.5 text-xs font-semibold text-gold-200"
      title={label}
      data-game-master={level}
    >
      <span aria-hidden>{t('admin.whoIsOnline.gm', { level })}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function useColumns(realmId: number): ReadonlyArray<Column<AdminOnlineCharacter>> {
  const t = useT();
  const { raceName, className, mapName } = useGameNames();
  return [
    {
      header: t('admin.whoIsOnline.column.name'),
      cell: (c) => <CharacterLink character={c} realmId={realmId} />,
      card: false,
    },
    { header: t('admin.whoIsOnline.column.level'), cell: (c) => c.level, className: 'text-gold-300' },
    {
      header: t('admin.whoIsOnline.column.race'),
      cell: (c) => raceName(c.race),
      className: 'text-frost-200',
    },
    {
      header: t('admin.whoIsOnline.column.class'),
      cell: (c) => className(c.class),
      className: 'text-frost-200',
    },
    {
      header: t('admin.whoIsOnline.column.where'),
      cell: (c) => t('admin.whoIsOnline.where', { map: mapName(c.map), zone: c.zone }),
      className: 'text-frost-200',
    },
    {
      header: t('admin.whoIsOnline.column.account'),
      cell: (c) => (
        <Link to={`/admin/accounts?id=${c.account.id}`} className={`${linkClass} text-frost-200`}>
          {c.account.username || `#${c.account.id}`}
        </Link>
      ),
    },
  ];
}

function CharacterLink({ character, realmId }: { character: AdminOnlineCharacter; realmId: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link to={adminCharacterPath(realmId, character.guid)} className={linkClass}>
        <ClassChip classId={character.class}>{character.name}</ClassChip>
      </Link>
      {character.gmLevel > 0 && <GameMasterMark level={character.gmLevel} />}
    </span>
  );
}

/** The realm to list, among those whose characters the site reads, each with its mark. */
function RealmChoice({
  realms,
  value,
  onChange,
}: {
  realms: Array<{ id: number; name: string; online: boolean }>;
  value: number;
  onChange: (realmId: number) => void;
}) {
  const t = useT();
  return (
    <label className="flex items-center gap-3 text-sm text-frost-200">
      {t('admin.whoIsOnline.realm')}
      <select
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="min-h-11 rounded border border-frost-500/30 bg-night-800 px-3 py-1.5 text-frost-100 focus:border-gold-400 focus:outline-none md:min-h-0"
      >
        {realms.map((r) => (
          <option key={r.id} value={r.id}>
            {t(r.online ? 'admin.whoIsOnline.realmOption.online' : 'admin.whoIsOnline.realmOption.offline', {
              realm: r.name,
            })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** docs/product.md §2.16 Online Players: who is in the world on each realm, and Kick. */
export function WhoIsOnline() {
  const t = useT();
  const toast = useToast();
  const [realmId, setRealmId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const online = useWhoIsOnline({ realmId, page });
  const kick = useKickCharacter();
  const [confirming, setConfirming] = useState<AdminOnlineCharacter | null>(null);
  const data = online.data;
  const realm = data?.realm;
  const columns = useColumns(realm?.id ?? 0);

  async function confirmKick(character: AdminOnlineCharacter) {
    setConfirming(null);
    if (!realm) return;
    try {
      await kick.mutateAsync({ realmId: realm.id, guid: character.guid });
      toast(t('admin.whoIsOnline.kick.success', { name: character.name }), 'success');
    } catch (error) {
      toast(t('admin.whoIsOnline.kick.error', { name: character.name }), 'error', serverReason(error));
    }
  }

  return (
    <AdminPage title={t('admin.whoIsOnline.title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {data && data.realms.length > 1 && realm ? (
          <RealmChoice
            realms={data.realms}
            value={realm.id}
            onChange={(id) => {
              setRealmId(id);
              setPage(1);
            }}
          />
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={() => void online.refetch()}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-gold-400/60 px-4 py-2 text-sm font-semibold text-gold-300 hover:bg-gold-400 hover:text-night-950"
        >
          <RefreshCw aria-hidden className={`size-4 ${online.isFetching ? 'animate-spin' : ''}`} />{' '}
          {t('admin.refresh')}
        </button>
      </div>
      {online.isError && !data && (
        <p className="text-red-300" role="alert">
          {t('admin.whoIsOnline.failed')}
        </p>
      )}
      {realm && (
        <p className="flex items-center gap-2 text-frost-200" role="status" data-realm-online={realm.online}>
          <span
            aria-hidden
            className={`inline-block size-2.5 shrink-0 rounded-full ${realm.online ? 'bg-emerald-400' : 'bg-red-500'}`}
          />
          {realm.online
            ? t('admin.whoIsOnline.count', { realm: realm.name, count: data.total })
            : t('admin.whoIsOnline.offline', { realm: realm.name })}
        </p>
      )}
      {(!realm || realm.online) && (
        <AdminTable
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(c) => c.guid}
          title={(c) => (realm ? <CharacterLink character={c} realmId={realm.id} /> : c.name)}
          rowAttributes={(c) => ({ 'data-online-character': c.guid })}
          loading={online.isPending}
          loadingText={t('admin.loading')}
          emptyText={t('admin.whoIsOnline.empty', { realm: realm?.name ?? '' })}
          actions={(c) => (
            <RowAction
              label={t('admin.whoIsOnline.kick.action', { name: c.name })}
              onClick={() => setConfirming(c)}
              danger
            >
              <LogOut aria-hidden className="size-4" />
            </RowAction>
          )}
        />
      )}
      {data && <Pagination page={data.page} pageSize={ADMIN_PAGE_SIZE} total={data.total} onPage={setPage} />}
      {confirming && realm && (
        <ConfirmDialog
          open
          danger
          text={t('admin.whoIsOnline.kick.confirm', { name: confirming.name, realm: realm.name })}
          confirmLabel={t('admin.whoIsOnline.kick.confirmButton')}
          cancelLabel={t('admin.cancel')}
          onConfirm={() => void confirmKick(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      <p className="text-xs text-frost-300">
        {t('admin.whoIsOnline.note', { seconds: REALM_STATUS_INTERVAL_MS / 1000 })}
      </p>
    </AdminPage>
  );
}
