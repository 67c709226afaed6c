import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OtherDebtVouchersPage from '../../web/src/features/other-debts/OtherDebtVouchersPage';
import { otherDebtSlip } from '../../web/src/features/other-debts/print';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

// A whole screen with its dialog renders slowly in jsdom on a busy 2-core machine.
beforeEach(() => signIn('staff'));
afterEach(() => {
  resetScreenState();
  vi.restoreAllMocks();
});

const TODAY = dayjs().format('YYYY-MM-DD');
const ID = '01K00000000000000000000GAM';
const STORED = {
  id: ID,
  book: 'gam',
  receipt_no: 'TGBN2610-001',
  building: 'BN',
  date: '2026-10-15',
  direction: 'out',
  wallet: 2,
  amount: 5_000_000,
  account: '1381',
  object: 'landlady',
  note: 'Cô Gấm lấy tiền',
  version: 1,
  status: 'active',
  created_at: '2026-10-15T03:00:00Z',
  created_by: 'ketoan',
} as const;
const READS = {
  'GET /api/partner-receipt/settings': () => ({ body: { name: 'Anh Tư', version: 1 } }),
  'GET /api/receipt-gam/search': () => ({ body: [STORED] }),
  'GET /api/receipt-loan/search': () => ({ body: [] }),
  // October open: the receipts may be corrected whatever day the test runs
  'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-10' } }),
};
const URL_GAM = '/phieu-thu-chi?from=2026-10-01&to=2026-10-31';

const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
const dialog = () => screen.getAllByRole('dialog').find((d) => d.textContent?.includes('phiếu')) ?? screen.getByRole('dialog');
async function pick(label: string, optionText: string | RegExp) {
  await act(async () => fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  const option = await within(dropdown).findByText(optionText, { selector: '.ant-select-item-option-content' });
  await act(async () => fireEvent.click(option));
}
const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));

describe('landlady receipts and payments (/phieu-thu-chi)', () => {
  it('lists the landlady book with tabs for the partner (by its setting name), loans and owner capital', async () => {
    const api = stubApi(READS);
    renderScreen(<OtherDebtVouchersPage />, URL_GAM);
    await screen.findByText('TGBN2610-001');
    expect(api.callsTo('GET', '/api/receipt-gam/search').map(api.queryOf)).toEqual([{ building: 'BN', from: '2026-10-01', to: '2026-10-31' }]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Cô Gấm', 'Anh Tư', 'Vay', 'Vốn / lợi nhuận']);
    const row = [...document.querySelectorAll('tbody tr.ant-table-row')][0]!;
    expect(cellTexts(row).slice(0, 9)).toEqual([
      '15-10-2026',
      'TGBN2610-001',
      'BN',
      'Chi (tiền ra khỏi ví)',
      '1381',
      'Ngân hàng cô Gấm (1)',
      '',
      '5.000.000 ₫',
      'Cô Gấm lấy tiền',
    ]);
    expect(screen.getByText(/Tổng chi:/).textContent).toContain('5.000.000');
  });

  it('enters a slip: refuses what is missing, posts one row with an Idempotency-Key and places the server’s refusal on its field', async () => {
    let refuse = true;
    const created = { ...STORED, id: '01K00000000000000000000NEW', receipt_no: 'TGBN2611-001', direction: 'in', wallet: 6, amount: 3_000_000, date: TODAY };
    const api = stubApi({
      ...READS,
      'POST /api/receipt-gam/createOrEditReceipts': () =>
        refuse
          ? {
              status: 400,
              body: {
                message: 'Dữ liệu không hợp lệ',
                code: 'invalid',
                field: 'receipts',
                errors: [{ path: 'body.receipts.0.amount', message: 'Số tiền tối đa 10.000.000.000 đ' }],
              },
            }
          : { body: { receipts: [created] } },
    });
    renderScreen(<OtherDebtVouchersPage />, URL_GAM);
    await screen.findByText('TGBN2610-001');
    await click(screen.getByRole('button', { name: /Lập phiếu/ }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.querySelector('#other-debt_receipts_0_amount_help')?.textContent).toBe('Vui lòng nhập số tiền'));
    expect(api.callsTo('POST', '/api/receipt-gam/createOrEditReceipts')).toHaveLength(0);

    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Số tiền'), { target: { value: '3.000.000' } }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.querySelector('#other-debt_receipts_0_amount_help')?.textContent).toBe('Số tiền tối đa 10.000.000.000 đ'));
    refuse = false;
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/receipt-gam/createOrEditReceipts')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', '/api/receipt-gam/createOrEditReceipts');
    expect(second!.body).toEqual({ receipts: [{ building: 'BN', date: TODAY, direction: 'in', wallet: 6, amount: 3_000_000 }] });
    expect(second!.headers['Idempotency-Key']).toBeTruthy();
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    await screen.findByText('Đã lưu phiếu TGBN2611-001: 3.000.000 ₫');
    await waitFor(() => expect(api.callsTo('GET', '/api/receipt-gam/search').length).toBeGreaterThan(1));
  });

  it('corrects a slip with its id and the version it was shown with', async () => {
    const api = stubApi({
      ...READS,
      'POST /api/receipt-gam/createOrEditReceipts': () => ({ body: { receipts: [{ ...STORED, amount: 4_500_000, version: 2 }] } }),
    });
    renderScreen(<OtherDebtVouchersPage />, URL_GAM);
    await click(await screen.findByRole('button', { name: 'Sửa phiếu TGBN2610-001' }));
    expect((within(dialog()).getByLabelText('Số tiền') as HTMLInputElement).value).toBe('5.000.000');
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Số tiền'), { target: { value: '4.500.000' } }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/receipt-gam/createOrEditReceipts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/receipt-gam/createOrEditReceipts')[0]!.body).toEqual({
      receipts: [{ id: ID, version: 1, building: 'BN', date: '2026-10-15', direction: 'out', wallet: 2, amount: 4_500_000, note: 'Cô Gấm lấy tiền' }],
    });
  });

  it('loans: the kind and the lender go with the row', async () => {
    const api = stubApi({
      ...READS,
      'POST /api/receipt-loan/createOrEditReceipts': () => ({
        body: { receipts: [{ ...STORED, book: 'loan', receipt_no: 'VAYBN2611-001', kind: 'repayment', lender: 'Ngân hàng ACB' }] },
      }),
    });
    renderScreen(<OtherDebtVouchersPage />, `${URL_GAM}&book=loan`);
    await waitFor(() => expect(api.callsTo('GET', '/api/receipt-loan/search')).toHaveLength(1));
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toContain('Bên cho vay');
    await click(screen.getByRole('button', { name: /Lập phiếu/ }));
    await pick('Loại', 'Trả nợ gốc');
    await pick('Ví tiền', 'Ngân hàng cô Gấm (1)');
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Bên cho vay'), { target: { value: ' Ngân hàng ACB ' } }));
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Số tiền'), { target: { value: '10.000.000' } }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/receipt-loan/createOrEditReceipts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/receipt-loan/createOrEditReceipts')[0]!.body).toEqual({
      receipts: [{ building: 'BN', date: TODAY, kind: 'repayment', lender: 'Ngân hàng ACB', wallet: 2, amount: 10_000_000 }],
    });
  });

  it('an admin renames the partner (a setting) on the version read; staff do not see the button', async () => {
    const api = stubApi({
      ...READS,
      'GET /api/partner-receipt/search': () => ({ body: [] }),
      'PUT /api/partner-receipt/settings': () => ({ body: { name: 'Chị Năm', version: 2 } }),
    });
    renderScreen(<OtherDebtVouchersPage />, `${URL_GAM}&book=partner`);
    await waitFor(() => expect(api.callsTo('GET', '/api/partner-receipt/search')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Đổi tên đối tác' })).toBeNull();

    cleanup();
    resetScreenState();
    signIn('admin');
    const admin = stubApi({
      ...READS,
      'GET /api/partner-receipt/search': () => ({ body: [] }),
      'PUT /api/partner-receipt/settings': () => ({ body: { name: 'Chị Năm', version: 2 } }),
    });
    renderScreen(<OtherDebtVouchersPage />, `${URL_GAM}&book=partner`);
    await click(await screen.findByRole('button', { name: 'Đổi tên đối tác' }));
    const input = (await screen.findByLabelText('Tên đối tác')) as HTMLInputElement;
    expect(input.value).toBe('Anh Tư');
    await act(async () => fireEvent.change(input, { target: { value: ' Chị Năm ' } }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(admin.callsTo('PUT', '/api/partner-receipt/settings')).toHaveLength(1));
    expect(admin.callsTo('PUT', '/api/partner-receipt/settings')[0]!.body).toEqual({ name: 'Chị Năm', version: 1 });
  });

  it('prints a payment slip (PHIẾU CHI) with the amount in words', async () => {
    const slip = otherDebtSlip('gam', STORED, 'Anh Tư');
    expect(slip).toMatchObject({ heading: 'PHIẾU CHI', number: 'TGBN2610-001', date: '2026-10-15', amountInWords: { amount: 5_000_000 } });
    expect(slip.lines).toContainEqual(['Người nhận tiền', 'Cô Gấm', true]);
    expect(otherDebtSlip('partner', { ...STORED, book: 'partner', direction: 'in' }, 'Anh Tư')).toMatchObject({
      heading: 'PHIẾU THU',
      lines: expect.arrayContaining([['Người nộp tiền', 'Anh Tư', true]]),
    });

    const written: string[] = [];
    const win = { document: { open: vi.fn(), write: (s: string) => written.push(s), close: vi.fn() }, focus: vi.fn(), print: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    stubApi(READS);
    renderScreen(<OtherDebtVouchersPage />, URL_GAM);
    await click(await screen.findByRole('button', { name: 'In phiếu TGBN2610-001' }));
    const html = written.join('');
    expect(html).toContain('PHIẾU CHI');
    expect(html).toContain('TGBN2610-001');
    expect(html).toContain('5.000.000');
    expect(html).toMatch(/Năm triệu đồng/i);
  });
});
