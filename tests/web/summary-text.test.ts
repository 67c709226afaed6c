import { describe, expect, it } from 'vitest';
import { formatStoredText } from '../../web/src/lib/summary-text';

// Intl writes a no-break space before ₫; compare with plain spaces.
const show = (text: string) => formatStoredText(text).replace(/\s/g, ' ');

describe('formatStoredText (spec §9: VND in vi-VN, dates DD-MM-YYYY), for old and new log lines alike', () => {
  it('writes the amounts of a check-out summary as money', () => {
    expect(show('Trả phòng 101 (BN), HĐ HD-BN101-20261101: hoá đơn 1594900, trừ cọc 1594900, trả lại 0')).toBe(
      'Trả phòng 101 (BN), HĐ HD-BN101-20261101: hoá đơn 1.594.900 ₫, trừ cọc 1.594.900 ₫, trả lại 0 ₫',
    );
  });

  it('writes ISO dates as DD-MM-YYYY and months as MM/YYYY', () => {
    expect(show('Báo trả phòng, dự kiến trả 2026-11-11: phòng 305 (GB)')).toBe('Báo trả phòng, dự kiến trả 11-11-2026: phòng 305 (GB)');
    expect(show('Chốt bảng cân đối số phát sinh tháng 2026-10')).toBe('Chốt bảng cân đối số phát sinh tháng 10/2026');
  });

  it('rewrites amounts already written with đ the same way', () => {
    expect(show('Huỷ cọc CBN2611-006 phòng 101 (BN), mất cọc 3.500.000 đ')).toBe('Huỷ cọc CBN2611-006 phòng 101 (BN), mất cọc 3.500.000 ₫');
    expect(show('Thu cọc bổ sung phòng 101 (BN): 500.000 đ')).toBe('Thu cọc bổ sung phòng 101 (BN): 500.000 ₫');
  });

  it('takes a bare number of five digits or more as money, and a rent change on both sides', () => {
    expect(show('Tăng giá 3 phòng (BN) thêm 200000 từ 2026-12-01: 101, 102, 1203')).toBe('Tăng giá 3 phòng (BN) thêm 200.000 ₫ từ 01-12-2026: 101, 102, 1203');
    expect(show('giá phòng 4300000 → 4500000 từ 2026-12-01')).toBe('giá phòng 4.300.000 ₫ → 4.500.000 ₫ từ 01-12-2026');
  });

  it('leaves slip and contract numbers, room numbers, counts, phones and times alone', () => {
    for (const text of [
      'Nhận cọc CBN2611-006 phòng 101 (BN) - Nguyễn Văn A',
      'Nhận phòng 1203 (MT), HĐ HD-MT1203-20261105, Trần B',
      'Xoá toàn bộ dữ liệu (1234 bản ghi)',
      'Xoá toàn bộ dữ liệu (123456 bản ghi)',
      'Gọi 0901234567 lúc 10:30',
      'Đổi vai trò của baove1: staff → admin',
    ]) {
      expect(show(text)).toBe(text);
    }
  });

  it('is empty for nothing', () => {
    expect(formatStoredText(undefined)).toBe('');
    expect(formatStoredText('')).toBe('');
  });
});
