import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, pageOf, pageQuery, queryInt } from '../common';
import { boundedRange } from '../stays';

/** Customers (one per occupant of a stay) and rental contracts (one per stay), written by check-in. */

export const customer = z.object({
  id: z.string(),
  building: buildingCode,
  room_id: z.string(),
  stay_id: z.string(),
  contract_no: z.string(),
  name: z.string(),
  phone: z.string().optional(),
  id_number: z.string().optional(),
  birth_date: isoDate.optional(),
  hometown: z.string().optional(),
  check_in_date: isoDate.describe('the day this person moved in (check-in or change slip)'),
  left_date: isoDate.optional(),
  status: z.enum(['staying', 'left']),
});
export type Customer = z.infer<typeof customer>;

export const listCustomers = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/customers',
  summary: 'Bảng khách hàng: khách đang ở của một toà (hoặc một phòng); cả khách đã rời khi chọn phòng; từng trang',
  query: z
    .strictObject({
      building: buildingCode,
      room_id: z.string().trim().min(1).max(12).optional(),
      status: z.enum(['staying', 'all'], { error: 'Trạng thái không hợp lệ' }).default('staying'),
      ...pageQuery,
    })
    .refine((v) => v.status === 'staying' || !!v.room_id, { message: 'Chọn phòng để xem cả khách đã rời', path: ['room_id'] }),
  response: pageOf(customer),
});

export const searchCustomers = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/customers/search',
  summary: 'Tìm khách theo họ tên, số điện thoại hoặc số CCCD (không phân biệt dấu), giới hạn số kết quả',
  query: z.strictObject({
    q: z
      .string({ error: 'Vui lòng nhập từ khoá' })
      .trim()
      .min(2, 'Từ khoá tối thiểu 2 ký tự')
      .max(50)
      // Phones and ID numbers are indexed by their runs of 4+ characters (fewer would match half the tenants).
      .refine((q) => !/^[\d\s.+-]+$/.test(q) || q.replace(/\D/g, '').length >= 4, 'Nhập ít nhất 4 chữ số của số điện thoại hoặc CCCD'),
    building: buildingCode.optional(),
    limit: queryInt(1, 200).default(50),
  }),
  response: z.object({ items: z.array(customer), truncated: z.boolean().describe('more matches exist than the limit') }),
});

export const CONTRACT_STATUSES = ['active', 'ended'] as const;
export const contract = z.object({
  contract_no: z.string(),
  building: buildingCode,
  room_id: z.string(),
  stay_id: z.string(),
  start_date: isoDate,
  end_date: isoDate.optional(),
  rent: z.number().int().describe('rent agreed at signing; later changes are on the stay'),
  deposit_held: z.number().int(),
  notice_days: z.number().int(),
  tenant_name: z.string(),
  tenant_phone: z.string().optional(),
  tenant_id_number: z.string().optional(),
  occupants_count: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  created_at: z.string(),
});
export type Contract = z.infer<typeof contract>;

export const searchContracts = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/contracts/search',
  summary:
    'Hợp đồng thuê phòng của một toà, từng trang: đang hiệu lực (mọi thời gian, hoặc bắt đầu trong khoảng ngày); đã kết thúc hoặc mọi trạng thái: theo khoảng ngày bắt đầu',
  query: z
    .strictObject({
      building: buildingCode,
      from: isoDate.optional(),
      to: isoDate.optional(),
      status: z.enum(CONTRACT_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
      ...pageQuery,
    })
    .superRefine(boundedRange)
    // The contracts in force are as many as the rooms, whenever they started; the ended ones grow with the
    // years (issue 23 §13: no read grows with history), so they are asked for by start date, as check-ins are.
    .refine((v) => v.status === 'active' || !!v.from, {
      message: 'Chọn khoảng ngày bắt đầu để xem hợp đồng đã kết thúc hoặc mọi trạng thái',
      path: ['from'],
    }),
  response: pageOf(contract),
});
