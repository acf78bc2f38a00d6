import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Account Management', description: 'Account Management', path: '/admin/accounts' });

export default function AccountsPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Account Management</h1>
    </section>
  );
}
