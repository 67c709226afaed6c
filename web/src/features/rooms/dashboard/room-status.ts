/** Room status labels, spec §3. */
export const ROOM_STATUS: Record<number, { label: string; color: string }> = {
  0: { label: 'Trống', color: 'default' },
  1: { label: 'Đã cọc, chưa vào ở', color: 'gold' },
  2: { label: 'Đang ở', color: 'green' },
  3: { label: 'Báo trả phòng', color: 'orange' },
  4: { label: 'Báo trả, đã có cọc mới', color: 'purple' },
};
