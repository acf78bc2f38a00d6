import type { Generated } from 'kysely';

/**
 * The site's own database. Every time is epoch milliseconds in a BIGINT, so both dialects return
 * plain numbers and comparisons need no timezone. Feature tables add their interfaces here.
 */
export interface SiteAccountTable {
  account_id: number;
  points: Generated<number>;
  created_at: number;
}

export interface SiteRoleTable {
  account_id: number;
  role: 'super_admin' | 'admin' | 'moderator';
  granted_at: number;
  granted_by: string;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON text: before/after and the reason given. */
  details: string;
  ip: string;
  created_at: number;
}

export interface WebDatabase {
  site_account: SiteAccountTable;
  site_role: SiteRoleTable;
  session: SessionTable;
  audit_log: AuditLogTable;
}
