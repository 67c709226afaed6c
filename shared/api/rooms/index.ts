import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, money, nonNegativeMoney, pageOf, pageQuery, planDate, voucherDate } from '../common';

/** One status change of a room (business rules §2). */
export const roomStateChange = z.object({
  from: z.number().int(),
  to: z.number().int(),
  event: z.string(),
  voucher_type: z.string(),
  voucher_id: z.string(),
  /** When it was entered. */
  at: z.string(),
  /** The event's own day (YYYY-MM-DD: the move-in, the deposit, the notice…); absent on changes kept before it was. */
  date: z.string().optional(),
});

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
  last_states: z.array(roomStateChange).optional(),
});
export type Room = z.infer<typeof room>;

export const listRooms = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/rooms',
  summary: 'Danh sách phòng (một toà hoặc tất cả), kèm trạng thái hiện tại, từng trang',
  query: z.strictObject({ building: buildingCode.optional(), ...pageQuery }),
  response: pageOf(room),
});

export const createRoom = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['rooms'],
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

// --- rooms: increase-room, room-states ---

const roomIdOf = z
  .string({ error: 'Vui lòng nhập số phòng' })
  .trim()
  .regex(/^[0-9A-Za-z-]{1,12}$/, 'Số phòng chỉ gồm chữ, số và dấu gạch (tối đa 12 ký tự)');

export const MAX_ROOMS_PER_INCREASE = 90;

export const increaseRoom = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['rooms'],
  path: '/api/general/increase-room',
  summary: 'Tăng giá phòng (theo % hoặc số tiền) từ một ngày cho các phòng được chọn, tối đa 90 phòng mỗi lần',
  body: z
    .strictObject({
      building: buildingCode,
      room_ids: z
        .array(roomIdOf, { error: 'Vui lòng chọn phòng' })
        .min(1, 'Vui lòng chọn ít nhất một phòng')
        .max(MAX_ROOMS_PER_INCREASE, `Tối đa ${MAX_ROOMS_PER_INCREASE} phòng mỗi lần`)
        .refine((ids) => new Set(ids).size === ids.length, 'Danh sách phòng bị trùng'),
      percent: z
        .number()
        .positive('Phần trăm tăng phải lớn hơn 0')
        .max(100, 'Phần trăm tăng tối đa 100%')
        .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, 'Phần trăm tối đa hai chữ số thập phân')
        .optional(),
      amount: money.positive('Số tiền tăng phải lớn hơn 0').optional(),
      from_date: voucherDate,
      note: z.string().max(500).optional(),
    })
    .refine((v) => (v.percent === undefined) !== (v.amount === undefined), {
      message: 'Nhập đúng một trong hai: phần trăm hoặc số tiền tăng',
      path: ['percent'],
    }),
  response: z.object({
    from_date: isoDate,
    rooms: z.array(z.object({ building: z.string(), room_id: z.string(), old_rent: z.number().int(), new_rent: z.number().int() })),
  }),
});

export const roomNotice = z.object({
  id: z.string(),
  date: isoDate,
  expected_leave_date: isoDate,
  note: z.string().optional(),
  at: z.string(),
  by: z.string(),
});

export const roomStatesNewest = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/room-states/newest',
  summary: 'Trạng thái hiện tại của từng phòng (một toà hoặc tất cả) và lần thay đổi mới nhất, từng trang',
  query: z.strictObject({ building: buildingCode.optional(), ...pageQuery }),
  response: pageOf(
    z.object({
      building: z.string(),
      room_id: z.string(),
      floor: z.number().int(),
      status: z.number().int(),
      status_label: z.string(),
      rent: z.number().int(),
      notice: roomNotice.optional(),
      newest: roomStateChange.optional(),
    }),
  ),
});

export const roomStatesTwoNewest = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/room-states/two-newest-each-room',
  summary: 'Hai lần thay đổi trạng thái mới nhất của từng phòng, từng trang',
  query: z.strictObject({ building: buildingCode.optional(), ...pageQuery }),
  response: pageOf(z.object({ building: z.string(), room_id: z.string(), status: z.number().int(), states: z.array(roomStateChange) })),
});

export const updateRoomState = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['rooms', 'logs'],
  path: '/api/room-states/update',
  summary: 'Báo trả phòng (ngày dự kiến trả) hoặc rút báo trả phòng',
  body: z
    .strictObject({
      building: buildingCode,
      room_id: roomIdOf,
      event: z.enum(['notice', 'notice_withdrawn'], { error: 'Sự kiện phải là notice hoặc notice_withdrawn' }),
      date: voucherDate,
      expected_leave_date: planDate.optional(),
      note: z.string().max(500).optional(),
    })
    .refine((v) => v.event !== 'notice' || v.expected_leave_date !== undefined, {
      message: 'Vui lòng nhập ngày dự kiến trả phòng',
      path: ['expected_leave_date'],
    })
    .refine((v) => v.event !== 'notice_withdrawn' || v.expected_leave_date === undefined, {
      message: 'Rút báo trả phòng không nhận ngày dự kiến trả',
      path: ['expected_leave_date'],
    })
    .refine((v) => v.expected_leave_date === undefined || v.expected_leave_date >= v.date, {
      message: 'Ngày dự kiến trả phải từ ngày báo trở đi',
      path: ['expected_leave_date'],
    }),
  response: z.object({ room: room, notice: roomNotice.optional(), state: roomStateChange }),
});
