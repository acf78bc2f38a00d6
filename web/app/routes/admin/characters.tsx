import { pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'Character Management', description: 'Character Management', path: '/admin/characters' });

export default function CharactersPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Character Management</h1>
    </section>
  );
}
