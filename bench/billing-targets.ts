import type { Timings } from '../infra/local/history-billing';
import { percentile, type OpResult } from './measure';

/**
 * The monthly cycle's write targets (issue 10), timed while the history wrote them through the API:
 * each building's billing run (60 rooms) ≤ 2 s, the six buildings' runs of a month ≤ 8 s of wall time,
 * a building's 60 readings saved ≤ 1 s; and the unpaid report reading O(rooms), not O(history).
 */
export const BILLING_TARGETS = { run_one_building_ms: 2_000, run_all_buildings_ms: 8_000, readings_save_ms: 1_000 };

const perRequest = (r: OpResult) => r.items_scanned / Math.max(1, r.dynamodb_requests);

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { count: sorted.length, p50_ms: percentile(sorted, 50), p95_ms: percentile(sorted, 95), max_ms: sorted[sorted.length - 1] ?? 0 };
};

export interface BillingReport {
  run_one_building: ReturnType<typeof stats> & { months: string; rooms_billed_max: number; slowest: string; target_ms: number; pass: boolean };
  run_all_buildings: { month: string; parallel_ms: number; in_sequence_ms: number; in_sequence_month: string; target_ms: number; pass: boolean };
  readings_save: ReturnType<typeof stats> & { months: string; rooms: number; target_ms: number; pass: boolean };
  unpaid_report_history_check: {
    at_12_months: { items_read: number; items_scanned: number; dynamodb_requests: number };
    at_all_months: { items_read: number; items_scanned: number; dynamodb_requests: number };
    pass: boolean;
  };
  misses: string[];
}

/**
 * `since`: the first month judged (the months before warm DynamoDB Local's JVM up); `allAtOnce`: the
 * month whose six runs went at once (every other month's ran one after another, each timed alone).
 */
export function billingReport(t: Timings, since: string, allAtOnce: string, unpaid12: OpResult, unpaidAll: OpResult): BillingReport {
  const runs = t.runs.filter((r) => r.month >= since && r.month !== allAtOnce);
  const saves = t.readings.filter((r) => r.month >= since && r.month !== allAtOnce);
  const slowest = runs.reduce((a, b) => (b.ms > a.ms ? b : a), runs[0]!);
  const oneRun = {
    ...stats(runs.map((r) => r.ms)),
    months: `${since}..`,
    rooms_billed_max: Math.max(...runs.map((r) => r.rooms)),
    slowest: `${slowest.building} ${slowest.month} (${slowest.rooms} bills)`,
  };
  const parallel = t.months.find((m) => m.month === allAtOnce && m.parallel)!;
  const sequence = t.months.filter((m) => !m.parallel).at(-1)!;
  const readings = { ...stats(saves.map((r) => r.ms)), months: `${since}..`, rooms: Math.max(...saves.map((r) => r.rooms)) };
  const shape = (r: OpResult) => ({ items_read: r.items_read, items_scanned: r.items_scanned, dynamodb_requests: r.dynamodb_requests });
  const report: BillingReport = {
    run_one_building: { ...oneRun, target_ms: BILLING_TARGETS.run_one_building_ms, pass: oneRun.max_ms <= BILLING_TARGETS.run_one_building_ms },
    run_all_buildings: {
      month: allAtOnce,
      parallel_ms: parallel.ms,
      in_sequence_ms: sequence.ms,
      in_sequence_month: sequence.month,
      target_ms: BILLING_TARGETS.run_all_buildings_ms,
      pass: parallel.ms <= BILLING_TARGETS.run_all_buildings_ms,
    },
    readings_save: { ...readings, target_ms: BILLING_TARGETS.readings_save_ms, pass: readings.max_ms <= BILLING_TARGETS.readings_save_ms },
    // O(rooms): a few requests per room owing that month (fewer owe once the month's receipts are in), each
    // reading about as many items whatever the history's length.
    unpaid_report_history_check: {
      at_12_months: shape(unpaid12),
      at_all_months: shape(unpaidAll),
      pass: perRequest(unpaidAll) <= perRequest(unpaid12) * 1.25,
    },
    misses: [],
  };
  const names: [keyof BillingReport, string][] = [
    ['run_one_building', 'billing run, one building'],
    ['run_all_buildings', 'billing run, all buildings'],
    ['readings_save', 'readings save, one building'],
    ['unpaid_report_history_check', 'unpaid report O(rooms)'],
  ];
  report.misses = names.filter(([k]) => !(report[k] as { pass: boolean }).pass).map(([, n]) => n);
  return report;
}

export function printBilling(r: BillingReport, log: (s: string) => void) {
  const ok = (pass: boolean) => (pass ? 'ok  ' : 'MISS');
  const o = r.run_one_building;
  log(
    `${ok(o.pass)} billing run, one building (${o.count} runs, ≤ ${o.rooms_billed_max} bills): p50 ${o.p50_ms} p95 ${o.p95_ms} max ${o.max_ms} ms (${o.slowest}), target ≤ ${o.target_ms}`,
  );
  const a = r.run_all_buildings;
  log(
    `${ok(a.pass)} billing run, all buildings at once (${a.month}): ${a.parallel_ms} ms; one after another (${a.in_sequence_month}): ${a.in_sequence_ms} ms, target ≤ ${a.target_ms}`,
  );
  const s = r.readings_save;
  log(
    `${ok(s.pass)} readings save, one building (${s.count} saves of ${s.rooms} rooms): p50 ${s.p50_ms} p95 ${s.p95_ms} max ${s.max_ms} ms, target ≤ ${s.target_ms}`,
  );
  const u = r.unpaid_report_history_check;
  log(
    `${ok(u.pass)} unpaid report items read/scanned: ${u.at_12_months.items_read}/${u.at_12_months.items_scanned} at 12 months, ${u.at_all_months.items_read}/${u.at_all_months.items_scanned} at all (${u.at_12_months.dynamodb_requests} → ${u.at_all_months.dynamodb_requests} requests)`,
  );
}
