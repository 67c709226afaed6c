import { BUILDING_CODES } from '../catalog/buildings';
import { INTERNAL_CONSUMERS } from '../catalog/internal-consumers';
import { WALLETS } from '../catalog/wallets';

/**
 * THE go-live workbook (issue 25): its sheets and their columns, read by the template builder, the
 * sample script and the server's reader, so the file handed out and the file read back cannot drift.
 * Row 1 holds the headers, row 2 the example (refused as data if changed), data starts on row 3.
 */

export type ColumnKind = 'text' | 'room' | 'int' | 'money' | 'decimal' | 'date' | 'month' | 'choice' | 'phone' | 'id_number';

export interface Choice {
  /** What the operator picks in the sheet (Vietnamese). */
  label: string;
  value: string;
}

export interface Column {
  key: string;
  header: string;
  kind: ColumnKind;
  required?: boolean;
  /** For `choice`: the allowed values, offered as a drop-down list. */
  choices?: readonly Choice[];
  /** For `int` / `money` / `decimal` / `text`: bounds (text: length). */
  min?: number;
  max?: number;
  /** One line for the guide sheet. */
  help: string;
  example: string | number | null;
  width?: number;
}

export interface SheetDef {
  key: SheetKey;
  title: string;
  help: string;
  columns: readonly Column[];
}

export const HEADER_ROW = 1;
export const EXAMPLE_ROW = 2;
export const FIRST_DATA_ROW = 3;
/** Rows read per sheet at most: 6 buildings × 60 rooms fit many times over; a bigger file is refused. */
export const MAX_ROWS_PER_SHEET = 3000;
/** A rent, a deposit or a debt above this is a typo (đồng). */
export const MAX_ROW_AMOUNT = 1_000_000_000;
/** A balance (cash box, bank, loan) above this is a typo (đồng). */
export const MAX_BALANCE = 100_000_000_000;

const choices = (pairs: readonly (readonly [string, string])[]): Choice[] => pairs.map(([value, label]) => ({ value, label }));

export const BUILDING_CHOICES = choices(BUILDING_CODES.map((b) => [b, b]));
export const YES_NO = choices([
  ['yes', 'Có'],
  ['no', 'Không'],
]);
export const VEHICLE_CHOICES = choices([
  ['motorbike', 'Xe máy'],
  ['electric_bike', 'Xe điện'],
  ['bicycle', 'Xe đạp'],
  ['car', 'Ô tô'],
]);
export const DEBT_KIND_CHOICES = choices([
  ['debt', 'Còn nợ'],
  ['prepaid', 'Trả trước'],
]);
export const DEBT_FOR_CHOICES = choices([
  ['rent', 'Tiền phòng'],
  ['electricity', 'Tiền điện'],
  ['water', 'Tiền nước'],
  ['internet', 'Internet'],
  ['other', 'Khác'],
]);
export const BALANCE_KIND_CHOICES = choices([
  ['wallet', 'Quỹ / ngân hàng'],
  ['landlady', 'Cô Gấm'],
  ['partner', 'Đối tác'],
  ['lender', 'Bên cho vay'],
]);
export const SIDE_CHOICES = choices([
  ['receivable', 'Phải thu'],
  ['payable', 'Phải trả'],
]);
export const WALLET_CHOICES = choices(WALLETS.map((w) => [String(w.id), w.name]));
export const CONTROL_CHOICES = choices([
  ['stay_deposits', 'Tiền cọc khách đang ở'],
  ['pending_deposits', 'Tiền cọc giữ chỗ'],
  ['debts', 'Khách còn nợ'],
  ['prepaid', 'Khách trả trước'],
  ['wallets', 'Tiền mặt và ngân hàng'],
]);

const building: Column = {
  key: 'building',
  header: 'Toà nhà',
  kind: 'choice',
  required: true,
  choices: BUILDING_CHOICES,
  help: 'Mã toà nhà',
  example: 'BN',
  width: 10,
};
const room: Column = {
  key: 'room',
  header: 'Phòng',
  kind: 'room',
  required: true,
  help: 'Số phòng (chữ, số, dấu gạch; tối đa 12 ký tự)',
  example: '101',
  width: 10,
};

export const SHEETS = [
  {
    key: 'rooms',
    title: 'Phòng',
    help: 'Mỗi phòng một dòng. Phòng đã có trong hệ thống phải ghi đúng như đã có.',
    columns: [
      building,
      room,
      { key: 'floor', header: 'Tầng', kind: 'int', required: true, min: 0, max: 50, help: 'Tầng (0–50)', example: 1 },
      {
        key: 'rent',
        header: 'Giá thuê',
        kind: 'money',
        required: true,
        min: 1,
        max: MAX_ROW_AMOUNT,
        help: 'Giá thuê mỗi tháng (đồng)',
        example: 3_500_000,
        width: 14,
      },
      {
        key: 'deposit',
        header: 'Tiền cọc chuẩn',
        kind: 'money',
        min: 0,
        max: MAX_ROW_AMOUNT,
        help: 'Tiền cọc khi cho thuê (trống: bằng giá thuê)',
        example: 3_500_000,
        width: 14,
      },
      { key: 'max_occupants', header: 'Số người tối đa', kind: 'int', min: 1, max: 20, help: 'Số người ở tối đa (trống: 2)', example: 2 },
      { key: 'area', header: 'Diện tích (m²)', kind: 'decimal', min: 1, max: 500, help: 'Diện tích (m²), có thể để trống', example: 20 },
      { key: 'notes', header: 'Ghi chú', kind: 'text', max: 500, help: 'Ghi chú', example: 'Có ban công', width: 24 },
    ],
  },
  {
    key: 'stays',
    title: 'Đang thuê',
    help: 'Mỗi phòng đang có người ở một dòng (một hợp đồng). Người ở và xe ghi ở hai trang sau.',
    columns: [
      building,
      room,
      { key: 'contract_no', header: 'Số hợp đồng', kind: 'text', required: true, max: 40, help: 'Số hợp đồng', example: 'HD-101', width: 14 },
      {
        key: 'start_date',
        header: 'Ngày vào ở',
        kind: 'date',
        required: true,
        help: 'Ngày bắt đầu ở (không sau ngày chuyển đổi)',
        example: '2025-03-01',
        width: 12,
      },
      {
        key: 'rent',
        header: 'Giá thuê',
        kind: 'money',
        required: true,
        min: 1,
        max: MAX_ROW_AMOUNT,
        help: 'Giá thuê đang áp dụng (đồng)',
        example: 3_500_000,
        width: 14,
      },
      {
        key: 'deposit_held',
        header: 'Tiền cọc đang giữ',
        kind: 'money',
        required: true,
        min: 0,
        max: MAX_ROW_AMOUNT,
        help: 'Tiền cọc đang giữ của phòng (đồng, 0 nếu không)',
        example: 3_500_000,
        width: 16,
      },
      { key: 'internet', header: 'Internet', kind: 'choice', choices: YES_NO, help: 'Có dùng internet không (trống: Không)', example: 'Có' },
      { key: 'notes', header: 'Ghi chú', kind: 'text', max: 500, help: 'Ghi chú', example: null, width: 24 },
    ],
  },
  {
    key: 'tenants',
    title: 'Người thuê',
    help: 'Mỗi người đang ở một dòng, ghi phòng của họ (phòng phải có ở trang Đang thuê). Người đầu tiên của phòng là người đứng hợp đồng.',
    columns: [
      building,
      room,
      { key: 'name', header: 'Họ tên', kind: 'text', required: true, max: 100, help: 'Họ và tên', example: 'Nguyễn Văn An', width: 22 },
      { key: 'phone', header: 'Số điện thoại', kind: 'phone', help: 'Số điện thoại (10 số, bắt đầu bằng 0)', example: '0901234567', width: 14 },
      { key: 'id_number', header: 'Số CCCD / hộ chiếu', kind: 'id_number', help: 'CCCD 12 số, CMND 9 số hoặc hộ chiếu', example: '079090001234', width: 16 },
      { key: 'birth_date', header: 'Ngày sinh', kind: 'date', help: 'Ngày sinh', example: '1995-06-15', width: 12 },
      { key: 'hometown', header: 'Quê quán', kind: 'text', max: 200, help: 'Quê quán', example: 'Quảng Ngãi', width: 18 },
    ],
  },
  {
    key: 'vehicles',
    title: 'Xe',
    help: 'Mỗi xe một dòng, ghi phòng của chủ xe (phòng phải có ở trang Đang thuê).',
    columns: [
      building,
      room,
      { key: 'type', header: 'Loại xe', kind: 'choice', required: true, choices: VEHICLE_CHOICES, help: 'Loại xe', example: 'Xe máy' },
      { key: 'plate', header: 'Biển số', kind: 'text', max: 20, help: 'Biển số (bắt buộc, trừ xe đạp)', example: '59X1-12345', width: 14 },
    ],
  },
  {
    key: 'deposits',
    title: 'Cọc giữ chỗ',
    help: 'Tiền cọc của khách đã đặt cọc nhưng chưa vào ở, mỗi khoản một dòng.',
    columns: [
      building,
      room,
      { key: 'name', header: 'Họ tên khách', kind: 'text', required: true, max: 100, help: 'Họ tên người đặt cọc', example: 'Trần Thị Bình', width: 22 },
      { key: 'phone', header: 'Số điện thoại', kind: 'phone', required: true, help: 'Số điện thoại', example: '0912345678', width: 14 },
      {
        key: 'date',
        header: 'Ngày nhận cọc',
        kind: 'date',
        required: true,
        help: 'Ngày nhận cọc (không sau ngày chuyển đổi)',
        example: '2025-06-20',
        width: 12,
      },
      {
        key: 'amount',
        header: 'Số tiền cọc',
        kind: 'money',
        required: true,
        min: 1,
        max: MAX_ROW_AMOUNT,
        help: 'Số tiền đã nhận (đồng)',
        example: 2_000_000,
        width: 14,
      },
      { key: 'move_in', header: 'Ngày dự kiến vào ở', kind: 'date', help: 'Ngày dự kiến vào ở', example: '2025-07-05', width: 14 },
      { key: 'notes', header: 'Ghi chú', kind: 'text', max: 500, help: 'Ghi chú', example: null, width: 24 },
    ],
  },
  {
    key: 'readings',
    title: 'Chỉ số đồng hồ',
    help: 'Chỉ số điện, nước tại ngày chuyển đổi: mỗi phòng hoặc mỗi điểm dùng nội bộ (máy giặt, bảo vệ) một dòng; ghi Phòng hoặc Mã nội bộ, không ghi cả hai.',
    columns: [
      building,
      { ...room, required: false, help: 'Số phòng (để trống nếu là điểm nội bộ)' },
      {
        key: 'consumer',
        header: 'Mã nội bộ',
        kind: 'choice',
        choices: choices(INTERNAL_CONSUMERS.map((c) => [c.id, c.id])),
        help: 'Mã điểm dùng nội bộ (MG-…: máy giặt, BV-…: bảo vệ)',
        example: null,
        width: 12,
      },
      {
        key: 'electricity',
        header: 'Chỉ số điện',
        kind: 'int',
        required: true,
        min: 0,
        max: 9_999_999,
        help: 'Chỉ số điện (kWh, số nguyên)',
        example: 12_345,
        width: 12,
      },
      {
        key: 'water',
        header: 'Chỉ số nước',
        kind: 'int',
        required: true,
        min: 0,
        max: 9_999_999,
        help: 'Chỉ số nước (m³, số nguyên)',
        example: 678,
        width: 12,
      },
    ],
  },
  {
    key: 'debts',
    title: 'Công nợ',
    help: 'Khoản khách còn nợ hoặc đã trả trước, mỗi tháng và mỗi loại một dòng. Khách đã trả phòng mà còn nợ: ghi thêm họ tên và ngày trả phòng.',
    columns: [
      building,
      room,
      { key: 'month', header: 'Tháng', kind: 'month', required: true, help: 'Tháng của khoản nợ (YYYY-MM)', example: '2025-06' },
      { key: 'kind', header: 'Loại', kind: 'choice', required: true, choices: DEBT_KIND_CHOICES, help: 'Còn nợ hoặc Trả trước', example: 'Còn nợ' },
      { key: 'amount', header: 'Số tiền', kind: 'money', required: true, min: 1, max: MAX_ROW_AMOUNT, help: 'Số tiền (đồng)', example: 1_200_000, width: 14 },
      { key: 'for', header: 'Khoản', kind: 'choice', required: true, choices: DEBT_FOR_CHOICES, help: 'Khoản gì', example: 'Tiền phòng' },
      {
        key: 'departed_name',
        header: 'Khách đã trả phòng',
        kind: 'text',
        max: 100,
        help: 'Họ tên khách đã trả phòng còn nợ (trống: khách đang ở)',
        example: null,
        width: 22,
      },
      { key: 'leave_date', header: 'Ngày trả phòng', kind: 'date', help: 'Ngày khách đó trả phòng', example: null, width: 12 },
      { key: 'notes', header: 'Ghi chú', kind: 'text', max: 500, help: 'Ghi chú', example: null, width: 24 },
    ],
  },
  {
    key: 'balances',
    title: 'Số dư',
    help: 'Số dư tại ngày chuyển đổi: mỗi quỹ tiền mặt, tài khoản ngân hàng, cô Gấm, đối tác và mỗi bên cho vay một dòng.',
    columns: [
      {
        key: 'kind',
        header: 'Loại',
        kind: 'choice',
        required: true,
        choices: BALANCE_KIND_CHOICES,
        help: 'Quỹ / ngân hàng, Cô Gấm, Đối tác hoặc Bên cho vay',
        example: 'Quỹ / ngân hàng',
        width: 16,
      },
      {
        key: 'wallet',
        header: 'Quỹ / tài khoản',
        kind: 'choice',
        choices: WALLET_CHOICES,
        help: 'Tên quỹ hoặc tài khoản ngân hàng (chỉ với Quỹ / ngân hàng)',
        example: 'Tiền mặt BN',
        width: 24,
      },
      { key: 'lender', header: 'Tên bên cho vay', kind: 'text', max: 100, help: 'Tên bên cho vay (chỉ với Bên cho vay)', example: null, width: 20 },
      { key: 'side', header: 'Chiều', kind: 'choice', choices: SIDE_CHOICES, help: 'Phải thu hoặc Phải trả (Cô Gấm, Đối tác, Bên cho vay)', example: null },
      {
        key: 'amount',
        header: 'Số dư',
        kind: 'money',
        required: true,
        min: 1,
        max: MAX_BALANCE,
        help: 'Số dư (đồng, lớn hơn 0)',
        example: 15_000_000,
        width: 16,
      },
      { key: 'notes', header: 'Ghi chú', kind: 'text', max: 500, help: 'Ghi chú', example: null, width: 24 },
    ],
  },
  {
    key: 'totals',
    title: 'Tổng kiểm tra',
    help: 'Tổng theo sổ sách của anh/chị: mỗi tổng được so với tổng các dòng đã nhập; để trống tổng nào thì không so.',
    columns: [
      { key: 'what', header: 'Tổng', kind: 'choice', required: true, choices: CONTROL_CHOICES, help: 'Tổng nào', example: 'Tiền cọc khách đang ở', width: 24 },
      {
        key: 'amount',
        header: 'Số tiền',
        kind: 'money',
        required: true,
        min: 0,
        max: MAX_BALANCE,
        help: 'Tổng theo sổ sách (đồng)',
        example: 3_500_000,
        width: 16,
      },
    ],
  },
] as const satisfies readonly (Omit<SheetDef, 'key'> & { key: string })[];

export type SheetKey = (typeof SHEETS)[number]['key'];
export const SHEET_KEYS = SHEETS.map((s) => s.key) as SheetKey[];
export const GUIDE_TITLE = 'Hướng dẫn';
export const LISTS_TITLE = 'Danh mục';

export const sheetOf = (key: SheetKey): SheetDef => SHEETS.find((s) => s.key === key)! as SheetDef;

/** `A`, `B`, … `Z`, `AA`: the letter of a 1-based column. */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
