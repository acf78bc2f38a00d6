import { z } from 'zod';
import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  emailTooLongMessage,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_LINK_INVALID,
  USERNAME_MAX,
  USERNAME_MIN,
  type BackendUser,
} from './auth-values.ts';
import { SITE_ROLES } from './roles.ts';

export * from './auth-values.ts';

export const SiteRoleSchema = z.enum(SITE_ROLES);

export const BackendUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  reg_mail: z.string(),
  roles: z.array(SiteRoleSchema),
}) satisfies z.ZodType<BackendUser>;

/** Printable ASCII without the space and `|` (the 3.3.5a client mangles both). */
const PASSWORD_CHARACTERS = /^[!-{}~]*$/;
const USERNAME_CHARACTERS = /^[A-Za-z0-9]*$/;

const required = (message: string) => z.string({ error: message }).min(1, { error: message, abort: true });

export const UsernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.usernameRequired, abort: true })
  .regex(USERNAME_CHARACTERS, { error: AUTH_MESSAGES.usernameCharacters, abort: true })
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameLength)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameLength);

export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: emailTooLongMessage(EMAIL_MAX), abort: true })
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/** A new password: 8–15 printable ASCII characters, no space or `|`. */
export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax)
  .regex(PASSWORD_CHARACTERS, AUTH_MESSAGES.passwordCharacters);

const ConfirmPasswordSchema = required(AUTH_MESSAGES.confirmRequired);

/** Password and confirmation must match; the mismatch is reported on the confirmation. */
function withMatchingConfirmation<T extends z.ZodObject>(schema: T, passwordKey: string) {
  return schema.refine(
    (v: Record<string, unknown>) =>
      typeof v.confirmPassword !== 'string' ||
      v.confirmPassword === '' ||
      v[passwordKey] === v.confirmPassword,
    {
      error: AUTH_MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
      // Also when other fields fail, so the form shows every problem at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
}

/**
 * A solved proof-of-work challenge (ADR 026): what the ALTCHA widget hands the form, base64 of its JSON.
 * Registration and the reset request need one; sign-in after failures from its source does.
 */
const AltchaSchema = z.string().max(4096).optional();

/** A challenge from `GET /api/auth/challenge`, as the ALTCHA widget reads it (PoW v2). */
export const CaptchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Unix seconds. */
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

export const RegisterRequestSchema = withMatchingConfirmation(
  z.object({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    altcha: AltchaSchema,
  }),
  'password',
);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** Sign-in by account name or email. Old game accounts may hold a 16-character password: no 8–15 rule here. */
export const LoginRequestSchema = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.fillAllFields })
    .trim()
    .min(1, { error: AUTH_MESSAGES.fillAllFields, abort: true })
    .max(EMAIL_MAX, AUTH_MESSAGES.fillAllFields),
  password: z
    .string({ error: AUTH_MESSAGES.fillAllFields })
    .min(1, { error: AUTH_MESSAGES.fillAllFields, abort: true })
    .max(64, AUTH_MESSAGES.invalidCredentials),
  rememberMe: z.boolean().optional().default(false),
  /** For an account with two-factor sign-in: the authenticator's code, or one recovery code. */
  totpCode: z.string().trim().max(32, AUTH_MESSAGES.codeNotRight).optional(),
  altcha: AltchaSchema,
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** `{ success, user, token, message }` (docs/product.md §7.2) after sign-in or registration. */
export const SignedInResponseSchema = z.object({
  success: z.literal(true),
  user: BackendUserSchema,
  token: z.string(),
  message: z.string(),
});
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;

/** `{ token }`, or no body at all when the token goes as the bearer. */
export const ValidateTokenRequestSchema = z.object({ token: z.string().max(200).optional() }).nullish();

/** Email change and password change, both needing the current password. */
export const UpdateProfileRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(64, AUTH_MESSAGES.currentPasswordRequired),
    email: EmailSchema.optional(),
    newPassword: NewPasswordSchema.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.newPassword === undefined || v.confirmPassword, {
    error: AUTH_MESSAGES.confirmRequired,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword === undefined || !v.confirmPassword || v.newPassword === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.email !== undefined || v.newPassword !== undefined, {
    error: AUTH_MESSAGES.nothingToChange,
    path: ['email'],
  });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** The profile after a change; a password change ends every session and hands this client a new token. */
export const ProfileUpdatedResponseSchema = z.object({
  success: z.literal(true),
  data: BackendUserSchema,
  message: z.string(),
  token: z.string().optional(),
});

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  /** The site's own origin as the client sees it; never used to build the link (docs/product.md §10.3). */
  clientUrl: z.string().max(2048).optional(),
  altcha: AltchaSchema,
});

export const ResetPasswordConfirmSchema = withMatchingConfirmation(
  z.object({
    token: z
      .string({ error: AUTH_MESSAGES.resetTokenMissing })
      .min(1, AUTH_MESSAGES.resetTokenMissing)
      .max(200, RESET_LINK_INVALID),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
  'password',
);
export type ResetPasswordConfirm = z.infer<typeof ResetPasswordConfirmSchema>;
