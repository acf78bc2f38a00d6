import { armoryGuildPath } from '#contract/armory.ts';
import { translate } from '#contract/i18n/messages.ts';
import { GuildView } from '#web/features/armory/components/guild-view.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import { pageContext } from '#web/lib/page-context.ts';
import { Link } from 'react-router';
import type { Route } from './+types/armory-guild';

/** Complete in its HTML; sorting and paging are links. */
export const handle = startsOnDemand;

export function meta({ data, params, matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  const path = armoryGuildPath(Number(params.realmId), params.name);
  if (!data)
    return pageMeta(matches, {
      title: translate(language, 'armory.notFoundTitle'),
      description: '',
      path,
      noindex: true,
    });
  const g = data.guild;
  return pageMeta(matches, {
    title: translate(language, 'armory.guild.metaTitle', { name: g.name, realm: g.realm.name }),
    description: translate(language, 'armory.guild.metaDescription', {
      name: g.name,
      count: g.memberCount,
      realm: g.realm.name,
    }),
    path,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { reads } = context.get(pageContext);
  const query = Object.fromEntries(
    ['page', 'sort', 'order'].map((key) => [key, url.searchParams.get(key) || undefined]),
  );
  return { guild: await reads.armoryGuild(params.realmId, params.name, query) };
}

export default function ArmoryGuildPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <Link to="/armory" className="text-sm text-gold-300 hover:underline">
        {t('armory.back')}
      </Link>
      <div className="mt-4">
        <GuildView guild={loaderData.guild} />
      </div>
    </div>
  );
}

export { ArmoryError as ErrorBoundary } from '#web/features/armory/components/armory-error.tsx';
