import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countedWrite, LOG_DAYS_KEPT, logDayAttribute, staleLogDays } from '../../functions/platform/db/entity-counts';
import { auditItem } from '../../functions/platform/audit';
import { createItem } from '../../functions/platform/db/transact';

// "Tổng thao tác hôm nay" (issue 23, item 6): log lines are counted per Vietnamese day by the write that
// makes them, in the kept count's own ADD (no item more in the transaction), so the dashboard reads a
// count, never a list capped at its limit. Pure: a transaction of fresh log lines reads nothing first.

beforeAll(() => vi.stubEnv('TABLE_NAME', 'unit-counts'));

const caller = { sub: 'u-ketoan', username: 'ketoan' };
const line = (at: string) => auditItem(caller, { action: 'create', entity: 'room', entityId: 'BN-101', summary: 'Thêm phòng 101 (BN)' }, at);

/** The kept count's update of a transaction: attribute → the number it adds, and the attributes it removes. */
async function countOf(items: Parameters<typeof countedWrite>[0]) {
  const { ops } = await countedWrite(items);
  const u = ops.at(-1)!.Update!;
  const names = u.ExpressionAttributeNames!;
  const values = u.ExpressionAttributeValues!;
  const [, add = '', remove = ''] = /ADD (.*?)(?: REMOVE (.*))?$/.exec(u.UpdateExpression!)!;
  const adds = Object.fromEntries(
    add
      .split(', ')
      .map((p) => p.split(' '))
      .map(([n, v]) => [names[n!], values[v!]]),
  );
  const removed = remove ? remove.split(', ').map((n) => names[n]) : [];
  return { adds, removed, ops };
}

describe('log lines counted per day, in the kept count’s update', () => {
  it('adds each line to its Vietnamese day (UTC+7), beside the record counts', async () => {
    const { adds, ops } = await countOf([createItem({ PK: 'BUILDING#BN', SK: 'ROOM#101', entity: 'room' }, 'trùng'), line('2026-11-26T03:00:00.000Z')]);
    expect(ops).toHaveLength(3); // the room, its log line, the one count item: nothing more
    expect(adds).toEqual({ n_room: 1, n_log: 1, 'log_2026-11-26': 1 });
    // 17:30 UTC on the 25th is 00:30 on the 26th in Vietnam.
    expect((await countOf([line('2026-11-25T17:30:00.000Z')])).adds).toMatchObject({ 'log_2026-11-26': 1 });
    expect((await countOf([line('2026-11-25T16:59:59.999Z')])).adds).toMatchObject({ 'log_2026-11-25': 1 });
  });

  it('counts every line, however many (no cap), and a transaction across midnight on both days', async () => {
    const many = Array.from({ length: 99 }, () => line('2026-11-26T08:00:00.000Z'));
    expect((await countOf(many)).adds).toEqual({ n_log: 99, 'log_2026-11-26': 99 });
    const { adds, removed } = await countOf([line('2026-11-25T16:59:59.000Z'), line('2026-11-25T17:00:01.000Z')]);
    expect(adds).toEqual({ n_log: 2, 'log_2026-11-25': 1, 'log_2026-11-26': 1 });
    expect(removed).not.toContain('log_2026-11-25');
  });

  it('forgets days older than a week in the same update, so a count item stays small', async () => {
    const { removed } = await countOf([line('2026-11-26T03:00:00.000Z')]);
    expect(removed).toEqual(staleLogDays('2026-11-26').map(logDayAttribute));
    expect(staleLogDays('2026-11-26')).toEqual(['2026-11-18', '2026-11-17', '2026-11-16', '2026-11-15', '2026-11-14', '2026-11-13', '2026-11-12']);
    expect(staleLogDays('2026-03-02')[0]).toBe('2026-02-22');
    expect(LOG_DAYS_KEPT).toBe(7);
  });

  it('moves no day when no log line is written', async () => {
    const { adds, removed } = await countOf([createItem({ PK: 'BUILDING#BN', SK: 'ROOM#102', entity: 'room' }, 'trùng')]);
    expect(adds).toEqual({ n_room: 1 });
    expect(removed).toEqual([]);
  });
});
