import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, isoMonth } from '../common';
import { CHARGE_KINDS, PAYMENT_KINDS } from '../../catalog/receivables';
import { internetService } from '../internet';
import { repairRequest } from '../repairs';
import { vehicleCard } from '../customers/vehicle-cards';
import { vehicle } from '../customers/vehicles';
import { roomNotice } from './index';

/**
 * One page per room (issue 24, /phong/<building>/<room>): the room's whole story composed from the
 * reads that already own each part — the room, its stays and their accounts (the per-stay open items
 * the receipt form and the unpaid report read), its reading sheets, internet, vehicle cards, repairs.
 */

/** A line of a stay's account: a charge (+) or a payment (−) with the balance after it (kernel/ledger/stay-statement.ts). */
export const statementLine = z.object({
  id: z.string(),
  side: z.enum(['charge', 'payment']),
  kind: z.enum([...new Set([...CHARGE_KINDS, ...PAYMENT_KINDS])] as [string, ...string[]]),
  no: z.string(),
  date: isoDate,
  month: isoMonth.optional(),
  amount: z.number().int(),
  open: z.number().int().optional().describe('what is still open of a charge'),
  balance: z.number().int().describe('after this line: > 0 owed, < 0 paid ahead'),
});
export type StatementLine = z.infer<typeof statementLine>;

/** A stay's account: its lines oldest first and its figures; `balance` is the stay's 1311 in the journal. */
export const stayAccountFile = z.object({
  lines: z.array(statementLine),
  owed: z.number().int(),
  credit: z.number().int(),
  balance: z.number().int(),
});
export type StayAccountFile = z.infer<typeof stayAccountFile>;

export const stayPerson = z.object({
  customer_id: z.string(),
  name: z.string(),
  phone: z.string().optional(),
});

/** A stay of the room as the page lists it. */
export const roomStay = z.object({
  stay_id: z.string(),
  contract_no: z.string(),
  tenant: z.string().describe('the first occupant'),
  start_date: isoDate,
  leave_date: isoDate.optional(),
  status: z.enum(['active', 'checked_out']),
  rent: z.number().int(),
});
export type RoomStay = z.infer<typeof roomStay>;

/** The stay living in the room, or a departed one that still owes: with its people and its account. */
export const stayFile = roomStay.extend({
  occupants: z.array(stayPerson),
  vehicles: z.array(vehicle),
  deposit_held: z.number().int().describe('the deposit the ledger holds for the stay now (5112 + 5212 on its deposit object)'),
  notice_days: z.number().int(),
  account: stayAccountFile,
});
export type StayFile = z.infer<typeof stayFile>;

export const consumptionMonth = z.object({
  month: isoMonth,
  electricity: z.number().int().nullable().describe('kWh as the reading table counts it; null: no reading'),
  water: z.number().int().nullable(),
});

/** How many of the room's earlier stays the page lists (newest first); `stays_more` says when there are more. */
export const ROOM_FILE_STAYS = 24;
/** Months of consumption and of repairs the page shows. */
export const ROOM_FILE_MONTHS = 12;

export const roomFile = z.object({
  building: buildingCode,
  room_id: z.string(),
  floor: z.number().int(),
  status: z.number().int(),
  status_label: z.string(),
  rent: z.number().int().describe("the room's list rent"),
  deposit: z.number().int().describe("the room's list deposit"),
  max_occupants: z.number().int(),
  notes: z.string().optional(),
  notice: roomNotice.partial({ id: true, at: true, by: true }).optional(),
  /** A guard (SECURITY) is answered the room and its status only: no tenant, phone or money (as every other read they may call). */
  guard_view: z.boolean(),
  current: stayFile.optional(),
  owing_stays: z.array(stayFile).describe('departed stays whose balance is not nil (owing, or paid ahead), newest first').optional(),
  consumption: z.array(consumptionMonth).optional(),
  internet: z.array(internetService).optional(),
  vehicle_cards: z.array(vehicleCard).optional(),
  repairs: z.array(repairRequest).optional(),
  stays: z.array(roomStay.extend({ balance: z.number().int().optional() })).optional(),
  stays_more: z.boolean().optional(),
});
export type RoomFile = z.infer<typeof roomFile>;

const roomIdParam = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,12}$/, 'Số phòng chỉ gồm chữ, số và dấu gạch (tối đa 12 ký tự)');

export const getRoomFile = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/rooms/{building}/{room_id}/file',
  summary:
    'Trang phòng: trạng thái, lượt thuê đang ở (khách, hợp đồng, tiền phòng, cọc, công nợ từng khoản), lượt đã trả còn nợ, điện nước 12 tháng, internet, thẻ xe, sửa chữa, các lượt thuê trước',
  params: z.strictObject({ building: buildingCode, room_id: roomIdParam }),
  response: roomFile,
});
