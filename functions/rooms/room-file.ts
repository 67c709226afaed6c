import * as api from '../../shared/api/rooms/file';
import { ROOM_FILE_MONTHS, ROOM_FILE_STAYS, type RoomFile } from '../../shared/api/rooms/file';
import { REPAIR_BOOKS } from '../../shared/api/repairs';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { ROOM_STATUS_LABELS, type RoomStatus } from '../../shared/catalog/room-status';
import { addMonths, monthsBetween, vnToday } from '../../shared/dates';
import type { MeterType } from '../../shared/readings/usage';
import { operation } from '../platform/http/handler';
import { NotFound } from '../platform/errors';
import { keys } from '../platform/db/keys';
import { byBuildingMonths, roomIs } from '../platform/db/records';
import { getAccount, newAccount, stayInfoOf } from '../kernel/model/stay-account';
import { heldBy } from '../kernel/ledger/deposit-held';
import { stayStatement } from '../kernel/ledger/stay-statement';
import { findStay } from '../stays';
import { LOOK_BACK, roomSheetsBetween, usageIn } from '../readings';
import { toInternet } from '../internet';
import { toVehicleCard } from '../customers';
import { toRepairRequest } from '../repairs';
import { newestStays, openAccountsOfRoom, roomRecordsSince, roomWithNotice } from './model/room-file';
import { stayFileOf, stayRowOf } from './model/stay-file';

/** Internet services and vehicle cards the page lists at most (newest first). */
const TIMELINE_LIMIT = 20;

/** The room's usage in each of the 12 months to this one, as the reading table counts it: its own entries of the sheets. */
async function consumptionOf(building: BuildingCode, roomId: string, to: string) {
  const from = addMonths(to, -(ROOM_FILE_MONTHS - 1));
  const read = (type: MeterType) => roomSheetsBetween(building, type, addMonths(from, -LOOK_BACK), to, [roomId]);
  const [e, w] = await Promise.all([read('E'), read('W')]);
  const usage = (sheets: typeof e, month: string) => {
    const u = usageIn(sheets, roomId, month);
    return u.ok ? u.usage : null;
  };
  return monthsBetween(from, to).map((month) => ({ month, electricity: usage(e, month), water: usage(w, month) }));
}

/** The room's repair requests of both books reported in the last 12 months (one Query per book and month, the room filtered in DynamoDB). */
async function repairsOf(building: BuildingCode, roomId: string, today: string) {
  const from = `${addMonths(today.slice(0, 7), -(ROOM_FILE_MONTHS - 1))}-01`;
  const books = await Promise.all(
    REPAIR_BOOKS.map((book) => byBuildingMonths((b, m) => keys.repairRequestsOf(book, b, m), building, from, today, roomIs(roomId))),
  );
  return books
    .flat()
    .map(toRepairRequest)
    .sort((a, b) => (b.reported_on + b.id).localeCompare(a.reported_on + a.id));
}

/**
 * The room page (issue 24): the room and its status; for staff also the stay living there with its
 * people, deposit held and account line by line, the departed stays whose account is not nil, 12
 * months of electricity and water, internet, vehicle cards, repairs and the newest earlier stays.
 * Every balance is the stay account's own (the receipt form's and the unpaid report's source), so it
 * is the stay's 1311 in the journal. A guard gets the room and its status only.
 */
export const getRoomFile = operation(api.getRoomFile, async ({ params }, { caller }) => {
  const { building, room_id: roomId } = params;
  const found = await roomWithNotice(building, roomId);
  if (!found) throw new NotFound(`Không tìm thấy phòng ${roomId} ở toà ${building}`, 'room_id');
  const { room, notice } = found;
  const base: RoomFile = {
    building,
    room_id: roomId,
    floor: room.floor,
    status: room.status,
    status_label: ROOM_STATUS_LABELS[room.status as RoomStatus] ?? `${room.status}`,
    rent: room.rent,
    deposit: room.deposit,
    max_occupants: room.max_occupants,
    ...(room.notes ? { notes: room.notes } : {}),
    ...(notice ? { notice: { date: notice.date, expected_leave_date: notice.expected_leave_date, ...(notice.note ? { note: notice.note } : {}) } } : {}),
    guard_view: caller.role === 'SECURITY',
  };
  if (base.guard_view) return base;

  const today = vnToday();
  const [newest, open, consumption, repairs, internet, cards] = await Promise.all([
    newestStays(building, roomId, ROOM_FILE_STAYS + 1),
    openAccountsOfRoom(building, roomId),
    consumptionOf(building, roomId, today.slice(0, 7)),
    repairsOf(building, roomId, today),
    roomRecordsSince(building, roomId, 'NET', undefined, TIMELINE_LIMIT),
    roomRecordsSince(building, roomId, 'VCARD', undefined, TIMELINE_LIMIT),
  ]);
  const current = newest.stays.find((s) => s.status === 'active');
  const openById = new Map(open.map((a) => [a.stay_id, a]));
  const departedOwing = open.filter((a) => a.stay_id !== current?.id && a.stay_status !== 'active' && a.stay_status !== 'removed');
  const [currentAccount, departedStays] = await Promise.all([
    current ? (openById.get(current.id) ?? getAccount(building, roomId, current.id).then((a) => a ?? newAccount(stayInfoOf(current)))) : undefined,
    Promise.all(departedOwing.map((a) => newest.stays.find((s) => s.id === a.stay_id) ?? findStay(a.stay_id))),
  ]);
  const owing = departedOwing.flatMap((a, i) => (departedStays[i] ? [{ stay: departedStays[i], account: a }] : []));
  const files = [...(current && currentAccount ? [{ stay: current, account: currentAccount }] : []), ...owing];
  const held = await heldBy(files.map((f) => f.stay.deposit_object));
  const fileOf = (f: (typeof files)[number]) => stayFileOf(f.stay, f.account, held.get(f.stay.deposit_object) ?? 0);

  const others = newest.stays.filter((s) => s.id !== current?.id);
  const earlier = others.slice(0, ROOM_FILE_STAYS);
  return {
    ...base,
    ...(current && currentAccount ? { current: fileOf({ stay: current, account: currentAccount }) } : {}),
    owing_stays: owing.sort((a, b) => b.stay.start_date.localeCompare(a.stay.start_date)).map(fileOf),
    consumption,
    internet: internet.map(toInternet),
    vehicle_cards: cards.map(toVehicleCard),
    repairs,
    stays: earlier.map((s) => ({ ...stayRowOf(s), balance: openById.has(s.id) ? stayStatement(openById.get(s.id)!.state).balance : 0 })),
    stays_more: newest.more || others.length > ROOM_FILE_STAYS,
  };
});
