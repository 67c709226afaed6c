import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalLine } from '../../shared/api/ledger';
import ReturnDepositsPage from '../../web/src/features/stays/ReturnDepositsPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const line = (over: Partial<JournalLine> & Pick<JournalLine, 'entry_id' | 'date' | 'wallet' | 'voucher_type' | 'description'>): JournalLine => ({
  line: 1,
  account: over.wallet === 6 ? '1111' : '1121',
  account_key: over.wallet === 6 ? 'cash_bn' : 'bank_landlady_1',
  debit: 0,
  credit: 0,
  building: 'BN',
  voucher_id: `V-${over.entry_id}`,
  posted_at: `${over.date}T03:00:00.000Z`,
  ...over,
});

/** BN's deposit money of 2026-10: in the bank and in the cash box, the server's pages in its key order (wallet by wallet). */
const BANK_IN = line({ entry_id: 'E2', date: '2026-10-08', wallet: 2, voucher_type: 'check_in', description: 'Thu cọc khi nhận phòng 101', debit: 1_000_000 });
const BANK_OUT = line({ entry_id: 'E5', date: '2026-10-17', wallet: 2, voucher_type: 'return_deposit', description: 'Trả cọc phòng 104', credit: 700_000 });
const CASH_IN = line({ entry_id: 'E1', date: '2026-10-03', wallet: 6, voucher_type: 'deposit', description: 'Nhận cọc phòng 101', debit: 2_000_000 });
const CASH_LATER = line({
  entry_id: 'E4',
  date: '2026-10-12',
  wallet: 6,
  voucher_type: 'additional_deposit_receipt',
  description: 'Thu cọc bổ sung 101',
  debit: 500_000,
});

describe('deposit money through the wallets (/bao-cao-tra-coc, tab "Dòng tiền cọc")', () => {
  it('reads every page (a short or empty one goes on), lists the lines by date and totals them itself', async () => {
    const api = stubApi({
      'GET /api/return-deposits/search': () => ({ body: [] }),
      'GET /api/general/cash/deposit/search': (c) => {
        const cursor = c.query.get('cursor');
        if (!cursor) return { body: { items: [BANK_IN, BANK_OUT], cursor: 'p2' } };
        if (cursor === 'p2') return { body: { items: [], cursor: 'p3' } };
        return { body: { items: [CASH_IN, CASH_LATER] } };
      },
    });
    renderScreen(<ReturnDepositsPage />, '/bao-cao-tra-coc?building=BN&from=2026-10-01&to=2026-10-31&tab=cash');

    await screen.findByText('Nhận cọc phòng 101');
    expect(api.callsTo('GET', '/api/general/cash/deposit/search').map((a) => Object.fromEntries(a.query))).toEqual([
      { from: '2026-10-01', to: '2026-10-31', building: 'BN' },
      { from: '2026-10-01', to: '2026-10-31', building: 'BN', cursor: 'p2' },
      { from: '2026-10-01', to: '2026-10-31', building: 'BN', cursor: 'p3' },
    ]);
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[2]?.textContent);
    expect(rows).toEqual(['Nhận cọc phòng 101', 'Thu cọc khi nhận phòng 101', 'Thu cọc bổ sung 101', 'Trả cọc phòng 104']);
    const totals = (label: string) =>
      [...document.querySelectorAll('.ant-typography')].map((e) => e.textContent?.replace(/\s/g, ' ')).find((t) => t?.startsWith(`${label}:`));
    expect(totals('Thu vào')).toBe('Thu vào: 3.500.000 ₫');
    expect(totals('Chi ra')).toBe('Chi ra: 700.000 ₫');
    expect(totals('Chênh lệch')).toBe('Chênh lệch: 2.800.000 ₫');
  });
});
