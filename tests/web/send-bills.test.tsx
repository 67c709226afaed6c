import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bill, RunAnswer } from '../../shared/api/bills';
import type { UnpaidStay } from '../../shared/api/ledger/debts';
import type { SendLink } from '../../shared/api/tenant-bills';
import BillingRunPage from '../../web/src/features/bills/BillingRunPage';
import UnpaidRentPage from '../../web/src/features/ledger/UnpaidRentPage';
import { formatDateTime } from '../../web/src/lib/format';
import { renderScreen, resetScreenState, signIn, stubApi, type ApiCall } from './harness';

// Issue 24 "Gửi hoá đơn" on the billing run and the unpaid report: per stay the phone, the link and the
// ready message with copy buttons, "Đã gửi" recording when it was sent, and a CSV of every row.

const AT = '2026-11-01T03:00:00.000Z';
const SENT_AT = '2026-11-27T02:15:00.000Z';

const bill = (room_id: string, total: number, paid = 0): Bill => ({
  id: `GB-2026-10-${room_id}`,
  bill_no: `BT-GB2610-${room_id}`,
  building: 'GB',
  month: '2026-10',
  room_id,
  date: '2026-10-31',
  stay_id: `S${room_id}`,
  contract_no: `HD-${room_id}`,
  customer_name: `Khách ${room_id}`,
  lines: [{ kind: 'rent', label: 'Tiền phòng', quantity: null, unit_price: null, amount: total }],
  total,
  paid,
  status: paid >= total ? 'paid' : 'open',
  version: 1,
  created_at: AT,
  created_by: 'ketoan',
});

const link = (room_id: string, phone: string): SendLink => ({
  stay_id: `S${room_id}`,
  room_id,
  customer_name: `Khách ${room_id}`,
  phone,
  token: `tok${room_id}`,
  path: `/t/tok${room_id}`,
  version: 1,
  issued_at: AT,
  expires_at: '2027-01-30T03:00:00.000Z',
  reused: false,
});

let writeText: ReturnType<typeof vi.fn>;
let csv: () => Promise<string>;
/** The links the server holds, sent ones with their time: the batch answers them two pages at a time. */
let held: SendLink[];

function stubSend(extra: Parameters<typeof stubApi>[0]) {
  return stubApi({
    ...extra,
    'POST /api/tenant-bills/links/batch': (c) => {
      const at = (c.body as { cursor?: string }).cursor === 'p2' ? 1 : 0;
      return { body: { items: held.slice(at, at + 1), ...(at === 0 && held.length > 1 ? { cursor: 'p2' } : {}) } };
    },
    'POST /api/tenant-bills/links/sent': (c: ApiCall) => {
      const { stay_id, version } = c.body as { stay_id: string; version: number };
      held = held.map((l) => (l.stay_id === stay_id ? { ...l, sent_at: SENT_AT, sent_by: 'ketoan' } : l));
      return { body: { stay_id, version, sent_at: SENT_AT, sent_by: 'ketoan' } };
    },
  });
}

beforeEach(() => {
  signIn('staff');
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:x'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  csv = () =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new TextDecoder().decode(new Uint8Array(reader.result as ArrayBuffer)));
      reader.readAsArrayBuffer(blob!);
    });
});
afterEach(() => {
  resetScreenState();
  vi.restoreAllMocks();
});

const drawerRows = () => [...document.querySelectorAll('.ant-drawer tbody tr.ant-table-row')] as HTMLElement[];
const url = (room: string) => `${window.location.origin}/t/tok${room}`;

/** Opens the drawer, checks the rows' messages, copies one, marks one sent, and exports the CSV. */
async function sendFlow(button: RegExp, messages: Record<string, string>, phones: Record<string, string>) {
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: button })));
  await waitFor(() => expect(drawerRows()).toHaveLength(Object.keys(messages).length));
  await waitFor(() => expect(drawerRows()[0]!.textContent).toContain(url(Object.keys(messages)[0]!)));
  for (const [i, [room, message]] of Object.entries(messages).entries()) {
    const row = drawerRows()[i]!;
    expect(row.textContent).toContain(message);
    expect(row.textContent).toContain(phones[room]!);
  }
  const [room, message] = Object.entries(messages)[0]!;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Sao chép tin nhắn phòng ${room}` })));
  expect(writeText).toHaveBeenCalledWith(message);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Sao chép liên kết phòng ${room}` })));
  expect(writeText).toHaveBeenLastCalledWith(url(room));
  // Copying is not sending: no time yet; "Đã gửi" records it and the row shows it.
  expect(drawerRows()[0]!.textContent).not.toContain(formatDateTime(SENT_AT));
  await act(async () => fireEvent.click(within(drawerRows()[0]!).getByRole('button', { name: /Đã gửi/ })));
  await waitFor(() => expect(drawerRows()[0]!.textContent).toContain(formatDateTime(SENT_AT)));
  expect(drawerRows()[1]!.textContent).not.toContain(formatDateTime(SENT_AT));

  await act(async () => fireEvent.click(within(document.querySelector('.ant-drawer') as HTMLElement).getByRole('button', { name: /Xuất CSV/ })));
  const text = await csv();
  for (const [r, m] of Object.entries(messages)) {
    expect(text).toContain(phones[r]!);
    expect(text).toContain(url(r));
    expect(text).toContain(m);
  }
}

describe('Gửi hoá đơn on the billing run (/bang-tinh-tien)', () => {
  it('lists each made bill with the tenant phone, the link and the bill message; copies; records the send; exports a CSV', async () => {
    const run: RunAnswer = {
      building: 'GB',
      month: '2026-10',
      preview: true,
      run: { building: 'GB', month: '2026-10', room_count: 2, total: 7_860_878, created_at: AT, created_by: 'ketoan' },
      bills: [bill('101', 4_860_878), bill('102', 3_000_000, 1_000_000)],
      pending: [],
      checks: [],
      total: 7_860_878,
      remaining: 0,
    };
    held = [link('101', '0912 000 101'), link('102', '0912 000 102')];
    const api = stubSend({
      'POST /api/payments': () => ({ body: run }),
      'GET /api/payments/search': () => ({ body: { items: [], runs: [] } }),
    });
    renderScreen(<BillingRunPage />, '/bang-tinh-tien?building=GB&month=2026-10');
    expect((await screen.findByRole('link', { name: '101' })).getAttribute('href')).toBe('/phong/GB/101');
    expect(api.callsTo('POST', '/api/tenant-bills/links/batch')).toHaveLength(0);
    await sendFlow(
      /Gửi hoá đơn \(2\)/,
      {
        '101': `Phòng GB101: tiền phòng tháng 10/2026 là 4.860.878 ₫. Xem và thanh toán: ${url('101')}`,
        '102': `Phòng GB102: tiền phòng tháng 10/2026 là 3.000.000 ₫, đã trả 1.000.000 ₫, còn 2.000.000 ₫. Xem và thanh toán: ${url('102')}`,
      },
      { '101': '0912 000 101', '102': '0912 000 102' },
    );
    expect(api.callsTo('POST', '/api/tenant-bills/links/batch')[0]!.body).toEqual({ building: 'GB', month: '2026-10' });
    expect(api.callsTo('POST', '/api/tenant-bills/links/batch')[1]!.body).toEqual({ building: 'GB', month: '2026-10', cursor: 'p2' });
    expect(api.callsTo('POST', '/api/tenant-bills/links/sent').map((c) => c.body)).toEqual([{ stay_id: 'S101', version: 1 }]);
  });
});

describe('Gửi hoá đơn on the unpaid report (/bao-cao-tien-phong-chua-thu)', () => {
  it('sends each owing stay its reminder with the link; the reminder column stays', async () => {
    const row = (room_id: string, unpaid: number, phone?: string): UnpaidStay => ({
      room_id,
      stay_id: `S${room_id}`,
      object: `stay:GB-${room_id}:S${room_id}`,
      contract_no: `HD-${room_id}`,
      customer_name: `Khách ${room_id}`,
      ...(phone ? { phone } : {}),
      status: 'active',
      unpaid,
      months: [{ id: `B${room_id}`, kind: 'bill', month: '2026-10', date: '2026-10-31', bill_no: `BT-GB2610-${room_id}`, total: unpaid, owed: unpaid }],
      oldest_month: '2026-10',
      age_days: 0,
      aging: { d0_30: unpaid, d31_60: 0, d61_90: 0, over_90: 0 },
    });
    held = [link('101', '0912 000 101'), link('205', '0912 000 205')];
    stubSend({ 'GET /api/debt/search': () => ({ body: { items: [row('101', 3_000_000, '0901 111 101'), row('205', 1_500_000)] } }) });
    renderScreen(<UnpaidRentPage />, '/bao-cao-tien-phong-chua-thu?building=GB&month=2026-10');
    const reminder101 = 'Phòng GB101: còn nợ 3.000.000 ₫ (tháng 10/2026). Vui lòng thanh toán sớm. Xin cảm ơn!';
    expect(await screen.findByText(reminder101)).toBeTruthy();
    expect(screen.getByRole('link', { name: '205' }).getAttribute('href')).toBe('/phong/GB/205');
    await sendFlow(
      /Gửi hoá đơn \(2\)/,
      {
        '101': `${reminder101} Xem và thanh toán: ${url('101')}`,
        '205': `Phòng GB205: còn nợ 1.500.000 ₫ (tháng 10/2026). Vui lòng thanh toán sớm. Xin cảm ơn! Xem và thanh toán: ${url('205')}`,
      },
      // The report's phone where it has one, else the stay's from its link.
      { '101': '0901 111 101', '205': '0912 000 205' },
    );
  });
});
