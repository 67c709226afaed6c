import dayjs from 'dayjs';
import type { JournalLine } from '../../../shared/api/ledger';
import type { LogEntry } from '../../../shared/api/logs';
import { parseSlipNo } from '../../../shared/catalog/deposits';
import { OBJECT_KIND_LABELS, objectLabel } from '../../../shared/catalog/ledger-objects';
import { voucherTypeLabel } from '../../../shared/catalog/voucher-types';
import { formatMonth, ISO_DATE, ISO_MONTH } from './format';
import { roomPagePath } from './record-pages';

/**
 * Vouchers and objects as people know them: the slip or contract number and the object's name, each
 * opening its record's screen. Never an internal id (ULID) or an English entity word.
 */
export interface RecordRef {
  /** What the cell shows. */
  text: string;
  /** The longer wording for the tooltip, e.g. `Phiếu nhận cọc CBN2611-006`. */
  title?: string;
  /** The screen that shows the record, narrowed to it; none when that screen is not built yet. */
  href?: string;
  /** The text is the record's number (one token, never wrapped), not a description standing in for it. */
  numbered?: boolean;
}

/** The screens records open in (tests check each is a working screen of the screen table). */
export const RECORD_SCREENS = {
  deposits: '/bao-cao-nhan-coc',
  checkIns: '/phieu-thong-tin-nhan-phong',
  notices: '/phieu-bao-tra-phong',
  checkOuts: '/bao-cao-tra-phong',
  returnDeposits: '/bao-cao-tra-coc',
  receiptChanges: '/phieu-thay-doi-thong-tin',
  rooms: '/thong-tin-phong',
  customers: '/bang-khach-hang',
  commissions: '/tien-dan-phong',
  trialBalance: '/tb',
  admin: '/admin',
  bills: '/bang-tinh-tien',
  rentReceipts: '/phieu-thu-tien-phong',
  adjustments: '/phieu-dieu-chinh',
  receiptSummary: '/bang-tong-hop-phieu-thu-tien',
} as const;
type RecordScreen = keyof typeof RECORD_SCREENS;

/** A ULID: an id for machines, never shown. */
const INTERNAL_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;
export const isInternalId = (id: string): boolean => INTERNAL_ID.test(id);
/** Deposit slips `C{building}{YYMM}-{NNN}` and contracts `HĐ …`, as the server writes them in texts. */
const SLIP_IN_TEXT = /(?<![\p{L}\p{N}])C[A-Z]{2}\d{4}-\d{3,}(?!\p{N})/u;
const CONTRACT_IN_TEXT = /(?:HĐ|[Hh]ợp đồng)\s+([^\s,;:()]+)/u;
/** `phòng 101 (BN)` in a text. */
const ROOM_IN_TEXT = /[Pp]hòng\s+([^\s,;:()]+)\s+\(([A-Z]{2})\)/u;

export const roomName = (building: string, roomId: string) => `Phòng ${roomId} (${building})`;

const href = (screen: RecordScreen, params: Record<string, string | undefined>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
  const s = q.toString();
  return s ? `${RECORD_SCREENS[screen]}?${s}` : RECORD_SCREENS[screen];
};

/** The whole month of a date, as the lists' date filters take it. */
const monthRange = (date: string) => {
  const d = dayjs(date);
  return { from: d.startOf('month').format(ISO_DATE), to: d.endOf('month').format(ISO_DATE) };
};

/** A room opens its page (/phong/<building>/<room>, issue 24): its whole story, as every room number shown does. */
export const roomHref = (building: string, roomId: string) => roomPagePath(building, roomId);
/** The room information screen opened on the room: its details and status history (the screen's drawer). */
export const roomInfoHref = (building: string, roomId: string) => href('rooms', { building, room: roomId });

/** A deposit slip in the slip book: the month its number was given in, searched by the number. */
export function slipHref(slipNo: string, building?: string): string | undefined {
  const slip = parseSlipNo(slipNo);
  if (!slip) return undefined;
  return href('deposits', { building: building ?? slip.building, ...monthRange(`${slip.month}-01`), q: slipNo });
}

/** Which number a kind of voucher is known by, and the screen that lists it. */
/** `voucher`: the server always names it (bills, receipts, notes), nothing to find in a text. */
type Family = { number: 'slip' | 'contract' | 'voucher'; screen: RecordScreen; search?: boolean; status?: string };
const DEPOSITS: Family = { number: 'slip', screen: 'deposits', search: true };
const VOUCHER_FAMILIES: Record<string, Family> = {
  deposit: DEPOSITS,
  deposit_cancel: DEPOSITS,
  deposit_cancelled: DEPOSITS,
  deposit_delete: DEPOSITS,
  deposit_deleted: DEPOSITS,
  deposit_transfer: DEPOSITS,
  transfer_deposit: DEPOSITS,
  additional_deposit: DEPOSITS,
  additional_deposit_receipt: DEPOSITS,
  check_in: { number: 'contract', screen: 'checkIns', search: true },
  check_in_removed: { number: 'contract', screen: 'checkIns', search: true },
  stay: { number: 'contract', screen: 'checkIns', search: true },
  notice: { number: 'contract', screen: 'notices' },
  check_out: { number: 'contract', screen: 'checkOuts', status: '' },
  check_out_cancelled: { number: 'contract', screen: 'checkOuts', status: '' },
  final_bill: { number: 'contract', screen: 'checkOuts', status: '' },
  return_deposit: { number: 'contract', screen: 'returnDeposits', status: '' },
  return_deposit_adjustment: { number: 'voucher', screen: 'adjustments' },
  payment_adjustment: { number: 'voucher', screen: 'adjustments' },
  receipt_change: { number: 'contract', screen: 'receiptChanges' },
  bill: { number: 'voucher', screen: 'bills' },
  receipt_room: { number: 'voucher', screen: 'rentReceipts' },
  receipt_collected: { number: 'voucher', screen: 'receiptSummary' },
  receipt_other: { number: 'voucher', screen: 'receiptSummary' },
};

/** The slip or contract number a text mentions, for records written before the server named them. */
function numberInText(family: Family | undefined, ...texts: (string | undefined)[]): string | undefined {
  if (!family || family.number === 'voucher') return undefined;
  for (const t of texts) {
    if (!t) continue;
    const m = family.number === 'slip' ? SLIP_IN_TEXT.exec(t)?.[0] : CONTRACT_IN_TEXT.exec(t)?.[1];
    if (m) return m;
  }
  return undefined;
}

/** Where a voucher of this kind opens: its list, narrowed to its building, month and number. */
function voucherHref(type: string, no: string | undefined, building: string | undefined, date: string): string | undefined {
  const family = VOUCHER_FAMILIES[type];
  if (!family) return undefined;
  if (family.number === 'slip' && no) return slipHref(no, building) ?? href('deposits', { building, ...monthRange(date), q: no });
  const params: Record<string, string | undefined> = { building, ...monthRange(date), status: family.status };
  if (family.screen === 'notices') return href('notices', { building });
  // A bill is dated its month's last day; the billing screen shows one building's month.
  if (family.screen === 'bills') return href('bills', { building, month: dayjs(date).format(ISO_MONTH) });
  if (family.search && no) params.q = no;
  return href(family.screen, params);
}

type VoucherOf = Pick<JournalLine, 'voucher_type' | 'date' | 'building'> & { voucher_no?: string; description?: string };

/** A journal line's `Số chứng từ`: the slip or contract number (the type's name when it has none). */
export function voucherRef(v: VoucherOf): RecordRef {
  const kind = voucherTypeLabel(v.voucher_type);
  const no = v.voucher_no ?? numberInText(VOUCHER_FAMILIES[v.voucher_type], v.description);
  return { text: no ?? kind, title: no ? `${kind} ${no}` : kind, href: voucherHref(v.voucher_type, no, v.building, v.date), numbered: Boolean(no) };
}

export interface ObjectLookups {
  /** The name of a user (room-showing agents), when the screen has the users. */
  userName?: (userId: string) => string | undefined;
}

/** A journal line's `Đối tượng`: the room, customer, agent or payee by name, linked to its record. */
export function journalObjectRef(
  line: Pick<JournalLine, 'object' | 'date' | 'building' | 'description'> & { object_name?: string },
  lookups: ObjectLookups = {},
): RecordRef {
  if (!line.object) return { text: '' };
  const i = line.object.indexOf(':');
  const kindKey = i > 0 ? line.object.slice(0, i) : '';
  const id = i > 0 ? line.object.slice(i + 1) : line.object;
  const kind = OBJECT_KIND_LABELS[kindKey] ?? 'Đối tượng';
  const name = line.object_name;
  const room = ROOM_IN_TEXT.exec(line.description ?? '');
  switch (kindKey) {
    case 'room': {
      const [building, ...rest] = id.split('-');
      const roomId = rest.join('-');
      return { text: name ?? objectLabel(line.object), href: roomHref(building!, roomId) };
    }
    case 'deposit': {
      const slip = numberInText(DEPOSITS, name, line.description);
      const text = name ?? (slip ? `Cọc ${slip}` : room ? `Cọc phòng ${room[1]} (${room[2]})` : 'Tiền cọc');
      return { text, title: slip ? `Phiếu cọc ${slip}` : undefined, href: slip ? slipHref(slip, line.building) : undefined };
    }
    case 'stay':
    case 'contract': {
      const contract = kindKey === 'contract' ? id : numberInText(VOUCHER_FAMILIES.stay, name, line.description);
      const text = name ?? (contract ? `HĐ ${contract}` : room ? `Lượt thuê phòng ${room[1]} (${room[2]})` : kind);
      return { text, href: contract ? href('checkIns', { building: line.building, ...monthRange(line.date), q: contract }) : undefined };
    }
    case 'agent': {
      const agent = name ?? lookups.userName?.(id);
      return { text: agent ?? kind, title: kind, href: href('commissions', { month: dayjs(line.date).format(ISO_MONTH), building: line.building, agent: id }) };
    }
    case 'customer':
      return { text: name ?? kind, title: kind, href: name ? href('customers', { building: line.building, q: name }) : undefined };
    default:
      return { text: name ?? (INTERNAL_ID.test(id) || !kindKey ? kind : `${kind} ${id}`), title: kind };
  }
}

/** The activity log's record kinds in staff's words. */
export const LOG_ENTITY_LABELS: Record<string, string> = {
  deposit: 'Phiếu cọc',
  additional_deposit_receipt: 'Phiếu thu cọc bổ sung',
  stay: 'Phiếu nhận phòng',
  check_out: 'Phiếu trả phòng',
  return_deposit: 'Phiếu trả cọc',
  receipt_change: 'Phiếu thay đổi thông tin',
  notice: 'Phiếu báo trả phòng',
  room: 'Phòng',
  user: 'Tài khoản',
  database: 'Cơ sở dữ liệu',
  month_report: 'Báo cáo tháng',
  bill: 'Hoá đơn',
  bill_run: 'Bảng tính tiền',
  receipt: 'Phiếu thu tiền phòng',
  receipt_other: 'Phiếu thu khác',
  adjustment: 'Phiếu điều chỉnh',
  internet: 'Internet',
  meter_change: 'Thay đồng hồ',
  reading: 'Bảng số điện nước',
  reading_sheet: 'Bảng số điện nước',
  price_settings: 'Giá điện nước',
  bank_settings: 'Tài khoản ngân hàng',
};

/** A log line's `Đối tượng`: the slip or contract number and the room or person it is about. */
export function logEntityRef(
  e: Pick<LogEntry, 'entity' | 'entity_id' | 'building' | 'summary' | 'at'> & { entity_no?: string; entity_name?: string },
): RecordRef {
  const kind = LOG_ENTITY_LABELS[e.entity] ?? 'Bản ghi';
  const date = dayjs(e.at).format(ISO_DATE);
  switch (e.entity) {
    case 'room': {
      const [building, ...rest] = e.entity_id.split('-');
      const roomId = rest.join('-');
      if (!roomId) return { text: e.entity_name ?? `Toà ${building}`, href: href('rooms', { building }) };
      return { text: e.entity_name ?? roomName(building!, roomId), href: roomHref(building!, roomId) };
    }
    case 'user':
      return { text: e.entity_name ?? `${kind} ${e.entity_id}`, href: href('admin', {}) };
    case 'database':
      return { text: kind };
    case 'month_report': {
      const month = /\d{4}-\d{2}$/.exec(e.entity_id)?.[0];
      return month ? { text: `Bảng cân đối tháng ${formatMonth(`${month}-01`)}`, href: href('trialBalance', { month }) } : { text: kind };
    }
    default: {
      const type = e.entity === 'stay' ? 'check_in' : e.entity;
      const no = e.entity_no ?? numberInText(VOUCHER_FAMILIES[type], e.summary);
      const room = ROOM_IN_TEXT.exec(e.summary);
      const name = e.entity_name ?? (room ? roomName(room[2]!, room[1]!) : undefined);
      const text = [no ?? kind, name].filter(Boolean).join(' · ');
      return { text, title: no ? `${kind} ${no}` : kind, href: voucherHref(type, no, e.building, date) };
    }
  }
}
