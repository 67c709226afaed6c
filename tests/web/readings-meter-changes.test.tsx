import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeterChange } from '../../shared/api/readings';
import ElectricMeterChangesPage from '../../web/src/features/readings/ElectricMeterChangesPage';
import { renderScreen, resetScreenState, signIn, stubApi, type ApiCall } from './harness';

const TODAY = dayjs().format('YYYY-MM-DD');
const change: MeterChange = {
  id: '01K0MC0000000000000000000A',
  building: 'BN',
  type: 'E',
  room_id: '101',
  month: TODAY.slice(0, 7),
  date: TODAY,
  old_final: 1250,
  new_start: 0,
  reason: 'Đồng hồ cháy',
  version: 2,
  created_at: `${TODAY}T03:00:00.000Z`,
  created_by: 'ketoan',
};

let api: ReturnType<typeof stubApi>;
const put = vi.fn((c: ApiCall) => ({ body: { ...change, ...(c.body as object), version: 3 } }));
const del = vi.fn((_c: ApiCall) => ({ body: change }));
beforeEach(() => {
  signIn('staff');
  put.mockClear();
  del.mockClear();
  api = stubApi({
    'GET /api/meter-change': () => ({ body: [change] }),
    [`PUT /api/meter-change/${change.id}`]: (c) => put(c),
    [`DELETE /api/meter-change/${change.id}`]: (c) => del(c),
    'GET /api/payments/latest-payment-log': () => ({ body: { month: null } }),
    'GET /api/rooms': () => ({ body: { items: [] } }),
    'GET /api/bills/get-two-newest-bills': () => ({
      body: {
        building: 'BN',
        month: change.month,
        type: 'E',
        price: { mode: 'per_kwh', unit_price: 2618 },
        version: 1,
        items: [],
      },
    }),
  });
});
afterEach(resetScreenState);

describe('/thay-dong-ho-dien', () => {
  it('lists the building’s meter changes of the period and edits one on the version it was read at', async () => {
    renderScreen(<ElectricMeterChangesPage />, '/thay-dong-ho-dien?building=BN');
    expect(await screen.findByText('Đồng hồ cháy')).toBeTruthy();
    const query = Object.fromEntries(api.callsTo('GET', '/api/meter-change')[0]!.query);
    expect(query).toMatchObject({ building: 'BN', type: 'E' });

    fireEvent.click(screen.getByRole('button', { name: 'Sửa thay đồng hồ phòng 101' }));
    const dialog = await screen.findByRole('dialog');
    const oldFinal = within(dialog).getByLabelText('Chỉ số cuối đồng hồ cũ') as HTMLInputElement;
    expect(oldFinal.value).toBe('1250');
    fireEvent.change(oldFinal, { target: { value: '1260' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0].body).toEqual({ date: TODAY, old_final: 1260, new_start: 0, reason: 'Đồng hồ cháy', version: 2 });
    expect(put.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
  });

  it('deletes one only with a reason, on its version', async () => {
    renderScreen(<ElectricMeterChangesPage />, '/thay-dong-ho-dien?building=BN');
    fireEvent.click(await screen.findByRole('button', { name: 'Xoá thay đồng hồ phòng 101' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeTruthy();
    expect(del).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: 'Nhập nhầm phòng' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(del.mock.calls[0]![0].body).toEqual({ reason: 'Nhập nhầm phòng', version: 2 });
  });
});
