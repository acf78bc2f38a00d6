/**
 * The artwork under /assets/images (painted by scripts/make-artwork.ts): each picture's full size and
 * the widths of its smaller .avif/.webp variants.
 */
export const ARTWORK = {
  'hero-northrend': { width: 1920, height: 1080, variants: [800, 1280] },
  'hero-northrend-portrait': { width: 1080, height: 1440, variants: [540] },
  'feature-specless': { width: 1200, height: 800, variants: [600] },
  'feature-tourment': { width: 1200, height: 800, variants: [600] },
  'feature-unique': { width: 1200, height: 800, variants: [600] },
  'feature-qol': { width: 1200, height: 800, variants: [600] },
  'feature-services': { width: 1200, height: 800, variants: [600] },
  'qol-reputation': { width: 1200, height: 800, variants: [600] },
  'qol-mount': { width: 1200, height: 800, variants: [600] },
  'qol-racial': { width: 1200, height: 800, variants: [600] },
  'qol-deadmines': { width: 1200, height: 800, variants: [600] },
  'qol-vendor': { width: 1200, height: 800, variants: [600] },
  'qol-classrace': { width: 1200, height: 800, variants: [600] },
} as const satisfies Record<string, { width: number; height: number; variants: readonly number[] }>;

export type ArtName = keyof typeof ARTWORK;

export const IMAGES_PATH = '/assets/images';

/** A srcset over a picture's variants and its full size, in one format. */
export function artSrcSet(name: ArtName, ext: 'avif' | 'webp'): string {
  const { width, variants } = ARTWORK[name];
  return [
    ...variants.map((w) => `${IMAGES_PATH}/${name}-${w}.${ext} ${w}w`),
    `${IMAGES_PATH}/${name}.${ext} ${width}w`,
  ].join(', ');
}

/** The artwork an image URL names (`/assets/images/<name>.jpg`), so its modern variants can be used. */
export function artworkOf(url: string): ArtName | undefined {
  const name = /^\/assets\/images\/([a-z-]+)\.jpg$/.exec(url)?.[1];
  return name && name in ARTWORK ? (name as ArtName) : undefined;
}
