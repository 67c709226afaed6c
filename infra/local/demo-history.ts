import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { env } from '../../functions/lib/env';
import { nowIso } from '../../functions/lib/time';
import { addMonths } from '../../shared/dates';
import { History, type Counts, type Post } from './history';
import { demoRooms } from './seed';

const MARKER = 'SEED#demo-history-v1';

/** Today in Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
const vnToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

export interface DemoHistoryOptions {
  /** Sends one request to the API as a staff user; the history is the product's own operations. */
  post: Post;
  /** SECURITY users who bring in deposits. */
  agents: string[];
  months?: number;
  to?: string;
  log?: (line: string) => void;
}

/**
 * The demo's recent past, so a first look shows a working business rather than an empty one: a few
 * months of deposits, forfeits, check-ins, notices, check-outs and refunds in the demo rooms, written
 * through the API (every posting, room status and log line is real). Runs once per database: the
 * marker is written first, so an interrupted first start leaves a shorter history, never a retry
 * that would collide with it (and a database an admin cleared stays empty).
 */
export async function seedDemoHistory(o: DemoHistoryOptions): Promise<Counts | undefined> {
  const marker = await db().send(new GetCommand({ TableName: env.tableName(), Key: keys.meta(MARKER), ConsistentRead: true }));
  if (marker.Item) return undefined;
  await db().send(new PutCommand({ TableName: env.tableName(), Item: { ...keys.meta(MARKER), entity: 'meta', at: nowIso() } }));
  const months = o.months ?? 6;
  const to = o.to ?? vnToday();
  o.log?.(`Đang ghi dữ liệu mẫu ${months} tháng (cọc, nhận phòng, báo trả, trả phòng, trả cọc, chỉ số điện nước, internet) qua API...`);
  const history = new History({ months, rooms: demoRooms(), to, seed: 2025, concurrency: 4 }, o.agents);
  await history.runUntil('9999-12-31', o.post);
  await writeDemoReadings(o.post, to);
  await writeDemoInternet(o.post, to);
  return history.counts;
}

/** A small deterministic number per text (FNV-1a), so the demo readings are the same on every machine. */
const hash = (s: string) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;

/**
 * The last four months' electricity and water readings of every demo room (one save per building,
 * type and month, as staff enter them), with one electricity meter changed on the way, so the reading
 * tables open on previous readings, usages and three-month averages: ~50 requests, a second or two.
 */
async function writeDemoReadings(post: Post, to: string, months = 4): Promise<void> {
  const rooms = demoRooms();
  const meter = new Map(rooms.flatMap((r) => [[`E${r.building}${r.room_id}`, 1_000 + (hash(`E${r.building}${r.room_id}`) % 8_000)], [`W${r.building}${r.room_id}`, 100 + (hash(`W${r.building}${r.room_id}`) % 800)]]));
  for (let i = months; i >= 1; i--) {
    const month = addMonths(to.slice(0, 7), -i);
    if (i === 2) {
      // BN 105's old meter stopped at its reading + 25 kWh on the 12th; the new one started at 0.
      const old = meter.get('EBN105')!;
      await post('/api/meter-change', { building: 'BN', type: 'E', room_id: '105', date: `${month}-12`, old_final: old + 25, new_start: 0, reason: 'Đồng hồ cũ hỏng' });
      meter.set('EBN105', 0);
    }
    await Promise.all(
      [...new Set(rooms.map((r) => r.building))].flatMap((building) =>
        (['E', 'W'] as const).map(async (type) => {
          const readings = rooms
            .filter((r) => r.building === building)
            .map((r) => {
              const key = `${type}${building}${r.room_id}`;
              const h = hash(`${key}${month}`);
              // One room in twelve stands empty that month; the rest use 60–220 kWh or 3–12 m³.
              const used = h % 12 === 0 ? 0 : type === 'E' ? 60 + (h % 161) : 3 + (h % 10);
              meter.set(key, meter.get(key)! + used);
              return { room_id: r.room_id, value: meter.get(key)! };
            });
          await post('/api/bills/electric-water-count', { building, month, type, readings });
        }),
      ),
    );
  }
}

const PROVIDERS = ['VNPT', 'FPT', 'Viettel'] as const;

/**
 * Internet in five rooms of each building, registered over the last four months: one running, one cut
 * for an unpaid month, one cut and opened again at a new price, one cancelled, one moved to the room
 * next door, so /internet shows every status and a history (~55 requests, the buildings in parallel).
 */
async function writeDemoInternet(post: Post, to: string): Promise<void> {
  const month = (back: number) => addMonths(to.slice(0, 7), -back);
  const buildings = [...new Set(demoRooms().map((r) => r.building))];
  await Promise.all(
    buildings.map(async (building, b) => {
      const made: Record<string, { id: string; version: number }> = {};
      for (const [i, room_id] of ['101', '102', '103', '104', '201'].entries()) {
        const provider = PROVIDERS[(b + i) % PROVIDERS.length]!;
        const s = await post('/api/internet', {
          building,
          room_id,
          provider,
          account: `${provider.toLowerCase()}-${building.toLowerCase()}${room_id}`,
          monthly_price: 150_000 + ((b + i * 2) % 5) * 25_000,
          start_date: `${month(4)}-${String(5 + i * 3).padStart(2, '0')}`,
        });
        made[room_id] = { id: String(s.id), version: Number(s.version) };
      }
      const change = async (op: string, room_id: string, body: Record<string, unknown>) => {
        const s = await post(`/api/internet/${op}`, { building, ...made[room_id], ...body });
        made[room_id] = { id: String(s.id), version: Number(s.version) };
      };
      await change('cut-internet', '102', { date: `${month(1)}-05`, reason: 'Chưa đóng tiền tháng trước' });
      await change('cut-internet', '103', { date: `${month(2)}-06`, reason: 'Chưa đóng tiền' });
      await change('activate', '103', { date: `${month(2)}-12`, monthly_price: 220_000, reason: 'Đã đóng tiền, nâng gói' });
      await change('cancel-internet-room', '104', { date: `${month(1)}-20`, reason: 'Khách trả phòng' });
      await change('change-room-id', '201', { date: `${month(1)}-15`, room_id: '202', reason: 'Khách chuyển sang phòng 202' });
    }),
  );
}
