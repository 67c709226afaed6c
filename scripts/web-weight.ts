import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * `npm run weight [-- --no-build] [-- --json]`: builds the web (`npm run build:web`) and reports what
 * a browser downloads, gzip KiB, read from Vite's manifest and each chunk's static imports:
 *
 * - login: index.html, the entry and everything it imports, and the login screen's chunk graph;
 * - layout: what the signed-in frame adds to the entry (a visitor who still has a session opens a
 *   screen without ever loading the login page, so the login chunks are not counted as present);
 * - each screen: what its chunk graph adds to the entry and the layout.
 *
 * Targets: login ≤ 200 KiB, layout ≤ 60 KiB, each screen ≤ 60 KiB. Exits 1 when one is missed, so the
 * bench (and CI) can call it. JavaScript and CSS count; images and fonts are not part of the build.
 */
const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } });

export const TARGETS_KIB = { login: 200, layout: 60, screen: 60 } as const;

const WEB = join(import.meta.dirname, '..', 'web');
const DIST = join(WEB, 'dist');
const LOGIN_SRC = 'src/features/auth/LoginPage.tsx';
const LAYOUT_SRC = 'src/app/layout/AppLayout.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Weight {
  name: string;
  kib: number;
  files: number;
  target: number;
  ok: boolean;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The screens' chunks, as the screen table names them (`load: () => import('../features/…')`). */
function screenSources(): { path: string; src: string }[] {
  const table = readFileSync(join(WEB, 'src/app/screens.ts'), 'utf8');
  const out: { path: string; src: string }[] = [];
  for (const m of table.matchAll(/path: '([^']+)'[^\n]*?load: \(\) => import\('([^']+)'\)/g)) {
    out.push({ path: m[1]!, src: posix.join('src/app', m[2]!) + '.tsx' });
  }
  return out;
}

export function measure(manifest: Manifest, readDist: (file: string) => Buffer): { weights: Weight[]; chunks: Record<string, number> } {
  const gz = new Map<string, number>();
  const sizeOf = (file: string) => {
    let n = gz.get(file);
    if (n === undefined) gz.set(file, (n = gzipSync(readDist(file)).length));
    return n;
  };
  /** Files a chunk needs before it runs: itself, its CSS and its static imports, transitively. */
  const graph = (key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return into;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`web-weight: ${key} is not in the build manifest`);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const i of chunk.imports ?? []) graph(i, into, seen);
    return into;
  };
  const total = (files: Iterable<string>) => [...files].reduce((s, f) => s + sizeOf(f), 0);
  const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((f) => !b.has(f)));
  const weight = (name: string, files: Set<string>, target: number): Weight => {
    const k = kib(total(files));
    return { name, kib: k, files: files.size, target, ok: k <= target };
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('web-weight: no entry in the build manifest');
  const entry = graph(entryKey);
  entry.add('index.html');
  const login = new Set([...entry, ...graph(LOGIN_SRC)]);
  const layout = graph(LAYOUT_SRC);
  const signedIn = new Set([...entry, ...layout]);

  const weights = [weight('login', login, TARGETS_KIB.login), weight('layout', minus(layout, entry), TARGETS_KIB.layout)];
  for (const s of screenSources()) weights.push(weight(s.path, minus(graph(s.src), signedIn), TARGETS_KIB.screen));
  return { weights, chunks: Object.fromEntries([...gz].map(([f, n]) => [f, kib(n)])) };
}

function main() {
  if (!args['no-build']) execFileSync('npm', ['run', '--silent', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const { weights } = measure(manifest, (file) => readFileSync(join(DIST, file)));
  if (args.json) console.log(JSON.stringify({ unit: 'KiB gzip', targets: TARGETS_KIB, weights }, null, 2));
  else {
    console.log('Web weight (KiB gzip, from web/dist)');
    for (const w of weights) console.log(`${w.ok ? '  ' : '✗ '}${w.name.padEnd(40)} ${w.kib.toFixed(1).padStart(7)} KiB  ${String(w.files).padStart(3)} files  (≤ ${w.target})`);
  }
  const missed = weights.filter((w) => !w.ok);
  if (missed.length) {
    console.error(`web-weight: ${missed.length} over target: ${missed.map((w) => `${w.name} ${w.kib} > ${w.target}`).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1]?.endsWith('web-weight.ts')) main();
