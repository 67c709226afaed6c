import * as api from '../../shared/api/utilities';
import { internalConsumer, internalConsumersOf } from '../../shared/catalog/internal-consumers';
import { lastDayOf } from '../../shared/dates';
import { METER_UNITS } from '../../shared/readings/usage';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { assertDatesOpen } from '../kernel/ledger/edit-lock';
import { postVoucher } from '../kernel/voucher';
import {
  costOf,
  emptyInternalSheet,
  internalLabel,
  internalSheetsAround,
  internalSheetsUnchanged,
  putInternalSheet,
  sameCost,
  unitCostNow,
} from './model/internal-sheet';
import { internalTable, type InternalStoredSheet } from './rules/internal-sheet-rules';
import { internalUseLabel, internalVoucherNo, repostInternal } from './model/internal-use-voucher';
import { lookAhead, lookBack, readingOf, readingProblem, reliedMonths } from '../readings';

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

/**
 * Saves a building's internal readings of one month and type (washing machines, security) and posts
 * their cost as an expense (business rules §5): Dr 6428 "Điện nước dùng nội bộ" / Cr 6323 (E) or 6322
 * (W), usage × unit cost, dated the month's last day. Load the sheets around (one Query) and the unit
 * cost → check each reading against the consumer's previous and next ones → write the sheet on its
 * version, the months relied on unchanged, the reversal of the entry in force and the new one (nothing
 * edited in place), the log line and the answer in ONE transaction (postVoucher: the edit lock too).
 */
export const saveInternalBill = operation(api.saveInternalBill, async ({ body }, { caller }) => {
  const { building, type, month } = body;
  const known = new Set(internalConsumersOf(building).map((c) => c.id));
  const unknown = body.readings.findIndex((r) => !known.has(r.consumer_id));
  if (unknown >= 0) {
    const other = internalConsumer(body.readings[unknown]!.consumer_id);
    const message = other
      ? `${other.name} (${other.id}) thuộc toà ${other.building}, không thuộc toà ${building}`
      : `Không có thiết bị nội bộ ${body.readings[unknown]!.consumer_id} ở toà ${building}`;
    throw new BadRequest(message, [{ path: `readings.${unknown}.consumer_id`, message }], `readings.${unknown}.consumer_id`);
  }
  const lockDates = { month: lastDayOf(month) };
  await assertDatesOpen(lockDates);

  const [sheets, cost] = await Promise.all([internalSheetsAround(building, type, month, true), unitCostNow(building, type, month)]);
  const stored = sheets.find((s) => s.month === month) ?? emptyInternalSheet(building, type, month, cost);
  if (body.version !== undefined && body.version !== stored.version)
    throw new Conflict(`${internalLabel(building, type, month)} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');
  const problems = body.readings.flatMap((r, i) => {
    const problem = readingProblem(sheets, r.consumer_id, month, r.value);
    return problem ? [{ path: `readings.${i}.value`, message: `${internalConsumer(r.consumer_id)!.name}: ${problem}` }] : [];
  });
  if (problems.length) throw new BadRequest(problems[0]!.message, problems, problems[0]!.path);

  const at = nowIso();
  const edits = body.readings
    .filter((r) => readingOf(stored, r.consumer_id)?.value !== r.value)
    .map((r) => ({ consumer_id: r.consumer_id, before: readingOf(stored, r.consumer_id)?.value ?? null, after: r.value }));
  const withReadings: InternalStoredSheet = {
    ...stored,
    ...cost,
    rooms: { ...stored.rooms, ...Object.fromEntries(edits.map((e) => [e.consumer_id, { value: e.after, persons: 0, at, by: caller.username }])) },
  };
  const all = [...sheets.filter((s) => s.month !== month), withReadings];
  const table = (version: number, voucherId: string | null) => internalTable({ building, type, month, sheets: all, unitCost: cost, voucherId, version });
  const amount = table(0, null).total_amount;
  const costMoved = !sameCost(stored, cost);
  // Nothing changed: nothing to write, the answer is still the one a retry gets.
  if (stored.version > 0 && !edits.length && !costMoved && stored.posted_amount === amount) return commit([], table(stored.version, stored.voucher_id));

  const label = internalUseLabel(stored);
  const own = repostInternal(withReadings, amount, at, caller.username);
  // A reading changed here is the previous one of the consumer's next reading: that month's usage, and
  // so its expense, moves too, re-posted at its own unit cost in the same transaction.
  const nextMonths = [...new Set(edits.map((e) => lookAhead(sheets, e.consumer_id, month).next?.month).filter((m): m is string => !!m))];
  const later = nextMonths.flatMap((m) => {
    const s = sheets.find((x) => x.month === m)!;
    const t = internalTable({ building, type, month: m, sheets: all, unitCost: costOf(s), voucherId: s.voucher_id, version: s.version });
    const r = repostInternal(s, t.total_amount, at, caller.username);
    return r.moved ? [{ read: s, ...r }] : [];
  });
  const relied = reliedMonths(
    month,
    edits.flatMap((e) => [lookBack(sheets, e.consumer_id, month).previous, lookAhead(sheets, e.consumer_id, month).next]),
  ).filter((m) => !later.some((l) => l.read.month === m));
  const first = edits.filter((e) => e.before === null).length;
  return postVoucher(async () => ({
    caller,
    at,
    lockDates,
    records: [
      putInternalSheet(own.next, stored.version),
      ...later.map((l) => putInternalSheet(l.next, l.read.version)),
      ...internalSheetsUnchanged(building, type, relied, sheets),
    ],
    entries: [...own.entries, ...later.flatMap((l) => l.entries)],
    audit: {
      action: 'internal_use',
      entity: 'internal_sheet',
      entityId: `${building}-${type}-${month}`,
      entityNo: own.next.voucher_id || own.moved ? internalVoucherNo(stored) : undefined,
      entityName: `Bảng số ${label}`,
      building,
      summary: `Nhập chỉ số ${label}: ${first} thiết bị mới, ${edits.length - first} thiết bị sửa; ${table(0, null).total_usage} ${METER_UNITS[type]} × ${cost.unit_cost.toLocaleString('vi-VN')} đ = ${money(amount)}${own.moved && stored.posted_amount ? ` (trước ${money(stored.posted_amount)})` : ''}${later.map((l) => `; ${internalUseLabel(l.read)}: ${money(l.read.posted_amount)} → ${money(l.next.posted_amount)}`).join('')}`,
      before: Object.fromEntries(edits.filter((e) => e.before !== null).map((e) => [e.consumer_id, e.before])),
      after: Object.fromEntries(edits.map((e) => [e.consumer_id, e.after])),
    },
    answer: table(own.next.version, own.next.voucher_id),
  }));
});
