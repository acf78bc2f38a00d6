import { translate } from '#contract/i18n/messages.ts';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { semiBoldPreload } from '#web/lib/fonts.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/register';

export const handle = startsOnDemand;

// The case note's bold passwords and the labels: their face comes with the stylesheet, so the note
// does not re-wrap when it arrives.
export const links = () => [semiBoldPreload];

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
