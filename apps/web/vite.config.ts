import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { pageHintsFile } from './build/page-hints.ts';
import { precompress } from './build/precompress.ts';
import { reactRouterProductionBuild } from './build/react-router-production.ts';

const backend: ProxyOptions = { target: 'http://localhost:8080' };
const proxy = { '/api': backend, '/media': backend, '/sandbox': backend };
export const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild(), pageHintsFile(), precompress()],
  resolve,
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    // The manifest lets build/check-budgets.mjs and the bench tell which chunks each page loads.
    manifest: true,
    // One style sheet for every page (33 KB, 7 KB gzip): a server-drawn page waits for its style sheets
    // before its first paint, and one request costs less than three (the page, its kit and the base).
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
