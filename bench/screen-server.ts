import { existsSync, readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CSP } from '../infra/constructs/web-csp';

/**
 * The production build served as CloudFront serves it (infra/constructs/web.ts): files from web/dist,
 * any path without an extension answered with index.html (the SPA rewrite), hashed assets cached for
 * a year and index.html revalidated, text compressed, the same security headers, and /api/* forwarded
 * untouched (all viewer headers but Host) to the local gateway. For bench/screen-speed.ts only.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);

export interface ScreenServer {
  url: string;
  stop(): Promise<void>;
}

export async function serveBuild(o: { dist: string; apiUrl: string; port: number }): Promise<ScreenServer> {
  if (!existsSync(join(o.dist, 'index.html'))) throw new Error(`No build at ${o.dist}: run npm run build:web`);
  const api = new URL(o.apiUrl);
  const files = new Map<string, { body: Buffer; gz?: Buffer }>();
  const fileOf = (uri: string) => {
    // The SPA rewrite: a path without an extension is a client-side route.
    const path = uri.lastIndexOf('.') <= uri.lastIndexOf('/') ? '/index.html' : uri;
    let f = files.get(path);
    if (!f) {
      const abs = join(o.dist, normalize(decodeURIComponent(path)).replace(/^([/\\]*\.\.)+/, ''));
      if (!abs.startsWith(o.dist) || !existsSync(abs)) return undefined;
      const body = readFileSync(abs);
      f = { body, gz: COMPRESSIBLE.has(extname(path)) ? gzipSync(body) : undefined };
      files.set(path, f);
    }
    return { path, ...f };
  };

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, host: api.host };
    const upstream = request({ hostname: api.hostname, port: api.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"message":"bench proxy: the gateway did not answer"}');
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const uri = (req.url ?? '/').split('?')[0]!;
    if (uri.startsWith('/api/')) return forward(req, res);
    const f = fileOf(uri);
    res.setHeader('content-security-policy', CSP);
    res.setHeader('x-content-type-options', 'nosniff');
    if (!f) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const gzip = f.gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': TYPES[extname(f.path)] ?? 'application/octet-stream',
      'cache-control': f.path === '/index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(gzip ? f.gz : f.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${o.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
