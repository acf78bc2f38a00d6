import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { browserCatalogues } from './scripts/browser-catalogues.ts';

export default defineConfig({
  publicDir: 'web/public',
  plugins: [browserCatalogues(), tailwindcss(), reactRouter()],
  // The server build takes the icons it uses, not the whole icon set (1.3 MB of source, loaded twice).
  ssr: { noExternal: ['lucide-react'] },
});
