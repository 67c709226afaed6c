/**
 * Every item carries `entity` (its record type), which the byEntityType index keys on. This is the
 * catalogue of record types with their Vietnamese names, for the admin area.
 */
export const ENTITIES = {
  log: 'Nhật ký thao tác',
  room: 'Phòng',
  room_state: 'Lịch sử trạng thái phòng',
  journal_line: 'Dòng nhật ký chung',
  rollup: 'Số dư tổng hợp sổ cái',
  payment_log: 'Kỳ tính tiền',
  month_report: 'Báo cáo đã chốt',
  // --- deposits entities ---
  // --- stays entities ---
} as const satisfies Record<string, string>;

export type Entity = keyof typeof ENTITIES;
