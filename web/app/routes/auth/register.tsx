import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Create your account',
    description: 'Create your game account: the same name and password sign in here and in the game.',
    path: '/auth/register',
  });

export default function RegisterPage() {
  return <RegisterForm />;
}
