import { useState, type ReactNode } from 'react';
import type { AccountDetail, AdminAccount } from '#contract/admin.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useAccount } from '../api/get-account.ts';
import { useRemoveSecurityLevel } from '../api/remove-security-level.ts';
import { useSecurityLevelName } from '../hooks/use-security-level-name.ts';
import { cancelButton, dangerButton, inputClass, ModalButtons, primaryButton } from './admin-ui.tsx';

/** Dates in the page's language: a long day, or a day and a time. */
function useDates() {
  const language = useLanguage();
  return {
    longDate: (iso: string | null) =>
      iso
        ? new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' })
        : '—',
    dateTime: (ms: number) => new Date(ms).toLocaleString(language),
  };
}

/** Where a security level applies: the all-realms row (-1) in the page's language, else the realm's name. */
function useRealmOfAccess(): (access: AccountDetail['access'][number]) => string {
  const t = useT();
  return (access) => (access.realmId === -1 ? t('admin.characters.allRealms') : access.realmName);
}

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
  const t = useT();
  const language = useLanguage();
  const [dp, setDp] = useState(String(account.dp));
  const value = Number(dp);
  const valid = dp.trim() !== '' && Number.isInteger(value) && value >= 0;
  return (
    <Modal open onClose={onClose} title={t('admin.accounts.dpModal.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSave(value);
        }}
      >
        <dl>
          <Field label={t('admin.accounts.field.account')}>{account.username}</Field>
          <Field label={t('admin.accounts.dpModal.current')}>{account.dp.toLocaleString(language)}</Field>
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          {t('admin.accounts.dpModal.dp')}
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
            {t('admin.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={!valid || busy}>
            {t('admin.save')}
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
  const t = useT();
  const securityLevelName = useSecurityLevelName();
  const realmOf = useRealmOfAccess();
  const detail = useAccount(account.id);
  const remove = useRemoveSecurityLevel();
  const toast = useToast();
  const [level, setLevel] = useState(account.securityLevel ?? 0);
  const [realmId, setRealmId] = useState(-1);
  return (
    <Modal open onClose={onClose} title={t('admin.accounts.securityModal.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(level, realmId);
        }}
      >
        <dl>
          <Field label={t('admin.accounts.field.account')}>{account.username}</Field>
          <Field label={t('admin.accounts.securityModal.currentRole')}>
            {t(`admin.role.${account.role}`)}
          </Field>
          {account.securityLevel !== null && (
            <Field label={t('admin.accounts.securityModal.currentLevel')}>
              {t('admin.securityLevel.numbered', {
                level: account.securityLevel,
                name: securityLevelName(account.securityLevel),
              })}
            </Field>
          )}
          {detail.data?.access.map((a) => (
            <Field key={a.realmId} label={realmOf(a)}>
              {t('admin.securityLevel.numbered', {
                level: a.securityLevel,
                name: securityLevelName(a.securityLevel),
              })}{' '}
              <button
                type="button"
                className="ml-2 rounded border border-red-400/50 px-2 py-0.5 text-xs text-red-200 hover:bg-red-900/50"
                aria-label={t('admin.accounts.securityModal.removeOn', { realm: realmOf(a) })}
                disabled={remove.isPending}
                onClick={async () => {
                  try {
                    await remove.mutateAsync({ id: account.id, realmId: a.realmId });
                    toast(t('admin.accounts.security.success'), 'success');
                  } catch (error) {
                    toast(t('admin.accounts.security.error'), 'error', serverReason(error));
                  }
                }}
              >
                {t('admin.accounts.securityModal.remove')}
              </button>
            </Field>
          ))}
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          {t('admin.accounts.securityModal.level')}
          <select
            value={level}
            onChange={(e) => setLevel(Number(e.target.value))}
            className={`${inputClass} mt-1`}
          >
            {[0, 1, 2, 3].map((l) => (
              <option key={l} value={l}>
                {t('admin.securityLevel.numbered', { level: l, name: securityLevelName(l) })}
              </option>
            ))}
          </select>
        </label>
        <label className="mt-3 block text-sm text-frost-200">
          {t('admin.accounts.securityModal.realm')}
          <select
            value={realmId}
            onChange={(e) => setRealmId(Number(e.target.value))}
            className={`${inputClass} mt-1`}
          >
            <option value={-1}>{t('admin.accounts.securityModal.allRealms')}</option>
            {detail.data?.realms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} ({r.id})
              </option>
            ))}
          </select>
        </label>
        <p className="mt-2 text-sm text-frost-300" data-testid="security-hint">
          {t('admin.accounts.securityModal.hint', { level, name: securityLevelName(level) })}
        </p>
        <ModalButtons>
          <button type="button" className={cancelButton} onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('admin.save')}
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
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('admin.accounts.banModal.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onBan();
        }}
      >
        <dl>
          <Field label={t('admin.accounts.field.account')}>{account.username}</Field>
        </dl>
        <label className="mt-4 block text-sm text-frost-200">
          {t('admin.accounts.banModal.reason')}
          <textarea
            value={draft.reason}
            onChange={(e) => onChange({ ...draft, reason: e.target.value })}
            placeholder={t('admin.accounts.banModal.reasonPlaceholder')}
            rows={4}
            maxLength={255}
            className={`${inputClass} mt-1`}
            autoFocus
          />
        </label>
        <label className="mt-3 block text-sm text-frost-200">
          {t('admin.accounts.banModal.duration')}
          <input
            type="number"
            min={1}
            step={1}
            value={draft.duration}
            onChange={(e) => onChange({ ...draft, duration: e.target.value })}
            placeholder={t('admin.accounts.banModal.durationPlaceholder')}
            className={`${inputClass} mt-1`}
          />
        </label>
        <ModalButtons>
          <button type="button" className={cancelButton} onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className={dangerButton}>
            {t('admin.accounts.banModal.ban')}
          </button>
        </ModalButtons>
      </form>
    </Modal>
  );
}

function BanLine({ ban }: { ban: AccountDetail['banHistory'][number] }) {
  const t = useT();
  const { dateTime } = useDates();
  const state = ban.inForce
    ? t('admin.accounts.details.banInForce')
    : ban.active
      ? null
      : t('admin.accounts.details.banLifted');
  return (
    <li className="text-sm wrap-anywhere">
      <span className={ban.inForce ? 'text-red-200' : 'text-frost-300'}>
        {t('admin.accounts.details.banPeriod', {
          start: dateTime(ban.bandate * 1000),
          permanent: ban.permanent ? 'yes' : 'no',
          end: dateTime(ban.unbandate * 1000),
        })}
      </span>{' '}
      <span className="text-frost-200">
        {t('admin.accounts.details.banBy', { bannedBy: ban.bannedBy, reason: ban.reason })}
      </span>
      {state && ` ${state}`}
    </li>
  );
}

export function AccountDetailsModal({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { longDate, dateTime } = useDates();
  const { raceName, className } = useGameNames();
  const securityLevelName = useSecurityLevelName();
  const realmOf = useRealmOfAccess();
  const { data: d, isPending, isError } = useAccount(accountId);
  return (
    <Modal open onClose={onClose} title={t('admin.accounts.details.title')} wide>
      {isPending ? (
        <p role="status" className="text-frost-300">
          {t('admin.loading')}
        </p>
      ) : isError || !d ? (
        <p className="text-red-200">{t('admin.accounts.details.notFound', { id: accountId })}</p>
      ) : (
        <div className="space-y-5">
          <dl>
            <Field label={t('admin.accounts.details.id')}>{d.id}</Field>
            <Field label={t('admin.accounts.field.account')}>{d.username}</Field>
            <Field label={t('admin.accounts.details.email')}>{d.email}</Field>
            <Field label={t('admin.accounts.details.dp')}>{d.dp.toLocaleString(language)}</Field>
            <Field label={t('admin.accounts.details.role')}>
              {d.securityLevel !== null
                ? t('admin.accounts.details.roleWithLevel', {
                    role: t(`admin.role.${d.role}`),
                    level: d.securityLevel,
                    name: securityLevelName(d.securityLevel),
                  })
                : t(`admin.role.${d.role}`)}
            </Field>
            <Field label={t('admin.accounts.details.created')}>{longDate(d.createdAt)}</Field>
            <Field label={t('admin.accounts.details.lastLogin')}>
              {d.lastLogin
                ? t('admin.accounts.details.lastLoginValue', {
                    date: new Date(d.lastLogin).toLocaleString(language),
                    ip: d.lastIp,
                  })
                : '—'}
            </Field>
            <Field label={t('admin.accounts.details.ban')}>
              {d.ban
                ? d.ban.permanent
                  ? t('admin.accounts.details.ban.permanent')
                  : t('admin.accounts.details.ban.until', { date: dateTime(d.ban.unbandate * 1000) })
                : t('admin.accounts.details.ban.none')}
            </Field>
          </dl>
          {d.access.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm uppercase tracking-wider text-frost-300">
                {t('admin.accounts.details.access')}
              </h3>
              <ul className="text-sm text-frost-100">
                {d.access.map((a) => (
                  <li key={a.realmId}>
                    {t('admin.accounts.details.accessLine', {
                      realm: realmOf(a),
                      level: a.securityLevel,
                      name: securityLevelName(a.securityLevel),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3 className="mb-2 text-sm uppercase tracking-wider text-frost-300">
              {t('admin.accounts.details.characters', { count: d.characters.length })}
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
                        title={t('admin.online')}
                        aria-label={t('admin.online')}
                        role="img"
                      />
                    )}
                    {c.name}
                  </span>
                  <span className="text-frost-300">
                    {t('admin.accounts.details.character', {
                      level: c.level,
                      race: raceName(c.race),
                      class: className(c.class),
                    })}
                    {d.realms.length > 1 && <span className="text-frost-400"> · {c.realm.name}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {d.banHistory.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm uppercase tracking-wider text-frost-300">
                {t('admin.accounts.details.banHistory')}
              </h3>
              <ul className="space-y-1">
                {d.banHistory.map((b) => (
                  <BanLine key={b.bandate} ban={b} />
                ))}
              </ul>
            </div>
          )}
          {d.pointsHistory.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm uppercase tracking-wider text-frost-300">
                {t('admin.accounts.details.dpHistory')}
              </h3>
              <ul className="space-y-0.5 text-sm text-frost-200">
                {d.pointsHistory.map((p) => (
                  <li key={p.changedAt + p.changedBy + p.after}>
                    {t('admin.accounts.details.dpLine', {
                      date: dateTime(p.changedAt),
                      before: p.before,
                      after: p.after,
                      changedBy: p.changedBy,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      <ModalButtons>
        <button type="button" className={cancelButton} onClick={onClose}>
          {t('admin.close')}
        </button>
      </ModalButtons>
    </Modal>
  );
}

/** The spec's `alert()`: one message and OK. */
export function AlertDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('admin.information')}>
      <p className="wrap-anywhere text-frost-100" role="alert">
        {text}
      </p>
      <ModalButtons>
        <button type="button" className={primaryButton} onClick={onClose} autoFocus>
          {t('admin.ok')}
        </button>
      </ModalButtons>
    </Modal>
  );
}
