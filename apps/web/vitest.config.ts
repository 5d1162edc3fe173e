import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // One test file per core, not Vitest's cores - 1: the main process mostly waits.
      maxWorkers: availableParallelism(),
      // A purchase dialog's whole journey (typing the PIN, the answer, the re-read) takes 1-2 s of jsdom on
      // an idle machine and passed 5 s on a loaded one; a hang still fails, later.
      testTimeout: 15_000,
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
