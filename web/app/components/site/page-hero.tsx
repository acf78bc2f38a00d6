import type { ReactNode } from 'react';
import type { ArtName } from '#web/content/artwork.ts';
import { ArtPicture } from './art-picture.tsx';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  tagline?: ReactNode;
  /** Artwork behind the title (a name under /assets/images). */
  image: ArtName;
  kicker?: string;
}

/** The top of every static page: artwork, the page's one h1, its subtitle and tagline. */
export function PageHero({ title, subtitle, tagline, image, kicker }: PageHeroProps) {
  return (
    <header className="relative isolate overflow-hidden">
      <ArtPicture
        name={image}
        alt=""
        sizes="100vw"
        eager
        className="absolute inset-0 -z-20"
        imgClassName="h-full w-full object-cover opacity-60"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-night-950/70 via-night-950/55 to-night-950"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-28 text-center md:pt-24 md:pb-36">
        {kicker && (
          <p className="mb-3 font-display text-xs tracking-[0.35em] text-frost-300 uppercase">{kicker}</p>
        )}
        <h1 className="font-display text-4xl text-gold-300 [text-shadow:0_2px_12px_rgba(0,0,0,0.8)] md:text-6xl">
          {title}
        </h1>
        <div className="rune-divider mt-5" aria-hidden>
          ◆
        </div>
        {subtitle && <p className="mt-5 max-w-2xl text-lg text-frost-100 md:text-xl">{subtitle}</p>}
        {tagline && <p className="mt-3 max-w-2xl text-base text-frost-300 italic">{tagline}</p>}
      </div>
    </header>
  );
}
