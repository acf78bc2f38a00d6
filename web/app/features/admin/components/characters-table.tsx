import { LifeBuoy, MapPin, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCharacter, OnlinePlayer } from '../../../../../contract/admin.ts';
import { classColor, className, formatPlayTime, mapName, raceName } from '../../../../../contract/lookups.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { cancelButton, dangerButton, inputClass, ModalButtons, RowAction } from './admin-ui.tsx';

export type CharacterAction = 'unstuck' | 'teleport' | 'delete';

/** `logout_time` is Unix seconds; 0 means never. */
const logoutDate = (seconds: number) =>
  seconds > 0 ? new Date(seconds * 1000).toLocaleString('fr-FR') : '—';

export function CharactersTable({
  characters,
  loading,
  onAction,
}: {
  characters: AdminCharacter[];
  loading: boolean;
  onAction: (action: CharacterAction, character: AdminCharacter) => void;
}) {
  const headers = [
    'GUID',
    'Royaume',
    'Nom',
    'Compte',
    'Race',
    'Classe',
    'Niveau',
    'Map',
    'Temps de jeu',
    'Derniere deco',
    'Actions',
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-frost-500/25 bg-night-900/60">
      <table className="w-full min-w-[1000px] text-left text-sm">
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
                Loading characters...
              </td>
            </tr>
          ) : characters.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-8 text-left text-frost-300 sm:text-center">
                Aucun personnage trouve
              </td>
            </tr>
          ) : (
            characters.map((c) => (
              <tr
                key={`${c.realm.id}:${c.guid}`}
                className={c.online ? 'bg-emerald-950/40' : 'hover:bg-night-800/50'}
                data-online={c.online}
                data-character-row={c.guid}
                data-realm={c.realm.id}
              >
                <td className="px-3 py-2 font-mono text-frost-300">{c.guid}</td>
                <td className="px-3 py-2 text-frost-200">{c.realm.name}</td>
                <td className="px-3 py-2 font-semibold" style={{ color: classColor(c.class) }}>
                  {c.online && (
                    <span
                      className="mr-2 inline-block size-2.5 rounded-full bg-emerald-400"
                      title="Online"
                      aria-label="Online"
                      role="img"
                    />
                  )}
                  {c.name}
                </td>
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/accounts?id=${c.account.id}`}
                    className="text-frost-200 underline-offset-2 hover:text-gold-300 hover:underline"
                  >
                    {c.account.username || `#${c.account.id}`}
                  </Link>
                </td>
                <td className="px-3 py-2 text-frost-200">{raceName(c.race)}</td>
                <td className="px-3 py-2 text-frost-200">{className(c.class)}</td>
                <td className="px-3 py-2 text-gold-300">{c.level}</td>
                <td className="px-3 py-2 text-frost-200">{mapName(c.map)}</td>
                <td className="px-3 py-2 text-frost-200">{formatPlayTime(c.totaltime)}</td>
                <td className="px-3 py-2 text-frost-200">{logoutDate(c.logout_time)}</td>
                <td className="sticky right-0 bg-night-900 px-2 py-2">
                  <div className="flex items-center gap-0.5">
                    <RowAction label={`Unstuck ${c.name}`} onClick={() => onAction('unstuck', c)}>
                      <LifeBuoy aria-hidden className="size-4" />
                    </RowAction>
                    <RowAction label={`Teleport ${c.name}`} onClick={() => onAction('teleport', c)}>
                      <MapPin aria-hidden className="size-4" />
                    </RowAction>
                    <RowAction label={`Delete ${c.name}`} onClick={() => onAction('delete', c)} danger>
                      <Trash2 aria-hidden className="size-4" />
                    </RowAction>
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
            <p className="font-semibold" style={{ color: classColor(p.class) }}>
              <span className="mr-2 inline-block size-2 rounded-full bg-emerald-400" aria-hidden />
              {p.name}
            </p>
            <p className="text-sm text-frost-200">
              Level {p.level} {className(p.class)} — {raceName(p.race)}
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
          Attention : cette action est irreversible. The character is unlinked from its account as the game
          does it; only a game master can restore it in game.
        </p>
        <dl className="mt-4 text-sm">
          <div className="flex justify-between border-b border-frost-500/10 py-1.5">
            <dt className="text-frost-300">Character</dt>
            <dd className="text-frost-100">{character.name}</dd>
          </div>
          <div className="flex justify-between border-b border-frost-500/10 py-1.5">
            <dt className="text-frost-300">Level</dt>
            <dd className="text-frost-100">{character.level}</dd>
          </div>
          <div className="flex justify-between border-b border-frost-500/10 py-1.5">
            <dt className="text-frost-300">Account</dt>
            <dd className="text-frost-100">{character.account.username}</dd>
          </div>
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          Reason
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
