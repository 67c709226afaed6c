import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;

/**
 * The backend's layers (docs/kernel.md), by folder. The import rules below name these constants only;
 * every other folder of functions/ is a domain, read from the tree, so a new domain is covered the day
 * it is created. A domain's door is its index.ts: the only file of it another domain may import.
 */
const PLATFORM = 'functions/platform';
const KERNEL = 'functions/kernel';
const HTTP = `${PLATFORM}/http`;
/** The functions root's tables that name every domain (a domain may run another's route through them). */
const ROUTE_TABLES = ['functions/handler-registry.ts', 'functions/routes.ts'];
const DOMAINS = fs
  .readdirSync(path.join(ROOT, 'functions'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && ![PLATFORM, KERNEL].includes(`functions/${d.name}`))
  .map((d) => d.name);
/** Any file in a folder of functions/ (a domain, the kernel, the platform), not the root's own files. */
const IN_A_FOLDER = 'functions/*/**';
const door = (domain) => `functions/${domain}/index.{ts,tsx}`;
/** The web's features, one folder per domain (same names as functions/ and shared/api). */
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const NOT_RUNTIME = ['web/**', 'infra/**', 'scripts/**', 'tests/**', 'bench/**'];

/** no-restricted-paths matches `except` globs against absolute paths as they are (targets and froms it resolves). */
const abs = (...globs) => globs.map((g) => path.join(ROOT, g));

/** What the import rules resolve paths with: the TypeScript sources as the bundler finds them. */
const TS = ['.ts', '.tsx'];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local-data', '.tools', 'bench/results.json', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: [...TS, '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': [...TS, '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': TS },
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Feature boundaries (architecture.md), on resolved paths at any depth: a feature (a domain's
    // screens) imports at most another feature's queries.ts (its reads) or index.ts; what features
    // share lives in web/src/components or web/src/lib.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: FEATURES.map((feature) => ({
            target: `web/src/features/${feature}/**`,
            from: 'web/src/features/*/**',
            except: abs(`web/src/features/${feature}/**`, 'web/src/features/*/**/queries.ts', 'web/src/features/*/index.{ts,tsx}'),
            message: "A feature imports at most another feature's queries.ts or index.ts; move what they share to web/src/components or web/src/lib.",
          })),
        },
      ],
    },
  },
  {
    // Only the platform talks to AWS.
    files: ['functions/**/*.ts'],
    ignores: [`${PLATFORM}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aws-sdk/*'], message: 'AWS SDK calls live in functions/platform (db, identity, storage): use or add a helper there.' }] },
      ],
    },
  },
  {
    // Lambda and kernel boundaries (architecture.md, docs/kernel.md), on resolved paths: whatever the
    // number of `../`, a domain imports the kernel, the platform and shared/ (and the route tables at
    // the functions root), never another domain; the kernel imports the platform but not its HTTP layer,
    // and no domain; the platform imports neither. Nothing that runs imports web, infra, scripts or tests.
    files: ['functions/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...DOMAINS.map((domain) => ({
              target: `functions/${domain}/**`,
              from: IN_A_FOLDER,
              except: abs(`${PLATFORM}/**`, `${KERNEL}/**`, `functions/${domain}/**`, ...DOMAINS.filter((d) => d !== domain).map(door)),
              message:
                "A domain imports another only through its door (functions/<domain>/index.ts: its model and rules); plumbing goes to functions/platform, what every domain needs to functions/kernel; run another domain's route through functions/handler-registry.ts.",
            })),
            {
              target: `${KERNEL}/**`,
              from: IN_A_FOLDER,
              except: abs(`${PLATFORM}/**`, `${KERNEL}/**`),
              message: 'functions/kernel must not import a domain folder.',
            },
            {
              target: `${KERNEL}/**`,
              from: `${HTTP}/**`,
              message: "The kernel knows no HTTP: what a request adds to a write's transaction comes through platform/db/tx-contributors.ts.",
            },
            {
              target: `${PLATFORM}/**`,
              from: IN_A_FOLDER,
              except: abs(`${PLATFORM}/**`),
              message: 'functions/platform imports neither the kernel nor a domain: move the piece down, or let the kernel register with it.',
            },
            {
              target: [`${PLATFORM}/**`, `${KERNEL}/**`],
              from: ROUTE_TABLES,
              message: 'The route tables name every domain: the kernel and the platform do not import them.',
            },
            { target: 'shared/**', from: ['functions/**', 'web/**'], message: 'shared/ imports nothing of functions or web.' },
            { target: ['functions/**', 'shared/**'], from: NOT_RUNTIME, message: 'Code that runs does not import web, infra, scripts, tests or the bench.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles (type-only imports excepted: they vanish at run time). Packages are not walked.
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // The web's features, two rules of one kind (selectors), so in one block: a later block's options
    // for the same rule would replace these for the files both match.
    // - Every write of a feature goes through the form hook (useVoucherForm) or its button variant
    //   (useVoucherAction), web/src/components/forms: they keep one Idempotency-Key per user intent,
    //   send the version shown and show refusals the one way. A selector rule, not
    //   no-restricted-imports, so the feature boundary patterns above stay in force.
    // - A form's rules come from the contract (fieldRules, web/src/components/forms/zod-rules.ts), in
    //   its words, not restated by hand: no literal `message` in a JSX `rules` attribute. A rule only
    //   the screen knows is a named constant declared outside the JSX (or an eslint-disable-next-line
    //   saying why).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name=/^(useMutation|mutationOptions)$/]",
          message: 'A feature writes through useVoucherForm (a form) or useVoucherAction (a button) from web/src/components/forms, not useMutation.',
        },
        {
          selector: "JSXAttribute[name.name='rules'] Property[key.name='message']",
          message:
            "A form's rules come from its contract: fieldRules(endpoint.body, path) from web/src/components/forms/zod-rules.ts. A rule only the screen knows is a named constant outside the JSX.",
        },
      ],
    },
  },
);
