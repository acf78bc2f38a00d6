import { pageMeta } from '../../../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'SERVICE QUALITY',
    description: 'SERVICE QUALITY',
    path: '/features/other/service-quality',
  });

export default function ServiceQualityPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">SERVICE QUALITY</h1>
    </section>
  );
}
