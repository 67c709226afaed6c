import { describe, expect, it } from 'vitest';
import { dayText, readableDays } from '../../shared/dates';
import { Conflict } from '../../functions/platform/errors';

describe('days as a person reads them (spec §9: DD-MM-YYYY)', () => {
  it('writes a day DD-MM-YYYY', () => {
    expect(dayText('2026-11-26')).toBe('26-11-2026');
  });

  it('turns every ISO day of a text into DD-MM-YYYY and leaves the rest alone', () => {
    expect(readableDays('Đã có lần thay đồng hồ điện ngày 2026-11-05: hãy sửa lần đó (từ 2026-10-31)')).toBe(
      'Đã có lần thay đồng hồ điện ngày 05-11-2026: hãy sửa lần đó (từ 31-10-2026)',
    );
    // months, slip numbers, ids and amounts are not days
    expect(readableDays('Hoá đơn BT-BN2611-105 tháng 2026-11, 12026-11-260, 1.473.963 đ')).toBe(
      'Hoá đơn BT-BN2611-105 tháng 2026-11, 12026-11-260, 1.473.963 đ',
    );
    expect(readableDays(new Conflict('Kỳ 2026-11-01').message)).toBe('Kỳ 01-11-2026');
  });
});
