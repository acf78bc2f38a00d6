/*
 * Roles and their labels, without zod: every page's navigation reads these. The schema built on them
 * is `SiteRoleSchema` in `auth.ts`.
 */

/** Site roles kept in the web database (not the game's GM level). */
export const SITE_ROLES = ['super_admin', 'admin', 'moderator'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

export type ClientRole = 'admin' | 'moderator' | 'user';

/** docs/product.md §6.2: super_admin or admin → admin; else moderator → moderator; else user. */
export function deriveRole(roles: readonly string[]): ClientRole {
  if (roles.includes('super_admin') || roles.includes('admin')) return 'admin';
  if (roles.includes('moderator')) return 'moderator';
  return 'user';
}

/** The game's security levels (docs/game-core.md §6.1, docs/product.md §6.3). */
export function securityLevelLabel(level: number | null | undefined): string {
  switch (level) {
    case 0:
      return 'Player';
    case 1:
      return 'Game Master (GM)';
    case 2:
      return 'Moderator';
    case 3:
      return 'Administrator';
    default:
      return 'Unknown';
  }
}
