import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite takes ~3 s to start: one database per test file, files in parallel on both cores.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
