import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta({ title: 'Audit Log', description: 'Audit Log', path: '/admin/audit' });

export default function AuditPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-gold-300">Audit Log</h1>
    </section>
  );
}
