import { describe, expect, it } from 'vitest';
import { formatSlowest, judgeScreen, screenReport, slowestScreens, type ScreenOpen } from '../../bench/screen-results';
import { menuOf } from '../../bench/screen-speed';
import { loaderOf, SCREENS } from '../../web/src/app/screens';

/** A made-up open: `ms` after the click (null: never ready), its slowest read. */
const open = (ms: number | null, read?: number): ScreenOpen => ({
  ms,
  ...(ms === null ? { waited_for: 'spinner' } : {}),
  long_task_ms: 100,
  longest_task_ms: 60,
  api_reads: 1,
  ...(read ? { slowest_read: { path: '/api/x', ms: read } } : {}),
  chunks: 1,
});
const screen = (path: string, ...opens: ScreenOpen[]) => judgeScreen({ path, title: path.slice(1), user: 'ketoan', opens, errors: [] });

describe('the screen-speed report (issue 23 §12)', () => {
  it('judges a screen on its slowest open, and one that never got there as a miss', () => {
    expect(screen('/a', open(400), open(900))).toMatchObject({ ms: 900, ok: true });
    expect(screen('/b', open(400), open(1_001))).toMatchObject({ ms: 1_001, ok: false });
    expect(screen('/c', open(400), open(null))).toMatchObject({ ms: null, ok: false });
    expect(screen('/d')).toMatchObject({ ms: null, ok: false });
  });

  it('lists the five slowest, never-ready first, with the slowest read of their slowest open', () => {
    const screens = [
      screen('/a', open(100)),
      screen('/b', open(1_500, 20), open(700, 900)),
      screen('/c', open(null)),
      screen('/d', open(300)),
      screen('/e', open(600)),
      screen('/f', open(200)),
      screen('/g', open(50)),
    ];
    const slowest = slowestScreens(screens);
    expect(slowest.map((s) => [s.path, s.ms])).toEqual([
      ['/c', null],
      ['/b', 1_500],
      ['/e', 600],
      ['/d', 300],
      ['/f', 200],
    ]);
    expect(slowest[1]!.slowest_read).toEqual({ path: '/api/x', ms: 20 });

    const report = screenReport(screens, { data: 'made up' });
    expect(report.goal_ms).toBe(1_000);
    expect(report.misses).toEqual(['screen /b 1500 ms > 1000', 'screen /c never ready > 1000']);
    const text = formatSlowest(report).join('\n');
    expect(text).toContain('1. /c (c): never ready, goal ≤ 1000 ms');
    expect(text).toContain('5 of 7 screens within 1000 ms.');
  });

  it("walks the menus from the screen table: the accountant's every working screen, the admin's own apart", () => {
    const staff = menuOf('staff').map((s) => s.path);
    expect(staff[0]).toBe('/dashboard');
    expect(staff).not.toContain('/admin');
    expect(staff).not.toContain('/phieu-thu-co-gam'); // an alias: no menu entry of its own
    const admin = menuOf('admin');
    expect(admin.filter((s) => s.adminOnly).map((s) => s.path)).toContain('/admin');
    // A record page (a room's, a tenant's) needs a record to open: the menus never list it.
    const working = SCREENS.filter((s) => loaderOf(s) && !s.aliasOf && !s.record).map((s) => s.path);
    expect(new Set([...staff, ...admin.map((s) => s.path)])).toEqual(new Set(working));
  });
});
