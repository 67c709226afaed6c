import { describe, expect, it } from 'vitest';
import { sheetOf, type Column } from '../../shared/go-live/sheets';
import { readCell } from '../../functions/go-live/rules/cells';
import { sheetRows, type SheetRow } from '../../functions/go-live/rules/sheet-rows';
import { checkRooms } from '../../functions/go-live/rules/rooms-rules';
import { checkStays, checkTenants, checkVehicles, staysWithTenants } from '../../functions/go-live/rules/stays-rules';
import { checkDeposits } from '../../functions/go-live/rules/deposits-rules';
import { checkReadings } from '../../functions/go-live/rules/readings-rules';
import { checkDebts } from '../../functions/go-live/rules/debts-rules';
import { checkBalances } from '../../functions/go-live/rules/balances-rules';
import { checkTotals, sumsOf } from '../../functions/go-live/rules/totals-rules';
import { accountTotals, openingEntries } from '../../functions/go-live/rules/opening-entries';
import type { Known, KnownRoom } from '../../functions/go-live/rules/context';

const col = (sheet: Parameters<typeof sheetOf>[0], key: string): Column => sheetOf(sheet).columns.find((c) => c.key === key)!;
const row = (n: number, v: SheetRow['v']): SheetRow => ({ row: n, v });
const known = (rooms: Record<string, KnownRoom> = {}): Known => ({ cutOver: '2026-10-31', rooms: new Map(Object.entries(rooms)) });
const messages = (p: { row: number | null; column: string | null; message: string }[]) => p.map((x) => `${x.row}:${x.column}:${x.message}`);
const allRooms = { create: [], same: [], all: new Set(['BN-101', 'BN-102']) };

describe('readCell', () => {
  it('reads money as integer đồng > 0 within bounds, with thousands separators', () => {
    const rent = col('rooms', 'rent');
    expect(readCell(rent, '3.500.000')).toEqual({ value: 3_500_000 });
    expect(readCell(rent, 3_500_000.5)).toEqual({ error: 'Số tiền phải là số nguyên (đồng)' });
    expect(readCell(rent, 0)).toEqual({ error: 'Số tiền phải lớn hơn 0' });
    expect(readCell(rent, 5_000_000_000)).toEqual({ error: 'Số tiền tối đa 1.000.000.000' });
    expect(readCell(rent, 'ba triệu')).toEqual({ error: 'Số tiền phải là một số' });
    expect(readCell(rent, null)).toEqual({ error: 'Thiếu giá thuê' });
  });
  it('reads dates from Excel dates and dd/mm/yyyy, refusing impossible ones', () => {
    const d = col('stays', 'start_date');
    expect(readCell(d, new Date('2025-03-01T00:00:00Z'))).toEqual({ value: '2025-03-01' });
    expect(readCell(d, '1/3/2025')).toEqual({ value: '2025-03-01' });
    expect(readCell(d, '30/02/2025')).toEqual({ error: 'Ngày không hợp lệ (dd/mm/yyyy)' });
  });
  it('refuses a phone in the ID column and an ID in the phone column', () => {
    expect(readCell(col('tenants', 'id_number'), '0901234567')).toEqual({ error: 'Đây là số điện thoại, không phải số CCCD' });
    expect(readCell(col('tenants', 'id_number'), '079090001234')).toEqual({ value: '079090001234' });
    expect(readCell(col('tenants', 'phone'), '079090001234')).toEqual({ error: 'Đây là số CCCD/CMND, không phải số điện thoại' });
    expect(readCell(col('tenants', 'phone'), '+84 901 234 567')).toEqual({ value: '0901234567' });
  });
  it('reads a choice by its label or value, and refuses anything else', () => {
    expect(readCell(col('rooms', 'building'), 'bn')).toEqual({ value: 'BN' });
    expect(readCell(col('rooms', 'building'), 'ZZ')).toEqual({ error: 'Giá trị không có trong danh sách: ZZ' });
  });
});

describe('sheetRows', () => {
  const def = sheetOf('totals');
  it('refuses renamed headers and a changed example row, and skips empty rows', () => {
    expect(messages(sheetRows(def, new Map([[1, ['Tổng', 'Tiền']]])).problems)).toEqual(['1:amount:Cột 2 phải là «Số tiền»: không đổi tên hay thứ tự cột']);
    const r = sheetRows(
      def,
      new Map([
        [1, ['Tổng', 'Số tiền']],
        [2, ['Khách còn nợ', 1]],
        [3, [null, null]],
        [4, ['Khách còn nợ', 10]],
      ]),
    );
    expect(messages(r.problems)).toEqual(['2:null:Dòng 2 là dòng ví dụ, không được đọc: hãy để nguyên và nhập dữ liệu từ dòng 3']);
    expect(r.rows).toEqual([{ row: 4, v: { what: 'debts', amount: 10 } }]);
  });
  it('says a sheet is missing', () => {
    expect(messages(sheetRows(def, undefined).problems)).toEqual(['null:null:Thiếu trang «Tổng kiểm tra»: hãy dùng tệp mẫu tải về']);
  });
});

describe('checkRooms', () => {
  it('refuses a room twice and an existing room with different data; keeps an identical one', () => {
    const rows = [
      row(3, { building: 'BN', room: '101', floor: 1, rent: 3_000_000 }),
      row(4, { building: 'BN', room: '101', floor: 1, rent: 3_000_000 }),
      row(5, { building: 'BN', room: '102', floor: 1, rent: 3_500_000 }),
      row(6, { building: 'BN', room: '103', floor: 1, rent: 3_000_000, deposit: 3_000_000, max_occupants: 2 }),
    ];
    const r = checkRooms(
      rows,
      known({
        'BN-102': { floor: 1, rent: 3_000_000, deposit: 3_000_000, max_occupants: 2, status: 0 },
        'BN-103': { floor: 1, rent: 3_000_000, deposit: 3_000_000, max_occupants: 2, status: 0 },
      }),
    );
    expect(messages(r.problems)).toEqual([
      '4:room:Phòng trùng với dòng 3',
      '5:rent:Phòng đã có trong hệ thống với giá thuê 3.000.000 đ, khác với tệp (3.500.000 đ)',
      '5:deposit:Phòng đã có trong hệ thống với tiền cọc chuẩn 3.000.000 đ, khác với tệp (3.500.000 đ)',
    ]);
    expect(r.checked.create.map((x) => x.row)).toEqual([3]);
    expect(r.checked.same.map((x) => x.row)).toEqual([6]);
  });
});

describe('checkStays / checkTenants / checkVehicles / staysWithTenants', () => {
  it('refuses an unknown room, a room occupied in the table, a start after the cut-over and a contract twice', () => {
    const r = checkStays(
      [
        row(3, { building: 'BN', room: '109', contract_no: 'A', start_date: '2025-01-01' }),
        row(4, { building: 'BN', room: '101', contract_no: 'B', start_date: '2026-11-02' }),
        row(5, { building: 'BN', room: '102', contract_no: 'b', start_date: '2025-01-01' }),
      ],
      allRooms,
      known({ 'BN-101': { floor: 1, rent: 1, deposit: 1, max_occupants: 1, status: 2 } }),
    );
    expect(messages(r.problems)).toEqual([
      '5:contract_no:Số hợp đồng trùng với dòng 4',
      '3:room:Phòng BN-109 không có ở trang Phòng cũng như trong hệ thống',
      '4:room:Phòng BN-101 trong hệ thống không còn trống (đã có cọc hoặc người ở)',
      '4:start_date:Ngày vào ở 02/11/2026 sau ngày chuyển đổi 31/10/2026',
    ]);
  });
  it('wants tenants and vehicles in a stay’s room, a sane birth date, an ID and a plate once', () => {
    const stayRooms = new Set(['BN-101']);
    expect(
      messages(
        checkTenants(
          [row(3, { building: 'BN', room: '101', id_number: '1', birth_date: '2027-01-01' }), row(4, { building: 'BN', room: '102', id_number: '1' })],
          stayRooms,
          known(),
        ).problems,
      ),
    ).toEqual(['4:id_number:Số CCCD trùng với dòng 3', '3:birth_date:Ngày sinh 01/01/2027 không hợp lý']);
    expect(
      messages(
        checkVehicles([row(3, { building: 'BN', room: '101', type: 'motorbike' }), row(4, { building: 'BN', room: '102', type: 'bicycle' })], stayRooms)
          .problems,
      ),
    ).toEqual(['3:plate:Thiếu biển số xe', '4:room:Phòng BN-102 không có ở trang Đang thuê']);
  });
  it('refuses a stay without tenants', () => {
    const r = staysWithTenants(
      [row(3, { building: 'BN', room: '101' }), row(4, { building: 'BN', room: '102' })],
      [row(9, { building: 'BN', room: '101' })],
      [],
    );
    expect(messages(r.problems)).toEqual(['4:room:Phòng BN-102 chưa có người thuê nào ở trang Người thuê']);
    expect(r.plans).toHaveLength(1);
  });
});

describe('checkDeposits', () => {
  it('refuses a deposit without a room, received after the cut-over, or moving in before it was received', () => {
    const r = checkDeposits(
      [row(3, { building: 'BN', room: '999', date: '2026-10-01' }), row(4, { building: 'BN', room: '101', date: '2026-11-01', move_in: '2026-10-01' })],
      allRooms,
      known(),
    );
    expect(messages(r.problems)).toEqual([
      '3:room:Cọc cho phòng BN-999 không có ở trang Phòng cũng như trong hệ thống',
      '4:date:Ngày nhận cọc 01/11/2026 sau ngày chuyển đổi 31/10/2026',
      '4:move_in:Ngày dự kiến vào ở trước ngày nhận cọc',
    ]);
  });
});

describe('checkReadings', () => {
  it('wants a room or an internal consumer of the building, each meter once', () => {
    const r = checkReadings(
      [
        row(3, { building: 'BN', room: '101' }),
        row(4, { building: 'BN', room: '101' }),
        row(5, { building: 'BN', room: '102', consumer: 'MG-BN-1' }),
        row(6, { building: 'BN' }),
        row(7, { building: 'BN', consumer: 'BV-GB' }),
        row(8, { building: 'BN', room: '777' }),
        row(9, { building: 'BN', consumer: 'MG-BN-2' }),
      ],
      allRooms,
    );
    expect(messages(r.problems)).toEqual([
      '4:room:Đồng hồ trùng với dòng 3',
      '5:consumer:Ghi Phòng hoặc Mã nội bộ, không ghi cả hai',
      '6:room:Thiếu phòng hoặc mã nội bộ',
      '7:consumer:Mã BV-GB không thuộc toà BN',
      '8:room:Phòng BN-777 không có ở trang Phòng cũng như trong hệ thống',
    ]);
    expect(r.ok.map((x) => x.row)).toEqual([3, 9]);
  });
});

describe('checkDebts', () => {
  const stays = [row(3, { building: 'BN', room: '101', start_date: '2026-03-10' })];
  it('refuses a debt for a room with no stay, before the stay, after the cut-over; a departed tenant needs a leave date', () => {
    const r = checkDebts(
      [
        row(3, { building: 'BN', room: '102', month: '2026-09', kind: 'debt', for: 'rent' }),
        row(4, { building: 'BN', room: '101', month: '2026-02', kind: 'debt', for: 'rent' }),
        row(5, { building: 'BN', room: '101', month: '2026-11', kind: 'debt', for: 'rent' }),
        row(6, { building: 'BN', room: '101', month: '2026-11', kind: 'prepaid', for: 'rent' }),
        row(7, { building: 'BN', room: '102', month: '2026-05', kind: 'debt', for: 'rent', departed_name: 'A' }),
        row(8, { building: 'BN', room: '102', month: '2026-05', kind: 'debt', for: 'rent', departed_name: 'B', leave_date: '2026-11-05' }),
        row(9, { building: 'BN', room: '101', month: '2026-11', kind: 'prepaid', for: 'rent' }),
      ],
      stays,
      known(),
    );
    expect(messages(r.problems)).toEqual([
      '9:month:Khoản trùng với dòng 6',
      '3:room:Công nợ cho phòng BN-102 không có người đang thuê ở trang Đang thuê',
      '4:month:Tháng 2026-02 trước ngày vào ở 10/03/2026',
      '5:month:Khoản nợ tháng 2026-11 sau tháng chuyển đổi 2026-10',
      '7:leave_date:Khách đã trả phòng: thiếu ngày trả phòng',
      '8:leave_date:Ngày trả phòng 05/11/2026 sau ngày chuyển đổi 31/10/2026',
    ]);
    expect(r.ok.map((x) => x.row)).toEqual([6]);
  });
});

describe('checkBalances', () => {
  it('wants a wallet for wallet rows, a side for the landlady, a named payable lender, each owner once', () => {
    const r = checkBalances([
      row(3, { kind: 'wallet', wallet: '6', amount: 1 }),
      row(4, { kind: 'wallet', wallet: '6', amount: 2 }),
      row(5, { kind: 'landlady', amount: 1 }),
      row(6, { kind: 'lender', side: 'receivable', amount: 1 }),
      row(7, { kind: 'wallet', amount: 1, side: 'payable' }),
    ]);
    expect(messages(r.problems)).toEqual([
      '5:side:Thiếu chiều: Phải thu hoặc Phải trả',
      '6:lender:Thiếu tên bên cho vay',
      '6:side:Khoản vay là nợ phải trả bên cho vay',
      '7:wallet:Thiếu quỹ / tài khoản',
      '7:side:Số dư quỹ / ngân hàng không ghi chiều',
      '4:kind:Số dư của cùng đối tượng trùng với dòng 3',
    ]);
  });
});

describe('checkTotals', () => {
  it('says which control total does not tie, by how much', () => {
    const sums = sumsOf({ stays: [row(3, { deposit_held: 3_000_000 })], deposits: [], debts: [row(3, { kind: 'debt', amount: 500 })], balances: [] });
    expect(messages(checkTotals([row(3, { what: 'stay_deposits', amount: 3_000_000 }), row(4, { what: 'debts', amount: 600 })], sums))).toEqual([
      '4:amount:Tổng không khớp: «Khách còn nợ» theo sổ 600 đ, các dòng đã nhập 500 đ (chênh 100 đ)',
    ]);
  });
});

describe('openingEntries / accountTotals', () => {
  it('posts each balance against 4211 on the cut-over date, on the side it sits, and the accounts tie', () => {
    const entries = openingEntries('2026-10-31', {
      stays: [row(3, { building: 'BN', room: '101', deposit_held: 3_000_000 })],
      deposits: [row(3, { building: 'BN', room: '105', name: 'Tùng', amount: 2_000_000 })],
      debts: [row(3, { building: 'BN', room: '101', month: '2026-10', kind: 'debt', amount: 500_000 })],
      balances: [
        row(3, { kind: 'wallet', wallet: '6', amount: 10_000_000 }),
        row(4, { kind: 'lender', lender: 'Anh  Tư', side: 'payable', amount: 7_000_000 }),
      ],
    });
    expect(entries.map((e) => [e.debit_account, e.debit_object, e.credit_account, e.credit_object, e.amount, e.date])).toEqual([
      ['1111', null, '4211', null, 10_000_000, '2026-10-31'],
      ['4211', null, '3411', 'lender:Anh Tư', 7_000_000, '2026-10-31'],
      ['1311', 'stay:BN-101', '4211', null, 500_000, '2026-10-31'],
      ['4211', null, '5112', 'stay:BN-101', 3_000_000, '2026-10-31'],
      ['4211', null, '5112', 'deposit:BN-105 (Tùng)', 2_000_000, '2026-10-31'],
    ]);
    const totals = accountTotals(entries);
    expect(totals.find((t) => t.account === '4211')).toMatchObject({ debit: 12_000_000, credit: 10_500_000 });
    expect(totals.reduce((s, t) => s + t.debit - t.credit, 0)).toBe(0);
  });
});
