import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalSheet } from '../../shared/api/utilities';
import ElectricInternalPage from '../../web/src/features/utilities/internal/ElectricInternalPage';
import { internalLine, internalLines } from '../../web/src/features/utilities/internal/internal-grid';
import { internalVoucherHref } from '../../web/src/features/utilities/internal/InternalGrid';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const MONTH = dayjs().format('YYYY-MM');
const PREV = dayjs().subtract(1, 'month').format('YYYY-MM');
type Row = InternalSheet['rows'][number];
const row = (consumer_id: string, name: string, previous: number | null, o: Partial<Row> = {}): Row => ({
  consumer_id,
  name,
  kind: consumer_id.startsWith('MG') ? 'MG' : 'BV',
  floor: consumer_id.startsWith('MG') ? Number(consumer_id.slice(-1)) : null,
  previous,
  previous_month: previous === null ? null : PREV,
  current: null,
  usage: null,
  amount: null,
  ...o,
});
const SHEET: InternalSheet = {
  building: 'BN',
  type: 'E',
  month: MONTH,
  unit_cost: 2_500.5,
  unit_cost_source: 'state_bill',
  unit_cost_basis: { amount: 5_001, units: 2 },
  provisional: false,
  version: 2,
  rows: [row('MG-BN-1', 'Máy giặt tầng 1', 100), row('MG-BN-2', 'Máy giặt tầng 2', 200), row('BV-BN', 'Bảo vệ BN', 1000)],
  total_usage: 0,
  total_amount: 0,
  voucher_id: null,
};

let api: ReturnType<typeof stubApi>;
let sheet: InternalSheet;
let save: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
beforeEach(() => {
  signIn('staff');
  sheet = SHEET;
  save = vi.fn((c: ApiCall) => {
    const sent = (c.body as { readings: { consumer_id: string; value: number }[] }).readings;
    sheet = {
      ...SHEET,
      version: 3,
      voucher_id: '01JZX0000000000000000000AB',
      rows: SHEET.rows.map((r) => ({ ...r, current: sent.find((x) => x.consumer_id === r.consumer_id)?.value ?? r.current })),
    };
    return { body: sheet };
  });
  api = stubApi({
    'GET /api/internal-utility-bill': () => ({ body: sheet }),
    'POST /api/internal-utility-bill': (c) => save(c),
    'GET /api/payments/latest-payment-log': () => ({ body: { month: null } }),
  });
});
afterEach(resetScreenState);

const cell = (name: string) => screen.getByLabelText(`Chỉ số ${name}`) as HTMLInputElement;
const typeIn = (name: string, text: string) => fireEvent.change(cell(name), { target: { value: text } });
const key = (name: string, k: string) => fireEvent.keyDown(cell(name), { key: k });
const rowOf = (name: string) => cell(name).closest('tr') as HTMLElement;
const open = async () => {
  renderScreen(<ElectricInternalPage />, `/dien-noi-bo?building=BN&month=${MONTH}`);
  await screen.findByLabelText('Chỉ số Máy giặt tầng 1');
};

describe('the internal sheet’s rules as typed', () => {
  it('computes usage and its cost at the unit cost, refuses a reading below the previous one', () => {
    const [mg1, , bv] = SHEET.rows;
    expect(internalLine(SHEET, mg1!, '110')).toMatchObject({ value: 110, usage: 10, amount: 25_005, changed: true });
    expect(internalLine(SHEET, bv!, '1003')).toMatchObject({ usage: 3, amount: 7_502 }); // 7501.5 rounded to đồng
    expect(internalLine(SHEET, mg1!, '99').problem).toBe('Chỉ số nhỏ hơn chỉ số kỳ trước (100)');
    expect(internalLine(SHEET, mg1!, 'abc').problem).toMatch(/số nguyên/);
    expect(internalLine(SHEET, row('MG-BN-3', 'x', null), '5')).toMatchObject({ usage: null, amount: null, changed: true });
  });

  it('apportions the rows so they add up to the total usage valued once, as the server posts it', () => {
    // 1, 1 and 1 kWh at 2,500.5 đ: each alone rounds to 2,501 (7,503), the total is round(7,501.5) = 7,502.
    const { lines, totalAmount } = internalLines(SHEET, { 'MG-BN-1': '101', 'MG-BN-2': '201', 'BV-BN': '1001' });
    expect(lines.map((l) => l.amount)).toEqual([2_501, 2_501, 2_500]);
    expect(totalAmount).toBe(7_502);
  });
});

describe('/dien-noi-bo: a building’s internal consumers from the keyboard', () => {
  it('enters every reading with Enter and the arrows, shows usage, cost and its source, and saves the typed readings with the version', async () => {
    await open();
    expect(screen.getByTestId('unit-cost').textContent).toMatch(/giá bình quân hoá đơn nhà nước tháng này/);
    expect(within(rowOf('Máy giặt tầng 1')).getByText('MG · Máy giặt')).toBeTruthy();
    expect(within(rowOf('Bảo vệ BN')).getByText('BV · Bảo vệ')).toBeTruthy();
    expect(screen.getByText('Chưa hạch toán chi phí tháng này')).toBeTruthy();

    act(() => cell('Máy giặt tầng 1').focus());
    typeIn('Máy giặt tầng 1', '110');
    expect(screen.getByTestId('usage-MG-BN-1').textContent).toBe('10');
    key('Máy giặt tầng 1', 'Enter');
    expect(document.activeElement).toBe(cell('Máy giặt tầng 2'));
    key('Máy giặt tầng 2', 'ArrowUp');
    expect(document.activeElement).toBe(cell('Máy giặt tầng 1'));
    key('Máy giặt tầng 1', 'ArrowDown');
    typeIn('Máy giặt tầng 2', '199');
    expect(within(rowOf('Máy giặt tầng 2')).getByText('Chỉ số nhỏ hơn chỉ số kỳ trước (200)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu chỉ số nội bộ' }));
    expect(await screen.findByText(/Còn 1 thiết bị có chỉ số không hợp lệ: Máy giặt tầng 2/)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(cell('Máy giặt tầng 2'));
    typeIn('Máy giặt tầng 2', '220');
    key('Máy giặt tầng 2', 'Enter');
    typeIn('Bảo vệ BN', '1030');
    expect(screen.getByTestId('total-usage').textContent).toBe('60');
    key('Bảo vệ BN', 'Enter');
    const button = screen.getByRole('button', { name: 'Lưu chỉ số nội bộ' });
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]![0];
    expect(sent.body).toEqual({
      building: 'BN',
      type: 'E',
      month: MONTH,
      version: 2,
      readings: [
        { consumer_id: 'MG-BN-1', value: 110 },
        { consumer_id: 'MG-BN-2', value: 220 },
        { consumer_id: 'BV-BN', value: 1030 },
      ],
    });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    // The sheet is read again and shows the posted expense voucher, linked to its entry in the journal.
    const link = await screen.findByRole('link', { name: 'Xem bút toán' });
    expect(link.getAttribute('href')).toContain('/nhat-ky-chung?');
    expect(new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('q')).toBe('01JZX0000000000000000000AB');
    expect(api.callsTo('GET', '/api/internal-utility-bill').length).toBeGreaterThanOrEqual(2);
    expect(Object.fromEntries(api.callsTo('GET', '/api/internal-utility-bill')[0]!.query)).toEqual({ building: 'BN', type: 'E', month: MONTH });
  });

  it('says so when the sheet was saved elsewhere meanwhile (409), and keeps what was typed', async () => {
    save.mockImplementation(() =>
      refusal(409, 'Điện nội bộ toà BN tháng này vừa được người khác thay đổi, vui lòng tải lại', { code: 'stale', field: 'version' }),
    );
    await open();
    typeIn('Máy giặt tầng 1', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu chỉ số nội bộ' }));
    expect((await screen.findAllByText('Điện nội bộ toà BN tháng này vừa được người khác thay đổi, vui lòng tải lại')).length).toBeGreaterThan(0);
    expect(cell('Máy giặt tầng 1').value).toBe('150');
  });

  it('puts the server’s refusal on the consumer it names', async () => {
    save.mockImplementation(() =>
      refusal(400, 'Chỉ số không hợp lệ', { errors: [{ path: 'readings.0.value', message: 'Máy giặt tầng 2: chỉ số lớn hơn chỉ số tháng sau (250)' }] }),
    );
    await open();
    typeIn('Máy giặt tầng 2', '260');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu chỉ số nội bộ' }));
    expect(await within(rowOf('Máy giặt tầng 2')).findByText('Máy giặt tầng 2: chỉ số lớn hơn chỉ số tháng sau (250)')).toBeTruthy();
    typeIn('Máy giặt tầng 2', '240');
    expect(within(rowOf('Máy giặt tầng 2')).queryByText(/tháng sau/)).toBeNull();
  });

  it('links the journal to the building’s month, searched by the voucher', () => {
    const href = internalVoucherHref({ building: 'MA', month: '2024-02' }, 'V1');
    expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toEqual({ building: 'MA', from: '2024-02-01', to: '2024-02-29', q: 'V1' });
  });
});
