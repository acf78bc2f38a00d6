import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Reset your password',
    description: 'Reset your password',
    path: '/auth/forgot-password',
  });

export default function ForgotPasswordPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Reset your password</h1>
    </section>
  );
}
