import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Choose a new password',
    description: 'Choose a new password',
    path: '/auth/reset-password',
  });

export default function ResetPasswordPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Choose a new password</h1>
    </section>
  );
}
