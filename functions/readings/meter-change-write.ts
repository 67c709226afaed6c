import type { MeterChange } from '../../shared/api/readings';
import { METER_TYPE_NAMES } from '../../shared/readings/usage';
import { auditItem } from '../platform/audit';
import type { Caller } from '../platform/claims';
import type { TxItem } from '../platform/db/transact';
import { BadRequest, Conflict } from '../platform/errors';
import type { Reply } from '../platform/http/reply';
import { commit } from '../kernel/commit';
import { assertDatesOpen, editLockCheck } from '../kernel/ledger/edit-lock';
import { swapOfChange } from './model/meter-change';
import { assertReadingsOpen, readingsOpenCheck } from '../bills';
import { emptySheet, putSheet, sheetsAround, sheetsUnchanged } from './model/reading';
import { reliedMonths, swapNeighbours, swapOf, swapProblem, type Sheet } from './model/reading-table';

/**
 * What every meter-change write does (create, edit, delete): check the edit lock on its date and the
 * building's billed months (billed-months.ts), load its month's reading sheet and the months around,
 * check the room's readings still hold with the change as it will be (no negative segment), then write
 * the record, the sheet's copy of the change (on its version) and the log line in one transaction,
 * with the months relied on unchanged.
 */
export async function writeMeterChange<A>(o: {
  caller: Pick<Caller, 'sub' | 'username'>;
  at: string;
  /** The change as it was (edit, delete) and as it will be (create, edit). */
  before?: MeterChange;
  after?: MeterChange;
  /** The version the caller read (edit, delete). */
  version?: number;
  record: TxItem;
  action: 'create' | 'update' | 'delete';
  summary: string;
  answer: A | Reply<A>;
}): Promise<A | Reply<A>> {
  const m = (o.after ?? o.before)!;
  const { building, type, room_id, month } = m;
  if (o.before && o.version !== o.before.version)
    throw new Conflict(`Lần thay đồng hồ phòng ${room_id} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');
  const dates = [o.before?.date, o.after?.date].filter((d): d is string => !!d).sort();
  const lockDates = { date: dates[0] };
  // A change of a month the building has billed (or of one before) would move a bill: refused, like its readings.
  await assertReadingsOpen(building, month, 'date');
  await assertDatesOpen(lockDates);
  const sheets = await sheetsAround(building, type, month, true);
  const stored = sheets.find((s) => s.month === month) ?? emptySheet(building, type, month);
  const present = swapOf(stored, room_id);
  if (!o.before && present)
    throw new Conflict(`Phòng ${room_id} đã có lần thay đồng hồ ${METER_TYPE_NAMES[type]} ngày ${present.date}: hãy sửa lần đó`, 'room_id', 'duplicate');
  if (o.before && present?.id !== o.before.id)
    throw new Conflict(`Lần thay đồng hồ phòng ${room_id} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');

  const swap = o.after ? swapOfChange(o.after) : undefined;
  const problem = swapProblem(sheets, room_id, month, swap);
  if (problem) {
    if (!swap) throw new Conflict(problem.message, problem.field, 'state');
    throw new BadRequest(problem.message, [{ path: problem.field, message: problem.message }]);
  }
  const { [room_id]: _old, ...others } = stored.meter_changes;
  const next: Sheet = {
    ...stored,
    meter_changes: swap ? { ...others, [room_id]: swap } : others,
    version: stored.version + 1,
    updated_at: o.at,
    updated_by: o.caller.username,
  };
  const relied = reliedMonths(month, swapNeighbours(sheets, room_id, month));
  const values = (c?: MeterChange) => (c ? { date: c.date, old_final: c.old_final, new_start: c.new_start, reason: c.reason } : undefined);
  return commit(
    [
      ...editLockCheck(lockDates),
      readingsOpenCheck(building, month, 'date'),
      o.record,
      ...putSheet(next, stored),
      ...sheetsUnchanged(building, type, relied, sheets),
      auditItem(
        o.caller,
        {
          action: o.action,
          entity: 'meter_change',
          entityId: m.id,
          entityName: `Phòng ${room_id} (${building})`,
          building,
          summary: o.summary,
          before: values(o.before),
          after: values(o.after),
        },
        o.at,
      ),
    ],
    o.answer,
  );
}

export const describeChange = (m: MeterChange) =>
  `thay đồng hồ ${METER_TYPE_NAMES[m.type]} phòng ${m.room_id} (${m.building}) ngày ${m.date}: cũ ${m.old_final} → mới ${m.new_start}`;
