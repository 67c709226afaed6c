import * as api from '../../shared/api/deposits';
import { PHONE_PATTERN } from '../../shared/api/deposits';
import { isoDate } from '../../shared/api/common';
import { parseSlipNo } from '../../shared/catalog/deposits';
import { WALLET_IDS } from '../../shared/catalog/wallets';
import { operation } from '../platform/http/handler';
import { depositsBetween, type DepositItem } from './model/deposit';

const validDate = (v: unknown) => typeof v === 'string' && isoDate.safeParse(v).success;
const isInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * What is wrong with one slip as stored: its number against `C{building}{YYMM}-{NNN}` (building and
 * month of the slip itself), and each required field. Slips imported from the old books are the
 * usual offenders; the server's own slips pass.
 */
export function slipProblems(d: DepositItem): string[] {
  const p: string[] = [];
  const slip = typeof d.slip_no === 'string' ? d.slip_no.trim() : '';
  const parsed = slip ? parseSlipNo(slip) : undefined;
  if (!slip) p.push('Thiếu số phiếu');
  else if (!parsed) p.push('Số phiếu không đúng dạng C{toà}{YYMM}-{NNN}');
  else {
    if (parsed.building !== d.building) p.push(`Số phiếu không thuộc toà ${d.building}`);
    if (validDate(d.date) && parsed.month !== d.date.slice(0, 7)) p.push('Số phiếu không đúng tháng của ngày cọc');
  }
  if (!String(d.customer_name ?? '').trim()) p.push('Thiếu tên khách');
  if (!PHONE_PATTERN.test(String(d.phone ?? '').trim())) p.push('Thiếu hoặc sai số điện thoại');
  if (!String(d.room_id ?? '').trim()) p.push('Thiếu số phòng');
  if (!isInt(d.amount_agreed) || d.amount_agreed <= 0) p.push('Số tiền cọc thoả thuận không hợp lệ');
  if (!isInt(d.amount_paid) || d.amount_paid < 0 || (isInt(d.amount_agreed) && d.amount_paid > d.amount_agreed)) p.push('Số tiền đã đóng không hợp lệ');
  if (!WALLET_IDS.includes(Number(d.wallet))) p.push('Ví tiền không hợp lệ');
  if (!String(d.agent_user_id ?? '').trim()) p.push('Thiếu người dẫn phòng');
  if (!validDate(d.date)) p.push('Ngày cọc không hợp lệ');
  if (!validDate(d.expected_move_in_date) || (validDate(d.date) && d.expected_move_in_date < d.date)) p.push('Ngày dự kiến vào ở không hợp lệ');
  return p;
}

export const receiptWrongFormat = operation(api.receiptWrongFormat, async ({ query }) => {
  const items = await depositsBetween(query.from, query.to, { building: query.building });
  const seen = new Map<string, number>();
  for (const d of items) if (d.slip_no) seen.set(d.slip_no, (seen.get(d.slip_no) ?? 0) + 1);
  return items
    .map((d) => ({ d, problems: [...slipProblems(d), ...((seen.get(d.slip_no) ?? 0) > 1 ? ['Trùng số phiếu với phiếu khác'] : [])] }))
    .filter((x) => x.problems.length > 0)
    .map(({ d, problems }) => ({
      deposit_id: String(d.id),
      slip_no: String(d.slip_no ?? ''),
      building: String(d.building),
      room_id: String(d.room_id ?? ''),
      date: String(d.date ?? ''),
      customer_name: String(d.customer_name ?? ''),
      status: String(d.status ?? ''),
      problems,
    }));
});
