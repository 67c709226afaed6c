import { describe, expect, it } from 'vitest';
import type { ReceiptChange } from '../../shared/api/receipt-changes';
import { docHtml } from '../../web/src/components/print/doc';
import { changeSlip } from '../../web/src/features/receipt-changes/print';

const slip: ReceiptChange = {
  id: '01JSLIP',
  stay_id: '01JSTAY',
  building: 'MA',
  room_id: '204',
  contract_no: 'HD-MA-204-2609',
  customer_name: 'Lê Văn An',
  date: '2026-09-20',
  occupants_in: [{ customer_id: 'c3', name: 'Phạm Cường', phone: '0977000111' }],
  occupants_out: [{ customer_id: 'c2', name: 'Ngô Bình' }],
  rent: { from: '2026-10-01', amount: 3_300_000, previous: 3_000_000 },
  status: 'cancelled',
  reason: 'Khách đổi ý',
  version: 2,
  created_at: '2026-09-20T03:00:00.000Z',
  created_by: 'ketoan',
};

describe('the printed change-of-information slip', () => {
  it('names the tenant who signs, the people in and out and the new rent, stamped when cancelled', () => {
    const html = docHtml(changeSlip(slip, 'Nguyễn Thị Kế Toán'));
    expect(html).toContain('PHIẾU THAY ĐỔI THÔNG TIN');
    expect(html).toMatch(/Khách thuê:<\/td><td>Lê Văn An/);
    // The tenant's name under the tenant's signature, the clerk's under the clerk's.
    expect(html).toMatch(/Khách thuê<br>.*?<div class="signed">Lê Văn An<\/div>.*Người lập phiếu<br>.*?<div class="signed">Nguyễn Thị Kế Toán<\/div>/s);
    expect(html).toContain('Phạm Cường');
    expect(html).toContain('Ngô Bình');
    expect(html).toContain('3.300.000');
    expect(html).toContain('Phiếu đã huỷ');
  });
});
