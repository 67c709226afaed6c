import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UnpaidRentPage, { unpaidRentRows } from '../../web/src/features/ledger/UnpaidRentPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

/** GB at the end of 2025-09: room 101 owes August (part) and September, room 205 September only. */
const ANSWER = {
  rooms: [
    {
      room_id: '205',
      object: 'room:GB-205',
      unpaid: 3_200_000,
      months: [{ month: '2025-09', bill_no: 'HD-GB-2509-205', owed: 3_200_000 }],
      oldest_month: '2025-09',
      age_days: 29,
    },
    {
      room_id: '101',
      object: 'room:GB-101',
      unpaid: 4_500_000,
      months: [
        { month: '2025-08', bill_no: 'HD-GB-2508-101', owed: 1_000_000 },
        { month: '2025-09', bill_no: 'HD-GB-2509-101', owed: 3_500_000 },
      ],
      oldest_month: '2025-08',
      age_days: 60,
    },
  ],
  total: 7_700_000,
};

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));

describe('unpaid rent rows', () => {
  it('puts the oldest debt first and the server total last', () => {
    const rows = unpaidRentRows(ANSWER);
    expect(rows.map((r) => r.room_id)).toEqual(['101', '205', 'Tổng cộng']);
    expect(rows.at(-1)).toMatchObject({ isTotal: true, unpaid: 7_700_000, month_count: 3 });
    expect(unpaidRentRows({ rooms: [], total: 0 })).toEqual([]);
    expect(unpaidRentRows(undefined)).toEqual([]);
  });
});

describe('unpaid rent screen (/bao-cao-tien-phong-chua-thu)', () => {
  it('asks for the building and month of the URL and shows each room in vi-VN money with the total', async () => {
    const api = stubApi({ 'GET /api/debt/search': () => ({ body: ANSWER }) });
    renderScreen(<UnpaidRentPage />, '/bao-cao-tien-phong-chua-thu?building=GB&month=2025-09');

    await screen.findByText('101');
    const asked = api.callsTo('GET', '/api/debt/search');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.query)).toEqual({ building: 'GB', month: '2025-09' });

    const bodyRows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(bodyRows).toHaveLength(3);
    expect(cellTexts(bodyRows[0]!)).toEqual(['101', '2', '08/2025, 09/2025', '08/2025', '60', '4.500.000 ₫']);
    expect(cellTexts(bodyRows[1]!)).toEqual(['205', '1', '09/2025', '09/2025', '29', '3.200.000 ₫']);
    const totals = bodyRows.at(-1)!;
    expect(cellTexts(totals)).toEqual(['Tổng cộng', '3', '', '', '', '7.700.000 ₫']);
    for (const td of totals.querySelectorAll('td')) expect((td as HTMLElement).style.fontWeight).toBe('700');
  });

  it('defaults to BN and this month, and shows the empty state when no room owes', async () => {
    const api = stubApi({ 'GET /api/debt/search': () => ({ body: { rooms: [], total: 0 } }) });
    renderScreen(<UnpaidRentPage />, '/bao-cao-tien-phong-chua-thu');

    expect(await screen.findByText('Không có phòng nào còn nợ tiền phòng trong tháng này')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/debt/search')).toHaveLength(1));
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(Object.fromEntries(api.callsTo('GET', '/api/debt/search')[0]!.query)).toEqual({ building: 'BN', month });
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(0);
  });
});
