import { z } from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, nonNegativeMoney } from './common';

export const room = z.object({
  building: buildingCode,
  room_id: z.string(),
  floor: z.number().int(),
  rent: z.number().int(),
  deposit: z.number().int(),
  max_occupants: z.number().int(),
  status: z.number().int().min(0).max(4),
  notes: z.string().optional(),
  version: z.number().int(),
  updated_at: z.string(),
  /** The two newest status changes, newest first. */
  last_states: z
    .array(z.object({ from: z.number().int(), to: z.number().int(), event: z.string(), voucher_type: z.string(), voucher_id: z.string(), at: z.string() }))
    .optional(),
});
export type Room = z.infer<typeof room>;

export const listRooms = endpoint({
  method: 'GET',
  path: '/api/rooms',
  summary: 'Danh sách phòng (một toà hoặc tất cả), kèm trạng thái hiện tại',
  query: z.strictObject({ building: buildingCode.optional() }),
  response: z.array(room),
});

export const createRoom = endpoint({
  method: 'POST',
  path: '/api/rooms',
  summary: 'Thêm phòng mới (trạng thái Phòng trống)',
  status: 201,
  body: z.strictObject({
    building: buildingCode,
    room_id: z
      .string({ error: 'Vui lòng nhập số phòng' })
      .trim()
      .regex(/^[0-9A-Za-z-]{1,12}$/, 'Số phòng chỉ gồm chữ, số và dấu gạch (tối đa 12 ký tự)'),
    floor: z.number({ error: 'Vui lòng nhập tầng' }).int('Tầng phải là số nguyên').min(0).max(50),
    rent: nonNegativeMoney,
    deposit: nonNegativeMoney,
    max_occupants: z.number().int().min(1, 'Số người tối đa phải từ 1').max(20),
    notes: z.string().max(500).optional(),
  }),
  response: room,
});
