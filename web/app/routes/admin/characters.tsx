import { translate } from '#contract/i18n/messages.ts';
import { CharacterManagement } from '#web/features/admin/components/character-management.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/characters';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'admin.characters.title'),
    description: translate(language, 'admin.characters.title'),
    path: '/admin/characters',
  });
}

export default function CharactersPage() {
  return (
    <RequireAdmin>
      <CharacterManagement />
    </RequireAdmin>
  );
}
