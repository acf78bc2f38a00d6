import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccountOverview } from '#contract/account.ts';
import { formatDate, formatDateTime, Panel } from './account-ui.tsx';

const ROLE_NAMES: Record<string, string> = {
  super_admin: 'Super administrator',
  admin: 'Administrator',
  moderator: 'Moderator',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-frost-300">{label}</dt>
      <dd className="text-sm break-words text-frost-100">{children}</dd>
    </div>
  );
}

function Standing({ bans }: { bans: AccountOverview['bans'] }) {
  const active = bans.find((b) => b.active);
  if (active) {
    return (
      <span className="text-red-200">
        Banned {active.until ? `until ${formatDateTime(active.until)}` : 'permanently'}. Reason:{' '}
        {active.reason}
      </span>
    );
  }
  const last = bans[0];
  return (
    <span>
      In good standing
      {last && (
        <span className="block text-xs text-frost-300">
          Last ban: {formatDate(last.bannedAt)}
          {last.until ? ` to ${formatDate(last.until)}` : ', permanent, lifted'}. Reason: {last.reason}
        </span>
      )}
    </span>
  );
}

/** What the account is, as the game and the site hold it. */
export function OverviewPanel({ account }: { account: AccountOverview }) {
  return (
    <Panel id="overview" title="Overview">
      {account.staffRolesNeedTwoFactor && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border border-gold-400/50 bg-night-800 px-3 py-2 text-sm text-gold-200"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          Your staff role is not in force until two-factor sign-in is on: turn it on under Security.
        </p>
      )}
      <dl className="divide-y divide-frost-500/10">
        <Row label="Account name">{account.username}</Row>
        <Row label="E-mail">
          {account.email || '—'}
          {account.pendingEmail && (
            <span className="block text-xs text-gold-200">
              Waiting for confirmation: {account.pendingEmail}
            </span>
          )}
        </Row>
        <Row label="Joined">{account.joinedAt ? formatDate(account.joinedAt) : '—'}</Row>
        <Row label="Last game login">
          {account.lastGameLogin.at ? (
            <>
              {formatDateTime(account.lastGameLogin.at)}
              {account.lastGameLogin.ip && (
                <span className="text-frost-300"> from {account.lastGameLogin.ip}</span>
              )}
            </>
          ) : (
            'Never'
          )}
        </Row>
        <Row label="Points (DP)">{account.points.toLocaleString('en-GB')}</Row>
        <Row label="Standing">
          <Standing bans={account.bans} />
        </Row>
        <Row label="Site role">
          {account.roles.length ? account.roles.map((r) => ROLE_NAMES[r] ?? r).join(', ') : 'Player'}
        </Row>
        <Row label="Game level">
          <ul>
            {account.gameLevels.map((l) => (
              <li key={l.realmId}>
                {l.realmName}: {l.label}
              </li>
            ))}
          </ul>
        </Row>
        <Row label="Two-factor sign-in">
          {account.twoFactor.enabled
            ? `On (${account.twoFactor.recoveryCodesLeft} recovery codes left)`
            : 'Off'}
        </Row>
      </dl>
    </Panel>
  );
}
