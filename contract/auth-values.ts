/*
 * The account rules' limits and messages and the client's user, without zod: every page's session
 * code loads these and no schema code. The schemas built on them are in `auth.ts`, which re-exports
 * everything here.
 */
import type { SiteRole } from './roles.ts';
import { deriveRole } from './roles.ts';

/** The user as the server sends it (docs/product.md §3.2): id, username, reg_mail, roles. */
export interface BackendUser {
  id: number;
  username: string;
  reg_mail: string;
  roles: SiteRole[];
}

/** The user the client keeps in `currentUser` (docs/product.md §3.2). */
export interface ClientUser {
  id: string;
  username: string;
  email: string;
  role: 'admin' | 'moderator' | 'user';
  isActive: true;
  createdAt: string;
  lastLogin: string;
}

/**
 * docs/product.md §3.2: id kept as text, role derived as docs/product.md §6.2 says, createdAt and lastLogin
 * set to today (date only).
 */
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
 * Account rules, shared by the forms and the API. The messages of docs/product.md §5.2 are kept exactly; the
 * extra rules (docs/product.md §10.12) are the game's: a name the 3.3.5a client and both cores accept, and a
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
  /** The sign-in form's and the service's check (docs/product.md §5.1). */
  fillAllFields: 'Please fill in all required fields',
  currentPasswordRequired: 'Your current password is required',
} as const;

export function emailTooLongMessage(max: number): string {
  return `Email must be at most ${max} characters`;
}

/** The one answer to a reset request, whether or not the address belongs to an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this email address, a link to reset its password is on its way.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
export const RESET_LIFETIME_HOURS = 24;
/** After a reset: the server's answer and the sign-in screen's success banner. */
export const PASSWORD_RESET_DONE =
  'Your password has been reset. You can now sign in with your new password.';
