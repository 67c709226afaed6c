import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useEmptyTable } from './own-table';
import { createItem, transact } from '../../functions/platform/db/transact';
import { newRoomItem } from '../../functions/kernel/model/room';
import { roomFiguresOfBuildings } from '../../functions/kernel/model/room-figures';
import { backfillRoomFigures } from '../../functions/jobs/room-figures';

/**
 * Kept room statuses on a table that starts empty (the go-live import, the bench after its clearing,
 * a new building): the first room makes its building's item whole at once, so the dashboard reads it
 * without waiting for the backfill; rooms written before the item was kept (old data) leave it
 * incomplete until the backfill.
 */
useEmptyTable('room-figures-empty-test');

const room = (building: string, room_id: string) => ({ building, room_id, floor: 1, rent: 3_000_000, deposit: 3_000_000, max_occupants: 3 });
const figures = async (b: string) => {
  const f = (await roomFiguresOfBuildings([b], true)).get(b)!;
  return { complete: f.complete, statuses: Object.fromEntries(f.statuses) };
};

describe('kept room statuses from an empty table', () => {
  it('the first room of a building makes its item whole, also two at once; the next rooms are added to it', async () => {
    expect(await figures('GB')).toEqual({ complete: false, statuses: {} });
    ok(await invoke('POST', '/api/rooms', { body: room('GB', '101') }), 201);
    expect(await figures('GB')).toEqual({ complete: true, statuses: { '101': 0 } });
    await Promise.all(['102', '103'].map(async (r) => ok(await invoke('POST', '/api/rooms', { body: room('GB', r) }), 201)));
    // Two first rooms of an empty building at once: both land, the item complete with both.
    await Promise.all(['101', '102'].map(async (r) => ok(await invoke('POST', '/api/rooms', { body: room('XA', r) }), 201)));
    expect(await figures('XA')).toEqual({ complete: true, statuses: { '101': 0, '102': 0 } });
    expect(await figures('GB')).toEqual({ complete: true, statuses: { '101': 0, '102': 0, '103': 0 } });
    // A duplicate room writes nothing (its create fails, and the item with it).
    expect((await invoke('POST', '/api/rooms', { body: room('GB', '101') })).status).toBe(409);
    expect(await figures('GB')).toEqual({ complete: true, statuses: { '101': 0, '102': 0, '103': 0 } });
  });

  it('rooms of old data leave the item incomplete (the dashboard reads the rooms) until the backfill', async () => {
    await transact([createItem(newRoomItem(room('TT', '201') as never, new Date().toISOString()), 'x')]);
    ok(await invoke('POST', '/api/rooms', { body: room('TT', '202') }), 201);
    expect(await figures('TT')).toEqual({ complete: false, statuses: { '202': 0 } });
    const done = await backfillRoomFigures();
    expect(done.completed).toContain('TT');
    expect(await figures('TT')).toEqual({ complete: true, statuses: { '201': 0, '202': 0 } });
  });
});
