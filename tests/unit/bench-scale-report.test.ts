import { describe, expect, it } from 'vitest';
import { allowedP95, compareRead, compareScales, growthOf, type BenchRun } from '../../bench/scale-compare';
import { formatScaleReport } from '../../bench/scale-print';
import { pairedP95 } from '../../bench/paired';

/** A bench results file of made-up figures: 6 buildings × `rooms` rooms, 24 months. */
const run = (rooms: number, ops: [string, number, number][], extra: Partial<BenchRun> = {}): BenchRun => ({
  generated_at: '2026-11-26T12:00:00.000Z',
  dataset: { buildings: 6, rooms_per_building: rooms, months: 24, rooms: 6 * rooms },
  operations: ops.map(([operation, p95_ms, items_read]) => ({ operation, p95_ms, items_read })),
  ...extra,
});

describe('the scale report: a read at scale 10 beside scale 1 (issue 23 §13)', () => {
  it('allows 1.5× the scale-1 p95, and never less than 5 ms more', () => {
    expect(allowedP95(2)).toBe(7);
    expect(allowedP95(10)).toBe(15);
    expect(allowedP95(40)).toBe(60);
  });

  it('does not call 2 ms against 4 ms a miss (the floor), and calls 40 ms against 61 ms one', () => {
    expect(compareRead('GET /a', { p95_ms: 2, items_read: 1 }, { p95_ms: 4, items_read: 1 }, 10).miss).toBe(false);
    const slow = compareRead('GET /b', { p95_ms: 40, items_read: 60 }, { p95_ms: 61, items_read: 600 }, 10);
    expect(slow.miss).toBe(true);
    expect(slow.why).toEqual(['p95 61 ms > 60 ms allowed']);
  });

  it('misses a read whose items grew more than the rooms (O(history) or O(everything)), not one that grew with them', () => {
    const withRooms = compareRead('GET /rooms', { p95_ms: 5, items_read: 60 }, { p95_ms: 6, items_read: 600 }, 10);
    expect(withRooms).toMatchObject({ miss: false, growth: 'with rooms' });
    const everything = compareRead('GET /all', { p95_ms: 5, items_read: 60 }, { p95_ms: 6, items_read: 6_000 }, 10);
    expect(everything).toMatchObject({ miss: true, growth: 'more than rooms' });
    // Counted from one more than read at scale 1: 61 × 10 × 1.1.
    expect(everything.why[0]).toMatch(/^items read 6000 > 671 /);
    // A read of nothing at scale 1 may read up to ~10 items at scale 10 (one item, times the rooms).
    expect(compareRead('GET /empty', { p95_ms: 1, items_read: 0 }, { p95_ms: 1, items_read: 11 }, 10).miss).toBe(false);
    expect(compareRead('GET /empty', { p95_ms: 1, items_read: 0 }, { p95_ms: 1, items_read: 12 }, 10).miss).toBe(true);
  });

  it('does not read growth into a count of a few: 1 adjustment at scale 1 against 16 at scale 10 is chance, 23 is not', () => {
    expect(compareRead('GET /few', { p95_ms: 5, items_read: 1 }, { p95_ms: 6, items_read: 16 }, 10)).toMatchObject({
      miss: false,
      growth: 'with rooms',
      items_read: { base: 1, scaled: 16, ratio: 16, allowed: 22 },
    });
    expect(compareRead('GET /few', { p95_ms: 5, items_read: 1 }, { p95_ms: 6, items_read: 23 }, 10)).toMatchObject({
      miss: true,
      growth: 'more than rooms',
      why: ['items read 23 > 22 (rooms ×10)'],
    });
    // The same item read at both scales reads as constant.
    expect(compareRead('GET /one', { p95_ms: 5, items_read: 1 }, { p95_ms: 6, items_read: 1 }, 10)).toMatchObject({
      growth: 'constant',
      items_read: { ratio: 1 },
    });
    // A count of hundreds keeps its rule: 413 → 4,600 is more than the rooms.
    expect(compareRead('GET /many', { p95_ms: 30, items_read: 413 }, { p95_ms: 40, items_read: 4_600 }, 10).miss).toBe(true);
  });

  it("judges a read on DynamoDB without the store's own growth: its own time (p95 less the replay of its requests) and constant items", () => {
    // DynamoDB Local: the same 50 items, the store's replay 5 → 20 ms, the read's own time 1 → 2 ms.
    const paged = compareRead('GET /page', { p95_ms: 6, items_read: 50, raw_p95_ms: 5 }, { p95_ms: 22, items_read: 50, raw_p95_ms: 20 }, 10);
    expect(paged.miss).toBe(true);
    expect(paged.on_dynamodb).toEqual({ store_p95_ms: { base: 5, scaled: 20 }, own_ms: { base: 1, scaled: 2, allowed: 6 }, miss: false, why: [] });
    // Its own time grew: a miss on DynamoDB too.
    const slowCode = compareRead('GET /sort', { p95_ms: 6, items_read: 50, raw_p95_ms: 5 }, { p95_ms: 30, items_read: 50, raw_p95_ms: 20 }, 10);
    expect(slowCode.on_dynamodb).toMatchObject({ miss: true, why: ['own time 10 ms > 6 ms allowed'] });
    // Reading more items is a miss on DynamoDB whatever the time: DynamoDB's time grows with them.
    const whole = compareRead('GET /whole', { p95_ms: 6, items_read: 60, raw_p95_ms: 5 }, { p95_ms: 7, items_read: 600, raw_p95_ms: 6 }, 10);
    expect(whole.on_dynamodb).toMatchObject({ miss: true, why: ['items read 60 → 600: grows with rooms'] });
    expect(whole.on_dynamodb?.within_a_page).toBeUndefined();
    // A list that fills more of its page (32 → 50 rows) in the same one request: still a miss, named apart.
    const fuller = compareRead(
      'GET /list',
      { p95_ms: 4, items_read: 32, raw_p95_ms: 3, dynamodb_requests: 1 },
      { p95_ms: 8, items_read: 50, raw_p95_ms: 7, dynamodb_requests: 1 },
      10,
    );
    expect(fuller.on_dynamodb).toMatchObject({ miss: true, within_a_page: true, why: ['items read 32 → 50: grows with rooms'] });
    // More requests, or past one page, or another reason beside: not within a page.
    const more = { p95_ms: 8, items_read: 50, raw_p95_ms: 7, dynamodb_requests: 2 };
    expect(compareRead('GET /list', { p95_ms: 4, items_read: 32, raw_p95_ms: 3, dynamodb_requests: 1 }, more, 10).on_dynamodb?.within_a_page).toBeUndefined();
    const slowToo = { p95_ms: 20, items_read: 50, raw_p95_ms: 7, dynamodb_requests: 1 };
    expect(
      compareRead('GET /list', { p95_ms: 4, items_read: 32, raw_p95_ms: 3, dynamodb_requests: 1 }, slowToo, 10).on_dynamodb?.within_a_page,
    ).toBeUndefined();
    // Two p95s of separate samples: a replay slower than the read counts as no own time, not less than none.
    expect(compareRead('GET /n', { p95_ms: 1, items_read: 1, raw_p95_ms: 2 }, { p95_ms: 4, items_read: 1, raw_p95_ms: 3 }, 10).on_dynamodb?.own_ms).toEqual({
      base: 0,
      scaled: 1,
      allowed: 5,
    });
    // Measured pair by pair (own_p95_ms) in both runs: that is the own time, not the difference of two p95s.
    const pairedRead = compareRead(
      'GET /p',
      { p95_ms: 10, items_read: 17, raw_p95_ms: 9, own_p95_ms: 2 },
      { p95_ms: 31, items_read: 17, raw_p95_ms: 15, own_p95_ms: 3 },
      10,
    );
    expect(pairedRead.on_dynamodb).toMatchObject({ own_ms: { base: 2, scaled: 3, allowed: 7 }, miss: false });
    // Only one run measured pairs: both are read the old way, so the two sides compare alike.
    expect(
      compareRead('GET /p', { p95_ms: 10, items_read: 17, raw_p95_ms: 9 }, { p95_ms: 31, items_read: 17, raw_p95_ms: 15, own_p95_ms: 3 }, 10).on_dynamodb
        ?.own_ms,
    ).toEqual({ base: 1, scaled: 16, allowed: 6 });
    // A run without the replay is not judged this way.
    expect(compareRead('GET /old', { p95_ms: 1, items_read: 1 }, { p95_ms: 1, items_read: 1, raw_p95_ms: 1 }, 10).on_dynamodb).toBeUndefined();
    const report = compareScales(
      {
        ...run(60, []),
        operations: [
          { operation: 'GET /page', p95_ms: 6, items_read: 50, raw_p95_ms: 5 },
          { operation: 'GET /whole', p95_ms: 6, items_read: 60, raw_p95_ms: 5 },
        ],
      },
      {
        ...run(600, []),
        operations: [
          { operation: 'GET /page', p95_ms: 22, items_read: 50, raw_p95_ms: 20 },
          { operation: 'GET /whole', p95_ms: 7, items_read: 600, raw_p95_ms: 6 },
        ],
      },
    );
    expect(report.misses).toEqual(['GET /page']);
    expect(report.misses_on_dynamodb).toEqual(['GET /whole']);
    expect(report.misses_within_a_page).toEqual([]);
    expect(formatScaleReport(report).at(-1)).toBe(
      "On DynamoDB (the store's own growth taken out: items read constant, own time within the rule): 1 of 2 reads MISS: GET /whole.",
    );
  });

  it('counts what a filter went through as read: a search returning nothing that goes through every customer grows with them', () => {
    const searched = (rooms: number, scanned: number): BenchRun => ({
      ...run(rooms, []),
      operations: [{ operation: 'GET /search', p95_ms: 5, items_read: 0, items_scanned: scanned, raw_p95_ms: 4, own_p95_ms: 1, dynamodb_requests: 1 }],
    });
    const report = compareScales(searched(60, 120), searched(600, 1_200));
    expect(report.operations[0]).toMatchObject({ items_read: { base: 120, scaled: 1_200 }, growth: 'with rooms' });
    expect(report.misses_on_dynamodb).toEqual(['GET /search']);
    // Past a page: not named as grown within one.
    expect(report.misses_within_a_page).toEqual([]);
  });

  it('names a read that reads the same items whatever the rooms constant', () => {
    expect(growthOf(1, 10)).toBe('constant');
    expect(growthOf(1.4, 10)).toBe('constant');
    expect(growthOf(5, 10)).toBe('with rooms');
    expect(growthOf(12, 10)).toBe('more than rooms');
  });

  it('compares two runs: rows in both, rows in one, failures, the called-out rows and the misses', () => {
    const base = run(
      60,
      [
        ['GET /api/rooms', 4, 60],
        ['GET /api/debt/search', 28, 150],
        ['GET /api/journal/tb', 32, 244],
        ['GET /api/old', 1, 0],
      ],
      {
        billing: {
          run_one_building: { p95_ms: 300, rooms_billed_max: 60 },
          run_all_buildings: { parallel_ms: 1_800 },
          unpaid_report_history_check: { at_12_months: { items_read: 68 }, at_all_months: { items_read: 144 }, pass: false },
        },
        trial_balance_history_check: { at_12_months: { items_read: 929 }, at_24_months: { items_read: 1_052 } },
      },
    );
    const scaled = run(
      600,
      [
        ['GET /api/rooms', 5, 600],
        ['GET /api/debt/search', 30, 1_500],
        ['GET /api/journal/tb', 200, 2_440],
        ['GET /api/admin/list-collection', 3, 20],
      ],
      {
        failed: ['GET /api/x: HTTP 500'],
        billing: { run_one_building: { p95_ms: 6_000, rooms_billed_max: 600 }, run_all_buildings: { parallel_ms: 18_000 } },
      },
    );
    const r = compareScales(base, scaled);
    expect(r.rooms_ratio).toBe(10);
    expect(r.warnings).toEqual([]);
    expect(r.operations.map((o) => [o.operation, o.miss])).toEqual([
      ['GET /api/rooms', false],
      ['GET /api/debt/search', false],
      ['GET /api/journal/tb', true],
    ]);
    expect(r.only_at_base).toEqual(['GET /api/old']);
    expect(r.only_at_scaled).toEqual(['GET /api/admin/list-collection']);
    // One building: 5 ms a bill against 10 ms (×2): a miss; six at once: 5 ms against 3 ms a room (×0.6).
    expect(r.called_out.billing_run_one_building).toMatchObject({ ms_per_bill: { base: 5, scaled: 10, ratio: 2 }, miss: true });
    expect(r.called_out.billing_run_all_buildings).toMatchObject({ bills: { base: 360, scaled: 3_600 }, miss: false });
    expect(r.called_out.unpaid_report?.history_check).toEqual({ base: { at_12_months: 68, at_all_months: 144 }, scaled: undefined });
    expect(r.called_out.trial_balance?.history_check?.base).toEqual({ at_12_months: 929, at_all_months: 1_052 });
    expect(r.called_out.admin_area).toBeUndefined();
    expect(r.called_out.not_measured).toEqual(['GET /api/admin/list-collection']);
    expect(r.misses).toEqual(['GET /api/journal/tb', 'billing run, one building (per bill)', 'failed: GET /api/x: HTTP 500']);

    const text = formatScaleReport(r).join('\n');
    expect(text).toContain('the 5 ms floor');
    expect(text).toMatch(/MISS GET \/api\/journal\/tb .*p95 32 → 200 ms/);
    expect(text).toContain('Only in the scale-1 run: GET /api/old');
  });

  it('compares the consumption analysis of every room too, a read measured apart', () => {
    const analysis = (p95_ms: number, items_read: number) => ({ utilities: { analysis: { p95_ms, items_read } } });
    const r = compareScales(run(60, [], analysis(40, 454)), run(600, [], analysis(45, 4_000)));
    expect(r.operations).toHaveLength(1);
    expect(r.operations[0]).toMatchObject({ operation: expect.stringMatching(/^consumption analysis/), miss: false, growth: 'with rooms' });
  });

  it('warns when the base is not scale 1 or the runs cover different months', () => {
    const r = compareScales(run(120, []), { ...run(600, []), dataset: { rooms_per_building: 600, months: 12 } });
    expect(r.rooms_ratio).toBe(5);
    expect(r.warnings).toHaveLength(2);
  });

  it('lists the screens over their goal at scale 10 beside their scale-1 time', () => {
    const screens = (ms: (number | null)[]) => ({ goal_ms: 1_000, screens: ms.map((m, i) => ({ path: `/s${i}`, ms: m })) });
    const r = compareScales(run(60, [], { screens: screens([300, 900, 400]) }), run(600, [], { screens: screens([400, 1_200, null]) }));
    expect(r.screens?.rows.map((s) => [s.path, s.base, s.scaled, s.miss])).toEqual([
      ['/s0', 300, 400, false],
      ['/s1', 900, 1_200, true],
      ['/s2', 400, null, true],
    ]);
    expect(r.misses).toEqual(['screen /s1', 'screen /s2']);
  });
});

describe("a read's own time, pair by pair (bench/paired.ts)", () => {
  it('takes the p95 of each call less its own replay, so a slow moment shared by both sides cancels', () => {
    // Twenty pairs; the machine slows for the last two (both sides 40 ms more); the read's own time is 1–2 ms throughout.
    const api = [...Array.from({ length: 18 }, (_, i) => 5 + (i % 2)), 46, 45];
    const replay = [...Array.from({ length: 18 }, () => 4), 44, 44];
    expect(pairedP95(api, replay)).toBe(2);
    // A slowness on one side of a pair only is the read's own time.
    expect(pairedP95([5, 46], [44, 4])).toBe(42);
  });

  it('counts a pair whose replay was slower as no own time', () => {
    expect(pairedP95([3, 3, 3], [5, 6, 7])).toBe(0);
  });
});
