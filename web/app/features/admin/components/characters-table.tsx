import { LifeBuoy, MapPin, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminCharacter, OnlinePlayer } from '#contract/admin.ts';
import { armoryCharacterPath } from '#contract/armory.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useGameNames } from '#web/lib/game-names.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { cancelButton, dangerButton, inputClass, ModalButtons, RowAction } from './admin-ui.tsx';
import { AdminTable, type Column } from './admin-table.tsx';

export type CharacterAction = 'unstuck' | 'teleport' | 'delete';

/** The name in its class colour, after a green dot while the character is in the world; never split. */
function CharacterName({
  character,
}: {
  character: Pick<AdminCharacter, 'name' | 'class' | 'online'> & { realm?: AdminCharacter['realm'] };
}) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {character.online && (
        <span
          className="size-2.5 shrink-0 rounded-full bg-emerald-400"
          title={t('admin.online')}
          aria-label={t('admin.online')}
          role="img"
        />
      )}
      {character.realm ? (
        <Link to={armoryCharacterPath(character.realm.id, character.name)} className="hover:underline">
          <ClassChip classId={character.class}>{character.name}</ClassChip>
        </Link>
      ) : (
        <ClassChip classId={character.class}>{character.name}</ClassChip>
      )}
    </span>
  );
}

/** docs/product.md §2.14 columns; on a narrower screen the map, play time and last logout give way first. */
function useColumns(): ReadonlyArray<Column<AdminCharacter>> {
  const t = useT();
  const language = useLanguage();
  const { raceName, className, mapName, playTime } = useGameNames();
  /** `logout_time` is Unix seconds; 0 means never. */
  const logoutDate = (seconds: number) =>
    seconds > 0 ? new Date(seconds * 1000).toLocaleString(language) : '—';
  return [
    {
      header: t('admin.characters.column.guid'),
      cell: (c) => c.guid,
      card: false,
      className: 'font-mono text-frost-300',
    },
    { header: t('admin.characters.column.realm'), cell: (c) => c.realm.name, className: 'text-frost-200' },
    { header: t('admin.characters.column.name'), cell: (c) => <CharacterName character={c} />, card: false },
    {
      header: t('admin.characters.column.account'),
      cell: (c) => (
        // docs/product.md §2.14: the account name links to that account.
        <Link
          to={`/admin/accounts?id=${c.account.id}`}
          className="inline-flex min-h-11 items-center text-frost-200 underline underline-offset-2 hover:text-gold-300 md:min-h-0"
        >
          {c.account.username || `#${c.account.id}`}
        </Link>
      ),
    },
    {
      header: t('admin.characters.column.race'),
      cell: (c) => raceName(c.race),
      from: 'lg',
      className: 'text-frost-200',
    },
    {
      header: t('admin.characters.column.class'),
      cell: (c) => className(c.class),
      className: 'text-frost-200',
    },
    { header: t('admin.characters.column.level'), cell: (c) => c.level, className: 'text-gold-300' },
    {
      header: t('admin.characters.column.map'),
      cell: (c) => mapName(c.map),
      from: 'lg',
      className: 'text-frost-200',
    },
    {
      header: t('admin.characters.column.playTime'),
      cell: (c) => playTime(c.totaltime),
      from: 'xl',
      className: 'text-frost-200',
    },
    {
      header: t('admin.characters.column.lastLogout'),
      cell: (c) => logoutDate(c.logout_time),
      from: 'xl',
      className: 'text-frost-200',
    },
  ];
}

export function CharactersTable({
  characters,
  loading,
  onAction,
}: {
  characters: readonly AdminCharacter[];
  loading: boolean;
  onAction: (action: CharacterAction, character: AdminCharacter) => void;
}) {
  const t = useT();
  const columns = useColumns();
  return (
    <AdminTable
      columns={columns}
      rows={characters}
      rowKey={(c) => `${c.realm.id}:${c.guid}`}
      title={(c) => (
        <>
          <CharacterName character={c} /> <span className="font-mono text-xs text-frost-300">#{c.guid}</span>
        </>
      )}
      rowAttributes={(c) => ({
        'data-character-row': c.guid,
        'data-realm': c.realm.id,
        'data-online': c.online,
        className: c.online ? 'bg-emerald-950/40' : undefined,
      })}
      loading={loading}
      loadingText={t('admin.characters.loading')}
      emptyText={t('admin.characters.empty')}
      actions={(c) => (
        <>
          <RowAction
            label={t('admin.characters.action.unstuck', { name: c.name })}
            onClick={() => onAction('unstuck', c)}
          >
            <LifeBuoy aria-hidden className="size-4" />
          </RowAction>
          <RowAction
            label={t('admin.characters.action.teleport', { name: c.name })}
            onClick={() => onAction('teleport', c)}
          >
            <MapPin aria-hidden className="size-4" />
          </RowAction>
          <RowAction
            label={t('admin.characters.action.delete', { name: c.name })}
            onClick={() => onAction('delete', c)}
            danger
          >
            <Trash2 aria-hidden className="size-4" />
          </RowAction>
        </>
      )}
    />
  );
}

export function OnlinePlayers({ players }: { players: OnlinePlayer[] }) {
  const t = useT();
  const { raceName, className, mapName } = useGameNames();
  if (players.length === 0) return null;
  return (
    <section aria-labelledby="online-players">
      <h2 id="online-players" className="mb-3 font-display text-xl text-emerald-300">
        {t('admin.characters.online.title', { count: players.length })}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {players.map((p) => (
          <li
            key={`${p.realm.id}:${p.guid}`}
            className="rounded-lg border border-emerald-400/30 bg-emerald-950/30 p-3"
          >
            <p>
              <CharacterName character={{ ...p, online: true }} />
            </p>
            <p className="mt-1 text-sm text-frost-200">
              {t('admin.characters.online.character', {
                level: p.level,
                class: className(p.class),
                race: raceName(p.race),
              })}
            </p>
            <p className="text-xs text-frost-300">
              {t('admin.characters.online.place', { map: mapName(p.map), zone: p.zone, realm: p.realm.name })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-frost-500/10 py-1.5">
      <dt className="text-frost-300">{label}</dt>
      <dd className="min-w-0 text-right wrap-anywhere text-frost-100">{children}</dd>
    </div>
  );
}

export function DeleteCharacterModal({
  character,
  busy,
  onDelete,
  onClose,
}: {
  character: AdminCharacter;
  busy: boolean;
  onDelete: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <Modal open onClose={onClose} title={t('admin.characters.deleteModal.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onDelete(reason);
        }}
      >
        <p className="rounded border border-red-400/50 bg-red-950/50 p-3 text-sm text-red-100" role="note">
          {t('admin.characters.deleteModal.warning')}
        </p>
        <dl className="mt-4 text-sm">
          <Detail label={t('admin.characters.deleteModal.character')}>{character.name}</Detail>
          <Detail label={t('admin.characters.deleteModal.level')}>{character.level}</Detail>
          <Detail label={t('admin.characters.deleteModal.account')}>{character.account.username}</Detail>
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          {t('admin.characters.deleteModal.reason')}
          <textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={255}
            className={`${inputClass} mt-1`}
            autoFocus
          />
        </label>
        <ModalButtons>
          <button type="button" className={cancelButton} onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className={dangerButton} disabled={busy}>
            {t('admin.characters.deleteModal.delete')}
          </button>
        </ModalButtons>
      </form>
    </Modal>
  );
}
