import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * `npm run weight [-- --no-build] [-- --json]`: builds the web (`npm run build:web`) and reports what
 * a browser downloads, gzip KiB, from Vite's manifest and each chunk's static imports (a chunk's
 * graph: the files it needs before it runs). JavaScript and CSS count.
 *
 * - login: index.html, the entry's graph and the login screen's graph: the first visit.
 * - layout: what the signed-in frame's graph adds to the login route (after sign-in) and to the
 *   entry alone (a visitor who still has a session, and never loads the login page).
 * - each screen: its own chunks, the files no other screen needs; and, for information, all it adds
 *   to the entry and the layout on a first visit (its own chunks plus the shared ones it is the first
 *   to need: the table, the pickers, the API contracts).
 * - every shared chunk a screen's graph holds, one by one.
 * - chunks loaded on demand (the Excel writer, the dialogs), for information.
 * - the tenant's bill page (issue 24, web/tenant.html): its own entry, everything a tenant's phone
 *   downloads to open a bill link, ≤ 50.
 *
 * Targets (the issue's): login ≤ 200, layout ≤ 60 more, each screen chunk ≤ 60, and no shared chunk a
 * screen waits for over 60. Exits 1 when one is missed, so the bench (and CI) can call it.
 */
const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } });

export const TARGETS_KIB = { login: 200, layout: 60, screen: 60, sharedChunk: 60, tenantPage: 50 } as const;

const WEB = join(import.meta.dirname, '..', 'web');
const DIST = join(WEB, 'dist');
const LOGIN_SRC = 'src/features/auth/LoginPage.tsx';
const LAYOUT_SRC = 'src/app/layout/AppLayout.tsx';
const TENANT_HTML = 'tenant.html';

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
  /** Undefined: reported for information only. */
  target?: number;
  ok: boolean;
  /** For a screen: all it adds on a first visit (own and shared chunks). */
  firstVisitKib?: number;
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

export function measure(manifest: Manifest, readDist: (file: string) => Buffer, screenList = screenSources()): Weight[] {
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
  const minus = (a: Set<string>, ...bs: Set<string>[]) => new Set([...a].filter((f) => !bs.some((b) => b.has(f))));
  const weight = (name: string, files: Set<string>, target?: number): Weight => {
    const k = kib(total(files));
    return { name, kib: k, files: files.size, target, ok: target === undefined || k <= target };
  };

  // The staff application's entry; the tenant's page is the other one, measured apart below.
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k !== TENANT_HTML);
  if (!entryKey) throw new Error('web-weight: no entry in the build manifest');
  const entry = graph(entryKey);
  entry.add('index.html');
  const login = new Set([...entry, ...graph(LOGIN_SRC)]);
  const layout = graph(LAYOUT_SRC);
  const signedIn = new Set([...entry, ...layout]);

  const weights = [
    weight('login route', login, TARGETS_KIB.login),
    weight('layout after sign-in', minus(layout, login), TARGETS_KIB.layout),
    weight('layout, session kept (no login page)', minus(layout, entry), TARGETS_KIB.layout),
  ];

  const screens = screenList.map((s) => ({ ...s, firstVisit: minus(graph(s.src), signedIn) }));
  const shared = new Set<string>();
  for (const s of screens) {
    const others = screens.filter((o) => o !== s).map((o) => o.firstVisit);
    const own = minus(s.firstVisit, ...others);
    for (const f of s.firstVisit) if (!own.has(f)) shared.add(f);
    weights.push({ ...weight(s.path, own, TARGETS_KIB.screen), firstVisitKib: kib(total(s.firstVisit)) });
  }
  for (const f of [...shared].sort((a, b) => sizeOf(b) - sizeOf(a))) weights.push(weight(`shared ${f}`, new Set([f]), TARGETS_KIB.sharedChunk));

  const tenant = manifest[TENANT_HTML] ? new Set([TENANT_HTML, ...graph(TENANT_HTML)]) : undefined;
  const routed = new Set([...login, ...layout, ...screens.flatMap((s) => [...s.firstVisit]), ...(tenant ?? [])]);
  const onDemand = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => !routed.has(f) && f.endsWith('.js'));
  for (const f of onDemand.sort((a, b) => sizeOf(b) - sizeOf(a)).slice(0, 5)) weights.push(weight(`on demand ${f}`, new Set([f])));
  if (tenant) weights.push(weight('tenant bill page (/t/<token>)', tenant, TARGETS_KIB.tenantPage));
  return weights;
}

function main() {
  if (!args['no-build']) execFileSync('npm', ['run', '--silent', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const weights = measure(manifest, (file) => readFileSync(join(DIST, file)));
  if (args.json) console.log(JSON.stringify({ unit: 'KiB gzip', targets: TARGETS_KIB, weights }, null, 2));
  else {
    console.log('Web weight (KiB gzip, from web/dist)');
    for (const w of weights) {
      const target = w.target === undefined ? '' : `(≤ ${w.target})`;
      const first = w.firstVisitKib === undefined ? '' : `  first visit ${w.firstVisitKib.toFixed(1)}`;
      console.log(`${w.ok ? '  ' : '✗ '}${w.name.padEnd(44)} ${w.kib.toFixed(1).padStart(7)} KiB  ${String(w.files).padStart(3)} files  ${target}${first}`);
    }
  }
  const missed = weights.filter((w) => !w.ok);
  if (missed.length) {
    console.error(`web-weight: ${missed.length} over target: ${missed.map((w) => `${w.name} ${w.kib} > ${w.target}`).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1]?.endsWith('web-weight.ts')) main();
