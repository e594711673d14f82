import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    sourcemap: true,
    manifest: false,
    // One stylesheet, linked from the page: a page's module is loaded lazily, and its own stylesheet would arrive only
    // with it, after the server's HTML had been shown unstyled.
    cssCodeSplit: false,
  },
  ssr: { noExternal: ['@b2b/contracts'] },
});
