import { describe, expect, it } from 'vitest';
import { anomalyReport, planAnomalies, plantedUse, type PlantedAnomaly } from '../../infra/local/history-anomalies';
import type { RoomPlan } from '../../infra/local/history-kit';

const room = (building: RoomPlan['building'], room_id: string, stays: RoomPlan['stays']): RoomPlan => ({
  building,
  room_id,
  n: 0,
  events: [],
  next: 0,
  money: [],
  nextMoney: 0,
  stays,
  ctx: { owed: 0 },
});

describe('the anomalies planted in the history (issue 21 §7)', () => {
  it('plants one per building, the kinds in turn, in a room of that building lived in from before M−2 to past M', () => {
    const rooms = [
      room('BN', '101', [{ start: '2026-09-05', persons: 2 }]), // moved in during M−1: no full month before M
      room('BN', '102', [{ start: '2026-06-01', persons: 2 }]),
      room('GB', '101', [{ start: '2026-06-01', persons: 2 }]), // the unreported tenant needs one person registered
      room('GB', '102', [{ start: '2026-06-01', leave: '2026-10-20', persons: 1 }]), // leaves in M
      room('GB', '103', [{ start: '2026-06-01', persons: 1 }]),
      room('TT', '101', [{ start: '2026-05-01', persons: 3 }]),
    ];
    expect(planAnomalies(rooms, '2026-10')).toEqual([
      { building: 'BN', room_id: '102', kind: 'leak', type: 'W', from: '2026-09' },
      { building: 'GB', room_id: '103', kind: 'unreported_tenant', type: 'W', from: '2026-09' },
      { building: 'TT', room_id: '101', kind: 'broken_meter', type: 'E', from: '2026-09' },
    ]);
  });

  it('moves the use from its month on: a leak adds water, the unreported tenant multiplies it, a broken meter stops', () => {
    const a = (kind: PlantedAnomaly['kind']): PlantedAnomaly => ({
      building: 'BN',
      room_id: '101',
      kind,
      type: kind === 'broken_meter' ? 'E' : 'W',
      from: '2026-09',
    });
    expect(plantedUse(a('leak'), 'W', '2026-08', 8, 2)).toBe(8);
    expect(plantedUse(a('leak'), 'W', '2026-09', 8, 2)).toBeGreaterThanOrEqual(28);
    expect(plantedUse(a('leak'), 'E', '2026-09', 150, 2)).toBe(150);
    expect(plantedUse(a('unreported_tenant'), 'W', '2026-10', 4, 1)).toBe(16);
    expect(plantedUse(a('broken_meter'), 'E', '2026-10', 150, 2)).toBe('frozen');
    expect(plantedUse(undefined, 'E', '2026-10', 150, 2)).toBe(150);
  });

  it('reports recall over the planted rooms and the flags on rooms where nothing was planted', () => {
    const planted: PlantedAnomaly[] = [
      { building: 'BN', room_id: '101', kind: 'leak', type: 'W', from: '2026-09' },
      { building: 'GB', room_id: '101', kind: 'broken_meter', type: 'E', from: '2026-09' },
    ];
    const row = (building: 'BN' | 'GB', room_id: string, flag: 'no_use' | 'unexplained' | null) => ({
      building,
      room_id,
      flag,
      consumption: 1,
      previous_month_consumption: 1,
      customer_count: 1,
      devices: [],
    });
    const rows = Array.from({ length: 18 }, (_, i) => row('BN', String(200 + i), null));
    const r = anomalyReport('2026-10', planted, {
      E: [row('BN', '101', null), row('GB', '101', 'no_use'), ...rows],
      W: [row('BN', '101', 'unexplained'), row('GB', '101', null), row('BN', '200', 'unexplained'), ...rows.slice(1)],
    });
    expect(r).toMatchObject({
      rooms: 20,
      caught: 2,
      recall: 1,
      flagged: { E: 1, W: 2 },
      false_flags: { E: 0, W: 1 },
      flag_rate: { E: 5, W: 10 },
      by_flag: { no_use: 1, unexplained: 2 },
      pass: true,
    });
    expect(anomalyReport('2026-10', planted, { E: rows, W: rows }).pass).toBe(false);
  });
});
