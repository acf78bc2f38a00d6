import { z } from 'zod';
import { EmailSchema, NewPasswordSchema, SiteRoleSchema } from './auth.ts';
import { AUTH_MESSAGES } from './auth-values.ts';
import { text } from './i18n/text.ts';

/*
 * The player's own account area (/account and /api/account/…): overview, password, e-mail, sessions,
 * two-factor sign-in and the bug-mail switch. Its messages are texts of the catalogues (ADR 020): `rule.`
 * for what the forms check too, `api.` for the server's answers.
 */

export const TWO_FACTOR = {
  /** Single-use codes handed out when two-factor sign-in is turned on. */
  recoveryCodes: 10,
  /** How long a secret shown for scanning waits for its first code. */
  setupMinutes: 15,
} as const;

export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

/** E-mail change requests: each sends mails, to any address, so an account and a source get a few. */
export const EMAIL_CHANGE_LIMITS = { perAccountPerDay: 5, perSourcePerHour: 10 } as const;

export const ACCOUNT_MESSAGES = {
  passwordChanged: text('api.account.passwordChanged'),
  emailLinkSent: (email: string) =>
    text('api.account.emailLinkSent', { email, hours: EMAIL_CHANGE_LIFETIME_HOURS }),
  emailChanged: text('api.account.emailChanged'),
  emailUnchanged: text('api.account.emailUnchanged'),
  emailLinkInvalid: text('rule.account.emailLinkInvalid'),
  sessionEnded: text('api.account.sessionEnded'),
  otherSessionsEnded: text('api.account.otherSessionsEnded'),
  sessionNotFound: text('api.account.sessionNotFound'),
  twoFactorEnabled: text('api.account.twoFactorEnabled'),
  twoFactorDisabled: text('api.account.twoFactorDisabled'),
  twoFactorAlreadyOn: text('api.account.twoFactorAlreadyOn'),
  twoFactorNotOn: text('api.account.twoFactorNotOn'),
  twoFactorNoSetup: text('api.account.twoFactorNoSetup'),
  codeRequired: text('rule.account.codeRequired'),
  codeWrong: text('api.account.codeWrong'),
  codeOrRecoveryWrong: text('rule.account.codeOrRecoveryWrong'),
  /** Sign-in, when the password was right and the account has two-factor sign-in on. */
  signInCodeNeeded: text('api.account.signInCodeNeeded'),
  notificationsSaved: text('api.account.notificationsSaved'),
  staffNeedsTwoFactor: text('api.account.staffNeedsTwoFactor'),
  tooManyEmailChanges: text('api.account.tooManyEmailChanges'),
} as const;

/** The six digits an authenticator app shows. */
const TotpCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeRequired);

/** `xxxxx-xxxxx` in Base32 letters: how recovery codes are shown; typed in any case, with or without the dash. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;

/** A current authenticator code or one recovery code. */
const SecondFactorCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.codeRequired)
  .refine((v) => /^\d{6}$/.test(v) || RECOVERY_CODE_PATTERN.test(v), ACCOUNT_MESSAGES.codeOrRecoveryWrong);

const CurrentPasswordSchema = z
  .string({ error: AUTH_MESSAGES.currentPasswordRequired })
  .min(1, AUTH_MESSAGES.currentPasswordRequired)
  .max(64, AUTH_MESSAGES.currentPasswordRequired);

export const ChangePasswordRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangeEmailRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  email: EmailSchema,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

export const ConfirmEmailRequestSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.emailLinkInvalid })
    .min(1, ACCOUNT_MESSAGES.emailLinkInvalid)
    .max(200, ACCOUNT_MESSAGES.emailLinkInvalid),
});

export const TwoFactorSetupRequestSchema = z.object({ currentPassword: CurrentPasswordSchema });
export const TwoFactorEnableRequestSchema = z.object({ code: TotpCodeSchema });
export const TwoFactorDisableRequestSchema = z.object({ code: SecondFactorCodeSchema });

export const TwoFactorSetupSchema = z.object({
  /** The key in Base32, for typing into an app by hand. */
  secret: z.string(),
  /** The Key URI the QR code holds. */
  otpauthUri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const NotificationSettingsSchema = z.object({
  bugStatusMail: z.boolean({ error: text('rule.account.bugStatusMail') }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const SessionIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: text('rule.session.idNumber') })
    .int(text('rule.session.idWhole'))
    .positive(text('rule.session.idPositive'))
    .max(2_147_483_647, text('rule.session.idTooLarge')),
});

/** A signed-in device: when it signed in and was last used, from where, and what it is. */
export const AccountSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  /** The browser and system read from its User-Agent, e.g. "Firefox on Windows". */
  device: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

const AccountBanSchema = z.object({
  bannedAt: z.string(),
  /** Null for a permanent ban. */
  until: z.string().nullable(),
  reason: z.string(),
  /** Whether the authserver enforces it now. */
  active: z.boolean(),
});

export const AccountOverviewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Shown in lower case (docs/product.md §10.16). */
  email: z.string(),
  /** An address waiting for its confirmation link, if any. */
  pendingEmail: z.string().nullable(),
  joinedAt: z.string().nullable(),
  /** The last game login and its address, as the authserver wrote them (the site never does). */
  lastGameLogin: z.object({ at: z.string().nullable(), ip: z.string().nullable() }),
  points: z.number().int(),
  roles: z.array(SiteRoleSchema),
  /** STAFF_2FA=required and this account holds a site role without two-factor sign-in: the role is not in force. */
  staffRolesNeedTwoFactor: z.boolean(),
  /** The game's security level on each realm, as that realm's worldserver reads it. */
  gameLevels: z.array(
    z.object({
      realmId: z.number().int(),
      realmName: z.string(),
      level: z.number().int(),
      label: z.string(),
    }),
  ),
  /** The account's bans, newest first. */
  bans: z.array(AccountBanSchema),
  twoFactor: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
  bugStatusMail: z.boolean(),
});
export type AccountOverview = z.infer<typeof AccountOverviewSchema>;
