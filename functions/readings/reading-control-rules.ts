import type { BillRun } from '../../shared/api/bills';
import type { ReadingRow, ReadingTable } from '../../shared/api/readings';
import { controlCounts, type ControlKind, type ControlRow, type ReadingControl } from '../../shared/api/readings/control';
import { ROOM_STATUS } from '../../shared/catalog/room-status';
import {
  METER_TYPE_NAMES,
  METER_TYPES,
  METER_UNITS,
  SPIKE_FACTOR,
  secondLook,
  usageBetween,
  usageProblemText,
  type MeterType,
} from '../../shared/readings/usage';
import { vnDate } from '../platform/time';
import { billableStay, occupiedIn, type StayLine } from '../bills';
import { monthText } from '../../shared/dates';

/**
 * The rooms of a building's month whose readings need a look (pure: unit-testable as is). "Staying"
 * is what the billing run bills — a stay running at the month's end — and "empty" is nobody staying
 * any day of the month, both from the rooms' stays, so a past month is judged by who stayed then,
 * not by the room's status today. A room with a bill of the month is staying by definition.
 */

export interface ControlInput {
  month: string;
  /** The month's electricity and water tables of the rooms looked at (in floor order, usage and three-month average). */
  tables: Record<MeterType, ReadingTable>;
  /** Rooms with a bill of the month. */
  billed: ReadonlySet<string>;
  /** The stays of every room without a bill. */
  stays: ReadonlyMap<string, readonly StayLine[]>;
  run: BillRun | undefined;
}

const dayText = (iso: string) => vnDate(new Date(iso)).split('-').reverse().join('/');

function problemOf(kind: ControlKind): ControlRow['problem'] {
  if (kind === 'no_reading') return 'missing';
  if (kind === 'not_run' || kind === 'no_bill') return 'unbilled';
  return 'odd';
}

/** What is wrong with one room's reading of one type, each an own row (a spike may also be unbilled). */
function roomProblems(input: ControlInput, type: MeterType, row: ReadingRow): { kind: ControlKind; message: string }[] {
  const { month, billed, run } = input;
  const name = METER_TYPE_NAMES[type];
  const unit = METER_UNITS[type];
  const stays = input.stays.get(row.room_id) ?? [];
  const staying = billed.has(row.room_id) || !!billableStay(stays, month);
  const perPerson = type === 'W' && input.tables.W.price.mode === 'per_person';

  if (row.current === null) {
    if (!staying) return [];
    const note = perPerson ? ' (nước tính theo người nên không chặn tính tiền)' : '';
    return [{ kind: 'no_reading', message: `Phòng đang ở nhưng chưa có chỉ số ${name} tháng ${monthText(month)}${note}` }];
  }

  const out: { kind: ControlKind; message: string }[] = [];
  // The table shows no usage for a reading below the previous one: the same rule, on its row, says which.
  const u = usageBetween(row.previous ?? undefined, row.current, row.meter_changes);
  if (!u.ok) out.push({ kind: 'below_previous', message: usageProblemText(u) });
  // secondLook judges "empty" by a status: give it who stayed in the month rather than the status today.
  const occupied = billed.has(row.room_id) || occupiedIn(stays, month);
  const look = secondLook(row.usage, row.average, occupied ? ROOM_STATUS.CHECKED_IN : ROOM_STATUS.EMPTY);
  if (look === 'spike')
    out.push({ kind: 'spike', message: `Dùng ${row.usage} ${unit}, hơn ${SPIKE_FACTOR} lần trung bình 3 tháng trước (${row.average} ${unit})` });
  if (look === 'empty_room') out.push({ kind: 'empty_room', message: `Phòng không có người ở trong tháng nhưng dùng ${row.usage} ${unit} ${name}` });

  if (staying && !billed.has(row.room_id))
    out.push(
      run
        ? { kind: 'no_bill', message: `Đã tính tiền tháng ${monthText(month)} ngày ${dayText(run.created_at)} nhưng phòng chưa có hoá đơn` }
        : { kind: 'not_run', message: `Đã có chỉ số ${name} nhưng toà chưa tính tiền tháng ${monthText(month)}` },
    );
  return out;
}

/**
 * The rows of the rooms in `tables` (floor order, electricity before water) and the count of each
 * problem: the server's page answers the rows of a page of rooms; the screen counts over every page.
 */
export function readingControlOf(input: ControlInput): Pick<ReadingControl, 'rows' | 'counts'> {
  const water = new Map(input.tables.W.rows.map((r) => [r.room_id, r]));
  const rows: ControlRow[] = input.tables.E.rows.flatMap((e) =>
    METER_TYPES.flatMap((type) => {
      const row = type === 'E' ? e : water.get(e.room_id);
      if (!row) return [];
      return roomProblems(input, type, row).map((p): ControlRow => ({
        room_id: row.room_id,
        floor: row.floor,
        type,
        problem: problemOf(p.kind),
        kind: p.kind,
        message: p.message,
        previous: row.previous,
        previous_month: row.previous_month,
        current: row.current,
        usage: row.usage,
        average: row.average,
      }));
    }),
  );
  return { rows, counts: controlCounts(rows) };
}
