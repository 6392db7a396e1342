/** The console build: one entry, routes split per area (see src/app/routes.tsx), manifest for the bundle report. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    proxy: {
      '/v1': api,
      '/v2': api,
      '/v3': api,
      '/docs': api,
      '/environment.json': api,
      '/ws': { target: api, ws: true },
    },
  },
});
