import type { RoomSummary } from '../../app/app-data/types';

/** Room status labels, spec §3. */
export const ROOM_STATUS: Record<number, { label: string; color: string }> = {
  0: { label: 'Trống', color: 'default' },
  1: { label: 'Đã cọc, chưa vào ở', color: 'gold' },
  2: { label: 'Đang ở', color: 'green' },
  3: { label: 'Báo trả phòng', color: 'orange' },
  4: { label: 'Báo trả, đã có cọc mới', color: 'purple' },
};

export interface Occupancy {
  building: string;
  total: number;
  byStatus: Record<number, number>;
  /** Rooms someone lives in or has reserved (statuses 1–4), as a share of all rooms. */
  occupiedRate: number;
}

export function occupancyByBuilding(rooms: readonly RoomSummary[]): Occupancy[] {
  const map = new Map<string, Occupancy>();
  for (const r of rooms) {
    const o = map.get(r.building) ?? { building: r.building, total: 0, byStatus: {}, occupiedRate: 0 };
    o.total++;
    o.byStatus[r.status] = (o.byStatus[r.status] ?? 0) + 1;
    map.set(r.building, o);
  }
  return [...map.values()].map((o) => ({ ...o, occupiedRate: o.total ? (o.total - (o.byStatus[0] ?? 0)) / o.total : 0 }));
}
