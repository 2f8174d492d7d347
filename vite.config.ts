import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devApiTarget } from './server/devApiTarget';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The shell's browser build. Its root is `shell/`, so `shell/index.html` becomes
 * `dist/app/index.html`; the Node server serves `dist/app` under `/app`, hence `base`.
 * `npm run dev` proxies the API to the server on PORT (server/devApiTarget.ts).
 */
export default defineConfig({
  plugins: [react()],
  root: here('./shell'),
  base: '/app/',
  publicDir: false,
  build: {
    outDir: here('./dist/app'),
    emptyOutDir: true,
    // react-admin and MUI make one large vendor bundle; it is served compressed and cached.
    chunkSizeWarningLimit: 4000,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // Uploaded pictures (content images, profile photos) are the API server's files too.
    proxy: { '/api': devApiTarget(), '/media': devApiTarget(), '/uploads': devApiTarget() },
    // The shell imports from sibling folders (resources/, i18n/, dataProvider/ ...).
    fs: { allow: [here('.')] },
  },
});
