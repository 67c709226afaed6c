import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { lastDayOf } from '../shared/dates';
import { currentRecorder, partitionOf } from '../functions/platform/db/recorder';
import { ANALYSIS_LOOK_BACK } from '../functions/utilities/rules/analysis-rules';
import { pieceOf } from '../functions/readings/model/sheet-pieces';
import { measure, type OpResult } from './measure';
import type { AnomalyReport } from '../infra/local/history-anomalies';

/**
 * The consumption analysis target (issue 12): one month's analysis through the API with the whole
 * history of readings in the table, p95 ≤ 1 s, reading O(3 months) of sheets: at most the sheets of
 * M−6..M per building of the answer, whatever the number of months stored before. Since issue 23 §13
 * a request answers the default page of rooms (the screen reads every page), so `rooms` and
 * `buildings` are the page's, not every room's; and a sheet is its month's own item plus a piece per
 * floor (readings/model/sheet-pieces.ts), of which a page reads its rooms' pieces only.
 */
export const UTILITIES_TARGETS = { analysis_ms: 1_000, sheets_per_building: ANALYSIS_LOOK_BACK + 1, month_end_job_ms: 30_000 };

export interface UtilitiesReport {
  analysis: Pick<OpResult, 'p50_ms' | 'p95_ms' | 'dynamodb_requests' | 'items_read' | 'scans'> & {
    month: string;
    rooms: number;
    buildings: number;
    /** Items read from the reading sheets' partitions (`READING#…`) by one call. */
    sheet_items_read: number;
    sheet_items_max: number;
    target_ms: number;
    pass: boolean;
  };
  /** The month-end job for the six buildings (issue 12: ≤ 30 s), and its second run, which must write nothing. */
  month_end_job?: { month: string; first_ms: number; files: number; second_ms: number; second_wrote: boolean; target_ms: number; pass: boolean };
  /** The analyses against the history's planted anomalies (bench/anomaly-targets.ts). */
  anomalies?: AnomalyReport;
  misses: string[];
}

/**
 * Times the month-end job (functions/jobs/monthly-close.ts) in this process, against the bench's
 * stack and its whole history: the trial balance, both analyses of every room, six buildings'
 * reports and ten files. Then runs it again: a closed month is one read and no write.
 */
export async function monthEndJobTarget(month: string): Promise<NonNullable<UtilitiesReport['month_end_job']>> {
  const { closeMonth } = await import('../functions/jobs/monthly-close');
  const t0 = performance.now();
  const first = await closeMonth(month);
  const first_ms = Math.round(performance.now() - t0);
  const rec = currentRecorder()!;
  rec.calls.length = 0;
  const t1 = performance.now();
  const second = await closeMonth(month);
  const second_ms = Math.round(performance.now() - t1);
  const second_wrote = second.closed || rec.calls.some((c) => !['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand'].includes(c.command));
  const pass = first.closed && first_ms <= UTILITIES_TARGETS.month_end_job_ms && !second_wrote;
  return { month, first_ms, files: first.files, second_ms, second_wrote, target_ms: UTILITIES_TARGETS.month_end_job_ms, pass };
}

export async function utilitiesTargets(o: {
  apiUrl: string;
  token: string;
  raw: DynamoDBClient;
  client: { get: (url: string, token: string) => Promise<{ ms: number; status: number }> };
  month: string;
  samples: number;
}): Promise<UtilitiesReport> {
  const url = `${o.apiUrl}/api/electricity-consumption-analysis?month=${o.month}&date_start=${o.month}-01&date_end=${lastDayOf(o.month)}`;
  const timed = await measure(
    `GET /api/electricity-consumption-analysis (a page of rooms, ${o.month})`,
    url,
    o.token,
    o.raw,
    Math.min(o.samples, 30),
    o.client,
  );
  // One more call, to see what it read and answered.
  const rec = currentRecorder()!;
  rec.calls.length = 0;
  // The default page (issue 23 §13: a page of rooms, whatever the number of rooms): its rooms and buildings.
  const answer = (await (await fetch(url, { headers: { authorization: `Bearer ${o.token}` } })).json()) as { items: { building: string; room_id: string }[] };
  const sheetItems = rec.calls.filter((c) => partitionOf(c.input).startsWith('READING#')).reduce((n, c) => n + c.items, 0);
  const buildings = new Set(answer.items.map((r) => r.building)).size;
  // Each month of M−6..M: its own item and the pieces of the page's rooms, per building of the page.
  const pieces = new Set(answer.items.map((r) => `${r.building}#${pieceOf(r.room_id)}`)).size;
  const sheetMax = (buildings + pieces) * UTILITIES_TARGETS.sheets_per_building;
  const pass = timed.p95_ms <= UTILITIES_TARGETS.analysis_ms && sheetItems <= sheetMax && timed.scans === 0;
  return {
    analysis: {
      month: o.month,
      rooms: answer.items.length,
      buildings,
      p50_ms: timed.p50_ms,
      p95_ms: timed.p95_ms,
      dynamodb_requests: timed.dynamodb_requests,
      items_read: timed.items_read,
      scans: timed.scans,
      sheet_items_read: sheetItems,
      sheet_items_max: sheetMax,
      target_ms: UTILITIES_TARGETS.analysis_ms,
      pass,
    },
    misses: pass ? [] : ['consumption analysis, all rooms'],
  };
}

export function printUtilities(r: UtilitiesReport, log: (s: string) => void) {
  const a = r.analysis;
  const j = r.month_end_job;
  if (j)
    log(
      `${j.pass ? 'ok  ' : 'MISS'} month-end job, 6 buildings (${j.month}): ${j.first_ms} ms, target ≤ ${j.target_ms}; ${j.files} files; run again: ${j.second_ms} ms, ${j.second_wrote ? 'WROTE AGAIN' : 'nothing written'}`,
    );
  log(
    `${a.pass ? 'ok  ' : 'MISS'} consumption analysis, ${a.rooms} rooms of ${a.buildings} buildings (${a.month}): p50 ${a.p50_ms} p95 ${a.p95_ms} ms, target ≤ ${a.target_ms}; ${a.dynamodb_requests} requests, ${a.items_read} items, ${a.sheet_items_read} reading sheets (≤ ${a.sheet_items_max})`,
  );
}
