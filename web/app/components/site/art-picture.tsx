import { ARTWORK, artSrcSet, IMAGES_PATH, type ArtName } from '#web/content/artwork.ts';

interface ArtPictureProps {
  name: ArtName;
  alt: string;
  sizes?: string;
  /** Above the fold: load at once with high priority. Otherwise lazily. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}

/**
 * One piece of artwork: AVIF and WebP with the .jpg fallback, its intrinsic size set so nothing
 * shifts while it loads.
 */
export function ArtPicture({
  name,
  alt,
  sizes = '(min-width: 768px) 50vw, 100vw',
  eager = false,
  className,
  imgClassName,
}: ArtPictureProps) {
  const { width, height } = ARTWORK[name];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={artSrcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={artSrcSet(name, 'webp')} sizes={sizes} />
      <img
        src={`${IMAGES_PATH}/${name}.jpg`}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
        className={imgClassName}
      />
    </picture>
  );
}
