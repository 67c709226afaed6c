/**
 * The screen-speed report (issue 23 §12): what bench/screen-speed.ts measured, per screen, and how it
 * is judged and printed. Pure; tests/unit/bench-screen-speed.test.ts holds it to made-up figures.
 */
export const SCREEN_GOAL_MS = 1_000;

/** One menu click, as the page's probe (bench/screen-probe.ts) timed it. */
export interface ScreenOpen {
  /** Click → content there; null when it never was within the time limit. */
  ms: number | null;
  /** What it still waited for at the limit (route, chunk, spinner, network, quiet). */
  waited_for?: string;
  long_task_ms: number;
  longest_task_ms: number;
  api_reads: number;
  slowest_read?: { path: string; ms: number };
  chunks: number;
}

export interface ScreenTiming {
  path: string;
  title: string;
  /** Who opened it: ketoan, or admin for the screens only an admin has. */
  user: string;
  /** Each pass's open, the first one with the screen's chunk still to download. */
  opens: ScreenOpen[];
  /** The slowest open (null if one never got there): what the goal is judged on. */
  ms: number | null;
  long_task_ms: number;
  ok: boolean;
  /** Console errors, page errors and failed /api/ answers while it opened. */
  errors: string[];
}

export interface ScreenReport {
  generated_at: string;
  goal_ms: number;
  how: string;
  setup: Record<string, unknown>;
  screens: ScreenTiming[];
  slowest: { path: string; title: string; ms: number | null; long_task_ms: number; slowest_read?: { path: string; ms: number } }[];
  misses: string[];
}

/** A screen's verdict from its opens: the slowest counts, and one that never got there is a miss. */
export function judgeScreen(s: Omit<ScreenTiming, 'ms' | 'long_task_ms' | 'ok'>, goalMs = SCREEN_GOAL_MS): ScreenTiming {
  const never = s.opens.length === 0 || s.opens.some((o) => o.ms === null);
  const ms = never ? null : Math.max(...s.opens.map((o) => o.ms!));
  const long_task_ms = Math.max(0, ...s.opens.map((o) => o.long_task_ms));
  return { ...s, ms, long_task_ms, ok: ms !== null && ms <= goalMs };
}

/** The slowest `n` screens, never-ready ones first. */
export function slowestScreens(screens: readonly ScreenTiming[], n = 5): ScreenReport['slowest'] {
  const key = (s: ScreenTiming) => s.ms ?? Number.MAX_SAFE_INTEGER;
  return [...screens]
    .sort((a, b) => key(b) - key(a))
    .slice(0, n)
    .map((s) => {
      // The slowest read of the slowest open: where to look first.
      const worst = [...s.opens].sort((a, b) => (b.ms ?? Number.MAX_SAFE_INTEGER) - (a.ms ?? Number.MAX_SAFE_INTEGER))[0];
      return { path: s.path, title: s.title, ms: s.ms, long_task_ms: s.long_task_ms, ...(worst?.slowest_read ? { slowest_read: worst.slowest_read } : {}) };
    });
}

export function screenReport(screens: ScreenTiming[], setup: Record<string, unknown>, goalMs = SCREEN_GOAL_MS): ScreenReport {
  return {
    generated_at: new Date().toISOString(),
    goal_ms: goalMs,
    how:
      'Production build served as CloudFront would (bench/screen-server.ts), Chromium; per screen a click on its menu entry until its address is the ' +
      "screen's, its chunk is in, the content area shows no spinner or skeleton and no /api/ read is in flight, held for the quiet window. " +
      'Each pass opens every screen once; the slowest open counts.',
    setup,
    screens,
    slowest: slowestScreens(screens),
    misses: screens.filter((s) => !s.ok).map((s) => `screen ${s.path} ${s.ms === null ? 'never ready' : `${s.ms} ms`} > ${goalMs}`),
  };
}

const msText = (ms: number | null) => (ms === null ? 'never ready' : `${ms} ms`);

export function formatScreenLine(s: ScreenTiming, goalMs = SCREEN_GOAL_MS): string {
  const opens = s.opens.map((o) => (o.ms === null ? `– (${o.waited_for})` : String(o.ms))).join(' / ');
  const read = s.opens.map((o) => o.slowest_read).reduce((a, r) => (r && (!a || r.ms > a.ms) ? r : a), undefined as ScreenOpen['slowest_read']);
  return (
    `${s.ok ? 'ok  ' : 'MISS'} ${s.path.padEnd(40)} ${msText(s.ms).padStart(12)} (opens ${opens}; goal ≤ ${goalMs}) long tasks ${s.long_task_ms} ms` +
    `, ${Math.max(0, ...s.opens.map((o) => o.api_reads))} reads${read ? `, slowest ${read.path} ${read.ms} ms` : ''}${s.user === 'ketoan' ? '' : ` [${s.user}]`}` +
    (s.errors.length ? `, ${s.errors.length} errors` : '')
  );
}

export function formatSlowest(r: ScreenReport): string[] {
  return [
    `Slowest five screens (goal ≤ ${r.goal_ms} ms from the menu click):`,
    ...r.slowest.map(
      (s, i) =>
        `  ${i + 1}. ${s.path} (${s.title}): ${msText(s.ms)}, goal ≤ ${r.goal_ms} ms; long tasks ${s.long_task_ms} ms` +
        (s.slowest_read ? `; slowest read ${s.slowest_read.path} ${s.slowest_read.ms} ms` : ''),
    ),
    `${r.screens.filter((s) => s.ok).length} of ${r.screens.length} screens within ${r.goal_ms} ms.`,
  ];
}
