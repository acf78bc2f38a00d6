import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccountOverview } from '#contract/account.ts';
import { hasText, type MessageKey } from '#contract/i18n/messages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { Panel, useFormats } from './account-ui.tsx';

const ROLE_NAMES: Record<string, MessageKey> = {
  super_admin: 'account.overview.role.super_admin',
  admin: 'account.overview.role.admin',
  moderator: 'account.overview.role.moderator',
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
  const t = useT();
  const { formatDate, formatDateTime } = useFormats();
  const active = bans.find((b) => b.active);
  if (active) {
    return (
      <span className="text-red-200">
        {active.until
          ? t('account.overview.bannedUntil', { until: formatDateTime(active.until), reason: active.reason })
          : t('account.overview.bannedForever', { reason: active.reason })}
      </span>
    );
  }
  const last = bans[0];
  return (
    <span>
      {t('account.overview.goodStanding')}
      {last && (
        <span className="block text-xs text-frost-300">
          {last.until
            ? t('account.overview.lastBanUntil', {
                date: formatDate(last.bannedAt),
                until: formatDate(last.until),
                reason: last.reason,
              })
            : t('account.overview.lastBanForever', { date: formatDate(last.bannedAt), reason: last.reason })}
        </span>
      )}
    </span>
  );
}

/** What the account is, as the game and the site hold it. */
export function OverviewPanel({ account }: { account: AccountOverview }) {
  const t = useT();
  const language = useLanguage();
  const { formatDate, formatDateTime, formatNumber } = useFormats();
  // The server names the level in English; the catalogues name the core's four.
  const levelName = (l: AccountOverview['gameLevels'][number]) => {
    const key = `admin.securityLevel.${l.level}`;
    return hasText(language, key) ? t(key) : l.label;
  };
  return (
    <Panel id="overview" title={t('account.overview.title')}>
      {account.staffRolesNeedTwoFactor && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border border-gold-400/50 bg-night-800 px-3 py-2 text-sm text-gold-200"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('account.overview.staffNeedsTwoFactor')}
        </p>
      )}
      <dl className="divide-y divide-frost-500/10">
        <Row label={t('account.overview.accountName')}>{account.username}</Row>
        <Row label={t('account.overview.email')}>
          {account.email || '—'}
          {account.pendingEmail && (
            <span className="block text-xs text-gold-200">
              {t('account.overview.pendingEmail', { email: account.pendingEmail })}
            </span>
          )}
        </Row>
        <Row label={t('account.overview.joined')}>
          {account.joinedAt ? formatDate(account.joinedAt) : '—'}
        </Row>
        <Row label={t('account.overview.lastGameLogin')}>
          {account.lastGameLogin.at ? (
            <>
              {formatDateTime(account.lastGameLogin.at)}
              {account.lastGameLogin.ip && (
                <span className="text-frost-300">
                  {' '}
                  {t('account.overview.fromIp', { ip: account.lastGameLogin.ip })}
                </span>
              )}
            </>
          ) : (
            t('account.overview.never')
          )}
        </Row>
        <Row label={t('account.overview.points')}>{formatNumber(account.points)}</Row>
        <Row label={t('account.overview.standing')}>
          <Standing bans={account.bans} />
        </Row>
        <Row label={t('account.overview.siteRole')}>
          {account.roles.length
            ? account.roles
                .map((r) => {
                  const name = ROLE_NAMES[r];
                  return name ? t(name) : r;
                })
                .join(', ')
            : t('account.overview.role.player')}
        </Row>
        <Row label={t('account.overview.gameLevel')}>
          <ul>
            {account.gameLevels.map((l) => (
              <li key={l.realmId}>
                {t('account.overview.gameLevelOn', { realm: l.realmName, level: levelName(l) })}
              </li>
            ))}
          </ul>
        </Row>
        <Row label={t('account.overview.twoFactor')}>
          {account.twoFactor.enabled
            ? t('account.overview.twoFactorOn', { count: account.twoFactor.recoveryCodesLeft })
            : t('account.overview.twoFactorOff')}
        </Row>
      </dl>
    </Panel>
  );
}
