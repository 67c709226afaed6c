import { describe, expect, it } from 'vitest';
import type { Disbursement } from '../../shared/api/expenses';
import { disbursementHtml } from '../../web/src/features/expenses/print';

const SLIP: Disbursement = {
  id: '01K00000000000000000000PC1',
  slip_no: 'PCXA2611-007',
  building: 'XA',
  date: '2026-11-05',
  wallet: 4,
  amount: 1_205_000,
  category: 'advertising',
  account: '6411',
  payee: 'Chợ Tốt <Công ty>',
  description: 'Quảng cáo tháng 11',
  version: 1,
  status: 'active',
  created_at: '2026-11-05T02:00:00Z',
  created_by: 'ketoan',
};

/** The printed page as text, one space between words and cells. */
const text = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  // a label and its value sit in two cells: read them as "label: value"
  div.querySelectorAll('td').forEach((td) => td.append(' '));
  return (div.textContent ?? '').replace(/\s+/g, ' ');
};

describe('expense slip print (02-TT)', () => {
  it('prints form 02-TT: PHIẾU CHI, its number and date, Nợ the expense account / Có the wallet’s, the payee and reason', () => {
    const page = text(disbursementHtml({ slip: SLIP, payeeBank: 'ACB 257678859' }));
    expect(page).toContain('Mẫu số 02-TT');
    expect(page).toContain('Thông tư số 200/2014/TT-BTC');
    expect(page).toContain('PHIẾU CHI');
    expect(page).toContain('Số: PCXA2611-007');
    expect(page).toContain('Ngày 05 tháng 11 năm 2026');
    expect(page).toContain('Nợ: 6411');
    expect(page).toContain('Có: 1123');
    expect(page).toContain('Họ và tên người nhận tiền: Chợ Tốt <Công ty>');
    expect(page).toContain('Tài khoản nhận: ACB 257678859');
    expect(page).toContain('Lý do chi: Quảng cáo tháng 11');
    expect(page).toContain('Khoản chi: 6411 – Quảng cáo');
    expect(page).toContain('Chi từ: Ngân hàng chủ nhà MT');
  });

  it('writes the amount in digits and in Vietnamese words', () => {
    const page = text(disbursementHtml({ slip: SLIP }));
    expect(page).toMatch(/Số tiền: 1\.205\.000\s?₫/);
    expect(page).toContain('Viết bằng chữ: Một triệu hai trăm lẻ năm nghìn đồng');
    expect(text(disbursementHtml({ slip: { ...SLIP, amount: 21_000 } }))).toContain('Viết bằng chữ: Hai mươi mốt nghìn đồng');
  });

  it('has the five signatures, the clerk and the payee named, and escapes what people typed', () => {
    const html = disbursementHtml({ slip: SLIP });
    const signs = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('table.signs td')].map((td) => td.textContent ?? '');
    expect(signs.map((s) => s.split('(')[0]!.trim())).toEqual(['Giám đốc', 'Kế toán trưởng', 'Thủ quỹ', 'Người lập phiếu', 'Người nhận tiền']);
    expect(signs[3]).toContain('ketoan');
    expect(signs[4]).toContain('Chợ Tốt <Công ty>');
    expect(html).not.toContain('<Công ty>');
    expect(html).toContain('&lt;Công ty&gt;');
  });
});
