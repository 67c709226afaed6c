import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

const LIGHT_READS = '\0light-screen-reads';

/**
 * In the production build the screen table's read operations (screen-reads.ts re-exports them from
 * shared/api, schemas and all) become plain `{ method, path, access }` objects, computed here from
 * the same contracts: menus and route guards need nothing more, and the schemas and zod then stay out
 * of the login page and the layout (scripts/web-weight.ts). Dev server and tests use the real module.
 */
function lightScreenReads(): Plugin {
  const target = fileURLToPath(new URL('./src/app/screen-reads.ts', import.meta.url));
  let code = '';
  return {
    name: 'light-screen-reads',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      // The real module, contracts and all, evaluated here in Node (tsx runs the TypeScript).
      const { tsImport } = await import('tsx/esm/api');
      const reads = (await tsImport(target, import.meta.url)) as Record<string, { method: string; path: string; access: string }>;
      code = Object.entries(reads)
        .filter(([, e]) => e && typeof e === 'object' && 'access' in e)
        .map(([name, e]) => `export const ${name} = ${JSON.stringify({ method: e.method, path: e.path, access: e.access })};`)
        .join('\n');
    },
    async resolveId(source, importer) {
      if (!source.endsWith('screen-reads')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === target ? LIGHT_READS : null;
    },
    load(id) {
      return id === LIGHT_READS ? code : null;
    },
  };
}

/**
 * The tenant's bill page (issue 24) is an entry of its own (tenant.html), opened at `/t/<token>`: the
 * dev and preview servers serve it there, as CloudFront's viewer function does (infra/constructs/web.ts).
 */
export const TENANT_PAGE = /^\/t\/[^/]+\/?(?:\?.*)?$/;
function tenantPage(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && TENANT_PAGE.test(req.url)) req.url = '/tenant.html';
    next();
  };
  return {
    name: 'tenant-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * The web build. Each screen is a dynamic import in the screen table, so each becomes its own chunk
 * (antd's components travel with the screens that use them); React and the router, which never
 * change between releases, sit in one long-cached vendor chunk.
 */
export default defineConfig({
  root,
  plugins: [react(), lightScreenReads(), tenantPage()],
  resolve: {
    alias: [{ find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL('./src/lib/resize-observer.ts', import.meta.url)) }],
  },
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
      // The staff application and the tenant's bill page, which shares none of its code but the QR encoder.
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), tenant: fileURLToPath(new URL('./tenant.html', import.meta.url)) },
      treeshake: {
        // antd's dropdowns and inputs read one context of rc-field-form; the package has no side
        // effects but does not say so, and would otherwise come whole (with its validator) into the
        // login page and the layout.
        moduleSideEffects: (id) => (/node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator)[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 }],
        },
      },
    },
  },
});
