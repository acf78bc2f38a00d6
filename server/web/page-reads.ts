import type { Language } from '../../contract/i18n/languages.ts';
import { translate, translateText } from '../../contract/i18n/messages.ts';
import { data } from 'react-router';
import type { z } from 'zod';
import {
  ARMORY_MAX_AGE_MS,
  ArmoryCharacterParamsSchema,
  ArmoryGuildParamsSchema,
  ArmorySearchQuerySchema,
  GuildMembersQuerySchema,
  type ArmoryCharacter,
  type ArmoryCharacterRef,
  type ArmoryGuild,
  type ArmoryGuildRef,
} from '../../contract/armory.ts';
import {
  BugIdParamsSchema,
  BugListQuerySchema,
  type BugDetail,
  type BugListEnvelope,
} from '../../contract/bugs.ts';
import {
  NEWS_PAGE_SIZE,
  NewsIdParamsSchema,
  type NewsArticle,
  type NewsListEnvelope,
} from '../../contract/news.ts';
import {
  OnlineListQuerySchema,
  REALM_STATUS_INTERVAL_MS,
  RealmIdParamsSchema,
  type OnlineCharacter,
  type RealmlistInfo,
  type RealmStatus,
  type RealmSummary,
} from '../../contract/realms.ts';
import {
  AchievementLadderQuerySchema,
  ArenaLadderQuerySchema,
  ArenaTeamParamsSchema,
  HonorLadderQuerySchema,
  LADDER_MAX_AGE_MS,
  type AchievementStanding,
  type ArenaStanding,
  type ArenaTeam,
  type HonorStanding,
  type LadderPage,
  type LadderRealm,
} from '../../contract/ladders.ts';
import type { RealmStatistics } from '../../contract/statistics.ts';
import type { AppContext } from '../app-context.ts';
import {
  readArmoryCharacter,
  readArmoryGuild,
  searchArmoryCharacters,
  searchArmoryGuilds,
} from '../features/armory/armory.service.ts';
import { getBug, listBugs } from '../features/bugs/bugs.service.ts';
import {
  listLadderRealms,
  readAchievementLadder,
  readArenaLadder,
  readArenaTeam,
  readHonorLadder,
  type LadderDeps,
} from '../features/ladders/ladders.service.ts';
import { featuringEnds } from '../features/news/news-cache.ts';
import { latestNews, listNews, readNewsArticle } from '../features/news/news.service.ts';
import { listOnline, realmlistInfo } from '../features/realms/realms.service.ts';
import { readRealmStatistics } from '../features/statistics/statistics.service.ts';
import type { Versioned } from '../platform/data-versions.ts';
import { AppError } from '../platform/errors.ts';

/** What the server gives each render of a page (web/app/lib/page-context.ts). */
export interface PageContextValue {
  /** What a page's loaders read: the services' read side (go to a method to follow it to its SQL). */
  reads: PageReads;
  /** The site's public origin (PUBLIC_URL, or the address it listens at), for absolute links. */
  publicUrl: string;
  /** The language the page is rendered in (server/web/page-language.ts). */
  language: Language;
  /** Whether the sign-in screens ask for a solved proof-of-work challenge (REGISTRATION_CAPTCHA, ADR 026). */
  captcha: boolean;
}

declare module '#web/lib/page-context.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members are PageContextValue's
  interface PageContext extends PageContextValue {}
}

/** How long a page made while a read failed is held: the next visitors get a new try soon. */
const AFTER_FAILURE_MS = 2000;

/**
 * What a page was made from (ADR 018): the version of each thing it read, taken before reading it;
 * when it stops being true on its own (a featuring ends, the online list's next check); and the
 * articles it shows in full, whose views every serving of the page counts.
 */
export class PageSources {
  readonly stamps = new Map<Versioned, number>();
  expiresAt = Infinity;
  readonly articles: number[] = [];

  uses(source: Versioned): void {
    if (!this.stamps.has(source)) this.stamps.set(source, source.version());
  }

  expires(at: number): void {
    this.expiresAt = Math.min(this.expiresAt, at);
  }

  /** Whether the page still shows what it would show if made now. */
  current(now: number): boolean {
    if (this.expiresAt <= now) return false;
    for (const [source, version] of this.stamps) if (source.version() !== version) return false;
    return true;
  }
}

export type PageReadDeps = Pick<
  AppContext,
  | 'dbs'
  | 'versions'
  | 'bugBoard'
  | 'realmStatus'
  | 'realms'
  | 'core'
  | 'config'
  | 'armorySources'
  | 'ladders'
  | 'statistics'
>;

/**
 * The public reads of the site's pages, for route loaders (`context.get(pageContext).reads`), one per render: each
 * method validates its input with the contract's schemas, notes in the page's sources what it read,
 * and calls the service the API calls, returning the contract's types. A refusal (unknown article,
 * bad page number) becomes the loader's error response with the API's status and message, in the
 * page's language.
 */
export class PageReads {
  private readonly deps: PageReadDeps;
  private readonly page: PageSources;
  private readonly language: Language;

  constructor(deps: PageReadDeps, page: PageSources, language: Language) {
    this.deps = deps;
    this.page = page;
    this.language = language;
  }

  /** Runs a read; a refusal becomes an error response, a failure holds the page only briefly. */
  private async read<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.status < 500)
        throw data({ message: translateText(this.language, error.text) }, { status: error.status });
      this.page.expires(Date.now() + AFTER_FAILURE_MS);
      // A service's own word for why it cannot answer yet (the ladders being computed) is kept.
      const message =
        error instanceof AppError && error.status === 503
          ? translateText(this.language, error.text)
          : translate(this.language, 'api.page.unavailable');
      throw data({ message }, { status: 503 });
    }
  }

  private valid<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      throw data({ message: message && translateText(this.language, message) }, { status: 400 });
    }
    return parsed.data;
  }

  /** The header's view of every realm: name, mark and players (the last check). */
  realmSummaries(): RealmSummary[] {
    this.page.uses(this.deps.realmStatus.summary);
    return this.deps.realmStatus.summaries();
  }

  /** Every realm with its last check: status, players, uptime, peak, flags. */
  realms(): RealmStatus[] {
    this.page.uses(this.deps.realmStatus.details);
    return this.deps.realmStatus.current();
  }

  /** One page of who is in the world on a realm; it changes with every check of the realm. */
  async onlineList(
    realmId: string,
    query: z.input<typeof OnlineListQuerySchema>,
  ): Promise<{ data: OnlineCharacter[]; total: number; page: number; pageSize: number }> {
    const { id } = this.valid(RealmIdParamsSchema, { id: realmId });
    const paging = this.valid(OnlineListQuerySchema, query);
    this.page.uses(this.deps.realmStatus.details);
    this.page.expires(Date.now() + REALM_STATUS_INTERVAL_MS);
    const list = await this.read(() =>
      listOnline({ ...this.deps, status: this.deps.realmStatus }, id, paging),
    );
    return { ...list, page: paging.page, pageSize: paging.pageSize };
  }

  /**
   * A realm's statistics as the job last computed them (null until its first computation); the page is
   * made again when the job writes new figures (the `statistics` version).
   */
  async realmStatistics(realmId: string): Promise<RealmStatistics | null> {
    const { id } = this.valid(RealmIdParamsSchema, { id: realmId });
    this.page.uses(this.deps.versions.source('statistics'));
    return (await this.read(() => readRealmStatistics(this.deps, id))) ?? null;
  }

  /** The `set realmlist` line and the client the realms expect. */
  realmlist(): RealmlistInfo {
    return realmlistInfo(this.deps.config);
  }

  /** The newest published articles. */
  async latestNews(limit: number): Promise<NewsArticle[]> {
    this.page.uses(this.deps.versions.source('news'));
    const articles = await this.read(() => latestNews(this.deps.dbs.web, limit));
    this.page.expires(featuringEnds(articles));
    return articles;
  }

  /** One page of the published articles, newest first, with the total. */
  async newsPage(page: number, pageSize = NEWS_PAGE_SIZE): Promise<NewsListEnvelope> {
    this.page.uses(this.deps.versions.source('news'));
    const list = await this.read(() => listNews(this.deps.dbs.web, { page, pageSize }));
    this.page.expires(featuringEnds(list.data));
    return list;
  }

  /** One published article; every serving of the page counts a view of it, as the API's read does. */
  async newsArticle(articleId: string): Promise<NewsArticle> {
    const { id } = this.valid(NewsIdParamsSchema, { id: articleId });
    this.page.uses(this.deps.versions.source('news'));
    const article = await this.read(() => readNewsArticle(this.deps.dbs.web, id));
    this.page.expires(featuringEnds([article]));
    this.page.articles.push(id);
    return article;
  }

  /** One column's page of the public board, with the counters (as an anonymous visitor sees it). */
  async bugs(query: z.input<typeof BugListQuerySchema>): Promise<BugListEnvelope> {
    const valid = this.valid(BugListQuerySchema, query);
    this.page.uses(this.deps.versions.source('bugs'));
    return this.read(() => listBugs(this.deps.dbs.web, this.deps.bugBoard, null, valid));
  }

  /** One bug with its timeline, as an anonymous visitor sees it. */
  async bug(bugId: string): Promise<BugDetail> {
    const { id } = this.valid(BugIdParamsSchema, { id: bugId });
    this.page.uses(this.deps.versions.source('bugs'));
    return this.read(() => getBug(this.deps.dbs.web, null, id));
  }

  /**
   * Characters and guilds whose names start with the search, as an anonymous visitor sees them: the
   * realm's characters change as its worldserver saves them, so the page is made again within a minute.
   */
  async armorySearch(query: Record<string, string | undefined>): Promise<{
    characters: { data: ArmoryCharacterRef[]; hasMore: boolean };
    guilds: { data: ArmoryGuildRef[]; hasMore: boolean };
    search: string;
    realmId: number | undefined;
    page: number;
  }> {
    const valid = this.valid(ArmorySearchQuerySchema, query);
    this.armoryRead();
    const deps = this.armoryDeps();
    const [characters, guilds] = await this.read(() =>
      Promise.all([searchArmoryCharacters(deps, valid), searchArmoryGuilds(deps, valid)]),
    );
    return { characters, guilds, search: valid.search, realmId: valid.realmId, page: valid.page };
  }

  /** One character as an anonymous visitor sees it (hidden and game masters' characters are 404s). */
  async armoryCharacter(realmId: string, name: string): Promise<ArmoryCharacter> {
    const params = this.valid(ArmoryCharacterParamsSchema, { realmId, name });
    this.armoryRead();
    return this.read(() =>
      readArmoryCharacter(this.armoryDeps(), null, params.realmId, params.name, this.language),
    );
  }

  /** One guild with a page of its members, sorted as asked. */
  async armoryGuild(
    realmId: string,
    name: string,
    query: Record<string, string | undefined>,
  ): Promise<ArmoryGuild> {
    const params = this.valid(ArmoryGuildParamsSchema, { realmId, name });
    const members = this.valid(GuildMembersQuerySchema, query);
    this.armoryRead();
    return this.read(() => readArmoryGuild(this.armoryDeps(), params.realmId, params.name, members));
  }

  /** The realms the ladders cover, with whether each has an achievement ladder. */
  ladderRealms(): LadderRealm[] {
    return listLadderRealms(this.ladderDeps());
  }

  /** One page of a bracket's arena ladder. */
  async arenaLadder(query: Record<string, string | undefined>): Promise<LadderPage<ArenaStanding>> {
    const valid = this.valid(ArenaLadderQuerySchema, query);
    this.ladderRead(valid.realmId);
    return this.read(() => readArenaLadder(this.ladderDeps(), valid));
  }

  /** One page of the honorable kills ladder. */
  async honorLadder(query: Record<string, string | undefined>): Promise<LadderPage<HonorStanding>> {
    const valid = this.valid(HonorLadderQuerySchema, query);
    this.ladderRead(valid.realmId);
    return this.read(() => readHonorLadder(this.ladderDeps(), valid));
  }

  /** One page of the achievement points ladder. */
  async achievementLadder(
    query: Record<string, string | undefined>,
  ): Promise<LadderPage<AchievementStanding>> {
    const valid = this.valid(AchievementLadderQuerySchema, query);
    this.ladderRead(valid.realmId);
    return this.read(() => readAchievementLadder(this.ladderDeps(), valid));
  }

  /** One arena team with its visible members. */
  async arenaTeam(realmId: string, teamId: string): Promise<ArenaTeam> {
    const params = this.valid(ArenaTeamParamsSchema, { realmId, teamId });
    this.ladderRead(params.realmId);
    return this.read(() => readArenaTeam(this.ladderDeps(), params.realmId, params.teamId));
  }

  /**
   * A ladder page shows the realm's ladders as last computed (the version moves when they change)
   * and is made again within a minute whatever happens.
   */
  private ladderRead(realmId: number | undefined): void {
    const id = realmId ?? this.deps.realms.oneRealm?.id;
    if (id !== undefined) this.page.uses(this.deps.ladders.source(id));
    this.page.expires(Date.now() + LADDER_MAX_AGE_MS);
  }

  private ladderDeps(): LadderDeps {
    return {
      realms: this.deps.realms,
      ladders: this.deps.ladders,
      clientData: this.deps.armorySources.clientData,
    };
  }

  /** An armory page shows the owners' privacy choices now, and the characters as saved at most a minute ago. */
  private armoryRead(): void {
    this.page.uses(this.deps.versions.source('armory'));
    this.page.expires(Date.now() + ARMORY_MAX_AGE_MS);
  }

  private armoryDeps() {
    return { ...this.deps, ...this.deps.armorySources };
  }
}
