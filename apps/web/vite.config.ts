import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  build: { sourcemap: true, manifest: false },
  ssr: { noExternal: ['@b2b/contracts'] },
  // Every element of a page carries its class names, so the build keeps them short (a hash of file and name, the same
  // in the client and the server build); development keeps the readable ones.
  css: command === 'build' ? { modules: { generateScopedName: '_[hash:base64:6]' } } : {},
}));
