import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta({ title: 'Play now!', description: 'Play now!', path: '/auth/register' });

export default function RegisterPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Play now!</h1>
    </section>
  );
}
