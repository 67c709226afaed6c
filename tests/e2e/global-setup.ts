import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import type { LocalStack } from '../../infra/local/stack';
import { startStackProcess } from '../../infra/local/stack-process';
import { CHROMIUM, closeBrowser, newContext } from './browser';
import { writeLastMonth } from './last-month';
import { writeUtilitiesHistory } from './utilities-history';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    /** The stack's configuration as its handlers read it, for the month-end job (month-end-job.ts). */
    stackEnv: Record<string, string>;
  }
}

/** Ports of the e2e stack, apart from `npm start` (3030/5173) and the integration tests (182xx). */
const PORTS = { dynamodb: 18000, cognito: 18001, s3: 18002, gateway: 18003, web: 18004 };

let stack: LocalStack | undefined;

/** Debian's Chromium is the browser under test; a fresh machine gets it from apt (we run as root). */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium is missing at ${CHROMIUM}; install it with: sudo apt-get install -y chromium`);
  console.log('Installing Chromium for the browser tests (apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
}

/** The whole product on 127.0.0.1 in a process of its own, in memory and freshly seeded, with the Vite dev server in front. */
export async function setup(project: TestProject) {
  ensureChromium();
  stack = await startStackProcess({ ports: PORTS, seed: true, quiet: true });
  await writeLastMonth(stack.apiUrl);
  await writeUtilitiesHistory(stack.apiUrl);
  const webUrl = stack.webUrl!;
  // The first page load makes Vite transform the app; do it once here, not inside a timed test.
  const context = await newContext(webUrl);
  const page = await context.newPage();
  await page.goto('/login', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Đăng nhập' }).waitFor({ timeout: 120_000 });
  await context.close();
  await closeBrowser();
  project.provide('webUrl', webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('stackEnv', stack.env);
}

export async function teardown() {
  await stack?.stop();
}
