import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from '../web/build/precompress.ts';

const backend: ProxyOptions = { target: 'http://localhost:8080' };

/** The console is served by the api under /console (decision 0061), apart from the portal's bundle. */
export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': backend } },
  build: { target: 'es2022', manifest: true },
});
