import { createContext } from 'react-router';

/**
 * What the server gives each render of a page. Its members are declared by the server beside the
 * code that provides them (`server/web/page-reads.ts`: the page's reads and the site's address), so
 * go-to-definition leads from a loader's `context.get(pageContext).reads.newsArticle` to the service
 * and on to its SQL, while the web app imports nothing from the server.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the server's declaration
export interface PageContext {}

/**
 * The key loaders read their page context under; the server finds it in the build's entry module
 * (entry.server.tsx exports it). Marked pure so the browser's bundles, whose loaders are stripped,
 * leave it out.
 */
export const pageContext = /* @__PURE__ */ createContext<PageContext>();
