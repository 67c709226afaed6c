import { describe, expect, it } from 'vitest';
import { compareIso, compareNumbered, compareVietnamese } from '../../shared/text/collate';

describe('shared collators', () => {
  it('orders room and voucher numbers by their numbers', () => {
    expect(['P10', 'P2', 'P1', '201', '30'].sort(compareNumbered)).toEqual(['30', '201', 'P1', 'P2', 'P10']);
  });

  it('orders names in Vietnamese: Đ after D, accents after the bare letter', () => {
    expect(['Đức', 'Dũng', 'Anh', 'Ánh', 'Bình'].sort(compareVietnamese)).toEqual(['Anh', 'Ánh', 'Bình', 'Dũng', 'Đức']);
  });

  it('orders ISO dates and timestamps chronologically, equal ones as equal', () => {
    expect(['2026-10-02', '2026-09-30T23:00:00Z', '2026-10-01'].sort(compareIso)).toEqual(['2026-09-30T23:00:00Z', '2026-10-01', '2026-10-02']);
    expect(compareIso('2026-10-01', '2026-10-01')).toBe(0);
  });
});
