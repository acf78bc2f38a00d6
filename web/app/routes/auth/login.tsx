import { translate } from '#contract/i18n/messages.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/login';

export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'auth.login.meta.title'),
    description: translate(language, 'auth.login.meta.description'),
    path: '/auth/login',
  });
}

export default function LoginPage() {
  return <LoginForm />;
}
