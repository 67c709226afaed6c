import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceSettings } from '../../shared/api/admin/prices';
import { PricesCard } from '../../web/src/features/admin/PricesCard';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const NEXT = dayjs().add(1, 'month').startOf('month');
const SETTINGS: PriceSettings = {
  prices: [
    { from: '2019-01-01', electricity_per_kwh: 2_618, water: { mode: 'per_person', amount: 100_000 } },
    { from: '2026-01-01', building: 'GB', electricity_per_kwh: 2_500, water: { mode: 'per_m3', amount: 15_000 } },
    { from: NEXT.format('YYYY-MM-DD'), electricity_per_kwh: 2_400, water: { mode: 'per_person', amount: 110_000 } },
  ],
  ceilings: [{ from: '2019-01-01', per_kwh: 2_618 }],
  version: 3,
};

let api: ReturnType<typeof stubApi>;
let post: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
let del: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;

beforeEach(() => {
  signIn('admin');
  post = vi.fn<(c: ApiCall) => Answer>();
  del = vi.fn<(c: ApiCall) => Answer>(() => ({ body: { ...SETTINGS, prices: SETTINGS.prices.slice(0, 2), version: 4 } }));
  api = stubApi({
    'GET /api/settings/prices': () => ({ body: SETTINGS }),
    'POST /api/settings/prices': (c) => post(c),
    [`DELETE /api/settings/prices/${NEXT.format('YYYY-MM-DD')}`]: (c) => del(c),
  });
});
afterEach(resetScreenState);

const card = () => screen.getByText('Giá điện nước').closest('.ant-card') as HTMLElement;
const priceRows = () =>
  [...card().querySelectorAll('.ant-table-tbody')[0]!.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()));
async function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
  });
  await act(async () => fireEvent.change(input, { target: { value } }));
  await act(async () => fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 }));
}
const type = async (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
const helpOf = (name: string) => document.querySelector(`#add-price_${name}_help`)?.textContent ?? '';

describe("the admin card 'Giá điện nước'", () => {
  it('lists the dated prices newest first with what applies today, and the ceilings', async () => {
    renderScreen(<PricesCard />, '/admin');
    await screen.findByText('Toà GB', { selector: 'td' });
    expect(priceRows()).toEqual([
      [NEXT.format('DD-MM-YYYY'), 'Mọi toà', '2.400 đ/kWh', '110.000 đ theo người / tháng', 'Sắp áp dụng', 'Xoá'],
      ['01-01-2026', 'Toà GB', '2.500 đ/kWh', '15.000 đ theo m³', 'Đang áp dụng', ''],
      ['01-01-2019', 'Mọi toà', '2.618 đ/kWh', '100.000 đ theo người / tháng', 'Đang áp dụng', ''],
    ]);
    const ceilings = card().querySelectorAll('.ant-table-tbody')[1]!;
    expect(within(ceilings as HTMLElement).getByText('2.618 đ/kWh')).toBeTruthy();
    expect(screen.getByText('Không quá giá trần 2.618 đ/kWh')).toBeTruthy();
  });

  it('sends a new price with the version read, and shows the server’s refusal on the field it names', async () => {
    const message = 'Giá điện 2.700 đ/kWh vượt giá trần bán lẻ 2.618 đ/kWh áp dụng từ ngày 01/01/2019';
    post.mockReturnValueOnce(refusal(400, message, { errors: [{ path: 'electricity_per_kwh', message }] }));
    renderScreen(<PricesCard />, '/admin');
    await screen.findByText('Toà GB', { selector: 'td' });
    await typeDate('Áp dụng từ ngày', NEXT.format('DD-MM-YYYY'));
    await type('Giá điện', '2700');
    await type('Giá nước', '120000');
    await click(screen.getByText('Thêm giá').closest('button')!);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0].body).toEqual({
      from: NEXT.format('YYYY-MM-DD'),
      electricity_per_kwh: 2_700,
      water: { mode: 'per_person', amount: 120_000 },
      version: 3,
    });
    expect(post.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(helpOf('electricity_per_kwh')).toBe(message));

    // Within the ceiling it goes through, and the list is read again.
    post.mockReturnValueOnce({ status: 201, body: { ...SETTINGS, version: 4 } });
    await type('Giá điện', '2600');
    await click(screen.getByText('Thêm giá').closest('button')!);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]![0].body).toMatchObject({ electricity_per_kwh: 2_600 });
    await waitFor(() => expect(api.callsTo('GET', '/api/settings/prices').length).toBeGreaterThan(1));
  });

  it('deletes a future price entered by mistake with the version read', async () => {
    renderScreen(<PricesCard />, '/admin');
    await screen.findByText('Sắp áp dụng');
    await click(screen.getByText('Xoá', { selector: 'button span' }).closest('button')!);
    await click(await screen.findByText('Xoá', { selector: '.ant-popconfirm-buttons button span' }));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(del.mock.calls[0]![0].body).toEqual({ version: 3 });
    await waitFor(() => expect(api.callsTo('GET', '/api/settings/prices').length).toBeGreaterThan(1));
  });
});
