import { describe, expect, it } from 'vitest';
import { workingScreens } from '../../web/src/app/screens';
import { journalObjectRef, logEntityRef, RECORD_SCREENS, voucherRef } from '../../web/src/lib/record-links';

const ULID = /[0-9A-HJKMNP-TV-Z]{26}/;
const line = { date: '2026-11-05', building: 'BN', description: '' };

describe('voucher numbers where people expect them (journal Số chứng từ)', () => {
  it('shows the slip number and opens the slip book on its month, searched by it', () => {
    const ref = voucherRef({ ...line, voucher_type: 'deposit', voucher_no: 'CBN2611-006' });
    expect(ref).toMatchObject({ text: 'CBN2611-006', title: 'Phiếu nhận cọc CBN2611-006' });
    expect(ref.href).toBe('/bao-cao-nhan-coc?building=BN&from=2026-11-01&to=2026-11-30&q=CBN2611-006');
  });

  it('finds the number in older lines that do not carry it, and never shows an id', () => {
    expect(voucherRef({ ...line, voucher_type: 'deposit_cancel', description: 'Khách huỷ cọc CBN2610-003 phòng 101 (BN) - mất cọc' }).text).toBe('CBN2610-003');
    expect(voucherRef({ ...line, voucher_type: 'return_deposit', description: 'Trả cọc phòng 101 (BN), HĐ HD-BN101-20260101, Nguyễn A' }).text).toBe(
      'HD-BN101-20260101',
    );
    const bare = voucherRef({ ...line, voucher_type: 'check_out', description: 'Hoá đơn trả phòng 407 (BN)' });
    expect(bare.text).toBe('Phiếu trả phòng');
    expect(bare.href).toBe('/bao-cao-tra-phong?building=BN&from=2026-11-01&to=2026-11-30&status=');
  });

  it('opens bills on their building and month, receipts and notes on their screens', () => {
    expect(voucherRef({ ...line, date: '2026-10-31', voucher_type: 'bill', voucher_no: 'BT-BN2610-101' })).toMatchObject({
      text: 'BT-BN2610-101',
      href: '/bang-tinh-tien?building=BN&month=2026-10',
      numbered: true,
    });
    expect(voucherRef({ ...line, date: '2026-11-05', voucher_type: 'receipt_room', voucher_no: 'PTBN2611-001' }).href).toBe(
      '/phieu-thu-tien-phong?building=BN&from=2026-11-01&to=2026-11-30',
    );
    expect(voucherRef({ ...line, date: '2026-11-05', voucher_type: 'payment_adjustment', voucher_no: 'DCBN2611-001' }).href).toBe(
      '/phieu-dieu-chinh?building=BN&from=2026-11-01&to=2026-11-30',
    );
    expect(voucherRef({ ...line, date: '2026-11-05', voucher_type: 'return_deposit_adjustment', voucher_no: 'DCBN2611-002' }).text).toBe('DCBN2611-002');
  });

  it('opens a check-in by its contract number', () => {
    expect(voucherRef({ ...line, voucher_type: 'check_in', voucher_no: 'HD-BN101-20261105' }).href).toBe(
      '/phieu-thong-tin-nhan-phong?building=BN&from=2026-11-01&to=2026-11-30&q=HD-BN101-20261105',
    );
  });
});

describe('objects by name (journal Đối tượng)', () => {
  it('names a room and links to it', () => {
    expect(journalObjectRef({ ...line, object: 'room:BN-101' })).toEqual({ text: 'Phòng BN-101', href: '/phong/BN/101' });
    expect(journalObjectRef({ ...line, object: 'room:BN-101', object_name: 'Phòng 101 (BN)' }).text).toBe('Phòng 101 (BN)');
  });

  it('names a deposit by the server, by its slip, or by its room, never by its id', () => {
    const deposit = { ...line, object: 'deposit:01M825RB9J42PVFRQXQM55DTBP' };
    expect(journalObjectRef({ ...deposit, object_name: 'Khách BN401-2' }).text).toBe('Khách BN401-2');
    expect(journalObjectRef({ ...deposit, description: 'Nhận cọc CBN2611-002 phòng 401 (BN) - Khách' })).toMatchObject({
      text: 'Cọc CBN2611-002',
      href: expect.stringContaining('q=CBN2611-002'),
    });
    expect(journalObjectRef({ ...deposit, description: 'Trừ cọc vào hoá đơn trả phòng 407 (BN)' }).text).toBe('Cọc phòng 407 (BN)');
    expect(journalObjectRef(deposit).text).toBe('Tiền cọc');
  });

  it('names an agent from the users, and links to their commissions', () => {
    const ref = journalObjectRef({ ...line, object: 'agent:u-1' }, { userName: (id) => (id === 'u-1' ? 'Trần Văn Bảo' : undefined) });
    expect(ref).toMatchObject({ text: 'Trần Văn Bảo', href: '/tien-dan-phong?month=2026-11&building=BN&agent=u-1' });
    expect(journalObjectRef({ ...line, object: 'agent:u-2' }).text).toBe('Người dẫn phòng');
  });

  it('keeps an unknown or internal id out of sight', () => {
    expect(journalObjectRef({ ...line, object: 'payee:01M825RB9J42PVFRQXQM55DTBP' }).text).not.toMatch(ULID);
    expect(journalObjectRef({ ...line, object: 'payee:01M825RB9J42PVFRQXQM55DTBP', object_name: 'Điện lực Bình Thạnh' }).text).toBe('Điện lực Bình Thạnh');
  });
});

describe('log Đối tượng', () => {
  const at = '2026-11-05T03:00:00.000Z';
  it('shows a deposit slip with its room, from the server or from the summary', () => {
    const e = { entity: 'deposit', entity_id: '01M825RB9J42PVFRQXQM55DTBP', building: 'BN', at, summary: 'Nhận cọc CBN2611-006 phòng 101 (BN) - Nguyễn A' };
    expect(logEntityRef(e)).toMatchObject({ text: 'CBN2611-006 · Phòng 101 (BN)', href: expect.stringContaining('/bao-cao-nhan-coc?') });
    expect(logEntityRef({ ...e, entity_no: 'CBN2611-007', entity_name: 'Nguyễn B' }).text).toBe('CBN2611-007 · Nguyễn B');
  });

  it('shows a stay or a check-out by its contract, a room by its number, a user by name', () => {
    expect(
      logEntityRef({
        entity: 'stay',
        entity_id: '01M825RSAYRRCTQ1X09X1DDMXK',
        building: 'MT',
        at,
        summary: 'Nhận phòng 407 (MT), HĐ HD-MT407-20261002, Người ở 1',
      }).text,
    ).toBe('HD-MT407-20261002 · Phòng 407 (MT)');
    expect(logEntityRef({ entity: 'room', entity_id: 'MT-508', building: 'MT', at, summary: 'Báo trả phòng' })).toEqual({
      text: 'Phòng 508 (MT)',
      href: '/phong/MT/508',
    });
    expect(logEntityRef({ entity: 'user', entity_id: 'baove1', at, summary: '' }).text).toBe('Tài khoản baove1');
    expect(logEntityRef({ entity: 'month_report', entity_id: 'TB-2026-10', at, summary: '' })).toEqual({
      text: 'Bảng cân đối tháng 10/2026',
      href: '/tb?month=2026-10',
    });
  });

  it('never shows an internal id or an English entity word', () => {
    const text = logEntityRef({ entity: 'return_deposit', entity_id: '01M825RB9J42PVFRQXQM55DTBP', building: 'BN', at, summary: 'Chi trả cọc 100000' }).text;
    expect(text).not.toMatch(ULID);
    expect(text).not.toMatch(/return_deposit|deposit|stay/);
  });
});

describe('record screens', () => {
  it('are all working screens of the screen table', () => {
    const paths = new Set(workingScreens('admin').map((s) => s.path));
    for (const path of Object.values(RECORD_SCREENS)) expect(paths.has(path), path).toBe(true);
  });
});
