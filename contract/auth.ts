import { z } from 'zod';
import { SiteRoleSchema } from './roles.ts';

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
