/** The realm's name, as players know it; used in mails, page titles and the default news author. */
export const REALM_NAME = 'Frostfall';

/** docs/product.md §9.7: the default author is the French word for team plus the server name. */
export const DEFAULT_NEWS_AUTHOR = `Equipe ${REALM_NAME}`;
export const DEFAULT_NEWS_CATEGORY = 'ARTICLE DE NOUVELLE';
export const DEFAULT_NEWS_IMAGE = '/assets/images/feature-qol.jpg';
