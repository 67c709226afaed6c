import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoMonth, pageOf, pageQuery } from '../common';
import { roomIdField } from '../deposits';
import { VEHICLE_TYPES, vehicle } from './vehicles';

/**
 * Vehicle cards (business rules §8, /the-xe): the parking cards handed to the tenants of the current
 * stays for their vehicles, printed as a sheet of cards (building, room, tenant, vehicle type and
 * plate, card number, valid month). A card handed out is `out` until it is returned; a card number
 * is held by one card of a building while it is out. No money moves.
 */

export const VEHICLE_CARD_STATUSES = ['out', 'returned'] as const;
export type VehicleCardStatus = (typeof VEHICLE_CARD_STATUSES)[number];
export const VEHICLE_CARD_STATUS_TEXT: Record<VehicleCardStatus, string> = { out: 'Đang giữ thẻ', returned: 'Đã trả thẻ' };
export const VEHICLE_TYPE_TEXT: Record<(typeof VEHICLE_TYPES)[number], string> = {
  motorbike: 'Xe máy',
  electric_bike: 'Xe điện',
  bicycle: 'Xe đạp',
  car: 'Ô tô',
};

export const vehicleCard = z.object({
  id: z.string(),
  building: buildingCode,
  room_id: z.string(),
  stay_id: z.string(),
  contract_no: z.string(),
  tenant: z.string().describe('the stay’s first occupant'),
  vehicle_type: z.enum(VEHICLE_TYPES),
  plate: z.string().optional().describe('absent for a bicycle without a plate'),
  card_no: z.string(),
  month: isoMonth.describe('the month the card is valid for'),
  status: z.enum(VEHICLE_CARD_STATUSES),
  issued_at: z.string(),
  issued_by: z.string(),
  returned_at: z.string().optional(),
  returned_by: z.string().optional(),
  version: z.number().int(),
});
export type VehicleCard = z.infer<typeof vehicleCard>;

/** A vehicle of a stay running now, with the card it holds (if one is out). */
export const stayVehicle = z.object({
  stay_id: z.string(),
  room_id: z.string(),
  contract_no: z.string(),
  tenant: z.string(),
  vehicle,
  card: vehicleCard.optional(),
});
export type StayVehicle = z.infer<typeof stayVehicle>;

/** Plates compare without spaces, dots and case: `59X1-123.45` is `59X1-12345`. */
export const plateKey = (plate: string | undefined) => (plate ?? '').replace(/[\s.]/g, '').toUpperCase();

const cardNo = z
  .string({ error: 'Vui lòng nhập số thẻ' })
  .trim()
  .regex(/^[0-9A-Za-z-]{1,20}$/, 'Số thẻ chỉ gồm chữ, số và dấu gạch (tối đa 20 ký tự)');
const cardId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Mã thẻ xe không hợp lệ');

export const listVehicleCards = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/vehicle-cards',
  summary: 'Thẻ xe của một toà: đang giữ (status=out), hoặc đã trả trong một tháng (status=returned&month=YYYY-MM)',
  query: z.strictObject({
    building: buildingCode,
    status: z.enum(VEHICLE_CARD_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('out'),
    month: isoMonth.optional().describe('status=returned: the month returned (default: this month)'),
  }),
  response: z.object({ items: z.array(vehicleCard) }),
});

export const listStayVehicles = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/vehicle-cards/vehicles',
  summary: 'Xe của các lượt ở đang ở của một toà (theo phòng), kèm thẻ xe đang giữ; từng trang (mỗi trang tối đa `limit` phòng đang ở)',
  query: z.strictObject({
    building: buildingCode,
    ...pageQuery,
    limit: pageQuery.limit.describe('the rooms (stays running now) a page reads: a page answers every vehicle of each, never half a stay'),
  }),
  response: pageOf(stayVehicle),
});

const writes = { access: 'staff', idempotent: true, affects: ['customers', 'logs'] } as const;

export const issueVehicleCard = endpoint({
  method: 'POST',
  ...writes,
  path: '/api/vehicle-cards',
  summary: 'Phát thẻ xe cho một xe của lượt ở đang ở (số thẻ không trùng thẻ đang giữ của toà)',
  status: 201,
  body: z
    .strictObject({
      building: buildingCode,
      room_id: roomIdField,
      stay_id: z.string({ error: 'Vui lòng chọn lượt ở' }).trim().min(1, 'Vui lòng chọn lượt ở').max(40),
      plate: z.string().trim().max(20, 'Biển số tối đa 20 ký tự').optional(),
      vehicle_type: z.enum(VEHICLE_TYPES, { error: 'Loại xe không hợp lệ' }).optional().describe('names a vehicle without a plate (a bicycle)'),
      card_no: cardNo,
      month: isoMonth,
    })
    .refine((b) => !!b.plate || !!b.vehicle_type, { message: 'Vui lòng chọn xe (biển số)', path: ['plate'] }),
  response: vehicleCard,
});

export const returnVehicleCard = endpoint({
  method: 'POST',
  ...writes,
  path: '/api/vehicle-cards/{id}/return',
  summary: 'Thu lại thẻ xe (số thẻ được dùng lại cho thẻ khác)',
  params: z.strictObject({ id: cardId }),
  body: z.strictObject({
    version: z
      .number({ error: 'Thiếu phiên bản dữ liệu, vui lòng tải lại' })
      .int()
      .min(1)
      .describe('the version the caller saw: a change made meanwhile is a 409'),
  }),
  response: vehicleCard,
});
