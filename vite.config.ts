import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** What the browser gets for each React module: Preact and its compatibility layer. */
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/** The resolve hook both the app's modules and the dev server's prebundled dependencies go through. */
function toPreact<Resolved>(
  context: { resolve(source: string, importer?: string, options?: { skipSelf?: boolean }): Resolved },
  source: string,
  importer: string | undefined,
): Resolved | null {
  const target = PREACT[source];
  return target ? context.resolve(target, importer, { skipSelf: true }) : null;
}

/**
 * The app runs on Preact in the browser (a third of the JavaScript React DOM takes) and is
 * prerendered by React on the server: React modules resolve to Preact in the client environment only.
 */
function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      return this.environment.name === 'client' ? toPreact(this, source, importer) : null;
    },
    // React Refresh cannot update Preact's components: the dev server reloads the page on a change of
    // code instead (stylesheets still update in place).
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || file.endsWith('.css')) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
    // The dev server's prebundled dependencies are resolved apart from the plugins.
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        optimizeDeps: {
          rolldownOptions: {
            plugins: [
              {
                name: 'preact-in-the-browser:deps',
                resolveId(source: string, importer: string | undefined) {
                  return toPreact(this, source, importer);
                },
              },
            ],
          },
        },
      };
    },
  };
}

export default defineConfig({
  define: {
    __PUBLIC_URL__: JSON.stringify((process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '')),
  },
  publicDir: 'web/public',
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
