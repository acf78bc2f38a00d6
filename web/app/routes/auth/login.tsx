import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Welcome back!', description: 'Welcome back!', path: '/auth/login' });

export default function LoginPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Welcome back!</h1>
    </section>
  );
}
