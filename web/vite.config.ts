import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

/** The entry's chunk and app/first-screen.ts's. */
const FIRST_CHUNKS = /^assets\/(index|first-screen)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    modulePreload: {
      // The page's first chunks (imported by the entry and app/first-screen.ts) get no <link rel=modulepreload>
      // per dependency: appending some fifty links held a phone's main thread for about 150 ms right after the
      // first paint. The browser finds their imports as they arrive instead, one round trip later.
      resolveDependencies: (_, dependencies, { hostId }) => (FIRST_CHUNKS.test(hostId) ? [] : dependencies),
    },
  },
  server: {
    proxy: { '/graphql': 'http://127.0.0.1:8080', '/api': 'http://127.0.0.1:8080' },
  },
});
