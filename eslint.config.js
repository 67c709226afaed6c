import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local-data', '.tools', 'bench/results.json', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Feature boundaries (architecture.md): a feature imports at most another feature's `queries.ts`;
    // what features share lives in web/src/components or web/src/lib.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/(?!queries$).+',
              message: "A feature imports at most another feature's queries.ts; move what they share to web/src/components or web/src/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    // Lambda boundaries (architecture.md): a domain folder imports the kernel (functions/core), the
    // plumbing (functions/lib) and the project's shared/, never another domain's folder; only lib and
    // core talk to AWS.
    files: ['functions/*/**/*.ts'],
    ignores: ['functions/lib/**', 'functions/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!lib/|core/)[^./][^/]*/',
              message: 'A Lambda folder does not import another: move what they share to functions/core (domain) or functions/lib (plumbing).',
            },
            { group: ['@aws-sdk/*'], message: 'AWS SDK calls live in functions/lib or functions/core (a repository or record module).' },
          ],
        },
      ],
    },
  },
  {
    // The kernel is shared by every Lambda: it never reaches into one of them.
    files: ['functions/core/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!lib/)[a-z-]+/', message: 'functions/core must not import a Lambda folder.' }] }] },
  },
  {
    files: ['functions/core/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./(?!lib/|core/)[a-z-]+/', message: 'functions/core must not import a Lambda folder.' }] }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
);
