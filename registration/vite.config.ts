import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devApiTarget } from '../server/devApiTarget';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The registration app's browser build: served at the site root by the Node server
 * (server/static.ts), and with `--ssr drawOnServer.tsx` the server's drawing of its first screens
 * (server/prerender.ts). It shares domain rules, i18n catalogues and the transport with the shell
 * but never react-admin: tests/e2e/app-bundles.test.ts checks the built bundle.
 */
/** Where the server build (`--ssr drawOnServer.tsx`) goes: the drawing of the first screens (server/prerender.ts). */
const SERVER_OUT_DIR = here('../dist/registration-server');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  root: here('.'),
  base: '/',
  publicDir: here('./public'),
  // The server's drawing of the first screens is one self-contained file, built as production
  // like the browser's script (MUI names its styles differently in development, and the two
  // must draw the same page), whatever NODE_ENV the server runs under.
  ssr: { noExternal: true },
  // Vite leaves process.env.NODE_ENV to the runtime in a server build: without this the server
  // drew with MUI's development class names (`css-18baqka-MuiButton-root`, the browser's
  // `css-e0holl`), so the browser wrote every style again as it took the page over.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: isSsrBuild ? SERVER_OUT_DIR : here('../dist/registration'),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // yup and its helpers do not declare `sideEffects: false`, so merely importing the resource
    // kit (the API error mapping reaches it) kept all of yup; their top-level code only sets up
    // yup's own classes, so a module none of whose exports is used can go (issue 15).
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /\/node_modules\/(yup|property-expr|tiny-case|toposort)\//, sideEffects: false }] },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: { '/api/v1': devApiTarget() },
    fs: { allow: [here('..')] },
  },
}));
