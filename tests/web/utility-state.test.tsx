import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateBill, UtilityBalance } from '../../shared/api/utilities';
import StateUtilitiesPage from '../../web/src/features/utilities/state/StateUtilitiesPage';
import { stateTotals } from '../../web/src/features/utilities/state/state-rows';
import { renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const MONTH = dayjs().format('YYYY-MM');
const LAST = dayjs().endOf('month').format('YYYY-MM-DD');
const balance = (building: UtilityBalance['building'], o: Partial<UtilityBalance>): UtilityBalance => ({
  building,
  type: 'E',
  month: MONTH,
  state_units: null,
  state_amount: null,
  state_unit_price: null,
  rooms_units: 0,
  rooms_amount: 0,
  rooms_unit_price: null,
  internal_units: 0,
  internal_amount: 0,
  prorated: false,
  period_note: null,
  compared_units: null,
  loss_units: null,
  loss_amount: null,
  loss_rate: null,
  loss_flag: false,
  ceiling_per_kwh: 2_618,
  price_flag: false,
  ...o,
});
/** BN: billed, a loss above the threshold, rooms charged above the ceiling, the period prorated. GB: no bill yet. */
const ROWS: UtilityBalance[] = [
  balance('BN', {
    state_units: 10_000,
    state_amount: 25_000_000,
    state_unit_price: 2_500,
    rooms_units: 8_000,
    rooms_amount: 24_000_000,
    rooms_unit_price: 3_000,
    internal_units: 750,
    internal_amount: 1_875_000,
    prorated: true,
    period_note: 'Kỳ hoá đơn 05/MM–04/MM (31 ngày): số phòng và nội bộ đã quy theo 31 ngày',
    compared_units: 8_750,
    loss_units: 1_250,
    loss_amount: 3_125_000,
    loss_rate: 12.5,
    loss_flag: true,
    price_flag: true,
  }),
  balance('GB', { rooms_units: 5_000, rooms_amount: 13_000_000, rooms_unit_price: 2_600, internal_units: 100 }),
];
const BN_BILL: StateBill = {
  building: 'BN',
  type: 'E',
  month: MONTH,
  units: 10_000,
  amount: 25_000_000,
  period_start: `${MONTH}-05`,
  period_end: LAST,
  note: 'EVN',
  version: 4,
};

let api: ReturnType<typeof stubApi>;
let save: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
beforeEach(() => {
  signIn('staff');
  save = vi.fn((c: ApiCall) => ({ body: { ...(c.body as object), version: 1 } }));
  api = stubApi({
    'GET /api/state-electricity-water/compare-consumption-by-building': () => ({ body: { month: MONTH, type: 'E', loss_threshold: 10, rows: ROWS } }),
    'GET /api/state-electricity-water': () => ({ body: { items: [BN_BILL] } }),
    'POST /api/state-electricity-water': (c) => save(c),
  });
});
afterEach(resetScreenState);

const rowOf = (building: string) => screen.getAllByRole('row').find((tr) => tr.querySelector('td')?.textContent === building) as HTMLElement;
const type = (label: string, value: string) => fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(label), { target: { value } });

describe('/dien-nuoc-nha-nuoc', () => {
  it('shows each building’s loss in units, đồng and %, both flags with their limits, the prorated period and the totals', async () => {
    renderScreen(<StateUtilitiesPage />, `/dien-nuoc-nha-nuoc?month=${MONTH}&type=E`);
    // Issue 23 §6: one percent format, `12,5%`.
    expect((await screen.findByTestId('loss-rate-BN')).textContent).toBe('12,5%');
    const bn = rowOf('BN');
    expect(within(bn).getByText('Thất thoát vượt ngưỡng 10%')).toBeTruthy();
    expect(within(bn).getByText('Giá thu phòng vượt giá trần 2.618 đ/kWh')).toBeTruthy();
    expect(within(bn).getByText(/đã quy theo 31 ngày/)).toBeTruthy();
    expect(within(bn).getByText('1.250')).toBeTruthy();
    expect(within(bn).getByText(`${dayjs(`${MONTH}-05`).format('DD-MM-YYYY')} – ${dayjs(LAST).format('DD-MM-YYYY')}`)).toBeTruthy();
    expect(within(bn).getByText('3.000 đ/kWh')).toBeTruthy();
    const gb = rowOf('GB');
    expect(within(gb).getByText('Chưa nhập')).toBeTruthy();
    expect(within(screen.getByTestId('flags-GB')).queryAllByText(/vượt/)).toHaveLength(0);
    // Totals: the loss rate over the billed buildings only.
    expect(screen.getByTestId('loss-rate-total').textContent).toBe('12,5%');
    expect(Object.fromEntries(api.callsTo('GET', '/api/state-electricity-water/compare-consumption-by-building')[0]!.query)).toEqual({
      month: MONTH,
      type: 'E',
    });
    expect(Object.fromEntries(api.callsTo('GET', '/api/state-electricity-water')[0]!.query)).toEqual({ type: 'E', from: MONTH, to: MONTH });
  });

  it('enters a building’s bill with the month as its period by default', async () => {
    renderScreen(<StateUtilitiesPage />, `/dien-nuoc-nha-nuoc?month=${MONTH}&type=E`);
    fireEvent.click(await screen.findByRole('button', { name: 'Nhập hoá đơn toà GB' }));
    await screen.findByRole('dialog');
    type('Số dùng', '6000');
    type('Số tiền', '15.600.000');
    type('Ghi chú', '  Hoá đơn EVN  ');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].body).toEqual({
      building: 'GB',
      type: 'E',
      month: MONTH,
      units: 6000,
      amount: 15_600_000,
      period_start: `${MONTH}-01`,
      period_end: LAST,
      note: 'Hoá đơn EVN',
    });
    expect(save.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/state-electricity-water/compare-consumption-by-building').length).toBeGreaterThanOrEqual(2));
  });

  it('edits a bill with the version it was read at', async () => {
    renderScreen(<StateUtilitiesPage />, `/dien-nuoc-nha-nuoc?month=${MONTH}&type=E`);
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa hoá đơn toà BN' }));
    await screen.findByRole('dialog');
    type('Số dùng', '10100');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].body).toEqual({
      building: 'BN',
      type: 'E',
      month: MONTH,
      units: 10_100,
      amount: 25_000_000,
      period_start: `${MONTH}-05`,
      period_end: LAST,
      note: 'EVN',
      version: 4,
    });
  });

  it('adds up the buildings, the loss rate over the billed ones', () => {
    expect(stateTotals(ROWS)).toEqual({
      state_units: 10_000,
      state_amount: 25_000_000,
      rooms_units: 13_000,
      rooms_amount: 37_000_000,
      internal_units: 850,
      internal_amount: 1_875_000,
      compared_units: 8_750,
      loss_units: 1_250,
      loss_amount: 3_125_000,
      loss_rate: 12.5,
    });
    // Issue 23 §4: nothing billed is no loss rate ("chưa có số liệu"), not 0 %.
    expect(stateTotals([]).loss_rate).toBeNull();
  });
});
