import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChototSettingsCard } from '../../web/src/features/admin/ChototSettingsCard';
import { PayeesCard } from '../../web/src/features/admin/PayeesCard';
import { refusal, renderScreen, resetScreenState, signIn, stubApi } from './harness';

const PAYEES = {
  payees: [{ name: 'Điện lực Xuân An', bank_name: 'Vietcombank', account_no: '0071000999888', active: true }],
  version: 2,
  updated_at: '2026-11-01T02:00:00Z',
  updated_by: 'admin',
};
const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
const type = async (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));

beforeEach(() => signIn('admin'));
afterEach(resetScreenState);

describe('admin: expense payees card', () => {
  it('adds a payee, turns one off (a saved one cannot be removed) and saves the whole list on the version shown', async () => {
    const api = stubApi({
      'GET /api/settings/payees': () => ({ body: PAYEES }),
      'PUT /api/settings/payees': (c) => ({ body: { ...(c.body as object), version: 3 } }),
    });
    renderScreen(<PayeesCard />);
    await waitFor(() => expect((screen.getByLabelText('Tên người nhận 1') as HTMLInputElement).value).toBe('Điện lực Xuân An'));
    expect(screen.queryByRole('button', { name: 'Bỏ dòng 1' })).toBeNull();
    await click(screen.getByRole('button', { name: /Thêm người nhận/ }));
    await type('Tên người nhận 2', ' Chợ Tốt ');
    await click(screen.getByRole('switch', { name: 'Đang dùng 1' }));
    await click(screen.getByRole('button', { name: /Lưu danh sách người nhận/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/payees')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings/payees')[0]!.body).toEqual({
      payees: [
        { name: 'Điện lực Xuân An', bank_name: 'Vietcombank', account_no: '0071000999888', active: false },
        { name: 'Chợ Tốt', active: true },
      ],
      version: 2,
    });
    await screen.findByText('Đã lưu danh sách người nhận tiền (phiên bản 3)');
  });

  it('places a refusal of one row on that row’s field', async () => {
    stubApi({
      'GET /api/settings/payees': () => ({ body: PAYEES }),
      'PUT /api/settings/payees': () =>
        refusal(400, 'Dữ liệu không hợp lệ', { errors: [{ path: 'payees.0.name', message: 'Người nhận "X" bị khai báo hai lần' }] }),
    });
    renderScreen(<PayeesCard />);
    await waitFor(() => expect((screen.getByLabelText('Tên người nhận 1') as HTMLInputElement).value).toBe('Điện lực Xuân An'));
    await click(screen.getByRole('button', { name: /Lưu danh sách người nhận/ }));
    await waitFor(() => expect(document.querySelector('#payees_payees_0_name_help')?.textContent).toBe('Người nhận "X" bị khai báo hai lần'));
  });
});

describe('admin: Chợ Tốt API card', () => {
  it('never shows the key, keeps it when left empty, and turns the API off with base_url null', async () => {
    const api = stubApi({
      'GET /api/settings/chotot': () => ({ body: { base_url: 'https://partner.example/api', key_set: true, version: 4 } }),
      'PUT /api/settings/chotot': (c) => ({ body: { base_url: (c.body as { base_url: string | null }).base_url ?? undefined, key_set: true, version: 5 } }),
    });
    renderScreen(<ChototSettingsCard />);
    await screen.findByText(/Đã có khoá API \(không hiển thị\)/);
    await waitFor(() => expect((screen.getByLabelText('Địa chỉ API') as HTMLInputElement).value).toBe('https://partner.example/api'));
    expect((screen.getByLabelText('Khoá API') as HTMLInputElement).value).toBe('');
    await click(screen.getByRole('button', { name: /Lưu cài đặt Chợ Tốt/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/chotot')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings/chotot')[0]!.body).toEqual({ base_url: 'https://partner.example/api', version: 4 });
    await click(screen.getByRole('switch', { name: 'Dùng API Chợ Tốt' }));
    await click(screen.getByRole('button', { name: /Lưu cài đặt Chợ Tốt/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/chotot')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/settings/chotot')[1]!.body).toEqual({ base_url: null, version: 4 });
  });
});
