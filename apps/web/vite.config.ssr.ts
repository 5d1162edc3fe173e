import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProductionBuild } from './build/react-router-production.ts';
import { resolve } from './vite.config.ts';

/**
 * `vite build --config vite.config.ssr.ts`: the server's renderer (src/entry-server.tsx, decision 0018)
 * for the api to load from dist-ssr/, beside dist/ and never served. Self-contained (React and the rest bundled in), so it
 * runs wherever the api's dist does; React's production build, as the browser's.
 */
export default defineConfig({
  plugins: [react(), reactRouterProductionBuild()],
  resolve,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    target: 'node20',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    // Its images and style sheets are the browser build's, with the same names: none are written here.
    ssrEmitAssets: false,
  },
});
