import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { goLiveWorkbook, type FillRows } from '../shared/go-live/template';

/**
 * The go-live workbook of a small operator (issue 25): two buildings of ten rooms, six stays with
 * their tenants and vehicles, two deposits held for customers not yet in, every meter's reading,
 * open debts, a prepayment, a departed tenant who still owes, and the balances of the cash boxes,
 * the bank, the landlady, the partner and one lender, with control totals that tie. Written from the
 * template module, so it is the template filled in: `npm run go-live:sample`.
 */
export const SAMPLE_CUT_OVER = '2026-10-31';
export const SAMPLE_PATH = 'samples/go-live-sample.xlsx';

const BUILDINGS = ['BN', 'GB'] as const;
const roomsOf = (b: string) =>
  Array.from({ length: 10 }, (_, i) => {
    const floor = i < 5 ? 1 : 2;
    const room = `${floor}0${(i % 5) + 1}`;
    return { building: b, room, floor, rent: 3_000_000 + floor * 200_000, deposit: null, max_occupants: 2, area: 18 + (i % 3) * 2, notes: null };
  });

const STAYS = [
  { building: 'BN', room: '101', contract_no: 'BN-HD-101', start_date: '2025-03-01', rent: 3_200_000, deposit_held: 3_200_000, internet: 'Có' },
  { building: 'BN', room: '102', contract_no: 'BN-HD-102', start_date: '2025-09-15', rent: 3_200_000, deposit_held: 3_200_000, internet: 'Không' },
  { building: 'BN', room: '201', contract_no: 'BN-HD-201', start_date: '2026-01-10', rent: 3_400_000, deposit_held: 3_400_000, internet: 'Có' },
  { building: 'GB', room: '101', contract_no: 'GB-HD-101', start_date: '2024-11-01', rent: 3_200_000, deposit_held: 3_000_000, internet: 'Có' },
  { building: 'GB', room: '103', contract_no: 'GB-HD-103', start_date: '2026-06-01', rent: 3_200_000, deposit_held: 3_200_000, internet: 'Không' },
  { building: 'GB', room: '205', contract_no: 'GB-HD-205', start_date: '2026-08-20', rent: 3_400_000, deposit_held: 0, internet: 'Không' },
];

const TENANTS = [
  { building: 'BN', room: '101', name: 'Nguyễn Văn An', phone: '0901234567', id_number: '079090001234', birth_date: '1995-06-15', hometown: 'Quảng Ngãi' },
  { building: 'BN', room: '101', name: 'Lê Thị Hoa', phone: '0912000111', id_number: '079190002345', birth_date: '1997-02-03', hometown: 'Bình Định' },
  { building: 'BN', room: '102', name: 'Trần Minh Khoa', phone: '0987654321', id_number: '052095003456', birth_date: '1999-11-20', hometown: 'Huế' },
  { building: 'BN', room: '201', name: 'Phạm Thu Trang', phone: '0933111222', id_number: '079301004567', birth_date: '2001-04-09', hometown: 'Long An' },
  { building: 'GB', room: '101', name: 'Võ Quốc Bảo', phone: '0977333444', id_number: '089092005678', birth_date: '1992-08-30', hometown: 'An Giang' },
  { building: 'GB', room: '103', name: 'Đặng Ngọc Lan', phone: '0966555777', id_number: '079198006789', birth_date: '1998-12-12', hometown: 'Tiền Giang' },
  { building: 'GB', room: '205', name: 'Huỳnh Gia Huy', phone: '0944888999', id_number: 'C1234567', birth_date: '1990-01-25', hometown: 'Hàn Quốc' },
];

const VEHICLES = [
  { building: 'BN', room: '101', type: 'Xe máy', plate: '59X1-12345' },
  { building: 'BN', room: '102', type: 'Xe điện', plate: '59MĐ1-00123' },
  { building: 'GB', room: '101', type: 'Xe máy', plate: '51G1-67890' },
  { building: 'GB', room: '103', type: 'Xe đạp', plate: null },
];

const DEPOSITS = [
  { building: 'BN', room: '105', name: 'Mai Văn Tùng', phone: '0908070605', date: '2026-10-25', amount: 2_000_000, move_in: '2026-11-05', notes: null },
  { building: 'GB', room: '202', name: 'Cao Thị Yến', phone: '0919293949', date: '2026-10-28', amount: 1_500_000, move_in: '2026-11-10', notes: null },
];

const meters = BUILDINGS.flatMap((b, bi) =>
  roomsOf(b).map((r, i) => ({ building: b, room: r.room, consumer: null, electricity: 1_000 + bi * 500 + i * 37, water: 100 + bi * 50 + i * 3 })),
);
const INTERNAL = [
  { building: 'BN', room: null, consumer: 'MG-BN-1', electricity: 4_321, water: 210 },
  { building: 'GB', room: null, consumer: 'BV-GB', electricity: 2_468, water: 97 },
];

const DEBTS = [
  { building: 'BN', room: '101', month: '2026-10', kind: 'Còn nợ', amount: 3_650_000, for: 'Tiền phòng' },
  { building: 'BN', room: '102', month: '2026-09', kind: 'Còn nợ', amount: 420_000, for: 'Tiền điện' },
  { building: 'GB', room: '101', month: '2026-11', kind: 'Trả trước', amount: 3_200_000, for: 'Tiền phòng' },
  {
    building: 'GB',
    room: '104',
    month: '2026-07',
    kind: 'Còn nợ',
    amount: 1_800_000,
    for: 'Tiền phòng',
    departed_name: 'Lý Văn Nam',
    leave_date: '2026-07-31',
  },
];

const BALANCES = [
  { kind: 'Quỹ / ngân hàng', wallet: 'Tiền mặt BN', amount: 12_500_000 },
  { kind: 'Quỹ / ngân hàng', wallet: 'Tiền mặt GB', amount: 8_300_000 },
  { kind: 'Quỹ / ngân hàng', wallet: 'Ngân hàng cô Gấm (1)', amount: 145_000_000 },
  { kind: 'Cô Gấm', side: 'Phải thu', amount: 20_000_000 },
  { kind: 'Đối tác', side: 'Phải trả', amount: 5_000_000 },
  { kind: 'Bên cho vay', lender: 'Anh Tư', side: 'Phải trả', amount: 200_000_000 },
];

const TOTALS = [
  { what: 'Tiền cọc khách đang ở', amount: 16_000_000 },
  { what: 'Tiền cọc giữ chỗ', amount: 3_500_000 },
  { what: 'Khách còn nợ', amount: 5_870_000 },
  { what: 'Khách trả trước', amount: 3_200_000 },
  { what: 'Tiền mặt và ngân hàng', amount: 165_800_000 },
];

export const SAMPLE_ROWS: FillRows = {
  rooms: BUILDINGS.flatMap(roomsOf),
  stays: STAYS,
  tenants: TENANTS,
  vehicles: VEHICLES,
  deposits: DEPOSITS,
  readings: [...meters, ...INTERNAL],
  debts: DEBTS,
  balances: BALANCES,
  totals: TOTALS,
};

async function main() {
  mkdirSync(dirname(SAMPLE_PATH), { recursive: true });
  writeFileSync(SAMPLE_PATH, await goLiveWorkbook(SAMPLE_ROWS));
  console.log(`Đã ghi ${SAMPLE_PATH} (ngày chuyển đổi ${SAMPLE_CUT_OVER}).`);
}

if (process.argv[1]?.endsWith('go-live-sample.ts')) void main();
