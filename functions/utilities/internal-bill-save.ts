import * as api from '../../shared/api/utilities';
import { internalConsumer, internalConsumersOf } from '../../shared/catalog/internal-consumers';
import { lastDayOf } from '../../shared/dates';
import { METER_TYPE_NAMES, METER_UNITS } from '../../shared/readings/usage';
import { BadRequest, Conflict } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { commit } from '../core/commit';
import { assertDatesOpen } from '../core/ledger/edit-lock';
import { buildEntry, reversalOf, type Entry } from '../core/ledger/posting';
import { postVoucher } from '../core/voucher';
import { emptyInternalSheet, internalLabel, internalSheetsAround, internalSheetsUnchanged, putInternalSheet, unitCostNow } from '../core/records/internal-sheet';
import { internalTable, type InternalStoredSheet } from '../core/records/internal-sheet-rules';
import { lookAhead, lookBack, readingOf, readingProblem, reliedMonths } from '../core/records/reading-table';

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
    const message = other ? `${other.name} (${other.id}) thuộc toà ${other.building}, không thuộc toà ${building}` : `Không có thiết bị nội bộ ${body.readings[unknown]!.consumer_id} ở toà ${building}`;
    throw new BadRequest(message, [{ path: `readings.${unknown}.consumer_id`, message }]);
  }
  const lockDates = { month: lastDayOf(month) };
  await assertDatesOpen(lockDates);

  const [sheets, cost] = await Promise.all([internalSheetsAround(building, type, month, true), unitCostNow(building, type, month)]);
  const stored = sheets.find((s) => s.month === month) ?? emptyInternalSheet(building, type, month, cost);
  if (body.version !== undefined && body.version !== stored.version) throw new Conflict(`${internalLabel(building, type, month)} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');
  const problems = body.readings.flatMap((r, i) => {
    const problem = readingProblem(sheets, r.consumer_id, month, r.value);
    return problem ? [{ path: `readings.${i}.value`, message: `${internalConsumer(r.consumer_id)!.name}: ${problem}` }] : [];
  });
  if (problems.length) throw new BadRequest(problems[0]!.message, problems);

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
  const costMoved = stored.unit_cost !== cost.unit_cost || stored.unit_cost_source !== cost.unit_cost_source;
  // Nothing changed: nothing to write, the answer is still the one a retry gets.
  if (stored.version > 0 && !edits.length && !costMoved && stored.posted_amount === amount) return commit([], table(stored.version, stored.voucher_id));

  const label = `${METER_TYPE_NAMES[type]} nội bộ tháng ${month.slice(5, 7)}/${month.slice(0, 4)} toà ${building}`;
  const voucherId = `INT-${building}-${type}-${month}`;
  const voucherNo = `NB${type === 'E' ? 'D' : 'N'}${building}${month.slice(2, 4)}${month.slice(5, 7)}`;
  const repost = stored.posted_amount !== amount;
  const entry: Entry | undefined =
    repost && amount > 0
      ? buildEntry(
          {
            date: lastDayOf(month),
            building,
            voucher_type: 'internal_use',
            voucher_id: voucherId,
            voucher_no: voucherNo,
            description: `Chi phí ${label}`,
            lines: [
              { account_key: 'internal_utilities', debit: amount },
              { account_key: type === 'E' ? 'electricity' : 'water', credit: amount },
            ],
          },
          at,
        )
      : undefined;
  const reversal = repost && stored.entry ? reversalOf(stored.entry, stored.entry.date, `Sửa chi phí ${label}`, at) : undefined;
  const inForce = repost ? entry : stored.entry;
  const { entry: _old, ...kept } = withReadings;
  const next: InternalStoredSheet = {
    ...kept,
    version: stored.version + 1,
    voucher_id: inForce ? voucherId : null,
    posted_amount: inForce ? amount : 0,
    ...(inForce ? { entry: inForce } : {}),
    updated_at: at,
    updated_by: caller.username,
  };
  const relied = reliedMonths(
    month,
    edits.flatMap((e) => [lookBack(sheets, e.consumer_id, month).previous, lookAhead(sheets, e.consumer_id, month).next]),
  );
  const first = edits.filter((e) => e.before === null).length;
  return postVoucher(async () => ({
    caller,
    at,
    lockDates,
    records: [putInternalSheet(next, stored.version), ...internalSheetsUnchanged(building, type, relied, sheets)],
    entries: [reversal, entry],
    audit: {
      action: 'internal_use',
      entity: 'internal_sheet',
      entityId: `${building}-${type}-${month}`,
      entityNo: inForce || reversal ? voucherNo : undefined,
      entityName: `Bảng số ${label}`,
      building,
      summary: `Nhập chỉ số ${label}: ${first} thiết bị mới, ${edits.length - first} thiết bị sửa; ${table(0, null).total_usage} ${METER_UNITS[type]} × ${cost.unit_cost.toLocaleString('vi-VN')} đ = ${money(amount)}${repost && stored.posted_amount ? ` (trước ${money(stored.posted_amount)})` : ''}`,
      before: Object.fromEntries(edits.filter((e) => e.before !== null).map((e) => [e.consumer_id, e.before])),
      after: Object.fromEntries(edits.map((e) => [e.consumer_id, e.after])),
    },
    answer: table(next.version, next.voucher_id),
  }));
});
