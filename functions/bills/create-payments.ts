import * as api from '../../shared/api/bills';
import type { Bill, BillRun, RunAnswer } from '../../shared/api/bills';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { auditItem, type AuditEntry } from '../platform/audit';
import type { Caller } from '../platform/claims';
import { lastDayOf, monthText } from '../../shared/dates';
import { Conflict, HttpError } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { markStored } from '../platform/http/idempotency';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { assertDatesOpen } from '../kernel/ledger/edit-lock';
import { buildEntry } from '../kernel/ledger/entry';
import { postVoucher } from '../kernel/voucher';
import { billLines } from './rules/bill-rules';
import { billOf, billOut, billsOfMonth, createBill, inBatches, planMonth, runItems, runOf } from './model/bill';
import { roomLabel } from '../kernel/model/room';
import { accountsOf, stayLine, writeAccount, type StayInfo } from '../kernel/model/stay-account';
import { addCharge } from '../kernel/ledger/stay-account-rules';
import { chargeRefsOf, chargeTakenItems, pendingRepairCharges, withCharges } from '../repairs';
import { MAX_TX_ITEMS, type TxItem } from '../platform/db/transact';

/**
 * A room's bill is ≤ 9 items of a transaction (bill, Dr 1311 and up to 4 Cr 5111 lines, the stay's
 * 1311 rollup, its log line, its stay's account); a chunk adds 7 shared ones (account
 * and day rollups of 1311 and 5111, the 5111 object rollup, the edit-lock check, the chunk's log
 * line): 10 rooms stay under DynamoDB's 100.
 */
const ROOMS_PER_VOUCHER = 10;
const CHUNKS_AT_ONCE = 2;
/**
 * A chunk starts only while this much of the Lambda's time is left: enough for the chunk itself under
 * load and the month's bills read back for the answer. A building too large for one call (600 rooms at
 * ten times today's operator) answers with the rooms still to bill, and the screen calls again.
 */
const RESERVE_MS = 4_000;
/** The first chunk needs only this much: a call whose plan took longer answers at once, billing nothing, and is called again. */
const FIRST_CHUNK_MS = 2_500;
/**
 * A repair the tenant caused adds 3 items to its room's bill (its Cr 7111 line, its marker deleted,
 * its request marked) and, once per chunk, 3 shared ones (7111's account, day and object rollups):
 * a chunk with charges holds fewer rooms so it stays within DynamoDB's 100 (MAX_TX_ITEMS: 99, the
 * kept count of records takes one).
 */
const ROOM_ITEMS = 9;
const SHARED_ITEMS = 7;
const ITEMS_PER_CHARGE = 3;
const SHARED_CHARGE_ITEMS = 3;

/** The run's rooms in vouchers: up to ROOMS_PER_VOUCHER each, fewer when their repair charges would pass the transaction's limit. */
function chunksOf(bills: readonly Bill[]): Bill[][] {
  const chunks: Bill[][] = [];
  let chunk: Bill[] = [];
  let items = SHARED_ITEMS;
  const cost = (b: Bill, first: boolean) => {
    const n = chargeRefsOf(b).size;
    return ROOM_ITEMS + n * ITEMS_PER_CHARGE + (n && first ? SHARED_CHARGE_ITEMS : 0);
  };
  const anyCharge = () => chunk.some((c) => chargeRefsOf(c).size > 0);
  for (const b of bills) {
    if (chunk.length && (chunk.length >= ROOMS_PER_VOUCHER || items + cost(b, !anyCharge()) > MAX_TX_ITEMS)) {
      chunks.push(chunk);
      chunk = [];
      items = SHARED_ITEMS;
    }
    items += cost(b, !anyCharge());
    chunk.push(b);
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

const sum = (bills: readonly Bill[]) => bills.reduce((s, b) => s + b.total, 0);

/** A conflict that only says the run or the room was done already (by a retry or a run at the same time). */
const alreadyDone = (e: unknown) => e instanceof Conflict && e.code === 'duplicate';

/** Who a planned bill is for, as its stay's account names the stay. */
const stayOfBill = (b: Bill, stay: PlannedStay): StayInfo => ({
  stay_id: b.stay_id,
  building: b.building,
  room_id: b.room_id,
  contract_no: b.contract_no,
  customer_name: b.customer_name,
  start_date: stay.start_date,
  stay_status: stay.status,
});
type PlannedStay = { start_date: string; status: string };

/**
 * One voucher for some rooms' bills: each bill a conditional create (once per room and month) with its
 * own entry and log line, and an open item of its stay's account.
 */
function postBills(
  caller: Pick<Caller, 'sub' | 'username'>,
  at: string,
  building: BuildingCode,
  month: string,
  bills: readonly Bill[],
  stays: ReadonlyMap<string, PlannedStay>,
) {
  return postVoucher(async () => {
    // The stay's credits (paid beyond its open items) pay its new bill at once; its account is read in
    // the plan so a receipt at the same moment (a conflict on its version) makes the chunk plan again.
    // The repair charges the run planned for these rooms, read again here (at their current amounts;
    // one taken or removed meanwhile is left out), each marked taken in this transaction.
    const [accounts, charges] = await Promise.all([
      accountsOf(bills.map((b) => stayOfBill(b, stays.get(b.stay_id)!))),
      pendingRepairCharges(building, lastDayOf(month)),
    ]);
    const spent: TxItem[] = [];
    const made = bills.map((planned) => {
      const { bill: b, taken } = withCharges(planned, charges.get(planned.room_id), chargeRefsOf(planned));
      spent.push(...taken.flatMap((c) => chargeTakenItems(c, b, at)));
      const label = roomLabel(building, b.room_id);
      const account = accounts.get(b.stay_id)!;
      // Planned again after losing its stay's account to a run at the same time, which billed the room:
      // the bill is there already (as its create would say), so the chunk goes room by room.
      if (account.state.charges.some((c) => c.id === b.id))
        throw new Conflict(`Phòng ${b.room_id} (${building}) đã có hoá đơn tháng ${month}`, 'room_id', 'duplicate');
      const lines = billLines(b.lines, month, stayLine(account), label);
      const entry = lines.length
        ? buildEntry(
            {
              date: b.date,
              building,
              voucher_type: 'bill',
              voucher_id: b.id,
              voucher_no: b.bill_no,
              description: `Hoá đơn tháng ${monthText(month)} ${label}`,
              lines,
            },
            at,
          )
        : undefined;
      let paid = 0;
      if (b.total > 0) {
        const state = addCharge(account.state, { id: b.id, kind: 'bill', no: b.bill_no, date: b.date, month, total: b.total });
        paid = state.charges.find((c) => c.id === b.id)!.paid;
        // The bill item is created in this transaction with what the credits paid: the account only.
        spent.push(writeAccount(account, state));
      }
      const settled: Bill = paid > 0 ? { ...b, paid, status: paid >= b.total ? 'paid' : 'open' } : b;
      const stored: Bill = entry ? { ...settled, entry_id: entry.entry_id } : settled;
      const audit: AuditEntry = {
        action: 'payment',
        entity: 'bill',
        entityId: b.id,
        entityNo: b.bill_no,
        entityName: label,
        building,
        summary: `Hoá đơn tháng ${monthText(month)} ${label}: ${b.total}`,
        after: { total: b.total, lines: b.lines },
      };
      return { stored, entry, audit };
    });
    const [first] = made;
    return {
      caller,
      at,
      lockDates: { month: lastDayOf(month) },
      records: [...made.flatMap((m, i) => [createBill(m.stored, m.entry), ...(i > 0 ? [auditItem(caller, m.audit, at)] : [])]), ...spent],
      entries: made.map((m) => m.entry),
      audit: first!.audit,
      answer: made.map((m) => m.stored),
    };
  });
}

/**
 * The monthly billing run of one building (business rules §5): with `preview`, the bills it would
 * make and the checks that block it; else, when nothing blocks it, the run record with the month's
 * payment log and the edit lock (one transaction, created once), then one voucher per room — its
 * bill created once per building, month and room, posting Dr 1311 (its stay) / Cr 5111 per line, an open item on the stay's account —
 * in vouchers of 10 rooms, 2 at a time, while the Lambda's time lasts (`remaining` says how many rooms
 * wait for the next call). A retried run completes the rooms a crashed one left; a second run, or two at
 * once, write nothing more and answer the same bills.
 */
export const createPayments = operation(api.createPayments, async ({ body }, { caller, lambda }): Promise<RunAnswer> => {
  const building = body.building as BuildingCode;
  const { month } = body;
  const at = nowIso();
  const planned = async () => {
    const [plan, run, charges] = await Promise.all([planMonth(building, month), runOf(building, month), pendingRepairCharges(building, lastDayOf(month))]);
    // A repair the tenant caused goes on the room's next bill as a line of its own (Cr 7111) — the bill
    // of the stay it was reported in: one reported before this stay began is not the new tenant's to pay.
    const pending = plan.bills.map(
      (p) =>
        withCharges(
          billOf(building, month, p, caller.username, at),
          charges.get(p.room_id)?.filter((c) => c.reported_on >= p.stay!.start_date),
        ).bill,
    );
    return { plan, run, pending };
  };
  const first = await planned();
  const { run } = first;
  let { plan, pending } = first;
  const existing = plan.existing.map(billOut);
  // A preview writes nothing, not even a stored answer; the run is idempotent by its own records
  // (the run, one bill per room), not by one stored answer.
  markStored();
  if (body.preview)
    return {
      building,
      month,
      preview: true,
      run: run ?? null,
      bills: existing,
      pending,
      checks: plan.checks,
      total: sum(existing) + sum(pending),
      remaining: pending.length,
    };

  if (plan.checks.length)
    throw new HttpError(
      409,
      `Chưa thể tính tiền tháng ${monthText(month)} toà ${building}: ${plan.checks.length} phòng cần kiểm tra`,
      plan.checks.map((c) => ({ path: `rooms.${c.room_id}`, message: c.message })),
      'state',
      'month',
    );
  await assertDatesOpen({ month: `${month}-01` });

  if (!run) {
    const record: BillRun = {
      building,
      month,
      room_count: existing.length + pending.length,
      total: sum(existing) + sum(pending),
      created_at: at,
      created_by: caller.username,
    };
    const audit = auditItem(
      caller,
      {
        action: 'payment',
        entity: 'bill_run',
        entityId: `${building}-${month}`,
        building,
        summary: `Tính tiền tháng ${monthText(month)} toà ${building}: ${record.room_count} phòng`,
        after: record,
      },
      at,
    );
    // The run record lands only on the readings and prices it was planned from (`plan.unchanged`); from
    // then on they are frozen, so the bills posted below, now or by a retry, are what the readings say.
    const made = await commit([...runItems(record), ...plan.unchanged, audit], null).then(
      () => true,
      (e: unknown) => {
        if (!alreadyDone(e)) throw e;
        return false;
      },
    );
    // A run of the same month made meanwhile froze the readings as IT found them: plan again from those.
    if (!made) ({ plan, pending } = await planned());
  }

  // Rooms go in chunks of ROOMS_PER_VOUCHER, one voucher each, CHUNKS_AT_ONCE at a time: every bill
  // moves the same rollups, so a few larger transactions beat many that wait on each other. A chunk
  // refused because one of its rooms was billed meanwhile (a run at the same time) goes room by room.
  const stays = new Map(plan.bills.map((p) => [p.stay!.id, { start_date: p.stay!.start_date, status: p.stay!.status }]));
  const chunks = chunksOf(pending);
  // A chunk starts while the reserve and the slowest chunk so far still fit in the time left; the first
  // one starts whatever the time (so each call makes progress) unless the plan itself took nearly all of it.
  let started = 0;
  let slowest = 0;
  const left: Bill[] = [];
  await inBatches(chunks, CHUNKS_AT_ONCE, async (chunk) => {
    const time = lambda.getRemainingTimeInMillis();
    if (started > 0 ? time < RESERVE_MS + slowest : time < FIRST_CHUNK_MS) {
      left.push(...chunk);
      return;
    }
    started++;
    const t0 = Date.now();
    try {
      await postBills(caller, at, building, month, chunk, stays);
    } catch (e) {
      if (!alreadyDone(e) || chunk.length === 1) throw e;
      await inBatches(chunk, 2, (b) =>
        postBills(caller, at, building, month, [b], stays).catch((err: unknown) => {
          if (!alreadyDone(err)) throw err;
        }),
      );
    }
    slowest = Math.max(slowest, Date.now() - t0);
  });

  const bills = (await billsOfMonth(building, month)).map(billOut);
  return {
    building,
    month,
    preview: false,
    run: (await runOf(building, month)) ?? null,
    bills,
    pending: left,
    checks: [],
    total: sum(bills),
    remaining: left.length,
  };
});
