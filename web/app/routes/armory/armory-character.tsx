import { isRouteErrorResponse, Link, useParams } from 'react-router';
import { armoryCharacterPath, type ArmoryCharacter } from '#contract/armory.ts';
import { translate } from '#contract/i18n/messages.ts';
import type { Language } from '#contract/i18n/languages.ts';
import { useSignedInCharacter } from '#web/features/armory/api/get-character.ts';
import { ArmoryError } from '#web/features/armory/components/armory-error.tsx';
import { CharacterView } from '#web/features/armory/components/character-view.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import { useSession } from '#web/lib/session-store.ts';
import { pageContext } from '#web/lib/page-context.ts';
import type { Route } from './+types/armory-character';

/** Complete in its HTML, tooltips included: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

/** "Name — level 80 Human Paladin, Realm": the title link previews and search results show. */
function summary(language: Language, c: ArmoryCharacter) {
  return translate(language, 'armory.character.metaTitle', {
    name: c.name,
    level: c.level,
    race: translate(language, `game.race.${c.race}` as 'game.race.1'),
    class: translate(language, `game.class.${c.class}` as 'game.class.1'),
    realm: c.realm.name,
  });
}

export function meta({ data, params, matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  const path = armoryCharacterPath(Number(params.realmId), params.name);
  if (!data)
    return pageMeta(matches, {
      title: translate(language, 'armory.notFoundTitle'),
      description: '',
      path,
      noindex: true,
    });
  const c = data.character;
  return pageMeta(matches, {
    title: summary(language, c),
    description: translate(language, 'armory.character.metaDescription', {
      name: c.name,
      guild: c.guild?.name ?? '—',
      kills: c.pvp.honorableKills,
      points: c.achievements?.points ?? 0,
    }),
    path,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  return { character: await reads.armoryCharacter(params.realmId, params.name) };
}

function Back() {
  const t = useT();
  return (
    <Link to="/armory" className="text-sm text-gold-300 hover:underline">
      {t('armory.back')}
    </Link>
  );
}

export default function ArmoryCharacterPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <Back />
      <div className="mt-4">
        <CharacterView character={loaderData.character} />
      </div>
    </div>
  );
}

/**
 * The held page is everyone's: a character hidden by its owner, or a game master's, is missing there.
 * Its owner and staff, once the app runs with their session, get it from the API.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const params = useParams();
  const { isAuthenticated } = useSession();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const own = useSignedInCharacter(params.realmId ?? '', params.name ?? '', missing && isAuthenticated);
  if (own.data)
    return (
      <div className="mx-auto max-w-5xl px-4 py-12">
        <Back />
        <div className="mt-4">
          <CharacterView character={own.data} />
        </div>
      </div>
    );
  return <ArmoryError error={error} />;
}
