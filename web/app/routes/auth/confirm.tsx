import { translate } from '#contract/i18n/messages.ts';
import { ConfirmRegistration } from '#web/features/auth/components/confirm-registration.tsx';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/confirm';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'auth.confirm.title'),
    description: translate(language, 'auth.confirm.meta.description'),
    path: '/auth/confirm',
    noindex: true,
  });
}

/** The page a registration's mailed link opens (REGISTRATION_EMAIL_VERIFICATION=required). */
export default function ConfirmRegistrationPage() {
  return <ConfirmRegistration />;
}
