import { BUILDING_CODES } from './buildings';

/** Business rules §3: a deposit is `active` until it is checked in, cancelled, deleted or transferred. */
export const DEPOSIT_STATUSES = ['active', 'checked_in', 'cancelled', 'deleted', 'transferred'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  active: 'Đang giữ phòng',
  checked_in: 'Đã nhận phòng',
  cancelled: 'Khách huỷ cọc (mất cọc)',
  deleted: 'Đã xoá (nhập sai)',
  transferred: 'Đã chuyển sang phòng khác',
};

/**
 * Room-showing commission (business rules §3): a setting, by default half of one month's rent of the
 * room the deposit turned into a stay of.
 */
export const COMMISSION_RATE_PERCENT = 50;

/**
 * "Khách tự đến": a tenant who came without a guard showing the room (issue 23). Chosen as the agent
 * like a guard, so the choice is always made on purpose; it earns no commission.
 */
export const WALK_IN = 'walk-in';
export const WALK_IN_NAME = 'Khách tự đến';
export const commissionOf = (rent: number): number => Math.round((rent * COMMISSION_RATE_PERCENT) / 100);

/**
 * Deposits are found by the month of their own date, while a commission belongs to the month of the
 * check-in. A deposit holds a room for weeks, not months, so the commission list reads the deposits
 * dated in the month itself and this many months before it.
 */
export const COMMISSION_LOOKBACK_MONTHS = 3;

/** Slip numbers: `C{building}{YYMM}-{NNN}`, numbered per building and month from 1. */
export const SLIP_PATTERN = new RegExp(`^C(${BUILDING_CODES.join('|')})(\\d{2})(0[1-9]|1[0-2])-(\\d{3,})$`);

export const formatSlipNo = (building: string, date: string, seq: number): string =>
  `C${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;

/** The parts of a well-formed slip number, or undefined. */
export function parseSlipNo(slipNo: string): { building: string; month: string; seq: number } | undefined {
  const m = SLIP_PATTERN.exec(slipNo);
  if (!m) return undefined;
  const seq = Number(m[4]);
  if (seq < 1) return undefined;
  return { building: m[1]!, month: `20${m[2]}-${m[3]}`, seq };
}
