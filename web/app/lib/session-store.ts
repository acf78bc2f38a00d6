import { useSyncExternalStore } from 'react';
import type { ClientUser } from '#contract/auth.ts';

/*
 * The client session (docs/product.md §3.4, §4.1, §6.2): `currentUser` (the user as JSON) and `authToken` in
 * localStorage, plus `characters_<accountId>` caches removed at sign-out. One small external store so
 * every component sees sign-in and sign-out at once.
 */
const USER_KEY = 'currentUser';
const TOKEN_KEY = 'authToken';
const CHARACTERS_PREFIX = 'characters_';

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedUser: ClientUser | null = null;

const hasStorage = () => typeof window !== 'undefined' && !!window.localStorage;

function emit() {
  for (const listener of listeners) listener();
}

export function readToken(): string | null {
  return hasStorage() ? window.localStorage.getItem(TOKEN_KEY) : null;
}

/** The stored user; unreadable JSON clears the whole stored login (docs/product.md §4.1). */
export function readUser(): ClientUser | null {
  if (!hasStorage()) return null;
  const raw = window.localStorage.getItem(USER_KEY);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  if (!raw) return (cachedUser = null);
  try {
    cachedUser = JSON.parse(raw) as ClientUser;
  } catch {
    clearSession();
    cachedUser = null;
  }
  return cachedUser;
}

export function storeSession(user: ClientUser, token: string): void {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function storeUser(user: ClientUser): void {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

/** Signs out locally: user, token and every cached character list. */
export function clearSession(): void {
  if (!hasStorage()) return;
  window.localStorage.removeItem(USER_KEY);
  window.localStorage.removeItem(TOKEN_KEY);
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(CHARACTERS_PREFIX)) window.localStorage.removeItem(key);
  }
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === USER_KEY || e.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface Session {
  user: ClientUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isModerator: boolean;
}

/** The session as docs/product.md §6.2 derives it. Prerendered HTML is always the signed-out view. */
export function useSession(): Session {
  const user = useSyncExternalStore(subscribe, readUser, () => null);
  const role = user?.role ?? 'user';
  return {
    user,
    isAuthenticated: !!user,
    isAdmin: role === 'admin',
    isModerator: role === 'admin' || role === 'moderator',
  };
}
