import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { sourcemap: true, manifest: false },
  ssr: { noExternal: ['@b2b/contracts'] },
});
