import type { LinkDescriptor } from 'react-router';
import cinzelBold from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2?url';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interSemiBold from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';

/**
 * The two faces every page shows first (Cinzel for titles, Inter for text), fetched with the
 * stylesheet rather than after it, so text does not reflow when they arrive.
 */
export const fontPreloads: LinkDescriptor[] = [cinzelBold, interRegular].map(preloadFont);

/** Inter semi-bold (also drawn for bold), for a page whose first screen shows it. */
export const semiBoldPreload: LinkDescriptor = preloadFont(interSemiBold);

function preloadFont(href: string): LinkDescriptor {
  return { rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' };
}
