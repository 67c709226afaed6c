import * as api from '../../shared/api/readings';
import { METER_TYPE_NAMES } from '../../shared/readings/usage';
import { auditItem } from '../platform/audit';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { assertDatesOpen, editLockCheck } from '../kernel/ledger/edit-lock';
import { emptySheet, putSheet, readingAuditItem, roomsAndPersons, sheetLabel, sheetsAround, sheetsUnchanged, type ReadingEdit } from './model/reading';
import { storedPrices } from '../admin';
import { assertReadingsOpen, readingsOpenCheck } from '../bills';
import { lookAhead, lookBack, readingOf, readingProblems, readingTable, reliedMonths, type Sheet } from './model/reading-table';

/**
 * Saves a building's readings of one month and type (business rules §5) and answers the month's
 * table with each room's usage and amount. Load the rooms and the months around (one Query) → check
 * every reading against the room's previous and next ones and the meter changes between → write the
 * month's one sheet on its version, with the edit lock and the building's billed months (a month it
 * has billed, or one before, is refused: 409 `period_locked`), the other months relied on, the audit of
 * what changed (before → after) and the log line, in one transaction. No money moves here.
 */
export const electricWaterCount = operation(api.electricWaterCount, async ({ body }, { caller }) => {
  const { building, type, month } = body;
  const lockDates = { month: `${month}-01` };
  // The building's own run of this month or later froze its readings (bill = readings); then the spec's edit lock.
  await assertReadingsOpen(building, month, 'month');
  await assertDatesOpen(lockDates);
  const [{ rooms, persons }, sheets, prices] = await Promise.all([roomsAndPersons(building), sheetsAround(building, type, month, true), storedPrices()]);

  const known = new Set(rooms.map((r) => r.room_id));
  const unknown = body.readings.findIndex((r) => !known.has(r.room_id));
  if (unknown >= 0) throw new NotFound(`Không có phòng ${body.readings[unknown]!.room_id} ở toà ${building}`, `readings.${unknown}.room_id`);

  const stored = sheets.find((s) => s.month === month) ?? emptySheet(building, type, month);
  if (body.version !== undefined && body.version !== stored.version)
    throw new Conflict(`${sheetLabel(building, type, month)} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');
  const problems = readingProblems(sheets, month, body.readings);
  if (problems.length) throw new BadRequest(problems[0]!.message, problems);

  const at = nowIso();
  const edits: ReadingEdit[] = body.readings
    .filter((r) => readingOf(stored, r.room_id)?.value !== r.value)
    .map((r) => ({ room_id: r.room_id, before: readingOf(stored, r.room_id)?.value ?? null, after: r.value }));
  // A save gets this far only while the building has billed neither this month nor a later one.
  const tableWith = (all: readonly Sheet[]) => ({
    ...readingTable({ building, type, month, rooms, sheets: all, personsNow: persons, prices }),
    billed_through: null,
  });
  // Nothing changed: nothing to write, but the answer is still the one a retry gets.
  if (!edits.length) return commit([], tableWith(sheets));

  const next: Sheet = {
    ...stored,
    rooms: {
      ...stored.rooms,
      ...Object.fromEntries(edits.map((e) => [e.room_id, { value: e.after, persons: persons.get(e.room_id) ?? 0, at, by: caller.username }])),
    },
    version: stored.version + 1,
    updated_at: at,
    updated_by: caller.username,
  };
  const relied = reliedMonths(
    month,
    edits.flatMap((e) => [lookBack(sheets, e.room_id, month).previous, lookAhead(sheets, e.room_id, month).next]),
  );
  const answer = tableWith([...sheets.filter((s) => s.month !== month), next]);
  const first = edits.filter((e) => e.before === null).length;
  return commit(
    [
      ...editLockCheck(lockDates),
      readingsOpenCheck(building, month, 'month'),
      ...putSheet(next, stored),
      ...sheetsUnchanged(building, type, relied, sheets),
      readingAuditItem(caller, next, edits, at),
      auditItem(
        caller,
        {
          action: 'update',
          entity: 'reading',
          entityId: `${building}-${type}-${month}`,
          entityName: `Bảng số ${METER_TYPE_NAMES[type]} ${building} ${month.slice(5, 7)}/${month.slice(0, 4)}`,
          building,
          summary: `Nhập chỉ số ${METER_TYPE_NAMES[type]} tháng ${month.slice(5, 7)}/${month.slice(0, 4)} toà ${building}: ${first} phòng mới, ${edits.length - first} phòng sửa`,
          before: Object.fromEntries(edits.filter((e) => e.before !== null).map((e) => [e.room_id, e.before])),
          after: Object.fromEntries(edits.map((e) => [e.room_id, e.after])),
        },
        at,
      ),
    ],
    answer,
  );
});
