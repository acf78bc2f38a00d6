import { useState, type ReactNode } from 'react';
import type { AccountDetail, AdminAccount } from '#contract/admin.ts';
import { className, raceName } from '#contract/lookups.ts';
import { securityLevelLabel } from '#contract/roles.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useAccount } from '../api/get-account.ts';
import { useRemoveSecurityLevel } from '../api/remove-security-level.ts';
import { cancelButton, dangerButton, inputClass, ModalButtons, primaryButton } from './admin-ui.tsx';

const longDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('fr-FR', { year: 'numeric', month: 'long', day: 'numeric' }) : '—';
const dateTime = (ms: number) => new Date(ms).toLocaleString('fr-FR');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-frost-500/10 py-1.5 text-sm">
      <dt className="shrink-0 text-frost-300">{label}</dt>
      <dd className="min-w-0 text-right wrap-anywhere text-frost-100">{children}</dd>
    </div>
  );
}

export function EditDpModal({
  account,
  busy,
  onSave,
  onClose,
}: {
  account: AdminAccount;
  busy: boolean;
  onSave: (dp: number) => void;
  onClose: () => void;
}) {
  const [dp, setDp] = useState(String(account.dp));
  const value = Number(dp);
  const valid = dp.trim() !== '' && Number.isInteger(value) && value >= 0;
  return (
    <Modal open onClose={onClose} title="Edit DP">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSave(value);
        }}
      >
        <dl>
          <Field label="Compte">{account.username}</Field>
          <Field label="DP actuels">{account.dp.toLocaleString('fr-FR')}</Field>
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          DP
          <input
            type="number"
            min={0}
            step={1}
            value={dp}
            onChange={(e) => setDp(e.target.value)}
            className={`${inputClass} mt-1`}
            autoFocus
          />
        </label>
        <ModalButtons>
          <button type="button" className={cancelButton} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={!valid || busy}>
            Save
          </button>
        </ModalButtons>
      </form>
    </Modal>
  );
}

export function SecurityModal({
  account,
  busy,
  onSave,
  onClose,
}: {
  account: AdminAccount;
  busy: boolean;
  onSave: (securityLevel: number, realmId: number) => void;
  onClose: () => void;
}) {
  const detail = useAccount(account.id);
  const remove = useRemoveSecurityLevel();
  const toast = useToast();
  const [level, setLevel] = useState(account.securityLevel ?? 0);
  const [realmId, setRealmId] = useState(-1);
  return (
    <Modal open onClose={onClose} title="Manage Security Level">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(level, realmId);
        }}
      >
        <dl>
          <Field label="Compte">{account.username}</Field>
          <Field label="Role actuel">{account.role}</Field>
          {account.securityLevel !== null && (
            <Field label="Niveau actuel">
              {account.securityLevel} — {securityLevelLabel(account.securityLevel)}
            </Field>
          )}
          {detail.data?.access.map((a) => (
            <Field key={a.realmId} label={a.realmName}>
              {a.securityLevel} — {a.label}{' '}
              <button
                type="button"
                className="ml-2 rounded border border-red-400/50 px-2 py-0.5 text-xs text-red-200 hover:bg-red-900/50"
                aria-label={`Retirer le niveau sur ${a.realmName}`}
                disabled={remove.isPending}
                onClick={async () => {
                  try {
                    await remove.mutateAsync({ id: account.id, realmId: a.realmId });
                    toast('Security level updated successfully!', 'success');
                  } catch (error) {
                    toast('Error updating security level', 'error', serverReason(error));
                  }
                }}
              >
                Retirer
              </button>
            </Field>
          ))}
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          Niveau de securite
          <select
            value={level}
            onChange={(e) => setLevel(Number(e.target.value))}
            className={`${inputClass} mt-1`}
          >
            {[0, 1, 2, 3].map((l) => (
              <option key={l} value={l}>
                {l} — {securityLevelLabel(l)}
              </option>
            ))}
          </select>
        </label>
        <label className="mt-3 block text-sm text-frost-200">
          Royaume
          <select
            value={realmId}
            onChange={(e) => setRealmId(Number(e.target.value))}
            className={`${inputClass} mt-1`}
          >
            <option value={-1}>Tous les royaumes (-1)</option>
            {detail.data?.realms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} ({r.id})
              </option>
            ))}
          </select>
        </label>
        <p className="mt-2 text-sm text-frost-300" data-testid="security-hint">
          Niveau {level} : {securityLevelLabel(level)}
        </p>
        <ModalButtons>
          <button type="button" className={cancelButton} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            Save
          </button>
        </ModalButtons>
      </form>
    </Modal>
  );
}

export interface BanDraft {
  reason: string;
  duration: string;
}

export function BanModal({
  account,
  draft,
  onChange,
  onBan,
  onClose,
}: {
  account: AdminAccount;
  draft: BanDraft;
  onChange: (draft: BanDraft) => void;
  onBan: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title="Ban Account">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onBan();
        }}
      >
        <dl>
          <Field label="Compte">{account.username}</Field>
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          Raison
          <textarea
            value={draft.reason}
            onChange={(e) => onChange({ ...draft, reason: e.target.value })}
            placeholder="Explain the reason for the ban..."
            rows={4}
            maxLength={255}
            className={`${inputClass} mt-1`}
            autoFocus
          />
        </label>
        <label className="mt-3 block text-sm text-frost-200">
          Duree (jours)
          <input
            type="number"
            min={1}
            step={1}
            value={draft.duration}
            onChange={(e) => onChange({ ...draft, duration: e.target.value })}
            placeholder="Leave empty for permanent ban"
            className={`${inputClass} mt-1`}
          />
        </label>
        <ModalButtons>
          <button type="button" className={cancelButton} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={dangerButton}>
            Ban
          </button>
        </ModalButtons>
      </form>
    </Modal>
  );
}

function BanLine({ ban }: { ban: AccountDetail['banHistory'][number] }) {
  const until = ban.permanent ? 'permanent' : `jusqu'au ${dateTime(ban.unbandate * 1000)}`;
  return (
    <li className="text-sm wrap-anywhere">
      <span className={ban.inForce ? 'text-red-200' : 'text-frost-300'}>
        {dateTime(ban.bandate * 1000)} — {until}
      </span>{' '}
      <span className="text-frost-200">
        par {ban.bannedBy} : {ban.reason}
      </span>
      {ban.inForce ? ' (en cours)' : ban.active ? '' : ' (leve)'}
    </li>
  );
}

export function AccountDetailsModal({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { data: d, isPending, isError } = useAccount(accountId);
  return (
    <Modal open onClose={onClose} title="Account Details" wide>
      {isPending ? (
        <p role="status" className="text-frost-300">
          Chargement...
        </p>
      ) : isError || !d ? (
        <p className="text-red-200">Aucun compte n'a l'id {accountId}.</p>
      ) : (
        <div className="space-y-5">
          <dl>
            <Field label="ID">{d.id}</Field>
            <Field label="Compte">{d.username}</Field>
            <Field label="E-mail">{d.email}</Field>
            <Field label="DP">{d.dp.toLocaleString('fr-FR')}</Field>
            <Field label="Role">
              {d.role}
              {d.securityLevel !== null &&
                ` — niveau ${d.securityLevel} (${securityLevelLabel(d.securityLevel)})`}
            </Field>
            <Field label="Cree le">{longDate(d.createdAt)}</Field>
            <Field label="Derniere connexion">
              {d.lastLogin ? `${new Date(d.lastLogin).toLocaleString('fr-FR')} (${d.lastIp})` : '—'}
            </Field>
            <Field label="Ban">
              {d.ban
                ? d.ban.permanent
                  ? 'Permanent'
                  : `Jusqu'au ${dateTime(d.ban.unbandate * 1000)}`
                : 'Aucun'}
            </Field>
          </dl>
          {d.access.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm uppercase tracking-wider text-frost-300">
                Niveau de securite par royaume
              </h3>
              <ul className="text-sm text-frost-100">
                {d.access.map((a) => (
                  <li key={a.realmId}>
                    {a.realmName}: {a.securityLevel} — {a.label}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3 className="mb-2 text-sm uppercase tracking-wider text-frost-300">
              Characters ({d.characters.length})
            </h3>
            <ul className="space-y-1.5">
              {d.characters.map((c) => (
                <li
                  key={`${c.realm.id}:${c.guid}`}
                  className="flex flex-wrap items-center justify-between gap-x-3 rounded bg-night-800/70 px-3 py-2 text-sm"
                >
                  <span className="inline-flex items-center gap-2 font-semibold whitespace-nowrap text-frost-100">
                    {c.online && (
                      <span
                        className="size-2 shrink-0 rounded-full bg-emerald-400"
                        title="En ligne"
                        aria-label="En ligne"
                        role="img"
                      />
                    )}
                    {c.name}
                  </span>
                  <span className="text-frost-300">
                    Level {c.level} - {raceName(c.race)} {className(c.class)}
                    {d.realms.length > 1 && <span className="text-frost-400"> · {c.realm.name}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {d.banHistory.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm uppercase tracking-wider text-frost-300">Historique des bans</h3>
              <ul className="space-y-1">
                {d.banHistory.map((b) => (
                  <BanLine key={b.bandate} ban={b} />
                ))}
              </ul>
            </div>
          )}
          {d.pointsHistory.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm uppercase tracking-wider text-frost-300">Historique des DP</h3>
              <ul className="space-y-0.5 text-sm text-frost-200">
                {d.pointsHistory.map((p) => (
                  <li key={p.changedAt + p.changedBy + p.after}>
                    {dateTime(p.changedAt)} : {p.before} → {p.after} par {p.changedBy}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      <ModalButtons>
        <button type="button" className={cancelButton} onClick={onClose}>
          Close
        </button>
      </ModalButtons>
    </Modal>
  );
}

/** The spec's `alert()`: one message and OK. */
export function AlertDialog({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Information">
      <p className="wrap-anywhere text-frost-100" role="alert">
        {text}
      </p>
      <ModalButtons>
        <button type="button" className={primaryButton} onClick={onClose} autoFocus>
          OK
        </button>
      </ModalButtons>
    </Modal>
  );
}
