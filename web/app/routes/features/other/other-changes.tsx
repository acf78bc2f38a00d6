import { pageMeta } from '../../../lib/seo.ts';

export const meta = () =>
  pageMeta({ title: 'OTHER CHANGES', description: 'OTHER CHANGES', path: '/features/other/other-changes' });

export default function OtherChangesPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">OTHER CHANGES</h1>
    </section>
  );
}
