import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankSettings } from '../../shared/api/admin/bank-wallets';
import { BankWalletsCard } from '../../web/src/features/admin/BankWalletsCard';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

let put: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
let stored: BankSettings;

beforeEach(() => {
  signIn('admin');
  stored = { wallets: [], collect: {}, version: 0 };
  put = vi.fn<(c: ApiCall) => Answer>((c) => ({
    body: { ...(c.body as BankSettings), version: 1, updated_at: '2026-11-20T03:00:00.000Z', updated_by: 'admin' },
  }));
  stubApi({ 'GET /api/settings/bank-wallets': () => ({ body: stored }), 'PUT /api/settings/bank-wallets': (c) => put(c) });
});
afterEach(resetScreenState);

const W2 = 'Ngân hàng cô Gấm (1)';
const type = async (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
async function pick(label: string, optionText: string) {
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: label })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  await act(async () => fireEvent.click(within(dropdown).getByText(optionText, { selector: '.ant-select-item-option-content' })));
}
const save = async () => act(async () => fireEvent.click(screen.getByText('Lưu tài khoản ngân hàng').closest('button')!));

describe('admin: bank accounts for VietQR', () => {
  it('saves the filled wallets and each building’s wallet on the version read, the holder in capitals without diacritics', async () => {
    renderScreen(<BankWalletsCard />, '/admin');
    expect(await screen.findByText(/Chưa cài đặt\./)).toBeTruthy();
    // Picking the bank by name fills in its NAPAS BIN.
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: `Ngân hàng – ${W2}` }), { target: { value: 'ngoai thuong' } }));
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
    await act(async () => fireEvent.click(within(dropdown).getByText(/^Vietcombank – /, { selector: '.ant-select-item-option-content' })));
    expect((screen.getByLabelText(`Mã BIN (NAPAS) – ${W2}`) as HTMLInputElement).value).toBe('970436');
    await type(`Mã BIN (NAPAS) – ${W2}`, '97043');
    await type(`Số tài khoản – ${W2}`, '0071000123456');
    await type(`Chủ tài khoản – ${W2}`, 'Nguyễn Thị Gấm');
    expect((screen.getByLabelText(`Chủ tài khoản – ${W2}`) as HTMLInputElement).value).toBe('NGUYEN THI GAM');
    await save();
    await waitFor(() => expect(screen.getByText('Mã BIN ngân hàng (NAPAS) gồm đúng 6 chữ số')).toBeTruthy());
    expect(put).not.toHaveBeenCalled();

    await type(`Mã BIN (NAPAS) – ${W2}`, '970436');
    await pick('Ví thu tiền toà BN', W2);
    await save();
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0].body).toEqual({
      wallets: [{ wallet: 2, bank_name: 'Vietcombank', bin: '970436', account_no: '0071000123456', holder: 'NGUYEN THI GAM' }],
      collect: { BN: 2 },
      version: 0,
    });
    expect(put.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
  });

  it('says so above the form when another admin saved meanwhile (409)', async () => {
    stored = { wallets: [{ wallet: 3, bank_name: 'ACB', bin: '970416', account_no: '257678859', holder: 'TRAN VAN MINH' }], collect: { GB: 3 }, version: 4 };
    put.mockImplementation(() =>
      refusal(409, 'Cài đặt tài khoản ngân hàng vừa được người khác thay đổi, vui lòng tải lại', { code: 'stale', field: 'version' }),
    );
    renderScreen(<BankWalletsCard />, '/admin');
    await waitFor(() => expect((screen.getByLabelText('Số tài khoản – Ngân hàng cô Gấm (2)') as HTMLInputElement).value).toBe('257678859'));
    await save();
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect((put.mock.calls[0]![0].body as BankSettings).version).toBe(4);
    expect(
      await screen.findByText('Cài đặt tài khoản ngân hàng vừa được người khác thay đổi, vui lòng tải lại', { selector: '.ant-alert-message' }),
    ).toBeTruthy();
  });
});
