import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { env } from '../../functions/platform/env';
import { nowIso } from '../../functions/platform/time';
import { History, type Counts, type Post } from './history';
import type { PlantedAnomaly } from './history-anomalies';
import { demoRooms } from './seed';

const MARKER = 'SEED#demo-history-v1';

/** Today in Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
const vnToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

export interface DemoHistoryOptions {
  /** Sends one request to the API as a staff user; the history is the product's own operations. */
  post: Post;
  /** SECURITY users who bring in deposits. */
  agents: string[];
  /** Sends a PUT as an admin (the expense payees); without it the history writes no expense slips. */
  admin?: Post;
  months?: number;
  to?: string;
  log?: (line: string) => void;
}

/**
 * The demo's recent past, so a first look shows a working business rather than an empty one: a few
 * months of deposits, forfeits, check-ins, notices, check-outs and refunds in the demo rooms, and the
 * monthly cycle — internet, each month's readings and billing run, the receipts after it (some partial,
 * some late, a few overpaid) and a few credit notes — written through the API (every posting, room
 * status and log line is real). Six months of the 240 demo rooms are ~1,400 bills and ~1,300 receipts
 * among ~4,000 requests: about a minute on the 2-core machine (rooms six at a time, different buildings
 * side by side; 24 s before the monthly cycle). Runs once per database: the marker is written first, so an
 * interrupted first start leaves a shorter history, never a retry that would collide with it (and a
 * database an admin cleared stays empty).
 */
/** What the demo history wrote, and the anomalies it planted in the rooms' use (history-anomalies.ts). */
export type DemoHistoryCounts = Counts & { anomalies: { month: string; planted: readonly PlantedAnomaly[] } };

export async function seedDemoHistory(o: DemoHistoryOptions): Promise<DemoHistoryCounts | undefined> {
  const marker = await db().send(new GetCommand({ TableName: env.tableName(), Key: keys.meta(MARKER), ConsistentRead: true }));
  if (marker.Item) return undefined;
  await db().send(new PutCommand({ TableName: env.tableName(), Item: { ...keys.meta(MARKER), entity: 'meta', at: nowIso() } }));
  const months = o.months ?? 6;
  const to = o.to ?? vnToday();
  o.log?.(`Đang ghi dữ liệu mẫu ${months} tháng (cọc, nhận phòng, báo trả, trả phòng, trả cọc, internet, chỉ số điện nước, tính tiền, phiếu thu) qua API...`);
  const history = new History({ months, rooms: demoRooms(), to, seed: 2025, concurrency: 6, ...(o.admin ? { admin: o.admin } : {}) }, o.agents);
  await history.runUntil('9999-12-31', o.post);
  return { ...history.counts, anomalies: { month: history.anomalyMonth, planted: history.planted } };
}
