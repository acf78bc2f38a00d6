import { Link } from 'react-router';
import { armoryCharacterPath, armoryGuildPath } from '#contract/armory.ts';
import { translate } from '#contract/i18n/messages.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import { pageContext } from '#web/lib/page-context.ts';
import type { Route } from './+types/armory-search';

/** Complete in its HTML: the search is a form that loads a new page. */
export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'armory.search.title'),
    description: translate(language, 'armory.search.description'),
    path: '/armory',
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  const query = Object.fromEntries(
    ['search', 'realmId', 'page'].map((key) => [key, url.searchParams.get(key) || undefined]),
  );
  const realms = reads.realms().filter((r) => r.hasCharacters);
  return { results: await reads.armorySearch(query), realms };
}

export default function ArmorySearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { raceName, className, factionName } = useGameNames();
  const { results, realms } = loaderData;
  const { characters, guilds, search, realmId, page } = results;
  const more = characters.hasMore || guilds.hasMore;
  const pageLink = (to: number) =>
    `?${new URLSearchParams({ search, ...(realmId ? { realmId: String(realmId) } : {}), page: String(to) })}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">{t('armory.search.heading')}</h1>
      <p className="mt-3 text-frost-200">{t('armory.search.intro')}</p>
      <p className="mt-2">
        <Link to="/ladder" className="text-gold-300 hover:underline">
          {t('ladder.link')}
        </Link>
      </p>
      <form
        method="get"
        action="/armory"
        role="search"
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="armory-search" className="mb-1 block text-sm text-frost-200">
            {t('armory.search.label')}
          </label>
          <input
            id="armory-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={24}
            autoComplete="off"
            className="w-full rounded-md border border-frost-500/30 bg-night-950 px-3 py-2 text-frost-100"
          />
        </div>
        {realms.length > 1 && (
          <div>
            <label htmlFor="armory-realm" className="mb-1 block text-sm text-frost-200">
              {t('armory.search.realm')}
            </label>
            <select
              id="armory-realm"
              name="realmId"
              defaultValue={realmId ?? ''}
              className="w-full rounded-md border border-frost-500/30 bg-night-950 px-3 py-2 text-frost-100"
            >
              <option value="">{t('armory.search.allRealms')}</option>
              {realms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="submit"
          className="rounded-md bg-gold-400 px-5 py-2 font-semibold text-night-950 hover:bg-gold-300"
        >
          {t('armory.search.submit')}
        </button>
      </form>

      {search && (
        <div className="mt-10 grid gap-8 md:grid-cols-[2fr_1fr]">
          <section aria-labelledby="found-characters">
            <h2 id="found-characters" className="mb-3 text-2xl text-gold-300">
              {t('armory.search.characters')}
            </h2>
            {characters.data.length === 0 ? (
              <p className="text-frost-300">{t('armory.search.noCharacters', { search })}</p>
            ) : (
              <ul className="divide-y divide-frost-500/15 rounded-xl border border-frost-500/25 bg-night-900/70">
                {characters.data.map((c) => (
                  <li key={`${c.realm.id}-${c.name}`} className="px-4 py-3">
                    <Link to={armoryCharacterPath(c.realm.id, c.name)} className="hover:underline">
                      <ClassChip classId={c.class}>{c.name}</ClassChip>
                    </Link>
                    <p className="mt-1 text-sm text-frost-200">
                      {t('armory.search.characterLine', {
                        level: c.level,
                        race: raceName(c.race),
                        class: className(c.class),
                        realm: c.realm.name,
                      })}
                      {c.guild && (
                        <>
                          {' · '}
                          <Link
                            to={armoryGuildPath(c.realm.id, c.guild)}
                            className="text-frost-300 underline underline-offset-2 hover:text-gold-300"
                          >
                            {c.guild}
                          </Link>
                        </>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="found-guilds">
            <h2 id="found-guilds" className="mb-3 text-2xl text-gold-300">
              {t('armory.search.guilds')}
            </h2>
            {guilds.data.length === 0 ? (
              <p className="text-frost-300">{t('armory.search.noGuilds', { search })}</p>
            ) : (
              <ul className="divide-y divide-frost-500/15 rounded-xl border border-frost-500/25 bg-night-900/70">
                {guilds.data.map((g) => (
                  <li key={`${g.realm.id}-${g.name}`} className="px-4 py-3">
                    <Link
                      to={armoryGuildPath(g.realm.id, g.name)}
                      className="font-semibold text-gold-300 hover:underline"
                    >
                      {g.name}
                    </Link>
                    <p className="mt-1 text-sm text-frost-200">
                      {g.faction && `${factionName(g.faction)} · `}
                      {t('armory.guild.members', { count: g.members })} · {g.realm.name}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {search && (page > 1 || more) && (
        <nav aria-label={t('armory.pages')} className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="text-gold-300 hover:underline">
              {t('armory.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-frost-300">{t('armory.page', { page })}</span>
          {more ? (
            <Link to={pageLink(page + 1)} className="text-gold-300 hover:underline">
              {t('armory.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

export { ArmoryError as ErrorBoundary } from '#web/features/armory/components/armory-error.tsx';
