import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TbRow } from '../../shared/api/ledger';
import TrialBalancePage from '../../web/src/features/ledger/TrialBalancePage';
import { tbPeriod, tbRows, type TrialBalance } from '../../web/src/features/ledger/tb-rows';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const row = (account: string, name: string, v: Partial<TbRow>): TbRow => ({
  account,
  name,
  opening_debit: 0,
  opening_credit: 0,
  period_debit: 0,
  period_credit: 0,
  closing_debit: 0,
  closing_credit: 0,
  ...v,
});

/** A month: a deposit of 3,000,000 received in cash, 1,000,000 of it refunded. */
const BALANCED: TrialBalance = {
  rows: [
    row('5112', 'Tiền cọc nhận', { period_credit: 3_000_000, closing_credit: 3_000_000 }),
    row('1111', 'Tiền mặt BN', { opening_debit: 500_000, period_debit: 3_000_000, period_credit: 1_000_000, closing_debit: 2_500_000 }),
    row('5212', 'Trả cọc', { period_debit: 1_000_000, closing_debit: 1_000_000 }),
    row('4111', 'Vốn chủ sở hữu', { opening_credit: 500_000, closing_credit: 500_000 }),
  ],
  totals: {
    opening_debit: 500_000,
    opening_credit: 500_000,
    period_debit: 4_000_000,
    period_credit: 4_000_000,
    closing_debit: 3_500_000,
    closing_credit: 3_500_000,
  },
  balanced: true,
};

// A full antd table in jsdom takes a few seconds to lay out.
beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

describe('trial balance rows', () => {
  it('covers the whole chosen month, or exactly the chosen range', () => {
    expect(tbPeriod('month', '2025-02', 'x', 'y')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(tbPeriod('month', '2024-02', 'x', 'y')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(tbPeriod('range', '2025-02', '2025-01-15', '2025-03-10')).toEqual({ from: '2025-01-15', to: '2025-03-10' });
  });

  it('puts the accounts in number order and the totals row last', () => {
    const rows = tbRows(BALANCED);
    expect(rows.map((r) => r.account)).toEqual(['1111', '4111', '5112', '5212', '']);
    expect(rows.at(-1)).toMatchObject({ isTotal: true, name: 'Tổng cộng', period_debit: 4_000_000, closing_credit: 3_500_000 });
    expect(tbRows({ rows: [], totals: BALANCED.totals, balanced: true })).toEqual([]);
    expect(tbRows(undefined)).toEqual([]);
  });
});

describe('trial balance screen (/tb)', () => {
  const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent);

  it('asks for the chosen month and building, shows the bold totals row and a green "Cân đối"', async () => {
    const api = stubApi({ 'GET /api/journal/tb': () => ({ body: BALANCED }), 'GET /api/wallet-account': () => ({ status: 500, body: { message: 'x' } }) });
    renderScreen(<TrialBalancePage />, '/tb?month=2025-07&building=GB');

    const tag = await screen.findByTestId('balance-tag');
    expect(tag.textContent).toBe('Cân đối');
    expect(tag.className).toContain('ant-tag-success');
    const asked = api.callsTo('GET', '/api/journal/tb')[0]!.query;
    expect(Object.fromEntries(asked)).toEqual({ from: '2025-07-01', to: '2025-07-31', building: 'GB' });

    const bodyRows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(bodyRows).toHaveLength(5);
    expect(cellTexts(bodyRows[0]!)).toEqual(['1111', 'Tiền mặt BN', '500.000', '', '3.000.000', '1.000.000', '2.500.000', '']);
    const totals = bodyRows.at(-1)!;
    expect(cellTexts(totals)).toEqual(['', 'Tổng cộng', '500.000', '500.000', '4.000.000', '4.000.000', '3.500.000', '3.500.000']);
    for (const td of totals.querySelectorAll('td')) expect((td as HTMLElement).style.fontWeight).toBe('700');
    for (const td of bodyRows[0]!.querySelectorAll('td')) expect((td as HTMLElement).style.fontWeight).toBe('');
    expect(screen.queryByText('Tổng Nợ và tổng Có không bằng nhau')).toBeNull();
  });

  it('shows 1311 on both sides, tagged, the totals counting both', async () => {
    // Stays owing 1,300,000 and stays paid ahead 500,000: net 800,000, against 800,000 of revenue.
    const tb: TrialBalance = {
      rows: [
        row('1311', 'Phải thu khách hàng', {
          period_debit: 1_300_000,
          period_credit: 500_000,
          closing_debit: 1_300_000,
          closing_credit: 500_000,
          by_object: true,
        }),
        row('5111', 'Doanh thu tiền phòng', { period_credit: 1_300_000, closing_credit: 1_300_000 }),
        row('1111', 'Tiền mặt BN', { period_debit: 500_000, closing_debit: 500_000 }),
      ],
      totals: { opening_debit: 0, opening_credit: 0, period_debit: 1_800_000, period_credit: 1_800_000, closing_debit: 1_800_000, closing_credit: 1_800_000 },
      balanced: true,
    };
    stubApi({ 'GET /api/journal/tb': () => ({ body: tb }) });
    renderScreen(<TrialBalancePage />, '/tb?month=2025-07&building=GB');
    await screen.findByTestId('balance-tag');
    const receivable = [...document.querySelectorAll('tbody tr.ant-table-row')].find((tr) => tr.textContent?.startsWith('1311'))!;
    expect(cellTexts(receivable)).toEqual(['1311', 'Phải thu khách hàngDư hai bên', '', '', '1.300.000', '500.000', '1.300.000', '500.000']);
    expect(
      within(receivable as HTMLElement)
        .getByText('Dư hai bên')
        .closest('.ant-tag'),
    ).toBeTruthy();
    const cash = [...document.querySelectorAll('tbody tr.ant-table-row')].find((tr) => tr.textContent?.startsWith('1111'))!;
    expect(within(cash as HTMLElement).queryByText('Dư hai bên')).toBeNull();
  });

  it('says "KHÔNG cân đối" in red, with a warning, when the server reports the books do not balance', async () => {
    const broken: TrialBalance = { ...BALANCED, totals: { ...BALANCED.totals, period_credit: 3_999_000 }, balanced: false };
    stubApi({ 'GET /api/journal/tb': () => ({ body: broken }) });
    renderScreen(<TrialBalancePage />, '/tb?month=2025-07');

    const tag = await screen.findByTestId('balance-tag');
    expect(tag.textContent).toBe('KHÔNG cân đối');
    expect(tag.className).toContain('ant-tag-error');
    expect(screen.getByText('Tổng Nợ và tổng Có không bằng nhau')).toBeTruthy();
    const totals = [...document.querySelectorAll('tbody tr.ant-table-row')].at(-1)!;
    expect(within(totals as HTMLElement).getByText('3.999.000')).toBeTruthy();
  });

  it('defaults to this month and BN, and switches to a date range', async () => {
    const api = stubApi({ 'GET /api/journal/tb': () => ({ body: { rows: [], totals: BALANCED.totals, balanced: true } }) });
    const { router } = renderScreen(<TrialBalancePage />, '/tb');
    await waitFor(() => expect(api.callsTo('GET', '/api/journal/tb')).toHaveLength(1));
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const first = Object.fromEntries(api.callsTo('GET', '/api/journal/tb')[0]!.query);
    expect(first.from).toBe(`${month}-01`);
    expect(first.to.startsWith(month)).toBe(true);
    expect(first.building).toBe('BN');
    expect(await screen.findByText('Không có số dư hay phát sinh nào trong kỳ này')).toBeTruthy();
    // Spec §2/§9: 20, 50, 100 and All like every list (All-only is the other-debts screen's alone);
    // it opens on All, so the totals row is on screen.
    expect(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' }).closest('.ant-select')!.textContent).toContain('Tất cả');
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' })));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['20 / trang', '50 / trang', '100 / trang', 'Tất cả']);

    await act(async () => fireEvent.click(screen.getByText('Khoảng ngày')));
    expect(router.state.location.search).toBe('?mode=range');
    expect(screen.getByPlaceholderText('Từ ngày')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Chọn tháng')).toBeNull();
  });
});
