import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  build: {
    sourcemap: true,
    manifest: false,
    // One stylesheet, linked from the page: a page's module is loaded lazily, and its own stylesheet would arrive only
    // with it, after the server's HTML had been shown unstyled.
    cssCodeSplit: false,
  },
  // The server build carries its libraries, in their production versions whatever NODE_ENV the server runs with:
  // left outside, React and React Router resolved their development builds at run time, three times slower to render.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : { ssr: { noExternal: ['@b2b/contracts'] } }),
  // Every element of a page carries its class names, so the build keeps them short (a hash of file and name, the same
  // in the client and the server build); development keeps the readable ones.
  css: command === 'build' ? { modules: { generateScopedName: '_[hash:base64:6]' } } : {},
}));
