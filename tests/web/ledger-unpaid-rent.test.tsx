import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_ROOM_NOTE, type UnpaidStay } from '../../shared/api/ledger/debts';
import UnpaidRentPage, { unpaidRentRows } from '../../web/src/features/ledger/UnpaidRentPage';
import type { UnpaidRent } from '../../web/src/features/ledger/queries';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

/**
 * GB at the end of 2025-09: room 101's departed tenant still owes the rest of her final bill, the new
 * tenant of 101 owes September; room 205 owes August (part) and September; 301 is old data on the room.
 */
const ANSWER: UnpaidRent = {
  rows: [
    {
      room_id: '101',
      stay_id: 'S-OLD',
      object: 'stay:GB-101:S-OLD',
      contract_no: 'HD-GB101-1',
      customer_name: 'Trần Thị Cũ',
      phone: '0901234567',
      leave_date: '2025-08-20',
      status: 'checked_out',
      unpaid: 292_826,
      months: [{ id: 'CO1', kind: 'final_bill', month: '2025-08', date: '2025-08-20', bill_no: 'HD-GB101-1', total: 2_392_826, owed: 292_826 }],
      oldest_month: '2025-08',
      age_days: 41,
      aging: { d0_30: 0, d31_60: 292_826, d61_90: 0, over_90: 0 },
    },
    {
      room_id: '101',
      stay_id: 'S-NEW',
      object: 'stay:GB-101:S-NEW',
      contract_no: 'HD-GB101-2',
      customer_name: 'Lê Văn Mới',
      status: 'active',
      unpaid: 3_000_000,
      months: [{ id: 'B1', kind: 'bill', month: '2025-09', date: '2025-09-30', bill_no: 'BT-GB2509-101', total: 3_000_000, owed: 3_000_000 }],
      oldest_month: '2025-09',
      age_days: 0,
      aging: { d0_30: 3_000_000, d31_60: 0, d61_90: 0, over_90: 0 },
    },
    {
      room_id: '205',
      stay_id: 'S-205',
      object: 'stay:GB-205:S-205',
      contract_no: 'HD-GB205-1',
      customer_name: 'Phạm Thị Hai',
      status: 'active',
      unpaid: 4_500_000,
      months: [
        { id: 'B2', kind: 'bill', month: '2025-08', date: '2025-08-31', bill_no: 'BT-GB2508-205', total: 3_000_000, owed: 1_000_000 },
        { id: 'B3', kind: 'bill', month: '2025-09', date: '2025-09-30', bill_no: 'BT-GB2509-205', total: 3_500_000, owed: 3_500_000 },
      ],
      oldest_month: '2025-08',
      age_days: 30,
      aging: { d0_30: 4_500_000, d31_60: 0, d61_90: 0, over_90: 0 },
    },
    {
      room_id: '301',
      stay_id: null,
      object: 'room:GB-301',
      status: null,
      note: LEGACY_ROOM_NOTE,
      unpaid: 100_000,
      months: [],
      oldest_month: null,
      age_days: 0,
      aging: { d0_30: 0, d31_60: 0, d61_90: 0, over_90: 100_000 },
    },
  ],
  total: 7_892_826,
};

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));

describe('unpaid rent rows', () => {
  it('puts the oldest debt first (one row per stay) and the total of every page last', () => {
    const rows = unpaidRentRows(ANSWER, 'GB');
    expect(rows.map((r) => `${r.room_id} ${r.customer_name}`)).toEqual([
      '101 Trần Thị Cũ',
      '205 Phạm Thị Hai',
      '101 Lê Văn Mới',
      '301 ',
      'Tổng cộng 4 lượt thuê',
    ]);
    expect(rows.at(-1)).toMatchObject({ isTotal: true, unpaid: 7_892_826, item_count: 4 });
    expect(unpaidRentRows({ rows: [], total: 0 }, 'GB')).toEqual([]);
    expect(unpaidRentRows(undefined, 'GB')).toEqual([]);
  });
});

describe('unpaid rent screen (/bao-cao-tien-phong-chua-thu)', () => {
  it('asks for the building and month of the URL and shows each stay with its tenant, the departed one tagged, its open items and the total', async () => {
    // The server answers a page at a time in its key order (the room of old data first, on the first
    // page): the screen reads every page, lists them oldest debt first and sums the total itself.
    const [old, next, r205, r301] = ANSWER.rows as [UnpaidStay, UnpaidStay, UnpaidStay, UnpaidStay];
    const api = stubApi({
      'GET /api/debt/search': (c) => (c.query.get('cursor') === 'p2' ? { body: { items: [next, old] } } : { body: { items: [r301, r205], cursor: 'p2' } }),
    });
    renderScreen(<UnpaidRentPage />, '/bao-cao-tien-phong-chua-thu?building=GB&month=2025-09');

    await screen.findByText('Trần Thị Cũ');
    const asked = api.callsTo('GET', '/api/debt/search');
    expect(asked.map((a) => Object.fromEntries(a.query))).toEqual([
      { building: 'GB', month: '2025-09' },
      { building: 'GB', month: '2025-09', cursor: 'p2' },
    ]);

    const bodyRows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(bodyRows).toHaveLength(5);
    expect(cellTexts(bodyRows[0]!)).toEqual([
      '101',
      'Trần Thị CũĐã trả phòng',
      '0901234567',
      'HD-GB101-1',
      'Hoá đơn trả phòng HD-GB101-1: 292.826',
      '08/2025',
      '41',
      '',
      '292.826',
      '',
      '',
      '292.826 ₫',
      'Phòng GB101: còn nợ 292.826 ₫ (hoá đơn trả phòng), đã quá 41 ngày. Vui lòng thanh toán sớm. Xin cảm ơn!',
    ]);
    expect(cellTexts(bodyRows[1]!)).toEqual([
      '205',
      'Phạm Thị Hai',
      '',
      'HD-GB205-1',
      'Hoá đơn tháng 08/2025 BT-GB2508-205: 1.000.000Hoá đơn tháng 09/2025 BT-GB2509-205: 3.500.000',
      '08/2025',
      '30',
      '4.500.000',
      '',
      '',
      '',
      '4.500.000 ₫',
      'Phòng GB205: còn nợ 4.500.000 ₫ (tháng 08/2025, tháng 09/2025), đã quá 30 ngày. Vui lòng thanh toán sớm. Xin cảm ơn!',
    ]);
    expect(cellTexts(bodyRows[2]!)).toEqual([
      '101',
      'Lê Văn Mới',
      '',
      'HD-GB101-2',
      'Hoá đơn tháng 09/2025 BT-GB2509-101: 3.000.000',
      '09/2025',
      '0',
      '3.000.000',
      '',
      '',
      '',
      '3.000.000 ₫',
      'Phòng GB101: còn nợ 3.000.000 ₫ (tháng 09/2025). Vui lòng thanh toán sớm. Xin cảm ơn!',
    ]);
    expect(cellTexts(bodyRows[3]!)).toEqual(['301', LEGACY_ROOM_NOTE, '', '', '', '', '0', '', '', '', '100.000', '100.000 ₫', '']);
    expect(
      within(bodyRows[0] as HTMLElement)
        .getByText('Đã trả phòng')
        .closest('.ant-tag'),
    ).toBeTruthy();
    expect(within(bodyRows[2] as HTMLElement).queryByText('Đã trả phòng')).toBeNull();
    const totals = bodyRows.at(-1)!;
    expect(cellTexts(totals)).toEqual(['Tổng cộng', '4 lượt thuê', '', '', '', '', '', '7.500.000', '292.826', '', '100.000', '7.892.826 ₫', '']);
    for (const td of totals.querySelectorAll('td')) expect((td as HTMLElement).style.fontWeight).toBe('700');
    expect(document.body.textContent).toContain('(đã trả phòng: 1)');
  });

  it('defaults to BN and this month, and shows the empty state when no room owes', async () => {
    const api = stubApi({ 'GET /api/debt/search': () => ({ body: { items: [] } }) });
    renderScreen(<UnpaidRentPage />, '/bao-cao-tien-phong-chua-thu');

    expect(await screen.findByText('Không có khách nào còn nợ tiền phòng trong tháng này')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/debt/search')).toHaveLength(1));
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(Object.fromEntries(api.callsTo('GET', '/api/debt/search')[0]!.query)).toEqual({ building: 'BN', month });
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(0);
  });
});
