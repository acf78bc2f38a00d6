import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/login';

export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Sign in',
    description: 'Sign in to your account with your game account name or email.',
    path: '/auth/login',
  });
}

export default function LoginPage() {
  return <LoginForm />;
}
