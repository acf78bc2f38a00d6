import { CharacterManagement } from '#web/features/admin/components/character-management.tsx';
import { RequireAdmin } from '#web/features/auth/guards.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/characters';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Character Management',
    description: 'Character Management',
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
