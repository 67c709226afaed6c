import * as api from '../../shared/api/payments';
import type { Bill, BillRun, RunAnswer } from '../../shared/api/payments';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { auditItem } from '../lib/audit';
import { Conflict, HttpError } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { markStored } from '../lib/http/idempotency';
import { nowIso } from '../lib/time';
import { commit } from '../core/commit';
import { assertDatesOpen } from '../core/ledger/edit-lock';
import { buildEntry } from '../core/ledger/posting';
import { postVoucher } from '../core/voucher';
import { billLines } from '../core/records/bill-rules';
import { billOf, billOut, billsOfMonth, createBill, inBatches, planMonth, runItems, runOf } from '../core/records/bill';
import { roomLabel } from '../core/records/room';

const period = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const sum = (bills: readonly Bill[]) => bills.reduce((s, b) => s + b.total, 0);

/** A conflict that only says the run or the room was done already (by a retry or a run at the same time). */
const alreadyDone = (e: unknown) => e instanceof Conflict && e.code === 'duplicate';

/**
 * The monthly billing run of one building (business rules §5): with `preview`, the bills it would
 * make and the checks that block it; else, when nothing blocks it, the run record with the month's
 * payment log and the edit lock (one transaction, created once), then one voucher per room — its
 * bill created once per building, month and room, posting Dr 1311 (room) / Cr 5111 per line —
 * 8 rooms at a time. A retried run completes the rooms a crashed one left; a second run, or two at
 * once, write nothing more and answer the same bills.
 */
export const createPayments = operation(api.createPayments, async ({ body }, { caller }): Promise<RunAnswer> => {
  const building = body.building as BuildingCode;
  const { month } = body;
  const at = nowIso();
  const [plan, run] = await Promise.all([planMonth(building, month), runOf(building, month)]);
  const pending = plan.bills.map((p) => billOf(building, month, p, caller.username, at));
  const existing = plan.existing.map(billOut);
  if (body.preview)
    return { building, month, preview: true, run: run ?? null, bills: existing, pending, checks: plan.checks, total: sum(existing) + sum(pending) };

  if (plan.checks.length)
    throw new HttpError(
      409,
      `Chưa thể tính tiền tháng ${period(month)} toà ${building}: ${plan.checks.length} phòng cần kiểm tra`,
      plan.checks.map((c) => ({ path: `rooms.${c.room_id}`, message: c.message })),
      'state',
      'month',
    );
  await assertDatesOpen({ month: `${month}-01` });
  // The run is idempotent by its own records (run, one bill per room), not by one stored answer.
  markStored();

  if (!run) {
    const record: BillRun = { building, month, room_count: existing.length + pending.length, total: sum(existing) + sum(pending), created_at: at, created_by: caller.username };
    const audit = auditItem(caller, { action: 'payment', entity: 'bill_run', entityId: `${building}-${month}`, building, summary: `Tính tiền tháng ${period(month)} toà ${building}: ${record.room_count} phòng`, after: record }, at);
    await commit([...runItems(record), audit], null).catch((e: unknown) => {
      if (!alreadyDone(e)) throw e;
    });
  }

  await inBatches(pending, 8, async (b) => {
    const label = roomLabel(building, b.room_id);
    await postVoucher(async () => {
      const lines = billLines(b.lines, month, `room:${building}-${b.room_id}`, label);
      const entry = lines.length
        ? buildEntry({ date: b.date, building, voucher_type: 'bill', voucher_id: b.id, voucher_no: b.bill_no, description: `Hoá đơn tháng ${period(month)} ${label}`, lines }, at)
        : undefined;
      const stored = entry ? { ...b, entry_id: entry.entry_id } : b;
      return {
        caller,
        at,
        lockDates: { month: b.date },
        records: [createBill(stored, entry)],
        entries: [entry],
        audit: { action: 'payment', entity: 'bill', entityId: b.id, entityNo: b.bill_no, entityName: label, building, summary: `Hoá đơn tháng ${period(month)} ${label}: ${b.total}`, after: { total: b.total } },
        answer: stored,
      };
    }).catch((e: unknown) => {
      if (!alreadyDone(e)) throw e;
    });
  });

  const bills = (await billsOfMonth(building, month)).map(billOut);
  return { building, month, preview: false, run: (await runOf(building, month)) ?? null, bills, pending: [], checks: [], total: sum(bills) };
});
