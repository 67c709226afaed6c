import { describe, expect, it } from 'vitest';
import { BadRequest, Conflict, Forbidden, HttpError, NotFound, PeriodLocked, Unauthorized } from '../../functions/platform/errors';
import { keys } from '../../functions/platform/db/keys';
import { monthsBetween, vnDate, vnDayStart } from '../../functions/platform/time';
import { isoDate } from '../../shared/api/common';

describe('errors', () => {
  it('carry their status and expose only client errors', () => {
    const cases: [HttpError, number][] = [
      [new BadRequest(), 400],
      [new Unauthorized(), 401],
      [new Forbidden(), 403],
      [new NotFound(), 404],
      [new Conflict(), 409],
    ];
    for (const [e, status] of cases) {
      expect(e.status).toBe(status);
      expect(e.expose).toBe(true);
    }
    expect(new HttpError(500, 'db down').expose).toBe(false);
    expect(new PeriodLocked().message).toBe('Kỳ đã khoá sổ');
    expect(new PeriodLocked().status).toBe(409);
  });
});

describe('keys', () => {
  it('put a log line in its month partition, sortable by time', () => {
    expect(keys.log('2026-11-21T05:00:00.000Z', '01ABC')).toEqual({ PK: 'LOG#2026-11', SK: '2026-11-21T05:00:00.000Z#01ABC' });
    expect(keys.room('BN', '101')).toEqual({ PK: 'BLD#BN', SK: 'ROOM#101' });
  });
});

describe('time in Asia/Ho_Chi_Minh', () => {
  it('gives the Vietnamese calendar date of an instant', () => {
    expect(vnDate(new Date('2026-11-20T17:30:00Z'))).toBe('2026-11-21');
    expect(vnDate(new Date('2026-11-20T16:59:59Z'))).toBe('2026-11-20');
    expect(vnDayStart('2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });

  it('lists months across a year end', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-02-01')).toEqual([]);
  });

  it('refuses impossible dates', () => {
    expect(isoDate.safeParse('2026-02-28').success).toBe(true);
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
    expect(isoDate.safeParse('2026-02-29').success).toBe(false);
    expect(isoDate.safeParse('2026-13-01').success).toBe(false);
    expect(isoDate.safeParse('21-11-2026').success).toBe(false);
  });
});
