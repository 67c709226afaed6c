import { defineConfig } from 'vitest/config';

/**
 * Test layers (architecture.md §9): pure units, CDK assertions, integration against the real local
 * services (DynamoDB Local, cognito-local, s3rver started once by a global setup), web components in
 * jsdom, and user flows in real Chromium against the whole local stack.
 */
/**
 * How long a test of any layer may run before it is called hung: a ceiling for a hang, never a
 * speed budget. A jsdom screen test takes 5–50 s and an integration flow up to a minute depending on
 * how busy the machine is (the whole run took 25 min on a quiet day, 62 on a slow one); a timeout near
 * those times fails a landing for nothing (tests/unit/test-timeouts.test.ts keeps files from lowering it).
 */
export const HANG = 180_000;

export default defineConfig({
  test: {
    projects: [
      // The unit layer too: on 2026-11-28 the route table's test, which loads every domain's handler,
      // ran past vitest's 5 s default on a busy machine.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: HANG, hookTimeout: HANG } },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', testTimeout: HANG, hookTimeout: HANG } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: HANG,
          hookTimeout: HANG,
        },
      },
      {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: HANG,
          hookTimeout: HANG,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: HANG,
          hookTimeout: HANG,
          fileParallelism: false,
        },
      },
    ],
  },
});
