import { describe, expect, it } from 'vitest';
import { billSlipHtml } from '../../web/src/features/payments/print';
import type { Bill } from '../../shared/api/payments';

const bill = (over: Partial<Bill> = {}): Bill => ({
  id: 'BN-2026-11-101',
  bill_no: 'BT-BN2611-101',
  building: 'BN',
  month: '2026-11',
  room_id: '101',
  date: '2026-11-30',
  stay_id: 'S',
  contract_no: 'HD-101',
  customer_name: 'Khách 101',
  lines: [{ kind: 'rent', label: 'Tiền phòng', quantity: null, unit_price: null, amount: 3_100_000 }],
  total: 3_100_000,
  status: 'open',
  version: 1,
  created_at: '2026-11-30T00:00:00Z',
  created_by: 'ketoan',
  ...over,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the A5 bill', () => {
  it('says what the room already paid (its credit at the run) and what is left', () => {
    const t = text(billSlipHtml(bill({ paid: 500_000 })));
    expect(t).toMatch(/Đã trả: 500\.000\s₫/);
    expect(t).toMatch(/Còn phải trả: 2\.600\.000\s₫/);
  });
  it('shows only the total when nothing is paid yet', () => {
    const t = text(billSlipHtml(bill()));
    expect(t).toMatch(/Tổng cộng: 3\.100\.000\s₫/);
    expect(t).not.toContain('Còn phải trả');
  });
});
