import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda is bundled, in one place: the CDK construct (`lambda.ts`, through NodejsFunction,
 * which runs esbuild's CLI) and `npm run bundles` (`bench/bundles.ts`, through esbuild's API) both
 * read it, so the sizes and init times the bench reports are those of what deploys. No aws-cdk-lib
 * here: the bench loads this module too.
 */

/** The Lambda runtime's Node major (Runtime.NODEJS_22_X in lambda.ts). */
export const LAMBDA_NODE_MAJOR = 22;

/*
 * esbuild emits ESM, but some dependencies still call `require` (CJS inside ESM); a real `require`
 * built from import.meta.url lets them load node built-ins. The alias avoids clashing with names
 * in the bundle.
 */
const CJS_IN_ESM_BANNER = "import { createRequire as __nhaTroCreateRequire } from 'node:module'; const require = __nhaTroCreateRequire(import.meta.url);";

/**
 * The AWS SDK is bundled, not left to the runtime (CDK's default for Node ≥ 18 marks `@aws-sdk/*`
 * external). Measured with `npm run bundles` on the 2-core machine (2026-11-22): the runtime's SDK
 * would make each bundle ~330 KB smaller, but importing it from node_modules at init burns 145–210 ms
 * of CPU (rooms, stays, deposits) against 75–90 ms for the whole minified bundle with the SDK inside:
 * Node resolves, reads and compiles a few dozen CJS packages, and interops each into ESM, instead of
 * parsing one file. Cold starts are what staff wait for, so the bytes stay; and the code runs against
 * the SDK version the tests ran, not whichever one the runtime ships that month. The size budget
 * therefore counts the bundle less the SDK (what `externalModules: ['@aws-sdk/*']` would ship), the
 * init budget the bundle as deployed.
 */
export const SDK_EXTERNAL: readonly string[] = [];

export const LAMBDA_BUNDLE = {
  target: `node${LAMBDA_NODE_MAJOR}`,
  format: 'esm',
  minify: true,
  sourceMap: true,
  // Stack traces need the mappings only; the sources' text would triple the map that
  // --enable-source-maps reads at init (2.7 MB → 0.8 MB for deposits).
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: CJS_IN_ESM_BANNER,
  externalModules: SDK_EXTERNAL,
} as const;

/**
 * Variables the function's environment sets for Node itself; the bench times init with them. Source
 * maps cost ~17 ms of CPU at init (rooms: 84 → 67 ms) and are kept: a 500's stack trace in the logs
 * names our files and lines.
 */
export const LAMBDA_NODE_ENV = { NODE_OPTIONS: '--enable-source-maps' } as const;

/** LAMBDA_BUNDLE as esbuild's API options: what NodejsFunction passes to esbuild's CLI. */
export function esbuildOptions(entry: string, outfile: string, overrides: { external?: readonly string[] } = {}): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: LAMBDA_BUNDLE.target,
    format: LAMBDA_BUNDLE.format,
    minify: LAMBDA_BUNDLE.minify,
    sourcemap: LAMBDA_BUNDLE.sourceMap,
    sourcesContent: LAMBDA_BUNDLE.sourcesContent,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    banner: { js: LAMBDA_BUNDLE.banner },
    external: [...(overrides.external ?? LAMBDA_BUNDLE.externalModules)],
    metafile: true,
    logLevel: 'silent',
  };
}
