import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bill, RunAnswer } from '../../shared/api/bills';
import BillingRunPage, { collectionOf } from '../../web/src/features/bills/BillingRunPage';
import { billSlipHtml, billsSheetHtml } from '../../web/src/features/bills/print';
import { renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const AT = '2026-11-01T03:00:00.000Z';
const bill = (room_id: string, rent: number, over: Partial<Bill> = {}): Bill => ({
  id: `GB-2026-10-${room_id}`,
  bill_no: `BT-GB2610-${room_id}`,
  building: 'GB',
  month: '2026-10',
  room_id,
  date: '2026-10-31',
  stay_id: `S${room_id}`,
  contract_no: `HD-${room_id}`,
  customer_name: `Khách ${room_id}`,
  lines: [
    { kind: 'rent', label: 'Tiền phòng', quantity: 31, unit_price: rent, amount: rent },
    { kind: 'electricity', label: 'Tiền điện 50 kWh', quantity: 50, unit_price: 2_618, amount: 130_900 },
    { kind: 'water', label: 'Tiền nước 2 người', quantity: 2, unit_price: 100_000, amount: 200_000 },
  ],
  total: rent + 330_900,
  status: 'open',
  version: 1,
  created_at: AT,
  created_by: 'ketoan',
  ...over,
});
const answer = (over: Partial<RunAnswer>): RunAnswer => ({
  building: 'GB',
  month: '2026-10',
  preview: true,
  run: null,
  bills: [],
  pending: [],
  checks: [],
  total: 0,
  remaining: 0,
  ...over,
});

let api: ReturnType<typeof stubApi>;
let run: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
let previewAnswer: RunAnswer;

beforeEach(() => {
  signIn('staff');
  run = vi.fn<(c: ApiCall) => Answer>();
  api = stubApi({
    'POST /api/payments': (c) => ((c.body as { preview?: boolean }).preview ? { body: previewAnswer } : run(c)),
    'POST /api/payments/update-payment': (c) => run(c),
    'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-09' } }),
    'GET /api/payments/search': (c) => ({
      body: c.query.get('building') === 'BN' ? { items: [bill('101', 1_000_000, { building: 'BN' })], runs: [] } : { items: [], runs: [] },
    }),
  });
});
afterEach(resetScreenState);

const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));

describe('/bang-tinh-tien', () => {
  it('shows what blocks the run and does not let it start', async () => {
    previewAnswer = answer({
      pending: [bill('101', 3_000_000)],
      checks: [{ room_id: '102', kind: 'no_reading', message: 'Phòng 102 đang ở nhưng chưa có chỉ số điện tháng này' }],
      total: 3_330_900,
    });
    renderScreen(<BillingRunPage />, '/bang-tinh-tien?building=GB&month=2026-10');
    await screen.findByText('Phòng 102 đang ở nhưng chưa có chỉ số điện tháng này');
    expect(screen.getByText(/Chưa thể tính tiền: 1 phòng/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Tính tiền/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('POST', '/api/payments')[0]!.body).toEqual({ building: 'GB', month: '2026-10', preview: true });
    // The month's totals of every building, one search each.
    const perBuilding = screen.getByText(/Tổng theo toà tháng 10\/2026/).closest('.ant-table-wrapper') as HTMLElement;
    await waitFor(() => expect(within(within(perBuilding).getByText('BN').closest('tr') as HTMLElement).getByText(/1\.330\.900/)).toBeTruthy());
    expect(
      api
        .callsTo('GET', '/api/payments/search')
        .map((c) => c.query.get('building'))
        .sort(),
    ).toEqual(['BN', 'GB', 'MA', 'MT', 'TT', 'XA']);
  });

  it('previews the bills with the building totals, runs once on confirm, then edits one bill', async () => {
    previewAnswer = answer({ pending: [bill('101', 3_000_000), bill('102', 2_500_000)], total: 6_161_800 });
    run.mockImplementation((c) => {
      if (c.path === '/api/payments') {
        previewAnswer = answer({
          preview: true,
          run: { building: 'GB', month: '2026-10', room_count: 2, total: 6_161_800, created_at: AT, created_by: 'ketoan' },
          bills: [bill('101', 3_000_000), bill('102', 2_500_000)],
          total: 6_161_800,
        });
        return { body: { ...previewAnswer, preview: false } };
      }
      return { body: bill('101', 2_800_000, { version: 2 }) };
    });
    renderScreen(<BillingRunPage />, '/bang-tinh-tien?building=GB&month=2026-10');
    await screen.findByText('Khách 102');
    expect(screen.getAllByText('Xem trước')).toHaveLength(2);
    const totals = screen.getByText('Tổng toà').closest('table') as HTMLElement;
    expect(within(totals).getByText(/6\.161\.800/)).toBeTruthy();

    await click(screen.getByRole('button', { name: /Tính tiền \(2 phòng\)/ }));
    await click(await screen.findByRole('button', { name: 'Tính tiền' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    const sent = run.mock.calls[0]![0];
    expect(sent.body).toEqual({ building: 'GB', month: '2026-10' });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    await screen.findByText('BT-GB2610-101');
    // The status says where the bill stands with the tenant (its number has its own column), what is
    // paid reads 0 ₫ rather than blank, and the kWh charged is shown.
    const made = screen.getByText('BT-GB2610-101').closest('tr') as HTMLElement;
    expect(within(made).getByText('Chưa thu')).toBeTruthy();
    expect(within(made).getAllByText(/^0\s₫$/).length).toBeGreaterThan(0);
    expect(within(made).getByText('50')).toBeTruthy();

    // Edit one room's bill: the items and a reason, sent with the version it was read with.
    const row = screen.getByText('BT-GB2610-101').closest('tr') as HTMLElement;
    await click(within(row).getByRole('button', { name: 'Sửa' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Số tiền 1'), { target: { value: '2800000' } });
    fireEvent.change(within(dialog).getByLabelText('Lý do sửa'), { target: { value: 'Giảm giá tháng đầu' } });
    await click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    const edit = run.mock.calls[1]![0].body as { version: number; reason: string; lines: { amount: number }[] };
    expect(edit).toMatchObject({ building: 'GB', month: '2026-10', room_id: '101', version: 1, reason: 'Giảm giá tháng đầu' });
    expect(edit.lines.map((l) => l.amount)).toEqual([2_800_000, 130_900, 200_000]);
  });

  it('goes on calling the run until no room is left, when a large building answers in parts', async () => {
    previewAnswer = answer({ pending: [bill('101', 3_000_000), bill('102', 2_500_000)], total: 6_161_800 });
    const runRecord = { building: 'GB' as const, month: '2026-10', room_count: 2, total: 6_161_800, created_at: AT, created_by: 'ketoan' };
    run.mockImplementation(() => {
      const part = run.mock.calls.length === 1;
      const bills = part ? [bill('101', 3_000_000)] : [bill('101', 3_000_000), bill('102', 2_500_000)];
      if (!part) previewAnswer = answer({ run: runRecord, bills, total: 6_161_800 });
      return { body: answer({ preview: false, run: runRecord, bills, pending: part ? [bill('102', 2_500_000)] : [], remaining: part ? 1 : 0 }) };
    });
    renderScreen(<BillingRunPage />, '/bang-tinh-tien?building=GB&month=2026-10');
    await click(await screen.findByRole('button', { name: /Tính tiền \(2 phòng\)/ }));
    await click(await screen.findByRole('button', { name: 'Tính tiền' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    // Both calls ask for the same run; the second bills only what the first left.
    expect(run.mock.calls.map(([c]) => c.body)).toEqual([
      { building: 'GB', month: '2026-10' },
      { building: 'GB', month: '2026-10' },
    ]);
    await screen.findByText('BT-GB2610-102');
    await waitFor(() => expect(screen.queryByText(/đang tính tiếp/)).toBeNull());
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stops going on by itself after three calls that billed nothing, and says how many rooms are left', async () => {
    previewAnswer = answer({ pending: [bill('101', 3_000_000), bill('102', 2_500_000)], total: 6_161_800 });
    const runRecord = { building: 'GB' as const, month: '2026-10', room_count: 2, total: 6_161_800, created_at: AT, created_by: 'ketoan' };
    run.mockImplementation(() => ({
      body: answer({ preview: false, run: runRecord, pending: [bill('101', 3_000_000), bill('102', 2_500_000)], remaining: 2 }),
    }));
    renderScreen(<BillingRunPage />, '/bang-tinh-tien?building=GB&month=2026-10');
    await click(await screen.findByRole('button', { name: /Tính tiền \(2 phòng\)/ }));
    await click(await screen.findByRole('button', { name: 'Tính tiền' }));
    await screen.findByText(/Chưa tính xong: còn 2 phòng chưa có hoá đơn/);
    // The first answer, then three that billed nothing more.
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('prints the bills two A5 slips to an A4 sheet', () => {
    const html = billsSheetHtml([bill('101', 3_000_000), bill('102', 2_500_000), bill('103', 2_000_000)], new Date(AT));
    expect(html.match(/class="sheet"/g)).toHaveLength(2);
    expect(html.match(/class="half"/g)).toHaveLength(3);
    expect(html).toContain('BT-GB2610-103');
    expect(html).toContain('HOÁ ĐƠN TIỀN PHÒNG THÁNG 10/2026');
    expect(html).toContain('GB101 T1026');
  });

  it('says on the bill what the room already paid (its credit at the run) and what is left, only when it paid', () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const paid = text(billSlipHtml(bill('101', 3_000_000, { paid: 500_000 })));
    expect(paid).toMatch(/Đã trả: 500\.000\s₫/);
    expect(paid).toMatch(/Còn phải trả: 2\.830\.900\s₫/);
    expect(text(billSlipHtml(bill('102', 2_500_000)))).not.toContain('Còn phải trả');
  });

  it('prints the date the Vietnamese way and the total in words right under it', () => {
    const text = billSlipHtml(bill('101', 3_000_000, { paid: 500_000 }))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Ngày 31 tháng 10 năm 2026');
    const total = text.indexOf('Tổng cộng');
    const words = text.indexOf('Bằng chữ');
    expect(total).toBeGreaterThan(0);
    expect(words).toBeGreaterThan(total);
    expect(words).toBeLessThan(text.indexOf('Đã trả'));
  });

  it('names a bill by what is paid: nothing, part or all', () => {
    expect(collectionOf({ total: 100, paid: 0 }).label).toBe('Chưa thu');
    expect(collectionOf({ total: 100 }).label).toBe('Chưa thu');
    expect(collectionOf({ total: 100, paid: 40 }).label).toBe('Thu một phần');
    expect(collectionOf({ total: 100, paid: 100 }).label).toBe('Đã thu');
  });
});
