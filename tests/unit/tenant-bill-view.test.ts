import { describe, expect, it } from 'vitest';
import { DEPARTED_NO_QR, linkRevoked, tenantBillView, type ViewInput } from '../../functions/tenant-bills/rules/tenant-bill-view';
import type { Charge } from '../../functions/kernel/ledger/stay-account-rules';

const bill = (month: string, total: number, paid = 0): Charge => ({
  id: `B-${month}`,
  kind: 'bill',
  no: `BT-BN${month.slice(2, 4)}${month.slice(5, 7)}-101`,
  date: `${month}-28`,
  month,
  total,
  paid,
  paid_by: paid ? [{ id: 'R1', no: 'PTBN-1', kind: 'receipt', date: `${month}-29`, amount: paid }] : [],
});

const input = (over: Partial<ViewInput> = {}): ViewInput => ({
  building: 'BN',
  room_id: '101',
  state: { charges: [bill('2026-10', 1_000_000, 400_000), bill('2026-11', 2_000_000)], credits: [] },
  lines: new Map(),
  settings: {
    wallets: [{ wallet: 2, bank_name: 'Vietcombank', bin: '970436', account_no: '0123456789', holder: 'NGUYEN THI GAM' }],
    collect: { BN: 2 },
  } as unknown as ViewInput['settings'],
  expires_at: '2027-02-25T00:00:00.000Z',
  thisMonth: '2026-11',
  ...over,
});

describe("a tenant's bill link view (issue 24)", () => {
  it('asks exactly the open balance by VietQR with the transfer text of the newest open month', () => {
    const v = tenantBillView(input());
    expect(v.total).toBe(2_600_000);
    expect(v.paid).toBe(false);
    expect(v.qr).toMatchObject({ amount: 2_600_000, text: 'BN101 T1126' });
    expect(v.bills.map((b) => b.owed)).toEqual([600_000, 2_000_000]);
  });

  it('gives a departed tenant still owing no QR: a transfer by room code would pay the next tenant', () => {
    const v = tenantBillView(input({ departed: true }));
    expect(v.total).toBe(2_600_000);
    expect(v.qr).toBeUndefined();
    expect(v.qr_missing).toBe(DEPARTED_NO_QR);
  });

  it('says paid once nothing is open, and a link dies once its stay has ended and owes nothing', () => {
    const settled = { charges: [bill('2026-11', 2_000_000, 2_000_000)], credits: [] };
    expect(tenantBillView(input({ state: settled }))).toMatchObject({ total: 0, paid: true });
    expect(linkRevoked({ stay_status: 'checked_out', state: settled })).toBe(true);
    expect(linkRevoked({ stay_status: 'active', state: settled })).toBe(false);
    expect(linkRevoked({ stay_status: 'checked_out', state: input().state })).toBe(false);
  });
});
