import type { Stay, Vehicle } from '../../shared/api/stays';
import { nowIso } from '../platform/time';
import { postVoucher } from '../kernel/voucher';
import { buildEntry } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { roomLabel } from '../kernel/model/room';
import { stayStartRecords } from '../stays';
import { indexCustomersBeforeCommit } from '../customers';
import { idOf, marked, type BatchContext, type BuildingCode } from './commit-context';
import { roomKey } from './rules/context';
import { numberIn, optionalText, textIn } from './rules/sheet-rows';
import type { StayPlan } from './rules/stays-rules';

/** How many days' notice an imported contract asks (the check-in form's default). */
const NOTICE_DAYS = 30;

/** The stay a stays-sheet row becomes, its id and its people's ids made from the file and the rows. */
export function importedStay(plan: StayPlan, c: BatchContext, at: string): Stay {
  const s = plan.stay;
  const start = textIn(s.v.start_date);
  const id = idOf(c, `stay:${s.row}`, start);
  const held = numberIn(s.v.deposit_held);
  const reading = c.readings.get(roomKey(s.v.building, s.v.room));
  const notes = optionalText(s.v.notes);
  return {
    id,
    building: String(s.v.building) as BuildingCode,
    room_id: String(s.v.room),
    deposit_object: `stay:${id}`,
    contract_no: String(s.v.contract_no),
    start_date: start,
    rent: numberIn(s.v.rent),
    rent_history: [{ from: start, rent: numberIn(s.v.rent) }],
    deposit_held: held,
    deposit_top_up: held,
    occupants: plan.tenants.map((t) => ({
      name: String(t.v.name),
      ...(t.v.phone ? { phone: String(t.v.phone) } : {}),
      ...(t.v.id_number ? { id_number: String(t.v.id_number) } : {}),
      ...(t.v.birth_date ? { birth_date: String(t.v.birth_date) } : {}),
      ...(t.v.hometown ? { hometown: String(t.v.hometown) } : {}),
      customer_id: idOf(c, `tenant:${t.row}`, start),
    })),
    vehicles: plan.vehicles.map((v): Vehicle => ({ type: v.v.type as Vehicle['type'], ...(v.v.plate ? { plate: String(v.v.plate) } : {}) })),
    // The readings at the cut-over: what the stay's first bill after it is measured from.
    start_readings: { electricity: reading ? numberIn(reading.v.electricity) : 0, water: reading ? numberIn(reading.v.water) : 0 },
    internet: s.v.internet === 'yes',
    notice_days: NOTICE_DAYS,
    ...(notes ? { notes } : {}),
    status: 'active',
    version: 1,
    created_at: at,
    created_by: c.caller.username,
  };
}

/**
 * A current stay, written as a check-in without a deposit slip writes it (functions/stays/create-check-in.ts):
 * the room 0 → 2 through the status machine, the stay, its empty receivable account, its contract and
 * one customer per tenant, and the deposit it holds posted on its deposit object — Dr 4211 (opening
 * balance) instead of a wallet, dated the cut-over date — plus the log line, in one transaction with
 * the batch's mark.
 */
export async function writeStay(plan: StayPlan, key: string, c: BatchContext): Promise<void> {
  const at = nowIso();
  const stay = importedStay(plan, c, at);
  const label = roomLabel(stay.building, stay.room_id);
  const entry =
    stay.deposit_held > 0
      ? buildEntry(
          {
            date: c.cutOver,
            building: stay.building,
            voucher_type: 'check_in',
            voucher_id: stay.id,
            voucher_no: stay.contract_no,
            names: { [stay.deposit_object]: stay.occupants[0]!.name },
            description: `Số dư đầu: tiền cọc đang giữ phòng ${label}, HĐ ${stay.contract_no}`,
            lines: [
              { account_key: 'undistributed_prev', debit: stay.deposit_held },
              { account_key: 'deposit_revenue', credit: stay.deposit_held, object: stay.deposit_object },
            ],
          },
          at,
        )
      : undefined;
  const stored: Stay = entry ? { ...stay, entry_id: entry.entry_id } : stay;
  await indexCustomersBeforeCommit(stay.building, stay.occupants);
  await postVoucher(async () => {
    const { items: roomItems } = await transition(stay.building, stay.room_id, 'check_in', { type: 'check_in', id: stay.id, date: stay.start_date }, at);
    return {
      caller: c.caller,
      at,
      lockDates: { date: c.cutOver },
      records: [...roomItems, ...stayStartRecords(stored, entry, at), marked(c, key, at)],
      entries: [entry],
      audit: {
        action: 'check_in',
        entity: 'stay',
        entityId: stay.id,
        entityNo: stay.contract_no,
        entityName: label,
        building: stay.building,
        summary: `Nhập dữ liệu ban đầu: đang thuê ${label}, HĐ ${stay.contract_no}, ${stay.occupants[0]!.name}, cọc đang giữ ${stay.deposit_held.toLocaleString('vi-VN')} đ`,
        after: {
          contract_no: stay.contract_no,
          start_date: stay.start_date,
          rent: stay.rent,
          deposit_held: stay.deposit_held,
          occupants: stay.occupants.length,
        },
      },
      answer: c.answer(),
    };
  });
}
