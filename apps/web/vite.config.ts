import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageChunks } from './bundle/page-chunks.ts';

/**
 * Puts the stylesheet before the scripts in the head. Vite writes it after the entry's twenty-odd modulepreloads, and over
 * HTTP/1.1 (six connections to a host) the browser queued the one resource that blocks the first paint behind them.
 */
const stylesheetFirst: Plugin = {
  name: 'stylesheet-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
      return rest.replace(
        /(\s*)<script type="module"/,
        (script, indent: string) => `${stylesheets.join('')}${indent}${script.trimStart()}`,
      );
    },
  },
};

/** The public pages' route modules: what a visitor from a search engine opens first (routes outside RequireSession). */
const PUBLIC_PAGES =
  /[\\/]src[\\/]app[\\/]routes[\\/](home|industries|search-result|business[\\/]business|product|profile[\\/]public-profile|membership-package|need-help|about-us|mission-vision|why|our-network|contact-us|advertise-with-us|free-marketing|work-with|legal|b2b-tip)\.tsx$/;

const publicPageChunks = pageChunks({
  entry: /[\\/]src[\\/]entry-client\.tsx$/,
  pages: PUBLIC_PAGES,
  contents: /[\\/]src[\\/]content[\\/][a-z]{2}[\\/]/,
  grouped:
    /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]contracts[\\/]src[\\/](?:[\w-]+-values|currencies|endpoints[\\/][\w-]+)\.ts$|[\\/]@tanstack[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
  indexes: [
    { id: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.js$/, name: 'lucide-react' },
    {
      id: /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/,
      name: '@tanstack/react-query',
    },
    { id: /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/, name: '@tanstack/query-core' },
    { id: /[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/, name: '@b2b/contracts' },
  ],
  // Measured on the public pages of the budget spec: larger sets cut a request or two more, but put the need-help form
  // over its 170 KB of JavaScript.
  minBytes: 32768,
  maxUnusedBytes: 24576,
});

/** The entry: the page template, whose script is the client's entry module. */
const notTheEntry = (id: string) => !/[\\/](index\.html|src[\\/]entry-client\.tsx)$/.test(id);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), stylesheetFirst, publicPageChunks.plugin],
  build: {
    sourcemap: true,
    manifest: false,
    // One stylesheet, linked from the page: a page's module is loaded lazily, and its own stylesheet would arrive only
    // with it, after the server's HTML had been shown unstyled.
    cssCodeSplit: false,
    // What a first visit runs before its page's module, in one chunk: left to itself the bundler split it into some
    // twenty small chunks by which lazy pages share them, and over HTTP/1.1 (six connections to a host) a first visit
    // fetched them in rounds. The entry module stays in a chunk of its own: it awaits the page's module, which imports
    // the shared chunk, and a chunk that waited on a module importing itself would never finish.
    ...(isSsrBuild
      ? // The renderer, and the module a render thread of the server runs, which imports it.
        { rolldownOptions: { input: ['src/entry-server.tsx', 'src/render-thread.ts'] } }
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'app', tags: ['$initial'], test: notTheEntry }, publicPageChunks.group],
              },
            },
          },
        }),
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
