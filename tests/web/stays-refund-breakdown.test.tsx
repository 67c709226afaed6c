import { formatVnd } from '../../web/src/lib/format';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '../../shared/api/rooms';
import type { CheckOut, Stay } from '../../shared/api/stays';
import { docHtml } from '../../web/src/components/print/doc';
import { BillBreakdown } from '../../web/src/features/stays/BillBreakdown';
import { billRows } from '../../web/src/features/stays/bill-rows';
import { CheckOutForm } from '../../web/src/features/stays/CheckOutForm';
import { refundSheet } from '../../web/src/features/stays/print';
import { renderInApp, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

/** What the server answered for a check-out of GB 101: 20 of 30 days, a cleaning fee, a credit, short notice waived. */
const CHECK_OUT: CheckOut = {
  id: '01KCHECKOUT000000000000001',
  stay_id: '01KSTAY0000000000000000001',
  building: 'GB',
  room_id: '101',
  contract_no: 'GB-101-261101',
  customer_name: 'Trần Thị Mai',
  leave_date: '2026-11-21',
  notice_date: '2026-11-05',
  notice_given_days: 16,
  notice_days: 30,
  start_readings: { electricity: 1200, water: 350 },
  final_readings: { electricity: 1350, water: 362 },
  bill: {
    rent_from: '2026-11-01',
    rent_days: 20,
    days_in_month: 30,
    monthly_rent: 4_400_000,
    rent: 2_933_000,
    electricity_kwh: 150,
    electricity_price: 2_618,
    electricity: 392_700,
    water_mode: 'per_person',
    water_units: 2,
    water_price: 100_000,
    water: 133_000,
    other_charges: [{ label: 'Vệ sinh phòng', amount: 150_000 }],
    credits: [{ label: 'Trả lại tiền internet', amount: 50_000 }],
    total: 3_558_700,
  },
  deposit_object: 'deposit:01KDEPOSIT0000000000000101',
  deposit_held: 4_400_000,
  deposit_parts: [{ object: 'deposit:01KDEPOSIT0000000000000101', held: 4_400_000, applied: 3_558_700, forfeited: 0, refund: 841_300 }],
  deposit_applied: 3_558_700,
  forfeited: 0,
  forfeit_waived: true,
  waive_reason: 'Khách chuyển công tác',
  refund: 841_300,
  receivable: 0,
  customer_ids: ['c0', 'c1'],
  room_status_before: 3,
  room_status_after: 0,
  status: 'done',
  version: 1,
  created_at: '2026-11-21T03:00:00.000Z',
  created_by: 'ketoan',
};

const rowTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s+/g, ' ').trim()));

describe('refund calculation breakdown (/bang-tinh-tien-tra-coc)', () => {
  afterEach(resetScreenState);

  it("shows the server's bill line by line, the deposit settlement and the refund in words", async () => {
    // A desktop screen: every min-width breakpoint matches, so the explanation has its own column.
    const narrow = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...narrow(query), matches: /min-width/.test(query) }));
    renderInApp(<BillBreakdown checkOut={CHECK_OUT} />);
    const [bill, deposit] = await screen.findAllByRole('table').then((t) => t.filter((x) => x.closest('.bill-breakdown')));
    expect(rowTexts(bill!)).toEqual([
      ['Tiền phòng', '20/30 ngày × 4.400.000 ₫ (từ 01-11-2026 đến trước 21-11-2026)', '2.933.000 ₫'],
      ['Tiền điện', '1.350 − 1.200 = 150 kWh × 2.618 ₫', '392.700 ₫'],
      ['Tiền nước', '2 người × 100.000 ₫/tháng × 20/30 ngày', '133.000 ₫'],
      ['Vệ sinh phòng', 'Phí khác', '150.000 ₫'],
      ['Trả lại tiền internet', 'Giảm trừ', '− 50.000 ₫'],
      ['Tổng hoá đơn trả phòng', '', '3.558.700 ₫'],
    ]);
    expect(rowTexts(deposit!)).toEqual([
      ['Tiền cọc đang giữ', '', '4.400.000 ₫'],
      ['Trừ cọc vào hoá đơn', '', '− 3.558.700 ₫'],
      ['Miễn mất cọc', 'báo trả ngày 05-11-2026: 16/30 ngày; lý do: Khách chuyển công tác', '0 ₫'],
      ['Hoàn trả cọc cho khách', '', '841.300 ₫'],
    ]);
    // Totals stand out.
    expect(bill!.querySelector('tr.bill-strong')?.textContent).toContain('Tổng hoá đơn trả phòng');
    expect(screen.getByText('05-11-2026 (16/30 ngày)')).toBeTruthy();
    expect(screen.getByText('Hoàn trả khách 841.300 ₫ (Tám trăm bốn mươi mốt nghìn ba trăm đồng)')).toBeTruthy();
    expect(screen.getByText('Đã trả phòng')).toBeTruthy();
    // Issue 24: the room number opens the room's page.
    expect(screen.getByRole('link', { name: '101' }).getAttribute('href')).toBe('/phong/GB/101');
  });

  it('shows a forfeit for short notice, and what the tenant still owes when the bill passes the deposit', async () => {
    const forfeited: CheckOut = { ...CHECK_OUT, forfeit_waived: false, waive_reason: undefined, forfeited: 841_300, refund: 0 };
    const rows = billRows(forfeited).filter((r) => r.section === 'deposit');
    expect(rows.map((r) => [r.label, r.amount])).toEqual([
      ['Tiền cọc đang giữ', 4_400_000],
      ['Trừ cọc vào hoá đơn', -3_558_700],
      ['Mất cọc (báo trước không đủ)', -841_300],
      ['Hoàn trả cọc cho khách', 0],
    ]);

    const owing: CheckOut = {
      ...CHECK_OUT,
      notice_date: undefined,
      notice_given_days: 0,
      deposit_held: 3_000_000,
      deposit_applied: 3_000_000,
      refund: 0,
      receivable: 558_700,
    };
    renderInApp(<BillBreakdown checkOut={owing} />);
    // A phone (jsdom matches no breakpoint): the explanation sits under the item.
    expect(await screen.findByText('Khách còn phải trả')).toBeTruthy();
    const why = 'Tiền cọc không đủ trả các khoản còn nợ: công nợ riêng của lượt thuê này';
    expect(screen.getByText(why).closest('td')?.textContent).toBe(`Khách còn phải trả${why}`);
    expect(screen.queryByText('Diễn giải')).toBeNull();
    expect(screen.getByText('Không báo trước (hợp đồng 30 ngày)')).toBeTruthy();
    expect(screen.getByText('Khách còn phải trả 558.700 ₫ (Năm trăm năm mươi tám nghìn bảy trăm đồng)')).toBeTruthy();
  });

  it('shows what the deposit paid of each open item of the stay, earlier bills first, and the credit the final bill took', () => {
    const settled: CheckOut = {
      ...CHECK_OUT,
      deposit_held: 4_400_000,
      deposit_applied: 4_400_000,
      refund: 0,
      forfeited: 0,
      credit_used: 100_000,
      receivable: 1_058_700,
      settled_items: [
        { id: 'B1', kind: 'bill', bill_no: 'BT-MA2609-101', month: '2026-09', owed: 2_000_000, deposit_applied: 2_000_000, left: 0 },
        { id: 'C1', kind: 'final_bill', bill_no: 'HD-101', month: '2026-10', owed: 3_458_700, deposit_applied: 2_400_000, left: 1_058_700 },
      ],
    };
    expect(billRows(settled).find((r) => r.key === 'credit-used')).toMatchObject({ label: 'Tiền khách trả trước trừ vào hoá đơn', amount: -100_000 });
    expect(
      billRows(settled)
        .filter((r) => r.section === 'deposit')
        .map((r) => [r.label, r.detail ?? '', r.amount]),
    ).toEqual([
      ['Tiền cọc đang giữ', '', 4_400_000],
      ['Trừ cọc: Hoá đơn tháng BT-MA2609-101', `Tháng 09/2026: còn nợ ${formatVnd(2_000_000)}`, -2_000_000],
      ['Trừ cọc: Hoá đơn trả phòng HD-101', `Tháng 10/2026: còn nợ ${formatVnd(3_458_700)}, cọc không đủ, còn lại ${formatVnd(1_058_700)}`, -2_400_000],
      ['Miễn mất cọc', expect.stringContaining('lý do'), 0],
      ['Hoàn trả cọc cho khách', '', 0],
      ['Khách còn phải trả', 'Tiền cọc không đủ trả các khoản còn nợ: công nợ riêng của lượt thuê này', 1_058_700],
    ]);
  });

  it('lists a repair the tenant caused that the final bill took as a bill line, on the screen and the printed sheet', async () => {
    const repair = {
      kind: 'repair' as const,
      label: 'Sửa chữa do khách: Vỡ kính cửa sổ',
      quantity: null,
      unit_price: null,
      amount: 350_000,
      repair_ref: 'ordinary:01KREQ',
    };
    const charged: CheckOut = {
      ...CHECK_OUT,
      bill: { ...CHECK_OUT.bill, repair_charges: [repair], total: 3_908_700 },
      deposit_applied: 3_908_700,
      refund: 491_300,
    };
    expect(
      billRows(charged)
        .filter((r) => r.section === 'bill')
        .map((r) => [r.label, r.detail, r.amount])
        .slice(3, 6),
    ).toEqual([
      ['Vệ sinh phòng', 'Phí khác', 150_000],
      ['Sửa chữa do khách: Vỡ kính cửa sổ', 'Sửa chữa do khách gây ra', 350_000],
      ['Trả lại tiền internet', 'Giảm trừ', -50_000],
    ]);
    renderInApp(<BillBreakdown checkOut={charged} />);
    expect(await screen.findByText('Sửa chữa do khách: Vỡ kính cửa sổ')).toBeTruthy();
    expect(screen.getByText('Sửa chữa do khách gây ra')).toBeTruthy();
    const html = docHtml(refundSheet(charged, 'Nguyễn Thị Kế Toán'));
    expect(html).toContain('Sửa chữa do khách: Vỡ kính cửa sổ');
    expect(html).toContain('3.908.700');
  });

  it('prints the same lines on A4 with the amount in words and both signatures', () => {
    const html = docHtml(refundSheet(CHECK_OUT, 'Nguyễn Thị Kế Toán'));
    expect(html).toContain('BẢNG TÍNH TIỀN TRẢ CỌC');
    expect(html).toContain('Ngày 21 tháng 11 năm 2026');
    expect(html).toContain('20/30 ngày × 4.400.000');
    expect(html).toContain('− 3.558.700');
    expect(html).toContain('Tám trăm bốn mươi mốt nghìn ba trăm đồng');
    expect(html).toMatch(/Khách thuê.*Người lập bảng.*Nguyễn Thị Kế Toán/s);
  });
});

const ROOM: Room = {
  building: 'GB',
  room_id: '101',
  floor: 1,
  status: 3,
  rent: 4_400_000,
  deposit: 4_400_000,
  max_occupants: 3,
  version: 3,
  updated_at: '2026-11-05T03:00:00.000Z',
};
const STAY = {
  id: CHECK_OUT.stay_id,
  building: 'GB',
  room_id: '101',
  deposit_object: CHECK_OUT.deposit_object,
  contract_no: CHECK_OUT.contract_no,
  start_date: dayjs().subtract(20, 'day').format('YYYY-MM-DD'),
  rent: 4_400_000,
  rent_history: [],
  deposit_held: 4_400_000,
  deposit_top_up: 0,
  occupants: [{ name: 'Trần Thị Mai', customer_id: 'c0' }],
  vehicles: [],
  start_readings: { electricity: 1200, water: 350 },
  internet: true,
  notice_days: 30,
  status: 'active',
  version: 1,
  created_at: '2026-11-01T03:00:00.000Z',
  created_by: 'ketoan',
} as Stay;
const NOTICE_DATE = dayjs().subtract(16, 'day').format('YYYY-MM-DD');

describe('check-out form', () => {
  let createCheckOut: ReturnType<typeof vi.fn<(call: ApiCall) => Answer>>;
  beforeEach(() => {
    signIn('staff');
    createCheckOut = vi.fn<(call: ApiCall) => Answer>(() => ({ status: 201, body: CHECK_OUT }));
    stubApi({
      'GET /api/rooms': () => ({ body: { items: [ROOM] } }),
      'GET /api/check-ins/search': () => ({ body: [STAY] }),
      'GET /api/room-states/newest': () => ({
        body: {
          items: [
            {
              building: 'GB',
              room_id: '101',
              floor: 1,
              status: 3,
              status_label: 'Đã báo trả phòng',
              rent: 4_400_000,
              notice: { id: 'n1', date: NOTICE_DATE, expected_leave_date: dayjs().add(14, 'day').format('YYYY-MM-DD'), at: '', by: 'ketoan' },
            },
          ],
        },
      }),
      'POST /api/check-outs': (c) => createCheckOut(c),
    });
  });
  afterEach(resetScreenState);

  it("finds the room's stay, prefills its notice, warns of the forfeit and sends the waiver, charges and credits", async () => {
    const onDone = vi.fn();
    renderScreen(<CheckOutForm building="GB" roomId="101" onDone={onDone} />);
    expect(await screen.findByText('Trần Thị Mai (1 người)')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Ngày báo trả') as HTMLInputElement).value).toBe(dayjs(NOTICE_DATE).format('DD-MM-YYYY')));
    expect(screen.getByText('Báo trước 16 ngày / hợp đồng 30 ngày: báo trước không đủ, tiền cọc còn lại bị mất')).toBeTruthy();

    const type = async (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
    const click = async (text: string) => act(async () => fireEvent.click(screen.getByText(text).closest('button')!));
    await type('Chỉ số điện cuối', '1100');
    await click('Tính tiền và trả phòng');
    await waitFor(() =>
      expect(document.querySelector('#check-out_final_readings_electricity_help')?.textContent).toBe('Chỉ số điện cuối nhỏ hơn chỉ số đầu (1.200)'),
    );

    await type('Chỉ số điện cuối', '1350');
    await type('Chỉ số nước cuối', '362');
    await act(async () => fireEvent.click(screen.getByLabelText('Miễn mất cọc')));
    expect(await screen.findByText('Báo trước 16 ngày / hợp đồng 30 ngày: được miễn mất cọc')).toBeTruthy();
    await type('Lý do miễn mất cọc', ' Khách chuyển công tác ');
    await click('Thêm khoản phí');
    await type('Nội dung khoản phí 1', 'Vệ sinh phòng');
    await type('Số tiền khoản phí 1', '150.000');
    await click('Thêm khoản giảm trừ');
    await type('Nội dung khoản giảm trừ 1', 'Trả lại tiền internet');
    await type('Số tiền khoản giảm trừ 1', '50.000');
    await click('Tính tiền và trả phòng');

    await waitFor(() => expect(createCheckOut).toHaveBeenCalledOnce());
    const { body, headers } = createCheckOut.mock.calls[0]![0];
    expect(body).toEqual({
      stay_id: STAY.id,
      leave_date: dayjs().format('YYYY-MM-DD'),
      final_readings: { electricity: 1350, water: 362 },
      notice_date: NOTICE_DATE,
      waive_forfeit: true,
      waive_reason: 'Khách chuyển công tác',
      other_charges: [{ label: 'Vệ sinh phòng', amount: 150_000 }],
      credits: [{ label: 'Trả lại tiền internet', amount: 50_000 }],
    });
    expect(headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(CHECK_OUT));
  });
});
