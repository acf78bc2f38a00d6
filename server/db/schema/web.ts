import type { Generated } from 'kysely';

/**
 * The site's own database. Every time is epoch milliseconds in a BIGINT, so both dialects return
 * plain numbers and comparisons need no timezone. Feature tables add their interfaces here.
 */
interface SiteAccountTable {
  account_id: number;
  points: Generated<number>;
  created_at: number;
  /** 1: mail the player when staff change the status of one of their bug reports. */
  bug_status_mail: Generated<number>;
  /** The language of the player's mails (`en`, `fr`): the last their requests named; NULL: SITE_LANGUAGE. */
  language: Generated<string | null>;
}

interface SiteRoleTable {
  account_id: number;
  role: 'super_admin' | 'admin' | 'moderator';
  granted_at: number;
  granted_by: string;
}

interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
}

interface AuditLogTable {
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

interface PasswordResetTable {
  id: Generated<number>;
  /** SHA-256 of the single-use token mailed in the link. */
  token_hash: string;
  account_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  ip: string;
}

/** A bug report; the character columns are a snapshot taken at report time. */
export interface BugTable {
  id: Generated<number>;
  title: string;
  description: string;
  category: 'quests' | 'class' | 'items' | 'other';
  priority: 'low' | 'medium' | 'high';
  status: 'todo' | 'need_more_context' | 'work_in_progress' | 'validation' | 'done' | 'not_a_bug';
  quest_name: string | null;
  class_name: string | null;
  item_name: string | null;
  is_exploit: Generated<number>;
  reporter_id: number;
  reporter_name: string;
  character_guid: number;
  character_name: string;
  character_race: number;
  character_class: number;
  character_level: number;
  /** Null on reports made before the realm was recorded. */
  character_realm_id: number | null;
  character_realm_name: string | null;
  search_text: string;
  created_at: number;
  updated_at: number;
  resolved_at: number | null;
}

/** One step of a bug's history: reported, a status/priority/category change, an edit or a comment. */
export interface BugEventTable {
  id: Generated<number>;
  bug_id: number;
  actor_id: number;
  actor_name: string;
  kind: 'reported' | 'status' | 'priority' | 'category' | 'edit' | 'comment';
  from_value: string | null;
  to_value: string | null;
  comment: string | null;
  created_at: number;
}

/** A news article; `content` is sanitised HTML, `tags` a JSON array, `featured_until` null when not featured. */
export interface NewsArticleTable {
  id: Generated<number>;
  title: string;
  description: string;
  content: string;
  search_text: string;
  category: string;
  image_url: string;
  author_name: string;
  author_account_id: number | null;
  tags: Generated<string>;
  featured_until: number | null;
  published: Generated<number>;
  views: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One change of an account's points (DP), kept for ever. */
interface PointsLedgerTable {
  id: Generated<number>;
  account_id: number;
  points_before: number;
  points_after: number;
  changed_by_id: number;
  changed_by_name: string;
  created_at: number;
}

/** The site's copy of each account's email (upper-cased), indexed for the admin search. */
interface AccountEmailLookupTable {
  account_id: number;
  email: string;
}

/** An address being written to a game account right now (registration, email change). */
interface EmailClaimTable {
  email: string;
  claimed_at: number;
}

/** The instance running a shared background job until `expires_at` (server/platform/jobs.ts). */
/** A data set's version (`news`, `bugs`), moved by every write to the set (platform/data-versions.ts). */
interface DataVersionTable {
  name: string;
  version: number | string;
}

interface JobLeaseTable {
  job: string;
  holder: string;
  expires_at: number;
}

/** An address an account signed in (or registered) from, and when last (ADR 005). */
interface SignInSourceTable {
  account_id: number;
  ip: string;
  last_at: number;
}

/** A wrong password aimed at an account or a name, counted by the per-account sign-in limits. */
interface WrongPasswordTable {
  id: Generated<number>;
  target: string;
  ip: string;
  at: number;
}

/** A new address waiting for its owner to follow the link mailed to it (24 h, single use). */
interface EmailChangeTable {
  id: Generated<number>;
  /** SHA-256 of the token mailed in the link. */
  token_hash: string;
  account_id: number;
  /** As typed; the core's row gets it upper-cased when the change is confirmed. */
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  ip: string;
}

/**
 * A registration waiting for the link mailed to its address (REGISTRATION_EMAIL_VERIFICATION=required):
 * what the core's account row will get, never the password.
 */
interface PendingRegistrationTable {
  id: Generated<number>;
  /** Upper-cased, as the core stores it. */
  username: string;
  /** As typed. */
  email: string;
  /** Upper-cased, as the core stores it. */
  email_key: string;
  /** The SRP6 salt and verifier, 32 bytes each in hex. */
  salt: string;
  verifier: string;
  /** The language its mails are written in; NULL: SITE_LANGUAGE. */
  language: string | null;
  /** SHA-256 of the latest link's token. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  /** While a confirmation writes the account. */
  confirming_at: number | null;
  ip: string;
}

/** One link mailed again to a pending registration, counted by the resend limits. */
interface PendingRegistrationResendTable {
  id: Generated<number>;
  pending_id: number;
  ip: string;
  sent_at: number;
}

/** A two-factor secret shown to the player and not yet confirmed by a code (Base32). */
interface TwoFactorSetupTable {
  account_id: number;
  secret: string;
  created_at: number;
}

/** One single-use recovery code of an account with two-factor sign-in, SHA-256 only. */
interface TwoFactorRecoveryCodeTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

/** When a player last unstuck a character (the cooldown's clock), per realm and guid. */
interface UnstuckUseTable {
  realm_id: number;
  guid: number;
  account_id: number;
  used_at: number;
}

/** An account whose characters the armory shows only to it and to staff. */
interface ArmoryHiddenAccountTable {
  account_id: number;
  /** Epoch milliseconds. */
  hidden_at: number;
}

/** A secret the site made for itself, shared by every instance on this database (the CAPTCHA's key). */
interface SiteSecretTable {
  name: string;
  value: string;
  created_at: number;
}

/** A solved CAPTCHA challenge already used, kept until it expires (ADR 026). */
interface UsedChallengeTable {
  signature: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

/** The players online on a realm at a 5-minute slot (epoch ms), kept 90 days. */
interface OnlineSampleTable {
  realm_id: number;
  sampled_at: number;
  players: number;
}

/** A character a realm's ladders keep (server/features/ladders/, ADR 023). */
interface LadderContenderTable {
  realm_id: number;
  guid: number;
  account: number;
  name: string;
  race: number;
  class: number;
  gender: number;
  level: number;
  total_kills: number;
  today_kills: number;
  yesterday_kills: number;
  /** Unix seconds of the character's last save. */
  saved_at: number;
  points: number | null;
  /** 1: the honour ladder keeps it, 2: the achievement ladder, 3: both. */
  ladders: number;
}

/** Where the reading of a realm for its ladders stands, as JSON. */
interface LadderReadingTable {
  realm_id: number;
  body: string;
}

/** The last figures the statistics job computed: `realm:<id>` and `staff`, as JSON. */
interface StatisticsResultTable {
  name: string;
  computed_at: number;
  body: string;
}

/** The counts of one slice of a core table (`realm:<id>:characters:<slice>`…), as JSON. */
interface StatisticsSliceTable {
  name: string;
  counted_at: number;
  body: string;
}

/** Sign-ins on the site on one UTC day (YYYY-MM-DD). */
interface SignInDayTable {
  day: string;
  sign_ins: number;
}

export interface WebDatabase {
  site_account: SiteAccountTable;
  armory_hidden_account: ArmoryHiddenAccountTable;
  site_role: SiteRoleTable;
  session: SessionTable;
  audit_log: AuditLogTable;
  password_reset: PasswordResetTable;
  bug: BugTable;
  bug_event: BugEventTable;
  news_article: NewsArticleTable;
  points_ledger: PointsLedgerTable;
  account_email_lookup: AccountEmailLookupTable;
  email_claim: EmailClaimTable;
  job_lease: JobLeaseTable;
  data_version: DataVersionTable;
  sign_in_source: SignInSourceTable;
  email_change: EmailChangeTable;
  two_factor_setup: TwoFactorSetupTable;
  two_factor_recovery_code: TwoFactorRecoveryCodeTable;
  unstuck_use: UnstuckUseTable;
  wrong_password: WrongPasswordTable;
  pending_registration: PendingRegistrationTable;
  pending_registration_resend: PendingRegistrationResendTable;
  site_secret: SiteSecretTable;
  used_challenge: UsedChallengeTable;
  online_sample: OnlineSampleTable;
  statistics_result: StatisticsResultTable;
  ladder_contender: LadderContenderTable;
  ladder_reading: LadderReadingTable;
  statistics_slice: StatisticsSliceTable;
  sign_in_day: SignInDayTable;
}
