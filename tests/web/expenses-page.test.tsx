import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExpensesPage from '../../web/src/features/expenses/ExpensesPage';
import { refusal, renderScreen, resetScreenState, signIn, stubApi } from './harness';

// A whole screen with its dialogs renders slowly in jsdom on a busy 2-core machine.

const TODAY = dayjs().format('YYYY-MM-DD');
const URL = '/phieu-chi?building=XA&from=2026-10-01&to=2026-10-31';
const LIST = '/api/disbursement';
const BATCH = '/api/disbursement/createOrEditDisbursements';

const SLIP = {
  id: '01K00000000000000000000PC1',
  slip_no: 'PCXA2610-001',
  building: 'XA',
  date: '2026-10-05',
  wallet: 4,
  amount: 1_200_000,
  category: 'electricity',
  account: '6323',
  payee: 'Điện lực Xuân An',
  description: 'Tiền điện tháng 9',
  version: 1,
  status: 'active',
  created_at: '2026-10-05T02:00:00Z',
  created_by: 'ketoan',
};
const SLIP2 = {
  ...SLIP,
  id: '01K00000000000000000000PC2',
  slip_no: 'PCXA2610-002',
  date: '2026-10-09',
  wallet: 9,
  amount: 300_000,
  category: 'repair',
  account: '8111',
  payee: 'Thợ Hùng',
  description: 'Sửa ống nước',
};
const PAYEES = {
  payees: [
    { name: 'Điện lực Xuân An', bank_name: 'Vietcombank', account_no: '0071000999888', active: true },
    { name: 'Chợ Tốt', active: true },
    { name: 'Thợ Hùng', active: true },
    { name: 'Nhà cung cấp cũ', active: false },
  ],
  version: 3,
};
const READS = {
  [`GET ${LIST}`]: () => ({ body: { items: [SLIP, SLIP2] } }),
  'GET /api/settings/payees': () => ({ body: PAYEES }),
  'GET /api/settings/chotot': () => ({ body: { base_url: 'https://partner.example/api', key_set: true, version: 1 } }),
  // October open: the slips of the list may be corrected whatever day the test runs
  'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-10' } }),
};

const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
/** The screen's own dialog (a refusal also opens the app's one error dialog). */
const dialog = () =>
  screen.getAllByRole('dialog').find((d) => /Lập phiếu chi|Sửa phiếu chi|Nhập chi quảng cáo/.test(d.textContent ?? '')) ?? screen.getByRole('dialog');
async function pick(label: string, optionText: string | RegExp) {
  await act(async () => fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  const option = await within(dropdown).findByText(optionText, { selector: '.ant-select-item-option-content' });
  await act(async () => fireEvent.click(option));
}
const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

describe('expense slips screen (/phieu-chi)', () => {
  it('lists the building’s slips of the range with their total, asking one page after another', async () => {
    let page = 0;
    const api = stubApi({ ...READS, [`GET ${LIST}`]: () => (page++ === 0 ? { body: { items: [SLIP], cursor: 'next-page' } } : { body: { items: [SLIP2] } }) });
    renderScreen(<ExpensesPage />, URL);
    await screen.findByText('PCXA2610-002');
    const asked = api.callsTo('GET', LIST).map((c) => api.queryOf(c));
    expect(asked).toEqual([
      { building: 'XA', from: '2026-10-01', to: '2026-10-31', limit: '500' },
      { building: 'XA', from: '2026-10-01', to: '2026-10-31', limit: '500', cursor: 'next-page' },
    ]);
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(cellTexts(rows[0]!).slice(0, 7)).toEqual([
      '05-10-2026',
      'PCXA2610-001',
      'Điện lực Xuân An',
      '6323 – Tiền điện',
      'Ngân hàng chủ nhà MT',
      '1.200.000 ₫',
      'Tiền điện tháng 9',
    ]);
    expect(screen.getByText('1.500.000 ₫', { selector: 'b' })).toBeTruthy();
  });

  it('enters a slip: refuses what is missing, offers only active payees, posts with the building and refreshes the list', async () => {
    const created = {
      ...SLIP,
      id: '01K00000000000000000000NEW',
      slip_no: 'PCXA2610-003',
      amount: 450_000,
      category: 'advertising',
      account: '6411',
      payee: 'Chợ Tốt',
      date: TODAY,
      description: 'Đẩy tin',
    };
    const api = stubApi({ ...READS, 'POST /api/disbursement': () => ({ status: 201, body: created }) });
    renderScreen(<ExpensesPage />, URL);
    await screen.findByText('PCXA2610-001');
    await click(screen.getByRole('button', { name: /Lập phiếu chi/ }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    // The contract's words (zod-rules): its own where it has them, zod-vi's for a field it says nothing of.
    await waitFor(() => expect(document.querySelector('#disbursement_payee_help')?.textContent).toBe('Vui lòng chọn người nhận tiền'));
    expect(document.querySelector('#disbursement_amount_help')?.textContent).toBe('Vui lòng nhập số tiền');
    expect(document.querySelector('#disbursement_category_help')?.textContent).toBe(
      'Chọn khoản chi (632x, 6411, 8111, 8113; tiền dẫn phòng và lãi vay có phiếu riêng)',
    );
    expect(api.callsTo('POST', '/api/disbursement')).toHaveLength(0);

    await act(async () => fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Người nhận tiền' })));
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
    const option = { selector: '.ant-select-item-option-content' };
    await within(dropdown).findByText('Chợ Tốt', option);
    expect(within(dropdown).queryByText('Nhà cung cấp cũ', option)).toBeNull();
    await act(async () => fireEvent.click(within(dropdown).getByText('Chợ Tốt', option)));
    await pick('Khoản chi', '6411 – Quảng cáo');
    expect(within(dialog()).queryByText(/8112/)).toBeNull();
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Số tiền'), { target: { value: '450.000' } }));
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Nội dung chi'), { target: { value: ' Đẩy tin ' } }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/disbursement')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/disbursement')[0]!;
    // the building's cash box by default
    expect(sent.body).toEqual({ building: 'XA', date: TODAY, wallet: 9, amount: 450_000, category: 'advertising', payee: 'Chợ Tốt', description: 'Đẩy tin' });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    await screen.findByText('Đã lưu phiếu chi PCXA2610-003: 450.000 ₫');
    await waitFor(() => expect(api.callsTo('GET', LIST).length).toBeGreaterThan(1));
  });

  it('edits a slip through the batch with the version it was shown with, placing a refusal on its field', async () => {
    let refuse = true;
    const api = stubApi({
      ...READS,
      [`POST ${BATCH}`]: () =>
        refuse
          ? refusal(409, 'Quỹ Tiền mặt XA không đủ tiền: số dư ngày 05-10-2026 là 100.000 đ', { code: 'cash_floor', field: 'disbursements.0.amount' })
          : { body: { disbursements: [{ ...SLIP, amount: 1_250_000, version: 2 }] } },
    });
    renderScreen(<ExpensesPage />, URL);
    await click(await screen.findByRole('button', { name: 'Sửa phiếu PCXA2610-001' }));
    expect((within(dialog()).getByLabelText('Số tiền') as HTMLInputElement).value).toBe('1.200.000');
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Số tiền'), { target: { value: '1.250.000' } }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.querySelector('#disbursement_disbursements_0_amount_help')?.textContent).toMatch(/không đủ tiền/));
    refuse = false;
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', BATCH)).toHaveLength(2));
    const [first, second] = api.callsTo('POST', BATCH);
    expect(second!.body).toEqual({
      building: 'XA',
      disbursements: [
        {
          id: SLIP.id,
          version: 1,
          date: '2026-10-05',
          wallet: 4,
          amount: 1_250_000,
          category: 'electricity',
          payee: 'Điện lực Xuân An',
          description: 'Tiền điện tháng 9',
        },
      ],
    });
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    await screen.findByText('Đã lưu phiếu chi PCXA2610-001: 1.250.000 ₫');
  });

  it('imports the Chợ Tốt spend: proposals of the range, the picked ones become advertising slips in one batch', async () => {
    const items = [
      { date: '2026-10-03', amount: 60_000, description: 'Quảng cáo Chợ Tốt', reference: 'chotot:T3' },
      { date: '2026-10-05', amount: 150_000, description: 'Quảng cáo Chợ Tốt: Đẩy tin phòng 203', reference: 'chotot:T1' },
      { date: '2026-10-06', amount: 70_000, description: 'Quảng cáo Chợ Tốt', reference: 'chotot:T0', slip_no: 'PCXA2610-001' },
    ];
    const api = stubApi({
      ...READS,
      'POST /api/chotot/get-transactions': () => ({ body: { source: 'api', items } }),
      [`POST ${BATCH}`]: (c) => ({
        body: {
          disbursements: (c.body as { disbursements: object[] }).disbursements.map((d, i) => ({
            ...SLIP,
            ...d,
            id: `01K0000000000000000000CT0${i}`,
            slip_no: `PCXA2610-01${i}`,
            account: '6411',
          })),
        },
      }),
    });
    renderScreen(<ExpensesPage />, URL);
    await click(await screen.findByRole('button', { name: /Nhập chi quảng cáo Chợ Tốt/ }));
    await within(dialog()).findByText(/Lấy giao dịch từ API Chợ Tốt đã cài đặt/);
    await click(within(dialog()).getByRole('button', { name: /Lấy giao dịch/ }));
    await within(dialog()).findByText('chotot:T1');
    const asked = api.callsTo('POST', '/api/chotot/get-transactions')[0]!;
    expect(asked.body).toEqual({ from: dayjs().startOf('month').format('YYYY-MM-DD'), to: TODAY });
    // the two without a slip are picked, the one entered already is shown with its slip and cannot be; unpick the first
    expect(within(dialog()).getByText('Đã có PCXA2610-001')).toBeTruthy();
    const boxes = within(dialog()).getAllByRole('checkbox') as HTMLInputElement[];
    // (the header's "all" counts only what may be picked)
    expect(boxes.map((b) => [b.checked, b.disabled])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
    ]);
    await click(boxes[1]!);
    await click(within(dialog()).getByRole('button', { name: /Tạo 1 phiếu chi/ }));
    await waitFor(() => expect(api.callsTo('POST', BATCH)).toHaveLength(1));
    expect(api.callsTo('POST', BATCH)[0]!.body).toEqual({
      building: 'XA',
      disbursements: [
        {
          date: '2026-10-05',
          wallet: 2,
          amount: 150_000,
          category: 'advertising',
          payee: 'Chợ Tốt',
          description: 'Quảng cáo Chợ Tốt: Đẩy tin phòng 203',
          reference: 'chotot:T1',
        },
      ],
    });
    await screen.findByText(/Đã tạo 1 phiếu chi quảng cáo Chợ Tốt/);
  });

  it('without the API, sends the chosen exported file as base64 (and asks nothing before one is chosen)', async () => {
    const api = stubApi({
      ...READS,
      'GET /api/settings/chotot': () => ({ body: { key_set: false, version: 0 } }),
      'POST /api/chotot/get-transactions': () => ({ body: { source: 'file', items: [] } }),
    });
    renderScreen(<ExpensesPage />, URL);
    await click(await screen.findByRole('button', { name: /Nhập chi quảng cáo Chợ Tốt/ }));
    await within(dialog()).findByText(/Chưa cài đặt API Chợ Tốt/);
    const fetchButton = within(dialog()).getByRole('button', { name: /Lấy giao dịch/ }) as HTMLButtonElement;
    expect(fetchButton.disabled).toBe(true);
    const csv = 'id,time,amount\nF1,2026-10-02,45000\n';
    const input = dialog().querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [new File([csv], 'chotot.csv', { type: 'text/csv' })] } }));
    await waitFor(() => expect(fetchButton.disabled).toBe(false));
    await click(fetchButton);
    await waitFor(() => expect(api.callsTo('POST', '/api/chotot/get-transactions')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/chotot/get-transactions')[0]!.body as { file: { file_name: string; content_base64: string } };
    expect(body.file.file_name).toBe('chotot.csv');
    expect(Buffer.from(body.file.content_base64, 'base64').toString('utf8')).toBe(csv);
    await within(dialog()).findByText('Không có chi quảng cáo nào trong khoảng ngày này');
  });

  it('shows the cash transfer slips and the cash receipts of the same filters on their tabs', async () => {
    const api = stubApi({
      ...READS,
      'GET /api/cash-transfer-slip/search': () => ({
        body: {
          items: [
            {
              id: 'A',
              slip_no: 'CTXA2610-001',
              building: 'XA',
              date: '2026-10-06',
              from_wallet: 9,
              to_wallet: 4,
              amount: 2_000_000,
              created_at: '',
              created_by: 'ketoan',
            },
          ],
        },
      }),
      'GET /api/receipt-cash/search': () => ({
        body: {
          items: [
            {
              id: 'B',
              receipt_no: 'TMXA2610-001',
              building: 'XA',
              date: '2026-10-02',
              wallet: 9,
              amount: 5_000_000,
              account_key: 'equity',
              account: '4111',
              payer: 'Chủ nhà',
              created_at: '',
              created_by: 'ketoan',
            },
          ],
        },
      }),
    });
    renderScreen(<ExpensesPage />, URL);
    await screen.findByText('PCXA2610-001');
    await click(screen.getByRole('tab', { name: 'Chuyển tiền quỹ' }));
    await screen.findByText('CTXA2610-001');
    expect(api.queryOf(api.callsTo('GET', '/api/cash-transfer-slip/search')[0]!)).toEqual({
      building: 'XA',
      from: '2026-10-01',
      to: '2026-10-31',
      limit: '500',
    });
    await click(screen.getByRole('tab', { name: 'Phiếu thu tiền (TM)' }));
    await screen.findByText('TMXA2610-001');
    expect(screen.getByText('4111 – Vốn chủ sở hữu')).toBeTruthy();
  });

  it('prints a slip in the 02-TT style with the payee’s bank account', async () => {
    stubApi(READS);
    const doc = { open: vi.fn(), write: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue({ document: doc, focus: vi.fn(), print: vi.fn() } as unknown as Window);
    renderScreen(<ExpensesPage />, URL);
    await click(await screen.findByRole('button', { name: 'In phiếu PCXA2610-001' }));
    expect(open).toHaveBeenCalledTimes(1);
    const html = String(doc.write.mock.calls[0]![0]);
    expect(html).toContain('Mẫu số 02-TT');
    expect(html).toContain('PHIẾU CHI');
    expect(html).toContain('Một triệu hai trăm nghìn đồng');
    expect(html).toContain('Vietcombank 0071000999888');
    open.mockRestore();
  });
});
