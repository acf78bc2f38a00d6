import { translate } from '#contract/i18n/messages.ts';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/register';

export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'auth.register.meta.title'),
    description: translate(language, 'auth.register.meta.description'),
    path: '/auth/register',
  });
}

export default function RegisterPage() {
  return <RegisterForm />;
}
