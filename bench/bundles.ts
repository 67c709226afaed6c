import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { routes } from '../functions/routes';
import type { Domain } from '../functions/route-types';
import { esbuildOptions, LAMBDA_BUNDLE, LAMBDA_NODE_ENV } from '../infra/constructs/bundling';
import { domainAccess, routesByDomain } from '../infra/constructs/domain-access';

/**
 * `npm run bundles [-- --samples N --only rooms,deposits --json]`: bundles every Lambda with the
 * options the CDK construct uses (infra/constructs/bundling.ts), then reports per Lambda its minified
 * size, its size less the AWS SDK, and its module init: the median CPU and wall time of several fresh
 * `node` processes importing the bundle with the function's Node options and dummy configuration.
 * Exits 1 when a Lambda misses its budget (BUDGET). `npm run bench` runs it too and writes the figures to bench/results.json.
 */

/** Budgets of issue 8 §8 ("Lean Lambdas"). */
export const BUDGET = {
  /** The bundle less the AWS SDK, minified: our code and every other library (the SDK is bundled on purpose, see bundling.ts). */
  kb_without_sdk: 250,
  /**
   * Module init of the bundle as deployed, SDK included: the median CPU time of the import. On an idle
   * machine wall time is the same give or take a few ms; on this shared 2-core machine others' test
   * runs stretch wall time two- or threefold (load 5.7: 150–350 ms wall for 67–88 ms of CPU), which
   * would make the check a coin toss. Wall time is reported beside it.
   */
  init_ms: 100,
} as const;

/** Off the daily request path, allowed to be heavier; measured and reported, not held to the budget. */
const EXEMPT: Partial<Record<string, string>> = {
  exports: 'runs other domains’ lists and writes workbooks; called a few times a month',
  'bank-import': 'reads statement workbooks and CSV files (ExcelJS, papaparse); a few imports a month',
  'jobs/monthly-close': 'scheduled once a month, no one waits for it',
};

/** Domains that call Cognito without IAM (login and refresh use its public InitiateAuth). */
const PUBLIC_COGNITO: ReadonlySet<Domain> = new Set(['auth']);
const COGNITO_CLIENT = '@aws-sdk/client-cognito-identity-provider';
const SDK_ONLY_EXTERNAL = ['@aws-sdk/*'];

const ROOT = join(import.meta.dirname, '..');
export const DEFAULT_OUT = join(ROOT, 'node_modules', '.cache', 'nha-tro-bundles');

/**
 * What the handlers read at init or first use (functions/platform/env.ts), dummy values: module init
 * must not need a real table or pool.
 */
const DUMMY_ENV = {
  AWS_REGION: 'ap-southeast-1',
  TABLE_NAME: 'bundle-check',
  USER_POOL_ID: 'ap-southeast-1_Bundle',
  USER_POOL_CLIENT_ID: 'bundlecheck',
  EXPORTS_BUCKET: 'bundle-check',
  STAGE: 'bench',
  ALLOW_CLEAR_DATABASE: 'false',
  COOKIE_SECURE: 'true',
  LOG_LEVEL: 'INFO',
  AWS_LAMBDA_FUNCTION_NAME: 'bundle-check',
};

export interface LambdaEntry {
  name: string;
  entry: string;
  /** May it hold the Cognito client (its role may call Cognito, or it calls Cognito's public API)? */
  cognito: boolean;
}

export interface LambdaFigures {
  name: string;
  entry: string;
  kb: number;
  kb_without_sdk: number;
  /** Median wall time of the import. */
  init_ms: number;
  /** Median CPU time (user + system) of the import, held to the budget: load on the machine does not inflate it. */
  init_cpu_ms: number;
  init_samples_ms: number[];
  /** The five heaviest packages or source folders of the deployed bundle, KB. */
  heaviest: { name: string; kb: number }[];
  has_cognito_client: boolean;
  exempt?: string;
  misses: string[];
}

export interface BundlesReport {
  generated_at: string;
  machine: { cores: number; node: string };
  options: { target: string; format: string; minify: boolean; external: readonly string[]; node_options: string };
  budget: typeof BUDGET;
  samples: number;
  lambdas: LambdaFigures[];
  misses: string[];
}

/** Every Lambda the stack deploys: one per domain of the route table, and the monthly job. */
export function lambdaEntries(): LambdaEntry[] {
  const api = routesByDomain(routes).map((group) => ({
    name: group.domain,
    entry: `functions/${group.domain}/handler.ts`,
    cognito: PUBLIC_COGNITO.has(group.domain) || domainAccess(group).cognitoActions.length > 0,
  }));
  return [...api, { name: 'jobs/monthly-close', entry: 'functions/jobs/monthly-close.ts', cognito: false }];
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const kb = (bytes: number) => round1(bytes / 1024);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};

/** `@scope/name` or `name` for a file under node_modules, else its first two path segments. */
function ownerOf(input: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return m ? m[1]! : input.split('/').slice(0, 2).join('/');
}

/** Bundles one Lambda entry (relative to the repository root) as CDK does; `external` replaces the shared externals. */
export async function bundle(entry: string, outfile: string, external?: readonly string[]): Promise<Bundle> {
  const result = await build(esbuildOptions(join(ROOT, entry), outfile, external ? { external } : {}));
  const meta = result.metafile as Metafile;
  const [, output] = Object.entries(meta.outputs).find(([file]) => file.endsWith('.mjs') || file.endsWith('.js'))!;
  return { bytes: output.bytes, inputs: output.inputs };
}

/** Wall and CPU time of the import, in the child: node's own start-up is not the function's init. */
const RUNNER = [
  'const c = process.cpuUsage(); const t = performance.now();',
  'await import(process.env.NHA_TRO_BUNDLE);',
  'const wall = performance.now() - t; const u = process.cpuUsage(c);',
  'process.stdout.write(JSON.stringify({ wall, cpu: (u.user + u.system) / 1000 }));',
].join(' ');

/** Module init of one bundle in a fresh node process, ms. */
function initOnce(file: string): InitTime {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', RUNNER], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    // Only what the function would have: no tsx loader or test runner options leak into the timing.
    env: { PATH: process.env.PATH ?? '', ...DUMMY_ENV, ...LAMBDA_NODE_ENV, NHA_TRO_BUNDLE: pathToFileURL(file).href },
  });
  if (run.status !== 0) throw new Error(`init of ${file} failed: ${run.stderr || run.error?.message}`);
  return JSON.parse(run.stdout) as InitTime;
}

type Bundle = { bytes: number; inputs: Metafile['outputs'][string]['inputs'] };
type InitTime = { wall: number; cpu: number };

/** One Lambda's figures, checked against the budget unless it is exempt. */
function figures(e: LambdaEntry, deployed: Bundle, withoutSdk: Bundle, init: InitTime[]): LambdaFigures {
  const byOwner = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(deployed.inputs)) {
    byOwner.set(ownerOf(input), (byOwner.get(ownerOf(input)) ?? 0) + bytesInOutput);
  }
  const hasCognito = byOwner.has(COGNITO_CLIENT);
  const f: LambdaFigures = {
    name: e.name,
    entry: e.entry,
    kb: kb(deployed.bytes),
    kb_without_sdk: kb(withoutSdk.bytes),
    init_ms: round1(median(init.map((t) => t.wall))),
    init_cpu_ms: round1(median(init.map((t) => t.cpu))),
    init_samples_ms: init.map((t) => round1(t.wall)),
    heaviest: [...byOwner]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, bytes]) => ({ name, kb: kb(bytes) })),
    has_cognito_client: hasCognito,
    misses: [],
  };
  const exempt = EXEMPT[e.name];
  if (exempt) f.exempt = exempt;
  else {
    if (f.kb_without_sdk > BUDGET.kb_without_sdk) f.misses.push(`${f.kb_without_sdk} KB without the SDK > ${BUDGET.kb_without_sdk}`);
    // Init is checked only where it was measured (samples > 0): a test weighs bundles without timing them.
    if (init.length && f.init_cpu_ms > BUDGET.init_ms) f.misses.push(`init ${f.init_cpu_ms} ms of CPU > ${BUDGET.init_ms}`);
    if (hasCognito && !e.cognito) f.misses.push('carries the Cognito client but never calls Cognito');
  }
  return f;
}

export interface MeasureOptions {
  /** Names of the Lambdas to measure (`rooms`, `jobs/monthly-close`); all by default. */
  only?: readonly string[];
  /**
   * Fresh node processes per Lambda for the init time; 0 weighs the bundles without timing their init
   * (the unit test: a time is the bench's to report, never a test's to assert).
   */
  samples?: number;
  /** Where the bundles go (a test uses its own folder so that it never races `npm run bundles`). */
  outDir?: string;
}

export async function measureBundles(options: MeasureOptions = {}): Promise<BundlesReport> {
  const samples = options.samples ?? 7;
  const entries = lambdaEntries().filter((e) => !options.only || options.only.includes(e.name));
  const OUT = options.outDir ?? DEFAULT_OUT;
  rmSync(OUT, { recursive: true, force: true });

  const built: { e: LambdaEntry; file: string; deployed: Bundle; withoutSdk: Bundle }[] = [];
  const failed: LambdaFigures[] = [];
  for (const e of entries) {
    // Under node_modules/.cache so that externals, if the options ever name some, resolve from the
    // project's node_modules as they would from the runtime's.
    const file = join(OUT, e.name, 'index.mjs');
    try {
      const deployed = await bundle(e.entry, file);
      const withoutSdk = LAMBDA_BUNDLE.externalModules.includes('@aws-sdk/*')
        ? deployed
        : await bundle(e.entry, join(OUT, e.name, 'without-sdk', 'index.mjs'), SDK_ONLY_EXTERNAL);
      built.push({ e, file, deployed, withoutSdk });
    } catch (error) {
      failed.push({
        ...figures(e, { bytes: NaN, inputs: {} }, { bytes: NaN, inputs: {} }, []),
        misses: [`does not build: ${(error as Error).message.split('\n')[0]}`],
      });
    }
  }

  // Round-robin: a burst of load on the shared machine spreads over every Lambda, not one.
  const times = new Map<string, InitTime[]>(built.map((b) => [b.e.name, []]));
  for (let i = 0; i < samples; i++) for (const b of built) times.get(b.e.name)!.push(initOnce(b.file));

  const lambdas = [...built.map((b) => figures(b.e, b.deployed, b.withoutSdk, times.get(b.e.name)!)), ...failed];
  return {
    generated_at: new Date().toISOString(),
    machine: { cores: (await import('node:os')).cpus().length, node: process.version },
    options: {
      target: LAMBDA_BUNDLE.target,
      format: LAMBDA_BUNDLE.format,
      minify: LAMBDA_BUNDLE.minify,
      external: LAMBDA_BUNDLE.externalModules,
      node_options: LAMBDA_NODE_ENV.NODE_OPTIONS,
    },
    budget: BUDGET,
    samples,
    lambdas,
    misses: lambdas.flatMap((l) => l.misses.map((m) => `${l.name}: ${m}`)),
  };
}

export function printBundles(report: BundlesReport, log: (line: string) => void = console.log): void {
  log(
    `Lambda bundles (${report.options.format}, ${report.options.target}, minified; init = median of ${report.samples} fresh node processes, ${report.options.node_options})`,
  );
  log(`${'lambda'.padEnd(22)} ${'KB'.padStart(7)} ${'KB w/o SDK'.padStart(11)} ${'init cpu'.padStart(9)} ${'(wall)'.padStart(7)}  cognito`);
  for (const l of report.lambdas) {
    const mark = l.exempt ? '·' : l.misses.length ? '✗' : ' ';
    log(
      `${mark} ${l.name.padEnd(20)} ${l.kb.toFixed(1).padStart(7)} ${l.kb_without_sdk.toFixed(1).padStart(11)} ${l.init_cpu_ms.toFixed(1).padStart(9)} ${l.init_ms.toFixed(0).padStart(7)}  ${l.has_cognito_client ? 'yes' : '-'}${l.exempt ? `  (exempt: ${l.exempt})` : ''}`,
    );
  }
  log(
    `Budget: ≤ ${report.budget.kb_without_sdk} KB without the AWS SDK, init ≤ ${report.budget.init_ms} ms of CPU; ${report.misses.length ? `${report.misses.length} missed: ${report.misses.join('; ')}` : 'every Lambda within it'}.`,
  );
}

async function main() {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: { samples: { type: 'string', default: '7' }, only: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  const report = await measureBundles({ samples: Number(values.samples), only: values.only?.split(',') });
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else printBundles(report);
  if (report.misses.length) process.exitCode = 1;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
