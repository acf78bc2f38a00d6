import type { Config } from './config.ts';
import type { ArmorySources } from './features/armory/armory-sources.ts';
import type { TwoFactorKeys } from './features/auth/two-factor.service.ts';
import type { Captcha } from './features/auth/captcha.ts';
import type { Databases } from './db/databases.ts';
import type { GameCoreInfo } from './game/core-detection.ts';
import type { RealmRegistry } from './game/realms.ts';
import type { EmailLookup } from './accounts/email-lookup.ts';
import type { LiveFigures } from './features/admin/live-figures.ts';
import type { ArticleViews } from './features/news/article-views.ts';
import type { NewsAnswerCache } from './features/news/news-cache.ts';
import type { BugBoard } from './features/bugs/bug-board.ts';
import type { LadderBoard } from './features/ladders/ladder-board.ts';
import type { RealmStatusMonitor } from './features/realms/realm-status.ts';
import type { SignInCount } from './features/statistics/sign-in-count.ts';
import type { StatisticsResults } from './features/statistics/statistics-results.ts';
import type { Guards } from './platform/auth-guard.ts';
import type { Background } from './platform/background.ts';
import type { DataVersions } from './platform/data-versions.ts';
import type { Jobs } from './platform/jobs.ts';
import type { Mailer } from './platform/mailer.ts';
import type { LimitStoreStatus } from './platform/rate-limit.ts';
import type { DevWebApp } from './web/dev-web-app.ts';

export interface AppDeps {
  config: Config;
  dbs: Databases;
  /** The core behind the game databases, detected at start (`detectGameCore`). */
  core: GameCoreInfo;
  /** The realms and their characters databases (`openRealms`); opened from `realmlist` when absent. */
  realms?: RealmRegistry;
  /** Where logs go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The web app as `npm run dev` serves it (Vite), instead of the build. */
  devWebApp?: DevWebApp;
}

/**
 * What every feature plugin receives: configuration, databases, realms, guards, and the state the app
 * keeps between requests. Everything here is created once, in buildApp, and what runs on its own is
 * stopped when the app closes.
 */
export interface AppContext extends AppDeps {
  realms: RealmRegistry;
  /** The realms' live status, checked in the background every 15 s. */
  realmStatus: RealmStatusMonitor;
  guards: Guards;
  /** Where the rate-limit counters live right now (health reports it). */
  limits: LimitStoreStatus;
  mailer: Mailer;
  /** Work after the answer (mails); the app waits for it when it closes. */
  background: Background;
  /** Periodic work (the realms' status, the e-mail copy's check), started and stopped with the app. */
  jobs: Jobs;
  /** The site's indexed copy of the core's account e-mails. */
  emailLookup: EmailLookup;
  /** The versions of the data sets public pages show: what held pages and answers are kept under. */
  versions: DataVersions;
  /** The public news answers, kept serialised until the news change. */
  newsAnswers: NewsAnswerCache;
  /** Article views counted in memory, written every few seconds. */
  articleViews: ArticleViews;
  /** The dashboard's counting figures (kept a while on a large realm). */
  figures: LiveFigures;
  /** The public board's data: every bug's filterable fields, and the answers given from them (ADR 008). */
  bugBoard: BugBoard;
  /** What the armory reads beside the characters: each realm's client data and world database, the icons. */
  armorySources: ArmorySources;
  /** TOTP_MASTER_SECRET and the authserver's digest of it: checked at start, reported by health. */
  twoFactor: TwoFactorKeys;
  /** Each realm's ladders, computed in the background every 15 s (ADR 023). */
  ladders: LadderBoard;
  /** The proof-of-work challenges of registration, reset requests and sign-in after failures. */
  captcha: Captcha;
  /** The realms' statistics and the staff's, as the `statistics` job last computed them. */
  statistics: StatisticsResults;
  /** Sign-ins counted in memory, written every few seconds (the staff's sign-ins per day). */
  signInCount: SignInCount;
}
