import { z } from 'zod';
import { deriveRole, SiteRoleSchema } from './roles.ts';

/** The user as the server sends it (SPEC.md §3 backend user): id, username, reg_mail, roles. */
export const BackendUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  reg_mail: z.string(),
  roles: z.array(SiteRoleSchema),
});
export type BackendUser = z.infer<typeof BackendUserSchema>;

/** The user the client keeps in `currentUser` (SPEC.md §3 client user). */
export interface ClientUser {
  id: string;
  username: string;
  email: string;
  role: 'admin' | 'moderator' | 'user';
  isActive: true;
  createdAt: string;
  lastLogin: string;
}

/** SPEC.md §3: id kept as text, role derived by §6, createdAt and lastLogin set to today (date only). */
export function toClientUser(user: BackendUser, today = new Date()): ClientUser {
  const date = today.toISOString().slice(0, 10);
  return {
    id: String(user.id),
    username: user.username,
    email: user.reg_mail,
    role: deriveRole(user.roles),
    isActive: true,
    createdAt: date,
    lastLogin: date,
  };
}

/*
 * Account rules, shared by the forms and the API. The messages of SPEC.md §5 are kept exactly; the
 * extra rules (DESIGN.md §9) are the game's: a name the 3.3.5a client and both cores accept, and a
 * password the client can type.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 16;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;
/** AzerothCore's `MAX_EMAIL_STR`; TrinityCore's is 64 (`emailTooLong` is checked by core on the server). */
export const EMAIL_MAX = 255;

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameLength: `Username must be between ${USERNAME_MIN} and ${USERNAME_MAX} characters`,
  usernameCharacters: 'Username may only contain letters (A-Z) and digits',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordCharacters: 'Password may only contain letters, digits and symbols, without spaces or |',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  /** The sign-in form's and the service's check (SPEC.md §5). */
  fillAllFields: 'Please fill in all required fields',
  currentPasswordRequired: 'Your current password is required',
} as const;

export function emailTooLongMessage(max: number): string {
  return `Email must be at most ${max} characters`;
}

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

export const RegisterRequestSchema = withMatchingConfirmation(
  z.object({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
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
    .max(64, 'Invalid username or password'),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** `{ success, user, token, message }` (SPEC.md §7) after sign-in or registration. */
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
    error: 'Nothing to change: give a new email or a new password',
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
  /** The site's own origin as the client sees it; never used to build the link (DESIGN.md §9). */
  clientUrl: z.string().max(2048).optional(),
});

export const ResetPasswordConfirmSchema = withMatchingConfirmation(
  z.object({
    token: z
      .string({ error: 'The reset link is missing its token' })
      .min(1, 'The reset link is missing its token')
      .max(200, 'This reset link is invalid or has expired. Please ask for a new one.'),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
  'password',
);
export type ResetPasswordConfirm = z.infer<typeof ResetPasswordConfirmSchema>;

/** The one answer to a reset request, whether or not the address belongs to an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this email address, a link to reset its password is on its way.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
export const RESET_LIFETIME_HOURS = 24;
/** After a reset: the server's answer and the sign-in screen's success banner. */
export const PASSWORD_RESET_DONE =
  'Your password has been reset. You can now sign in with your new password.';
