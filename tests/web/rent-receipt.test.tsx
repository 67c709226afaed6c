import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { QRPay } from 'vietnam-qr-pay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '../../shared/api/receipts';
import type { Room } from '../../shared/api/rooms';
import type { BankSettings } from '../../shared/api/admin/bank-wallets';
import { ACCOUNTS } from '../../shared/catalog/accounts';
import { WALLETS } from '../../shared/catalog/wallets';
import { moneyInWords } from '../../web/src/lib/money-words';
import { noticeHtml, receiptHtml, roomQr, type Owed } from '../../web/src/features/receipts/print';
import type { OwedItem } from '../../web/src/lib/stay-debt';
import RentReceiptPage from '../../web/src/features/receipts/RentReceiptPage';
import { renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const AT = '2026-11-05T03:00:00.000Z';
const TODAY = dayjs().format('YYYY-MM-DD');
const room = (room_id: string, status = 2): Room => ({
  building: 'BN',
  room_id,
  floor: Number(room_id[0]),
  status,
  rent: 3_000_000,
  deposit: 3_000_000,
  max_occupants: 3,
  version: 1,
  updated_at: AT,
});

const STAY_NOW = '01K00000000000000000000S01';
const STAY_GONE = '01K00000000000000000000S00';
const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  id: '01K0000000000000000000000A',
  receipt_no: 'PTBN2611-001',
  kind: 'room',
  building: 'BN',
  room_id: '101',
  date: TODAY,
  wallet: 6,
  amount: 2_000_000,
  stay_id: STAY_NOW,
  contract_no: 'HD-BN101-20260101',
  customer_name: 'Lê Thị Thuê',
  allocations: [{ month: '2026-10', bill_no: 'BT-BN2610-101', amount: 2_000_000, kind: 'bill' }],
  left_credit: 0,
  stay_credit: 0,
  version: 1,
  status: 'active',
  created_at: AT,
  created_by: 'ketoan',
  ...over,
});

const bill = (month: string, total: number, paid: number): OwedItem => ({
  id: `BN-${month}-101`,
  kind: 'bill',
  month,
  date: `${month}-01`,
  bill_no: `BT-BN${month.slice(2, 4)}${month.slice(5)}-101`,
  total,
  paid,
  owed: total - paid,
});
/** The tenant who left room 101 in May still owes 300.000 of the final bill after the deposit. */
const GONE: Owed['stays'][number] = {
  stay_id: STAY_GONE,
  contract_no: 'HD-BN101-20250601',
  customer_name: 'Trần Văn Cũ',
  phone: '0901111222',
  start_date: '2025-06-01',
  leave_date: '2026-05-31',
  status: 'checked_out',
  months: [
    { id: 'CO-1', kind: 'final_bill', month: '2026-05', date: '2026-05-31', bill_no: 'HD-BN101-20250601', total: 2_400_000, paid: 2_100_000, owed: 300_000 },
  ],
  owed: 300_000,
  credit: 0,
  balance: 300_000,
};
/** Room 101's current tenant owes October's rest and November: 3.450.000 in all; the one before still owes too. */
const OWED_101: Owed = {
  stay: { stay_id: STAY_NOW, contract_no: 'HD-BN101-20260101', customer_name: 'Lê Thị Thuê', phone: '0912345678', start_date: '2026-06-01', status: 'active' },
  months: [bill('2026-10', 3_200_000, 2_000_000), bill('2026-11', 2_250_000, 0)],
  owed: 3_450_000,
  credit: 0,
  balance: 3_450_000,
  stays: [GONE],
};
const NOTHING_OWED: Owed = { stay: null, months: [], owed: 0, credit: 0, balance: 0, stays: [] };
/** As the server answers: room 101's stay asked for (its current one by default) and the room's other stays with a balance. */
function months(roomId: string | null, stayId: string | null): Owed {
  if (roomId !== '101') return NOTHING_OWED;
  if (stayId !== STAY_GONE) return OWED_101;
  const { months: items, owed, credit, balance, ...stay } = GONE;
  return {
    stay,
    months: items,
    owed,
    credit,
    balance,
    stays: [{ ...OWED_101.stay!, months: OWED_101.months, owed: 3_450_000, credit: 0, balance: 3_450_000 }],
  };
}
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
  post = vi.fn<(c: ApiCall) => Answer>(() => ({
    status: 201,
    body: receipt({ id: '01K0000000000000000000000B', receipt_no: 'PTBN2611-002', amount: 3_450_000 }),
  }));
  api = stubApi({
    'GET /api/rooms': () => ({ body: { items: [room('102'), room('101'), room('103', 0)] } }),
    'GET /api/wallet-account': () => ({ body: { wallets: WALLETS, accounts: ACCOUNTS } }),
    'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-09' } }),
    'GET /api/receipt-rooms/search': () => ({
      body: {
        items: [
          receipt(),
          receipt({
            id: '01K0000000000000000000000C',
            receipt_no: 'PTBN2611-000',
            room_id: '102',
            amount: 700_000,
            allocations: [{ month: '2026-10', bill_no: 'BT-BN2610-102', amount: 200_000, kind: 'bill' }],
            left_credit: 500_000,
            stay_credit: 1_500_000,
            status: 'removed',
            remove_reason: 'Nhập trùng',
          }),
        ],
      },
    }),
    'GET /api/general/charge-rooms/months': (c) => ({ body: months(c.query.get('room_id'), c.query.get('stay_id')) }),
    'GET /api/settings/bank-wallets': () => ({ body: settings }),
    'POST /api/receipt-rooms': (c) => post(c),
    'POST /api/receipt-rooms/remove': (c) => post(c),
    'PUT /api/receipt-rooms/01K0000000000000000000000A': (c) => post(c),
  });
});
afterEach(resetScreenState);

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
  it('shows the current stay of the chosen room and what it owes, pre-fills the amount with its balance and posts integer đồng for that stay', async () => {
    renderScreen(<RentReceiptPage />, '/phieu-thu-tien-phong?building=BN');
    await waitFor(() => expect(api.callsTo('GET', '/api/rooms').length).toBeGreaterThan(0));
    await pick('Phòng', /^101 ·/);
    expect(api.queryOf(api.callsTo('GET', '/api/general/charge-rooms/months')[0]!)).toEqual({ building: 'BN', room_id: '101' });
    // The receipt goes to the tenant living there, named with phone and contract.
    expect(
      await screen.findByText('Lê Thị Thuê · 0912345678 · HĐ HD-BN101-20260101 · đang ở · còn nợ 3.450.000 ₫', { selector: '.ant-select-selection-item' }),
    ).toBeTruthy();
    const owed = await screen.findByLabelText('Phòng 101 còn nợ');
    expect(within(owed).getByText('10/2026')).toBeTruthy();
    expect(within(owed).getAllByText('Hoá đơn tháng')).toHaveLength(2);
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
    expect(body).toEqual({ building: 'BN', room_id: '101', stay_id: STAY_NOW, date: TODAY, wallet: 6, amount: 1_500_000 });
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
    expect(within(row).getByText('Lê Thị Thuê')).toBeTruthy();
    expect(within(row).getByText('HD-BN101-20260101')).toBeTruthy();
    const removed = screen.getByText('PTBN2611-000').closest('tr') as HTMLElement;
    expect(within(removed).getByText('Đã xoá')).toBeTruthy();
    // "Trả trước để lại" is what that receipt left, not the stay's running credit.
    expect(within(removed).getByText('500.000 ₫')).toBeTruthy();
    expect(within(removed).queryByText('1.500.000 ₫')).toBeNull();
    expect(within(removed).getByText('Nhập trùng')).toBeTruthy();
    expect(screen.getByText(/Tổng tiền thu:/).textContent).toMatch(/2\.000\.000/);

    const printing = capturePrint();
    await click(within(row).getByRole('button', { name: 'In phiếu PTBN2611-001' }));
    await waitFor(() => expect(printing.open).toHaveBeenCalledTimes(1));
    // What the receipt's own stay owes now.
    expect(api.queryOf(api.callsTo('GET', '/api/general/charge-rooms/months').at(-1)!)).toEqual({ building: 'BN', room_id: '101', stay_id: STAY_NOW });
    const html = printing.html();
    expect(html).toContain('size: A5');
    expect(html).toMatch(/Hợp đồng:<\/td><td>HD-BN101-20260101/);
    expect(html).toContain('PHIẾU THU TIỀN PHÒNG');
    expect(html).toContain('Lê Thị Thuê');
    expect(html).toContain(moneyInWords(2_000_000));
    expect(html).toMatch(/Còn nợ \(lúc in\):<\/td><td><b>3\.450\.000\s₫ \(Hoá đơn tháng 10\/2026, Hoá đơn tháng 11\/2026\)/);
    expect(printedQr(html)).toBeTruthy();
    expect(html).toContain('Nội dung: BN101 T1126');
    printing.open.mockRestore();
  });
});

describe('/phieu-thu-tien-phong: a departed tenant who still owes', () => {
  it('lists them with their amount; choosing them shows their items, asks their balance (amount and VietQR) and sends their stay', async () => {
    renderScreen(<RentReceiptPage />, '/phieu-thu-tien-phong?building=BN');
    await waitFor(() => expect(api.callsTo('GET', '/api/rooms').length).toBeGreaterThan(0));
    await pick('Phòng', /^101 ·/);
    await screen.findByText(/^Lê Thị Thuê · /, { selector: '.ant-select-selection-item' });
    expect(screen.getByText(/Phòng có 1 khách đã trả phòng còn nợ/)).toBeTruthy();

    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Thu cho lượt thuê' })));
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
    expect(within(dropdown).getByText('Khách đang ở')).toBeTruthy();
    expect(within(dropdown).getByText('Khách đã trả phòng còn nợ')).toBeTruthy();
    const gone = within(dropdown).getByText('Trần Văn Cũ · 0901111222 · HĐ HD-BN101-20250601 · đã trả phòng 31-05-2026 · còn nợ 300.000 ₫', {
      selector: '.ant-select-item-option-content',
    });
    await act(async () => fireEvent.click(gone));

    const owed = await screen.findByLabelText('Phòng 101 còn nợ');
    expect(await within(owed).findByText('Hoá đơn trả phòng')).toBeTruthy();
    expect(within(owed).queryByText('BT-BN2611-101')).toBeNull();
    expect(within(owed).getByText(/Tổng còn nợ/).textContent).toMatch(/300\.000/);
    await waitFor(() => expect((screen.getByLabelText('Số tiền thu') as HTMLInputElement).value).toBe('300.000'));
    expect(await within(owed).findByText('Quét mã để chuyển khoản 300.000 ₫')).toBeTruthy();
    expect(within(owed).getByText('Nội dung: BN101 T0526')).toBeTruthy();

    await click(screen.getByText('Lưu và in phiếu').closest('button')!);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0].body).toEqual({ building: 'BN', room_id: '101', stay_id: STAY_GONE, date: TODAY, wallet: 6, amount: 300_000 });
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
    const html = noticeHtml({ building: 'BN', roomId: '101', owed: OWED_101, settings: SETTINGS, date: '2026-11-20' });
    expect(html).toMatch(/Khách thuê:<\/td><td>Lê Thị Thuê/);
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

  it('names each open item by its kind and asks the stay’s balance (owed − credit), named by its newest item’s month', () => {
    const owed = {
      ...OWED_101,
      months: [
        bill('2026-10', 3_200_000, 2_000_000),
        { id: 'DC1', kind: 'debit_note' as const, month: '2026-11', date: '2026-11-10', bill_no: 'DCBN2611-004', total: 400_000, paid: 0, owed: 400_000 },
      ],
      owed: 1_600_000,
      credit: 100_000,
      balance: 1_500_000,
    };
    const html = noticeHtml({ building: 'BN', roomId: '101', owed, settings: SETTINGS, date: TODAY });
    expect(html).toMatch(/Phiếu điều chỉnh tăng DCBN2611-004:<\/td><td>400\.000/);
    expect(html).toMatch(/Hoá đơn tháng 10\/2026:<\/td><td>1\.200\.000/);
    expect(html).toMatch(/Tổng số tiền phải trả:<\/td><td><b>1\.500\.000/);
    expect(html).toContain(moneyInWords(1_500_000));
    const qr = roomQr('BN', '101', owed, SETTINGS);
    if (!qr || !('payload' in qr)) throw new Error('expected a QR');
    expect(new QRPay(qr.payload).amount).toBe('1500000');
    expect(new QRPay(qr.payload).additionalData.purpose).toBe('BN101 T1126');
    // A stay only paid ahead is asked nothing.
    expect(roomQr('BN', '101', { ...NOTHING_OWED, credit: 50_000, balance: -50_000 }, SETTINGS)).toBeUndefined();
  });

  it('prints what THIS receipt left as credit, and the stay’s standing credit apart and labelled', () => {
    const left = receiptHtml({ receipt: receipt({ amount: 2_500_000, left_credit: 500_000, stay_credit: 800_000 }), owed: NOTHING_OWED, settings: SETTINGS });
    expect(left).toMatch(/Tiền trả trước để lại:<\/td><td>500\.000/);
    expect(left).toMatch(/Tiền trả trước của lượt thuê:<\/td><td>800\.000/);
    expect(left).toMatch(/Khách thuê:<\/td><td>Lê Thị Thuê/);
    const none = receiptHtml({ receipt: receipt({ left_credit: 0, stay_credit: 800_000 }), owed: NOTHING_OWED, settings: SETTINGS });
    expect(none).not.toContain('Tiền trả trước để lại');
    expect(none).toMatch(/Tiền trả trước của lượt thuê:<\/td><td>800\.000/);
    const only = receiptHtml({ receipt: receipt({ allocations: [], left_credit: 300_000, stay_credit: 300_000 }), owed: NOTHING_OWED, settings: SETTINGS });
    expect(only).toMatch(/Tiền trả trước để lại:<\/td><td>300\.000/);
    expect(only).not.toContain('Tiền trả trước của lượt thuê');
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
