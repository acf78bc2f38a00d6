import type { ServerBuild } from 'react-router';

/** The web app as `npm run dev` gives it: the server build as it is now (Vite answers its files). */
export interface DevWebApp {
  build: () => Promise<ServerBuild>;
}
