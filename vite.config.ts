import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One Vite build emits every browser app; the Node server serves them from dist/.
// The shell lives at /app, so its assets resolve under /app/ as well.
export default defineConfig({
  plugins: [react()],
  base: '/app/',
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: { input: { app: 'shell/index.html' } },
  },
  root: '.',
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
