import { useState, type FormEvent } from 'react';
import type { AccountOverview, TwoFactorSetup } from '#contract/account.ts';
import { Banner, Field, SubmitButton } from '#web/components/ui/forms.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useTwoFactorSetup } from '../api/set-up-two-factor.ts';
import { buttonPrimary, buttonSecondary, Panel } from './account-ui.tsx';
import { QrCode } from './qr-code.tsx';

/** The key as people copy it by hand: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/** Ten single-use codes, shown once, to sign in without the phone. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <div data-recovery-codes>
      <Banner tone="success">{t('account.twoFactor.codesShown')}</Banner>
      <ol className="my-4 grid max-w-md grid-cols-2 gap-2 font-mono text-sm text-frost-100">
        {codes.map((code) => (
          <li key={code} className="rounded border border-frost-500/20 bg-night-800 px-3 py-1.5">
            {code}
          </li>
        ))}
      </ol>
      <button type="button" className={buttonPrimary} onClick={onDone}>
        {t('account.twoFactor.codesSaved')}
      </button>
    </div>
  );
}

/** Scan, then confirm one code: nothing is on before that. */
function Enrol({ onEnabled, onCancel }: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const start = useTwoFactorSetup();
  const enable = useEnableTwoFactor();

  async function begin(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      setSetup(await start.mutateAsync(password));
      setPassword('');
    } catch (e) {
      setError(serverReason(e) ?? t('account.twoFactor.setUpFailed'));
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      onEnabled(await enable.mutateAsync(code.trim()));
    } catch (e) {
      setError(serverReason(e) ?? t('account.twoFactor.checkFailed'));
    }
  }

  if (!setup) {
    return (
      <form data-form="two-factor-start" noValidate onSubmit={begin} className="max-w-md">
        {error && <Banner tone="error">{error}</Banner>}
        <Field
          label={t('account.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex gap-3">
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            {t('account.cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={!password || start.isPending}>
            {start.isPending ? t('account.twoFactor.preparing') : t('account.twoFactor.continue')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-frost-200">
        <li>{t('account.twoFactor.step.open')}</li>
        <li>{t('account.twoFactor.step.scan')}</li>
        <li>{t('account.twoFactor.step.enter')}</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <QrCode text={setup.otpauthUri} label={t('account.twoFactor.qr')} />
        <div>
          <p className="text-xs text-frost-300">{t('account.twoFactor.key')}</p>
          <p className="font-mono text-sm break-all text-frost-100" data-totp-secret={setup.secret}>
            {grouped(setup.secret)}
          </p>
        </div>
      </div>
      <form data-form="two-factor-confirm" noValidate onSubmit={confirm} className="max-w-xs">
        {error && <Banner tone="error">{error}</Banner>}
        <Field
          label={t('account.twoFactor.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <SubmitButton
          busy={enable.isPending}
          disabled={code.length !== 6}
          label={t('account.twoFactor.turnOn')}
          busyLabel={t('account.twoFactor.checking')}
        />
      </form>
    </div>
  );
}

/** Off with a current code or a recovery code. */
function Disable() {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const disable = useDisableTwoFactor();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await disable.mutateAsync(code.trim());
      setCode('');
    } catch (e) {
      setError(serverReason(e) ?? t('account.twoFactor.turnOffFailed'));
    }
  }

  return (
    <form data-form="two-factor-disable" noValidate onSubmit={submit} className="max-w-xs">
      {error && <Banner tone="error">{error}</Banner>}
      <Field
        label={t('account.twoFactor.codeOrRecovery')}
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <SubmitButton
        busy={disable.isPending}
        disabled={code.trim() === ''}
        label={t('account.twoFactor.turnOff')}
        busyLabel={t('account.twoFactor.turningOff')}
      />
    </form>
  );
}

/**
 * Two-factor sign-in (TOTP): the same code for the site and the game client, which asks for it after the
 * password once it is on.
 */
export function TwoFactorPanel({ account }: { account: AccountOverview }) {
  const t = useT();
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = account.twoFactor.enabled;

  return (
    <Panel
      id="two-factor"
      title={t('account.twoFactor.title')}
      description={t('account.twoFactor.description')}
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : on ? (
        <div className="space-y-4">
          <p className="text-sm text-emerald-300" data-two-factor="on">
            {t('account.twoFactor.on', { count: account.twoFactor.recoveryCodesLeft })}
          </p>
          <Disable />
        </div>
      ) : enrolling ? (
        <Enrol
          onEnabled={(list) => {
            setEnrolling(false);
            setCodes(list);
          }}
          onCancel={() => setEnrolling(false)}
        />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-frost-200" data-two-factor="off">
            {t('account.twoFactor.off')}
          </p>
          <button type="button" className={buttonPrimary} onClick={() => setEnrolling(true)}>
            {t('account.twoFactor.setUp')}
          </button>
        </div>
      )}
    </Panel>
  );
}
