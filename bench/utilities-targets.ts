import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { lastDayOf } from '../shared/dates';
import { currentRecorder, type RecordedCall } from '../functions/lib/db/recorder';
import { ANALYSIS_LOOK_BACK } from '../functions/core/records/analysis-rules';
import { measure, type OpResult } from './measure';

/**
 * The consumption analysis target (issue 12): one month of every room (6 buildings × 60 rooms) through
 * the API with the whole history of readings in the table, p95 ≤ 1 s, reading O(3 months) of sheets:
 * at most the sheets of M−6..M per building (one item per building, type and month), whatever the
 * number of months stored before.
 */
export const UTILITIES_TARGETS = { analysis_ms: 1_000, sheets_per_building: ANALYSIS_LOOK_BACK + 1 };

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
  misses: string[];
}

/** The partition key a recorded Query asked for (the input is marshalled: `{ S: '…' }`). */
const partitionOf = (c: RecordedCall): string => {
  const v = (c.input.ExpressionAttributeValues as Record<string, unknown> | undefined)?.[':pk'];
  return typeof v === 'string' ? v : String((v as { S?: string } | undefined)?.S ?? '');
};

export async function utilitiesTargets(o: {
  apiUrl: string;
  token: string;
  raw: DynamoDBClient;
  client: { get: (url: string, token: string) => Promise<{ ms: number; status: number }> };
  month: string;
  samples: number;
}): Promise<UtilitiesReport> {
  const url = `${o.apiUrl}/api/electricity-consumption-analysis?month=${o.month}&date_start=${o.month}-01&date_end=${lastDayOf(o.month)}`;
  const timed = await measure(`GET /api/electricity-consumption-analysis (all rooms, ${o.month})`, url, o.token, o.raw, Math.min(o.samples, 30), o.client);
  // One more call, to see what it read and answered.
  const rec = currentRecorder()!;
  rec.calls.length = 0;
  const answer = (await (await fetch(url, { headers: { authorization: `Bearer ${o.token}` } })).json()) as { rows: { building: string }[] };
  const sheetItems = rec.calls.filter((c) => c.command === 'QueryCommand' && partitionOf(c).startsWith('READING#')).reduce((n, c) => n + c.items, 0);
  const buildings = new Set(answer.rows.map((r) => r.building)).size;
  const sheetMax = buildings * UTILITIES_TARGETS.sheets_per_building;
  const pass = timed.p95_ms <= UTILITIES_TARGETS.analysis_ms && sheetItems <= sheetMax && timed.scans === 0;
  return {
    analysis: {
      month: o.month,
      rooms: answer.rows.length,
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
  log(
    `${a.pass ? 'ok  ' : 'MISS'} consumption analysis, ${a.rooms} rooms of ${a.buildings} buildings (${a.month}): p50 ${a.p50_ms} p95 ${a.p95_ms} ms, target ≤ ${a.target_ms}; ${a.dynamodb_requests} requests, ${a.items_read} items, ${a.sheet_items_read} reading sheets (≤ ${a.sheet_items_max})`,
  );
}
