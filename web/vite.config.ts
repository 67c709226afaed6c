import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web build. Each screen is a dynamic import in the screen table, so each becomes its own chunk
 * (antd's components travel with the screens that use them); React and the router, which never
 * change between releases, sit in one long-cached vendor chunk.
 */
export default defineConfig({
  root,
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:' + (process.env.GATEWAY_PORT ?? 3030) },
  },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/web-weight.ts reads each route's chunk graph from it.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
});
