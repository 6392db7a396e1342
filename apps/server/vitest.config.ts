import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One database per test file, files in parallel on both cores; each embedded database starts from a
    // migrated template made once (PGlite's initdb alone takes ~3 s).
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    // A seed test's beforeAll seeds a ship (30-40 s on the two-core CI machine with both workers busy).
    hookTimeout: 180_000,
  },
});
