import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/register';

export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Create your account',
    description: 'Create your game account: the same name and password sign in here and in the game.',
    path: '/auth/register',
  });
}

export default function RegisterPage() {
  return <RegisterForm />;
}
