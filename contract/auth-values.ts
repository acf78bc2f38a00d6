/*
 * The account rules' limits and messages and the client's user, without zod: every page's session
 * code loads these and no schema code. The schemas built on them are in `auth.ts`, which re-exports
 * everything here.
 */
import { text, type Text } from './i18n/text.ts';
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
 * Account rules, shared by the forms and the API. The messages of docs/product.md §5.2 are kept exactly
 * as the English catalogue's texts (ADR 020); the extra rules (docs/product.md §10.12) are the game's: a
 * name the 3.3.5a client and both cores accept, and a password the client can type.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 16;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;
/** AzerothCore's `MAX_EMAIL_STR`; TrinityCore's is 64 (`emailTooLong` is checked by core on the server). */
export const EMAIL_MAX = 255;

export const AUTH_MESSAGES = {
  usernameRequired: text('rule.username.required'),
  usernameLength: text('rule.username.length', { min: USERNAME_MIN, max: USERNAME_MAX }),
  usernameCharacters: text('rule.username.characters'),
  emailRequired: text('rule.email.required'),
  emailInvalid: text('rule.email.invalid'),
  passwordRequired: text('rule.password.required'),
  passwordMin: text('rule.password.min', { min: PASSWORD_MIN }),
  passwordMax: text('rule.password.max', { max: PASSWORD_MAX }),
  passwordCharacters: text('rule.password.characters'),
  confirmRequired: text('rule.password.confirmRequired'),
  passwordsMismatch: text('rule.password.mismatch'),
  /** The sign-in form's and the service's check (docs/product.md §5.1). */
  fillAllFields: text('rule.signIn.fillAllFields'),
  currentPasswordRequired: text('rule.password.currentRequired'),
  /** The one refusal for a wrong name or password, whichever was wrong. */
  invalidCredentials: text('rule.signIn.invalidCredentials'),
  codeNotRight: text('rule.signIn.codeNotRight'),
  nothingToChange: text('rule.profile.nothingToChange'),
  resetTokenMissing: text('rule.reset.tokenMissing'),
} as const;

export function emailTooLongMessage(max: number): Text {
  return text('rule.email.tooLong', { max });
}

export const RESET_LINK_INVALID = text('rule.reset.linkInvalid');
export const RESET_LIFETIME_HOURS = 24;
/** After a reset: the server's answer and the sign-in screen's success banner. */
export const PASSWORD_RESET_DONE = text('rule.reset.done');
