import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  define: {
    __PUBLIC_URL__: JSON.stringify((process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '')),
  },
  publicDir: 'web/public',
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
