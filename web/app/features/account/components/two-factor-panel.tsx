import { useState, type FormEvent } from 'react';
import type { AccountOverview, TwoFactorSetup } from '#contract/account.ts';
import { Banner, Field, SubmitButton } from '#web/components/ui/forms.tsx';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useTwoFactorSetup } from '../api/set-up-two-factor.ts';
import { buttonPrimary, buttonSecondary, Panel, reasonOf } from './account-ui.tsx';
import { QrCode } from './qr-code.tsx';

/** The key as people copy it by hand: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/** Ten single-use codes, shown once, to sign in without the phone. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div data-recovery-codes>
      <Banner tone="success">
        Two-factor sign-in is on, for the site and the game. Keep these recovery codes somewhere safe: each
        one signs you in once without your phone. They are not shown again.
      </Banner>
      <ol className="my-4 grid max-w-md grid-cols-2 gap-2 font-mono text-sm text-frost-100">
        {codes.map((code) => (
          <li key={code} className="rounded border border-frost-500/20 bg-night-800 px-3 py-1.5">
            {code}
          </li>
        ))}
      </ol>
      <button type="button" className={buttonPrimary} onClick={onDone}>
        I have saved these codes
      </button>
    </div>
  );
}

/** Scan, then confirm one code: nothing is on before that. */
function Enrol({ onEnabled, onCancel }: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
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
      setError(reasonOf(e, 'Two-factor sign-in could not be set up. Please try again.'));
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      onEnabled(await enable.mutateAsync(code.trim()));
    } catch (e) {
      setError(reasonOf(e, 'The code could not be checked. Please try again.'));
    }
  }

  if (!setup) {
    return (
      <form data-form="two-factor-start" noValidate onSubmit={begin} className="max-w-md">
        {error && <Banner tone="error">{error}</Banner>}
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex gap-3">
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={buttonPrimary} disabled={!password || start.isPending}>
            {start.isPending ? 'Preparing...' : 'Continue'}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-frost-200">
        <li>Open an authenticator app on your phone (any app for 6-digit codes).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <QrCode text={setup.otpauthUri} label="QR code for your authenticator app" />
        <div>
          <p className="text-xs text-frost-300">Key</p>
          <p className="font-mono text-sm break-all text-frost-100" data-totp-secret={setup.secret}>
            {grouped(setup.secret)}
          </p>
        </div>
      </div>
      <form data-form="two-factor-confirm" noValidate onSubmit={confirm} className="max-w-xs">
        {error && <Banner tone="error">{error}</Banner>}
        <Field
          label="Code from the app"
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
          label="Turn on two-factor sign-in"
          busyLabel="Checking..."
        />
      </form>
    </div>
  );
}

/** Off with a current code or a recovery code. */
function Disable() {
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
      setError(reasonOf(e, 'Two-factor sign-in could not be turned off. Please try again.'));
    }
  }

  return (
    <form data-form="two-factor-disable" noValidate onSubmit={submit} className="max-w-xs">
      {error && <Banner tone="error">{error}</Banner>}
      <Field
        label="Code from the app, or a recovery code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <SubmitButton
        busy={disable.isPending}
        disabled={code.trim() === ''}
        label="Turn off two-factor sign-in"
        busyLabel="Turning off..."
      />
    </form>
  );
}

/**
 * Two-factor sign-in (TOTP): the same code for the site and the game client, which asks for it after the
 * password once it is on.
 */
export function TwoFactorPanel({ account }: { account: AccountOverview }) {
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = account.twoFactor.enabled;

  return (
    <Panel
      id="two-factor"
      title="Two-factor sign-in"
      description="With it on, signing in to the site and to the game asks for a code from an app on your phone after your password."
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : on ? (
        <div className="space-y-4">
          <p className="text-sm text-emerald-300" data-two-factor="on">
            On. {account.twoFactor.recoveryCodesLeft} recovery codes left.
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
            Off.
          </p>
          <button type="button" className={buttonPrimary} onClick={() => setEnrolling(true)}>
            Set up two-factor sign-in
          </button>
        </div>
      )}
    </Panel>
  );
}
