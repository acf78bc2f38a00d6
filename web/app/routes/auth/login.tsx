import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Sign in',
    description: 'Sign in to your account with your game account name or email.',
    path: '/auth/login',
  });

export default function LoginPage() {
  return <LoginForm />;
}
