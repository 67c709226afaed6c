import { describe, expect, it } from 'vitest';
import { mergeRoomFigures, roomFiguresOf, roomStatusFigure } from '../../functions/kernel/model/room-figures';
import { stateChangeItems } from '../../functions/kernel/rooms/status-machine';
import { keys } from '../../functions/platform/db/keys';

process.env.TABLE_NAME ??= 'unit-table';

const room = (room_id: string, status: number) =>
  ({ building: 'MT' as const, room_id, floor: 1, rent: 1, deposit: 1, max_occupants: 1, status, version: 3, updated_at: 'x' }) as const;

describe('kept room statuses (kernel/model/room-figures.ts)', () => {
  it('a status change sets the room’s status on its building’s item in the same transaction, a check-in its start date', () => {
    const items = stateChangeItems({ room: room('101', 1), to: 2, event: 'check_in', voucherType: 'check_in', voucherId: 'S', at: 't', date: '2026-11-05' });
    const figure = items.find((i) => i.op.Update?.Key?.PK === 'ROOMFIG')!.op.Update!;
    expect(figure.Key).toEqual(keys.roomFigures('MT'));
    expect(figure.UpdateExpression).toMatch(/^SET #a0 = :a0, #a1 = :a1, entity = :e, building = :b ADD #v :one$/);
    expect(figure.ExpressionAttributeNames).toMatchObject({ '#a0': 'r_101', '#a1': 'i_101', '#v': 'v' });
    expect(figure.ExpressionAttributeValues).toMatchObject({ ':a0': 2, ':a1': '2026-11-05', ':e': 'room_figures', ':b': 'MT' });
    // No condition: the room's own update is guarded by status and version.
    expect(figure.ConditionExpression).toBeUndefined();
  });

  it('two rooms of one building in one transaction write the building’s item once; other buildings’ and other items stay', () => {
    const other = { op: { Put: { TableName: 'unit-table', Item: { PK: 'X', SK: 'Y' } } } };
    const merged = mergeRoomFigures([roomStatusFigure('MT', '101', 0), other, roomStatusFigure('MT', '102', 1), roomStatusFigure('MA', '101', 4)]);
    expect(merged).toHaveLength(3);
    const mt = merged[0]!.op.Update!;
    expect(Object.values(mt.ExpressionAttributeNames!).sort()).toEqual(['r_101', 'r_102', 'v']);
    expect(mt.ExpressionAttributeValues).toMatchObject({ ':a0': 0, ':a1': 1 });
    expect(merged[1]).toBe(other);
    expect(merged[2]!.op.Update!.Key).toEqual(keys.roomFigures('MA'));
    const alone = [roomStatusFigure('MT', '101', 0), other];
    expect(mergeRoomFigures(alone)).toEqual(alone);
  });

  it('reads the statuses, the kept check-in dates and whether the item is whole', () => {
    const f = roomFiguresOf('MT', { PK: 'ROOMFIG', SK: 'MT', complete: true, v: 7, r_101: 2, r_A2: 0, i_101: '2026-11-05', entity: 'room_figures' });
    expect(f).toEqual({
      building: 'MT',
      complete: true,
      version: 7,
      statuses: new Map([
        ['101', 2],
        ['A2', 0],
      ]),
      checkIns: new Map([['101', '2026-11-05']]),
    });
    expect(roomFiguresOf('MT', undefined)).toMatchObject({ complete: false, version: 0, statuses: new Map() });
  });
});
