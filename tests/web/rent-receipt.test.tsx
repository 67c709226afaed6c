import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { QRPay } from 'vietnam-qr-pay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '../../shared/api/receipts';
import type { Room } from '../../shared/api/rooms';
import type { BankSettings } from '../../shared/api/settings-bank';
import { ACCOUNTS } from '../../shared/catalog/accounts';
import { WALLETS } from '../../shared/catalog/wallets';
import { vnToday } from '../../shared/dates';
import { moneyInWords } from '../../web/src/lib/money-words';
import { noticeHtml, receiptHtml, roomQr } from '../../web/src/features/receipts/print';
import RentReceiptPage from '../../web/src/features/receipts/RentReceiptPage';
import { renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const AT = '2026-11-05T03:00:00.000Z';
const TODAY = dayjs().format('YYYY-MM-DD');
const room = (room_id: string, status = 2): Room => ({ building: 'BN', room_id, floor: Number(room_id[0]), status, rent: 3_000_000, deposit: 3_000_000, max_occupants: 3, version: 1, updated_at: AT });

const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  id: '01K0000000000000000000000A',
  receipt_no: 'PTBN2611-001',
  kind: 'room',
  building: 'BN',
  room_id: '101',
  date: TODAY,
  wallet: 6,
  amount: 2_000_000,
  allocations: [{ month: '2026-10', bill_no: 'BT-BN2610-101', amount: 2_000_000 }],
  credit: 0,
  version: 1,
  status: 'active',
  created_at: AT,
  created_by: 'ketoan',
  ...over,
});

/** Room 101 owes October's rest and November: 3.450.000 in all. */
const OWED_101 = {
  months: [
    { month: '2026-10', bill_no: 'BT-BN2610-101', total: 3_200_000, paid: 2_000_000, owed: 1_200_000 },
    { month: '2026-11', bill_no: 'BT-BN2611-101', total: 2_250_000, paid: 0, owed: 2_250_000 },
  ],
  owed: 3_450_000,
  credit: 0,
  outside_bills: 0,
};
const NOTHING_OWED = { months: [], owed: 0, credit: 0, outside_bills: 0 };
const SETTINGS: BankSettings = {
  wallets: [{ wallet: 2, bank_name: 'Vietcombank', bin: '970436', account_no: '0071000123456', holder: 'NGUYEN THI GAM' }],
  collect: { BN: 2 },
  version: 1,
};

let api: ReturnType<typeof stubApi>;
let post: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
let settings: BankSettings;

beforeEach(() => {
  signIn('staff');
  settings = SETTINGS;
  post = vi.fn<(c: ApiCall) => Answer>(() => ({ status: 201, body: receipt({ id: '01K0000000000000000000000B', receipt_no: 'PTBN2611-002', amount: 3_450_000 }) }));
  api = stubApi({
    'GET /api/rooms': () => ({ body: [room('102'), room('101'), room('103', 0)] }),
    'GET /api/wallet-account': () => ({ body: { wallets: WALLETS, accounts: ACCOUNTS } }),
    'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-09' } }),
    'GET /api/receipt-rooms/search': () => ({ body: [receipt(), receipt({ id: '01K0000000000000000000000C', receipt_no: 'PTBN2611-000', room_id: '102', amount: 500_000, allocations: [], credit: 500_000, status: 'removed', remove_reason: 'Nhập trùng' })] }),
    'GET /api/general/charge-rooms/months': (c) => ({ body: c.query.get('room_id') === '101' ? OWED_101 : NOTHING_OWED }),
    'GET /api/settings/bank-wallets': () => ({ body: settings }),
    'GET /api/customers': () => ({
      body: [{ id: 'c1', building: 'BN', room_id: '101', stay_id: 's1', contract_no: 'HD-101', name: 'Lê Thị Thuê', check_in_date: '2026-01-01', status: 'staying' }],
    }),
    'POST /api/receipt-rooms': (c) => post(c),
    'POST /api/receipt-rooms/remove': (c) => post(c),
    'PUT /api/receipt-rooms/01K0000000000000000000000A': (c) => post(c),
  });
});
afterEach(resetScreenState);
vi.setConfig({ testTimeout: 90_000 });

const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
async function pick(label: string, optionText: string | RegExp) {
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: label })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  const option = await within(dropdown).findByText(optionText, { selector: '.ant-select-item-option-content' });
  await act(async () => fireEvent.click(option));
}
/** What the print window was given, with window.open stubbed. */
function capturePrint() {
  const written: string[] = [];
  const win = { document: { open: vi.fn(), write: (s: string) => written.push(s), close: vi.fn() }, focus: vi.fn(), print: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  return { html: () => written.join(''), open };
}
/** The payload inside the printed QR image: the SVG is ours, so read back what the page itself shows. */
const printedQr = (html: string) => /<img src="data:image\/svg\+xml;base64,([^"]+)" alt="Mã VietQR chuyển khoản">/.exec(html)?.[1];

describe('/phieu-thu-tien-phong', () => {
  it('shows the months the chosen room owes, pre-fills the amount with what it owes and posts integer đồng', async () => {
    renderScreen(<RentReceiptPage />, '/phieu-thu-tien-phong?building=BN');
    await waitFor(() => expect(api.callsTo('GET', '/api/rooms').length).toBeGreaterThan(0));
    await pick('Phòng', /^101 ·/);
    expect(api.queryOf(api.callsTo('GET', '/api/general/charge-rooms/months')[0]!)).toEqual({ building: 'BN', room_id: '101' });
    const owed = await screen.findByLabelText('Phòng 101 còn nợ');
    expect(within(owed).getByText('10/2026')).toBeTruthy();
    expect(within(owed).getByText('BT-BN2611-101')).toBeTruthy();
    expect(within(owed).getByText(/Tổng còn nợ/).textContent).toMatch(/3\.450\.000/);
    await waitFor(() => expect((screen.getByLabelText('Số tiền thu') as HTMLInputElement).value).toBe('3.450.000'));
    expect(screen.getByText(moneyInWords(3_450_000))).toBeTruthy();
    // The screen's own QR (antd QRCode) for the whole amount, with the transfer text under it.
    expect(await within(owed).findByText('Nội dung: BN101 T1126')).toBeTruthy();
    expect(owed.querySelector('.ant-qrcode svg path')).not.toBeNull();

    // A partial payment is typed over the pre-filled amount.
    await act(async () => fireEvent.change(screen.getByLabelText('Số tiền thu'), { target: { value: '1.500.000' } }));
    const printing = capturePrint();
    await click(screen.getByText('Lưu và in phiếu').closest('button')!);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const body = post.mock.calls[0]![0].body as Record<string, unknown>;
    expect(body).toEqual({ building: 'BN', room_id: '101', date: TODAY, wallet: 6, amount: 1_500_000 });
    expect(Number.isInteger(body.amount)).toBe(true);
    expect(post.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
    // After saving, the receipt prints with what the room still owes.
    await waitFor(() => expect(printing.open).toHaveBeenCalledTimes(1));
    expect(printing.html()).toContain('PTBN2611-002');
    printing.open.mockRestore();
  });

  it('lists the receipts of the building and days in the URL with the months each paid, and prints one with its QR and the amount in words', async () => {
    renderScreen(<RentReceiptPage />, '/phieu-thu-tien-phong?building=BN&from=2026-11-01&to=2026-11-30');
    const row = (await screen.findByText('PTBN2611-001')).closest('tr') as HTMLElement;
    expect(api.queryOf(api.callsTo('GET', '/api/receipt-rooms/search')[0]!)).toEqual({ building: 'BN', from: '2026-11-01', to: '2026-11-30' });
    expect(within(row).getByText(/10\/2026: 2\.000\.000/)).toBeTruthy();
    const removed = screen.getByText('PTBN2611-000').closest('tr') as HTMLElement;
    expect(within(removed).getByText('Đã xoá')).toBeTruthy();
    expect(within(removed).getByText('Nhập trùng')).toBeTruthy();
    expect(screen.getByText(/Tổng tiền thu:/).textContent).toMatch(/2\.000\.000/);

    const printing = capturePrint();
    await click(within(row).getByRole('button', { name: 'In phiếu PTBN2611-001' }));
    await waitFor(() => expect(printing.open).toHaveBeenCalledTimes(1));
    const html = printing.html();
    expect(html).toContain('size: A5');
    expect(html).toContain('PHIẾU THU TIỀN PHÒNG');
    expect(html).toContain('Lê Thị Thuê');
    expect(html).toContain(moneyInWords(2_000_000));
    expect(html).toMatch(/Phòng còn nợ \(lúc in\):<\/td><td><b>3\.450\.000\s₫ \(10\/2026, 11\/2026\)/);
    expect(printedQr(html)).toBeTruthy();
    expect(html).toContain('Nội dung: BN101 T1126');
    printing.open.mockRestore();
  });
});

describe('/phieu-thu-tien-phong: edit and remove', () => {
  it('removes a receipt with a reason on the version shown, and corrects one through a reversal on its version', async () => {
    renderScreen(<RentReceiptPage />, '/phieu-thu-tien-phong?building=BN&from=2026-11-01&to=2026-11-30');
    const row = (await screen.findByText('PTBN2611-001')).closest('tr') as HTMLElement;
    // A removed receipt can be neither edited nor removed again.
    const removed = screen.getByText('PTBN2611-000').closest('tr') as HTMLElement;
    expect((within(removed).getByRole('button', { name: 'Xoá phiếu PTBN2611-000' }) as HTMLButtonElement).disabled).toBe(true);

    post.mockImplementation(() => ({ body: receipt({ status: 'removed', version: 2, remove_reason: 'Thu nhầm phòng' }) }));
    await click(within(row).getByRole('button', { name: 'Xoá phiếu PTBN2611-001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/bút toán đảo/)).toBeTruthy();
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: ' Thu nhầm phòng ' } }));
    await click(within(dialog).getByRole('button', { name: /Xoá phiếu/ }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0].path).toBe('/api/receipt-rooms/remove');
    expect(post.mock.calls[0]![0].body).toEqual({ id: '01K0000000000000000000000A', version: 1, reason: 'Thu nhầm phòng' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    post.mockImplementation(() => ({ body: receipt({ amount: 1_800_000, version: 2 }) }));
    await click(within(row).getByRole('button', { name: 'Sửa phiếu PTBN2611-001' }));
    const edit = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(edit).getByLabelText('Số tiền thu (sửa)'), { target: { value: '1.800.000' } }));
    await click(within(edit).getByRole('button', { name: /Lưu/ }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]![0]).toMatchObject({ method: 'PUT', path: '/api/receipt-rooms/01K0000000000000000000000A' });
    expect(post.mock.calls[1]![0].body).toEqual({ version: 1, date: TODAY, wallet: 6, amount: 1_800_000 });
  });
});

describe('rent receipt and notice prints (A5)', () => {
  it('carries a VietQR that decodes to the building’s account, what the room owes and its transfer text', () => {
    const html = noticeHtml({ building: 'BN', roomId: '101', owed: OWED_101, settings: SETTINGS, date: '2026-11-20', tenant: 'Lê Thị Thuê' });
    expect(html).toContain('GIẤY BÁO TIỀN PHÒNG');
    expect(html).toContain(moneyInWords(3_450_000));
    const qr = roomQr('BN', '101', OWED_101, SETTINGS);
    if (!qr || !('payload' in qr)) throw new Error('expected a QR');
    // The printed image is the one drawn from this payload, and the payload decodes back with the library.
    expect(html).toContain(qr.image);
    const decoded = new QRPay(qr.payload);
    expect(decoded.isValid).toBe(true);
    expect(decoded.consumer.bankBin).toBe('970436');
    expect(decoded.consumer.bankNumber).toBe('0071000123456');
    expect(decoded.amount).toBe('3450000');
    expect(decoded.additionalData.purpose).toBe('BN101 T1126');
    expect(atob(printedQr(html)!)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
  });

  it('asks for what is owed outside any bill too, named by this month', () => {
    const owed = { months: [], owed: 400_000, credit: 0, outside_bills: 400_000 };
    const html = noticeHtml({ building: 'BN', roomId: '101', owed, settings: SETTINGS, date: TODAY });
    expect(html).toMatch(/Nợ ngoài hoá đơn:<\/td><td>400\.000/);
    const qr = roomQr('BN', '101', owed, SETTINGS);
    if (!qr || !('payload' in qr)) throw new Error('expected a QR');
    const vnMonth = vnToday().slice(0, 7);
    expect(new QRPay(qr.payload).additionalData.purpose).toBe(`BN101 T${vnMonth.slice(5, 7)}${vnMonth.slice(2, 4)}`);
  });

  it('prints no QR when nothing is owed, and says why when the building has no bank account set', () => {
    const paid = receiptHtml({ receipt: receipt(), owed: NOTHING_OWED, settings: SETTINGS });
    expect(printedQr(paid)).toBeUndefined();
    expect(paid).toContain('Không còn nợ');
    const unset = receiptHtml({ receipt: receipt(), owed: OWED_101, settings: { wallets: [], collect: {}, version: 0 } });
    expect(printedQr(unset)).toBeUndefined();
    expect(unset).toContain('Không in mã VietQR: Chưa cài đặt ví ngân hàng thu tiền của toà BN');
    expect(unset).toContain(moneyInWords(2_000_000));
  });
});
