import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devApiTarget } from '../server/devApiTarget';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The registration app's browser build: served at the site root by the Node server
 * (server/static.ts). It shares domain rules, i18n catalogues and the transport with the shell
 * but never react-admin: tests/e2e/app-bundles.test.ts checks the built bundle.
 */
export default defineConfig({
  plugins: [react()],
  root: here('.'),
  base: '/',
  publicDir: here('./public'),
  build: {
    outDir: here('../dist/registration'),
    emptyOutDir: true,
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
});
