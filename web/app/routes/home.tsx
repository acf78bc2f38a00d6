import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'A Wrath of the Lich King realm rebuilt for discovery',
    description:
      'A progressive, cross-faction 3.3.5a realm with Specless skill trees, Torment Mode and Gear Affixes. Coming out in Early 2026.',
    path: '/',
  });

export default function Home() {
  return (
    <>
      <section className="relative flex min-h-[80vh] flex-col items-center justify-center px-4 text-center">
        <h1 className="font-display text-5xl text-gold-300 md:text-7xl">FROSTFALL</h1>
        <p className="mt-4 max-w-2xl text-lg text-frost-200">
          A custom Wrath of the Lich King experience, rebuilt for discovery.
        </p>
        <p className="mt-6 font-display text-2xl text-frost-100">Coming out in Early 2026</p>
        <a
          href="#features"
          className="mt-8 rounded border border-gold-400 px-6 py-3 font-display tracking-widest text-gold-300 hover:bg-gold-400 hover:text-night-950"
        >
          learn more
        </a>
      </section>
      <section id="features" className="mx-auto max-w-5xl px-4 py-16">
        <h2 className="text-center font-display text-3xl text-frost-100">YOUR NEW HOME</h2>
      </section>
    </>
  );
}
