import { LifeBuoy, MapPin, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminCharacter, OnlinePlayer } from '#contract/admin.ts';
import { className, formatPlayTime, mapName, raceName } from '#contract/lookups.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { cancelButton, dangerButton, inputClass, ModalButtons, RowAction } from './admin-ui.tsx';
import { AdminTable, type Column } from './admin-table.tsx';

export type CharacterAction = 'unstuck' | 'teleport' | 'delete';

/** `logout_time` is Unix seconds; 0 means never. */
const logoutDate = (seconds: number) =>
  seconds > 0 ? new Date(seconds * 1000).toLocaleString('fr-FR') : '—';

/** The name in its class colour, after a green dot while the character is in the world; never split. */
function CharacterName({ character }: { character: Pick<AdminCharacter, 'name' | 'class' | 'online'> }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {character.online && (
        <span
          className="size-2.5 shrink-0 rounded-full bg-emerald-400"
          title="En ligne"
          aria-label="En ligne"
          role="img"
        />
      )}
      <ClassChip classId={character.class}>{character.name}</ClassChip>
    </span>
  );
}

/** docs/product.md §2.14 columns; on a narrower screen the map, play time and last logout give way first. */
const COLUMNS: ReadonlyArray<Column<AdminCharacter>> = [
  { header: 'GUID', cell: (c) => c.guid, card: false, className: 'font-mono text-frost-300' },
  { header: 'Royaume', cell: (c) => c.realm.name, className: 'text-frost-200' },
  { header: 'Nom', cell: (c) => <CharacterName character={c} />, card: false },
  {
    header: 'Compte',
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
  { header: 'Race', cell: (c) => raceName(c.race), from: 'lg', className: 'text-frost-200' },
  { header: 'Classe', cell: (c) => className(c.class), className: 'text-frost-200' },
  { header: 'Niveau', cell: (c) => c.level, className: 'text-gold-300' },
  { header: 'Map', cell: (c) => mapName(c.map), from: 'lg', className: 'text-frost-200' },
  {
    header: 'Temps de jeu',
    cell: (c) => formatPlayTime(c.totaltime),
    from: 'xl',
    className: 'text-frost-200',
  },
  {
    header: 'Derniere deco',
    cell: (c) => logoutDate(c.logout_time),
    from: 'xl',
    className: 'text-frost-200',
  },
];

export function CharactersTable({
  characters,
  loading,
  onAction,
}: {
  characters: readonly AdminCharacter[];
  loading: boolean;
  onAction: (action: CharacterAction, character: AdminCharacter) => void;
}) {
  return (
    <AdminTable
      columns={COLUMNS}
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
      loadingText="Loading characters..."
      emptyText="Aucun personnage trouve"
      actions={(c) => (
        <>
          <RowAction label={`Debloquer ${c.name}`} onClick={() => onAction('unstuck', c)}>
            <LifeBuoy aria-hidden className="size-4" />
          </RowAction>
          <RowAction label={`Teleporter ${c.name}`} onClick={() => onAction('teleport', c)}>
            <MapPin aria-hidden className="size-4" />
          </RowAction>
          <RowAction label={`Supprimer ${c.name}`} onClick={() => onAction('delete', c)} danger>
            <Trash2 aria-hidden className="size-4" />
          </RowAction>
        </>
      )}
    />
  );
}

export function OnlinePlayers({ players }: { players: OnlinePlayer[] }) {
  if (players.length === 0) return null;
  return (
    <section aria-labelledby="online-players">
      <h2 id="online-players" className="mb-3 font-display text-xl text-emerald-300">
        Online Players ({players.length})
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
              Niveau {p.level} {className(p.class)} — {raceName(p.race)}
            </p>
            <p className="text-xs text-frost-300">
              {mapName(p.map)} · zone {p.zone} · {p.realm.name}
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
  const [reason, setReason] = useState('');
  return (
    <Modal open onClose={onClose} title="Delete Character">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onDelete(reason);
        }}
      >
        <p className="rounded border border-red-400/50 bg-red-950/50 p-3 text-sm text-red-100" role="note">
          Attention : cette action est irreversible. Le personnage est retire de son compte comme le jeu le
          fait ; seul un maitre de jeu peut le restaurer en jeu.
        </p>
        <dl className="mt-4 text-sm">
          <Detail label="Personnage">{character.name}</Detail>
          <Detail label="Niveau">{character.level}</Detail>
          <Detail label="Compte">{character.account.username}</Detail>
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          Raison
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
            Annuler
          </button>
          <button type="submit" className={dangerButton} disabled={busy}>
            Delete
          </button>
        </ModalButtons>
      </form>
    </Modal>
  );
}
