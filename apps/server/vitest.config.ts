import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files of a worker share its loaded modules instead of loading the server anew for each file
    // (143 s of imports in a 6.3-minute run; 11 s and 3.6 minutes this way). Each file builds its own app
    // on its own database; a test that stands in for a module's seam (test/sign-in-delay.ts) puts it back
    // after its file, and no server test mocks a module (vi.mock), which sharing would carry into the next
    // file.
    isolate: false,
    // One database per test file, files in parallel on both cores; each embedded database starts from a
    // migrated template made once (PGlite's initdb alone takes ~3 s).
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    // A seed test's beforeAll seeds a ship (30-40 s on the two-core CI machine with both workers busy).
    hookTimeout: 180_000,
  },
});
