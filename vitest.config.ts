import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web'],
    // Vitest's default outside watch mode is one worker fewer than the cores: on a two-core machine,
    // one. The tests wait on CPU, not on each other, so every core runs a file.
    maxWorkers: '100%',
  },
});
