import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, login } from '../tests/e2e/browser';
import { loaderOf, mayOpen, MENU_GROUPS, SCREENS, type MenuGroup, type Screen } from '../web/src/app/screens';
import type { Role } from '../shared/catalog/roles';
import { PROBE_SCRIPT } from './screen-probe';
import { serveBuild } from './screen-server';
import { formatScreenLine, formatSlowest, judgeScreen, screenReport, type ScreenOpen, type ScreenReport } from './screen-results';

/**
 * Issue 23 §12: how long each screen takes to show its content after a click on its menu entry, on
 * the production build served as CloudFront serves it, in Chromium. `screenSpeed` runs against any
 * local gateway (bench/run.ts: the bench's own, with its history); `npm run bench:screens` (this file
 * run alone) starts a stack of its own on ports 19110–19114, seeds the demo data and a few months of
 * demo history, and writes bench/screens.json.
 *
 * `ketoan` opens every screen of its menu in menu order (the dashboard, where sign-in lands, last),
 * `admin` then the screens only an admin has; each pass goes through them all once, so the first pass
 * downloads each screen's chunk and a later one meets what a user who comes back meets.
 */
const ROOT = join(import.meta.dirname, '..');
export const SCREEN_PORTS = { dynamodb: 19110, cognito: 19111, s3: 19112, gateway: 19113, web: 19114 } as const;
const VIEWPORT = { width: 1440, height: 900 };

export interface ScreenSpeedOptions {
  apiUrl: string;
  /** Build the web first (`npm run build:web`); false when web/dist is this code's build already. */
  build: boolean;
  passes?: number;
  /** How long the content must stay ready with no /api/ request before the screen counts as there. */
  quietMs?: number;
  timeoutMs?: number;
  /** Said in the report: what data the screens show. */
  data: string;
  log?: (line: string) => void;
}

export function buildWeb(log: (line: string) => void = console.log): number {
  const t0 = Date.now();
  log('Building the web for production (npm run build:web)...');
  execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return Date.now() - t0;
}

/** The role's menu, in menu order (app/layout/menu-items.tsx): the screens without a group first, then group by group. */
export function menuOf(role: Role): Screen[] {
  const groups = Object.keys(MENU_GROUPS) as MenuGroup[];
  const rank = (s: Screen) => (s.group ? groups.indexOf(s.group) + 1 : 0);
  return SCREENS.filter((s) => loaderOf(s) && mayOpen(s, role) && !s.aliasOf && !s.record && (!s.adminOnly || role === 'admin')).sort(
    (a, b) => rank(a) - rank(b),
  );
}

/** Clicks the screen's menu entry (opening its group first) and waits for the probe's verdict. */
async function open(page: Page, s: Screen, quietMs: number, timeoutMs: number): Promise<ScreenOpen> {
  const sider = page.locator('.ant-layout-sider');
  const item = sider.locator(`li.ant-menu-item[data-menu-id$="-${s.path}"]`);
  if (!(await item.isVisible())) {
    if (s.group) await sider.locator(`.ant-menu-submenu-title[data-menu-id$="-group:${s.group}"]`).click();
    await item.waitFor({ state: 'visible' });
  }
  await page.evaluate(`window.__bench.arm(${JSON.stringify(s.path)})`);
  await item.click();
  return (await page.evaluate(`window.__bench.result(${quietMs}, ${timeoutMs})`)) as ScreenOpen;
}

export async function screenSpeed(o: ScreenSpeedOptions): Promise<ScreenReport> {
  const log = o.log ?? console.log;
  const passes = o.passes ?? 2;
  const quietMs = o.quietMs ?? 500;
  const timeoutMs = o.timeoutMs ?? 20_000;
  const build_ms = o.build ? buildWeb(log) : undefined;
  const { cpus, loadavg } = await import('node:os');
  // The machine's load says how much to trust the figures: other work stretches every one of them.
  const load_before = loadavg().map((n) => Math.round(n * 100) / 100);
  const server = await serveBuild({ dist: join(ROOT, 'web', 'dist'), apiUrl: o.apiUrl, port: SCREEN_PORTS.web });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const users: { username: string; menu: Screen[]; screens: Screen[] }[] = [
    { username: 'ketoan', menu: menuOf('staff'), screens: menuOf('staff') },
    { username: 'admin', menu: menuOf('admin'), screens: menuOf('admin').filter((s) => s.adminOnly) },
  ];
  const timings = [];
  try {
    for (const u of users) {
      if (!u.screens.length) continue;
      const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
      context.setDefaultTimeout(30_000);
      await context.addInitScript({ content: PROBE_SCRIPT });
      const page = await context.newPage();
      let errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(`console: ${m.text().slice(0, 200)}`)));
      page.on('pageerror', (e) => void errors.push(`page: ${e.message.slice(0, 200)}`));
      page.on(
        'response',
        (r) => void (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/api/') && errors.push(`${r.status()} ${new URL(r.url()).pathname}`)),
      );
      await page.goto('/login');
      await login(page, u.username);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const unsettled = (await page.evaluate(`window.__bench.settle(1000, ${timeoutMs * 2})`)) as string;
      if (unsettled) log(`  (${u.username}: the first screen still showed "${unsettled}" after ${(timeoutMs * 2) / 1000}s; measuring anyway)`);
      // Sign-in lands on the home screen: its menu click is measured last, from another screen.
      const landed = new URL(page.url()).pathname;
      const order = [...u.screens.filter((s) => s.path !== landed), ...u.screens.filter((s) => s.path === landed)];
      // A click on the screen already shown changes nothing: go elsewhere first (untimed).
      const elsewhere = (s: Screen) => u.menu.find((x) => x.path === landed && x !== s) ?? u.menu.find((x) => x !== s)!;
      const opens = new Map<string, { opens: ScreenOpen[]; errors: string[] }>(order.map((s) => [s.path, { opens: [], errors: [] }]));
      for (let pass = 1; pass <= passes; pass++) {
        log(`Screens as ${u.username}, pass ${pass} of ${passes} (${order.length} screens)...`);
        for (const s of order) {
          if (new URL(page.url()).pathname === s.path) await open(page, elsewhere(s), quietMs, timeoutMs).catch(() => undefined);
          errors = [];
          const r = await open(page, s, quietMs, timeoutMs).catch((e: unknown): ScreenOpen => ({
            ms: null,
            waited_for: `error: ${String(e instanceof Error ? e.message : e).split('\n')[0]}`,
            long_task_ms: 0,
            longest_task_ms: 0,
            api_reads: 0,
            chunks: 0,
          }));
          const entry = opens.get(s.path)!;
          entry.opens.push(r);
          entry.errors.push(...errors);
        }
      }
      for (const s of order) {
        const t = judgeScreen({ path: s.path, title: s.title, user: u.username, ...opens.get(s.path)! });
        timings.push(t);
        log(formatScreenLine(t));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return screenReport(timings, {
    data: o.data,
    build: o.build ? `built now (${build_ms} ms)` : 'web/dist as built before this run',
    browser: `${CHROMIUM} (headless), ${VIEWPORT.width}×${VIEWPORT.height}, vi-VN`,
    passes,
    quiet_ms: quietMs,
    timeout_ms: timeoutMs,
    cores: cpus().length,
    load_average: { before: load_before, after: loadavg().map((n) => Math.round(n * 100) / 100) },
  });
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      months: { type: 'string', default: '6' },
      passes: { type: 'string', default: '2' },
      'quiet-ms': { type: 'string', default: '500' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const { startLocalStack } = await import('../infra/local/stack');
  const { stopAllChildren } = await import('../infra/local/processes');
  const { seedDemoHistory } = await import('../infra/local/demo-history');
  const { poster, putter } = await import('../infra/local/history');
  const { benchUsers } = await import('./bench-users');
  // The build first: on two cores it and the history's writes would slow each other.
  const built = !args['no-build'];
  const build_ms = built ? buildWeb() : undefined;
  const { dynamodb, cognito, s3, gateway } = SCREEN_PORTS;
  const stack = await startLocalStack({ ports: { dynamodb, cognito, s3, gateway }, seed: true, quiet: true });
  try {
    const months = Number(args.months);
    const { token, tokenOf, agents } = await benchUsers(stack.apiUrl);
    const t0 = Date.now();
    await seedDemoHistory({ post: poster(stack.apiUrl, token), admin: putter(stack.apiUrl, await tokenOf('admin')), agents, months, log: console.log });
    console.log(`Demo history written in ${Math.round((Date.now() - t0) / 1000)} s.`);
    const report = await screenSpeed({
      apiUrl: stack.apiUrl,
      build: false,
      passes: Number(args.passes),
      quietMs: Number(args['quiet-ms']),
      data: `demo seed and ${months} months of demo history (npm start's data)`,
    });
    if (built) report.setup.build = `built now (${build_ms} ms)`;
    for (const line of formatSlowest(report)) console.log(line);
    writeFileSync(join(import.meta.dirname, 'screens.json'), JSON.stringify(report, null, 2));
    console.log('Wrote bench/screens.json.');
  } finally {
    await stack.stop();
    await stopAllChildren();
  }
}

if (process.argv[1]?.endsWith('screen-speed.ts')) {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
