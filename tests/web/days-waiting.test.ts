import { describe, expect, it } from 'vitest';
import { daysWaiting, daysWaitingColumn } from '../../web/src/components/data-table/days-waiting';

describe('days waiting (issue 23 §9: lists of open work)', () => {
  it('counts calendar days from the day the work started waiting, never below zero; done work no longer waits', () => {
    expect(daysWaiting('2026-10-03', '2026-10-13')).toBe(10);
    expect(daysWaiting('2026-10-31', '2026-11-01')).toBe(1);
    expect(daysWaiting('2026-10-13', '2026-10-13')).toBe(0);
    expect(daysWaiting('2026-10-14', '2026-10-13')).toBe(0);
    expect(daysWaiting(undefined, '2026-10-13')).toBeUndefined();
  });

  it('the column exports the number and shows it in days, blank for a row that does not wait', () => {
    const col = daysWaitingColumn<{ since?: string }>((r) => r.since);
    expect(col.title).toBe('Số ngày chờ');
    expect(col.exportAs).toBe('number');
    expect(col.value!({})).toBeUndefined();
    const render = col.render as (v: unknown, r: { since?: string }) => unknown;
    expect(render(undefined, {})).toBe('');
    const days = daysWaiting('2025-01-01')!;
    expect(days).toBeGreaterThan(600);
    expect(render(undefined, { since: '2025-01-01' })).toBe(`${days.toLocaleString('vi-VN')} ngày`);
  });
});
