import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoomFile, StayFile } from '../../shared/api/rooms/file';
import type { CustomerFile } from '../../shared/api/customers/file';
import RoomFilePage from '../../web/src/features/rooms/RoomFilePage';
import CustomerFilePage from '../../web/src/features/customers/CustomerFilePage';
import { formatVnd } from '../../web/src/lib/format';
import { QueryClient } from '@tanstack/react-query';
import { invalidateAffected } from '../../web/src/api/query-keys';
import { roomQueries } from '../../web/src/features/rooms/queries';
import { customerQueries } from '../../web/src/features/customers/queries';
import { createReceiptRoom } from '../../shared/api/receipts';
import { createPayments } from '../../shared/api/bills';
import { createCheckOut } from '../../shared/api/stays';
import { updateRoomState } from '../../shared/api/rooms';
import { createRepairRequest } from '../../shared/api/repairs';
import { createInternet } from '../../shared/api/internet';
import { issueVehicleCard } from '../../shared/api/customers/vehicle-cards';
import { addPriceCeiling } from '../../shared/api/admin/prices';
import { refusal, renderScreen, resetScreenState, signIn, stubApi } from './harness';

afterEach(resetScreenState);

const CUST = '01KAAAAAAAAAAAAAAAAAAAAAAA';
const stay = (v: Partial<StayFile>): StayFile => ({
  stay_id: '01KSTAY0000000000000000001',
  contract_no: 'HD-BN101-01',
  tenant: 'Phạm Văn Mới',
  start_date: '2026-10-15',
  status: 'active',
  rent: 3_000_000,
  occupants: [{ customer_id: CUST, name: 'Phạm Văn Mới', phone: '0912345678' }],
  vehicles: [{ type: 'motorbike', plate: '59X1-12345' }],
  deposit_held: 3_000_000,
  notice_days: 30,
  account: {
    lines: [
      { id: 'b10', side: 'charge', kind: 'bill', no: 'BT-BN2610-101', date: '2026-10-31', month: '2026-10', amount: 1_800_000, open: 0, balance: 1_800_000 },
      { id: 'r1', side: 'payment', kind: 'receipt', no: 'PTBN2611-004', date: '2026-11-05', amount: -1_800_000, balance: 0 },
      {
        id: 'b11',
        side: 'charge',
        kind: 'bill',
        no: 'BT-BN2611-101',
        date: '2026-11-30',
        month: '2026-11',
        amount: 3_450_000,
        open: 3_450_000,
        balance: 3_450_000,
      },
    ],
    owed: 3_450_000,
    credit: 0,
    balance: 3_450_000,
  },
  ...v,
});

const FILE: RoomFile = {
  building: 'BN',
  room_id: '101',
  floor: 1,
  status: 2,
  status_label: 'Đang ở',
  rent: 3_000_000,
  deposit: 3_000_000,
  max_occupants: 3,
  guard_view: false,
  current: stay({}),
  owing_stays: [
    stay({
      stay_id: '01KSTAY0000000000000000000',
      contract_no: 'HD-BN101-00',
      tenant: 'Trần Thị Cũ',
      status: 'checked_out',
      start_date: '2026-06-01',
      leave_date: '2026-10-10',
      occupants: [{ customer_id: '01KBBBBBBBBBBBBBBBBBBBBBBB', name: 'Trần Thị Cũ' }],
      vehicles: [],
      account: {
        lines: [
          {
            id: 'f1',
            side: 'charge',
            kind: 'final_bill',
            no: 'HD-BN101-00',
            date: '2026-10-10',
            month: '2026-10',
            amount: 700_000,
            open: 700_000,
            balance: 700_000,
          },
        ],
        owed: 700_000,
        credit: 0,
        balance: 700_000,
      },
    }),
  ],
  consumption: [
    { month: '2026-10', electricity: 50, water: 4 },
    { month: '2026-11', electricity: 60, water: null },
  ],
  internet: [],
  vehicle_cards: [],
  repairs: [],
  stays: [],
  stays_more: false,
};

const openRoom = (url = '/phong/BN/101') =>
  renderScreen(
    <Routes>
      <Route path="/phong/:building/:room" element={<RoomFilePage />} />
    </Routes>,
    url,
  );

describe('the room page', () => {
  it("shows the status, the stay's items with the running balance, the departed stay owing and actions carrying the room", async () => {
    signIn('staff');
    const api = stubApi({ 'GET /api/rooms/BN/101/file': () => ({ body: FILE }) });
    openRoom();
    expect(await screen.findByText('Phòng 101 – Nhà Bình Nguyên', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('Đang ở').length).toBeGreaterThan(0);
    expect(api.callsTo('GET', '/api/rooms/BN/101/file')).toHaveLength(1);

    const current = screen.getByRole('table', { name: 'Công nợ HĐ HD-BN101-01' });
    const rows = within(current).getAllByRole('row');
    // Newest first: the open November bill, then the receipt, then October; each with its balance after it.
    expect(rows.some((r) => r.textContent!.includes('BT-BN2611-101') && r.textContent!.includes(formatVnd(3_450_000)))).toBe(true);
    expect(rows.some((r) => r.textContent!.includes('PTBN2611-004') && r.textContent!.includes(formatVnd(0)))).toBe(true);
    expect(document.body.textContent).toContain(`Còn nợ ${formatVnd(3_450_000)}`);
    expect(screen.getByText('0912345678', { exact: false })).toBeTruthy();

    const old = screen.getByRole('table', { name: 'Công nợ HĐ HD-BN101-00' });
    expect(old).toBeTruthy();
    expect(document.body.textContent).toContain(`Còn nợ ${formatVnd(700_000)}`);
    expect(screen.getByText('Đã trả phòng, còn nợ: Trần Thị Cũ')).toBeTruthy();

    const hrefOf = (name: string) => screen.getByRole('button', { name }).closest('a')!.getAttribute('href');
    expect(hrefOf('Thu tiền phòng')).toBe('/phieu-thu-tien-phong?building=BN&room=101');
    expect(hrefOf('Báo trả phòng')).toBe('/phieu-bao-tra-phong?building=BN&room=101');
    expect(hrefOf('Trả phòng')).toBe('/bang-tinh-tien-tra-coc?building=BN&room=101');
    expect(hrefOf('Thay đổi thông tin')).toBe('/phieu-thay-doi-thong-tin?building=BN&room=101');
    expect(hrefOf('Báo sửa chữa')).toBe('/phieu-sua-chua-va-cham-cong?building=BN&room=101');
    // The room information screen keeps the room's details and status history.
    expect(screen.getByRole('link', { name: 'Thông tin phòng' }).getAttribute('href')).toBe('/thong-tin-phong?building=BN&room=101');
    expect(screen.getByRole('table', { name: 'Điện nước 12 tháng' }).textContent).toContain('60 kWh');
  });

  it('says so for a room that does not exist', async () => {
    signIn('staff');
    stubApi({ 'GET /api/rooms/BN/999/file': () => refusal(404, 'Không tìm thấy phòng 999 ở toà BN', { field: 'room_id' }) });
    openRoom('/phong/BN/999');
    expect(await screen.findByText('Không tìm thấy phòng 999 (BN)')).toBeTruthy();
  });

  it("shows a guard the room's status and no money or tenant", async () => {
    signIn('SECURITY');
    const guardFile: RoomFile = { ...FILE, guard_view: true };
    for (const k of ['current', 'owing_stays', 'consumption', 'internet', 'vehicle_cards', 'repairs', 'stays', 'stays_more'] as const) delete guardFile[k];
    stubApi({ 'GET /api/rooms/BN/101/file': () => ({ body: guardFile }) });
    openRoom();
    expect(await screen.findByText('Phòng 101 – Nhà Bình Nguyên', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Công nợ/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thu tiền phòng' })).toBeNull();
  });
});

describe('the tenant page', () => {
  it("shows the tenant's documents, room link and account with its balance", async () => {
    signIn('staff');
    const file: CustomerFile = {
      customer: {
        id: CUST,
        building: 'BN',
        room_id: '101',
        stay_id: '01KSTAY0000000000000000001',
        contract_no: 'HD-BN101-01',
        name: 'Phạm Văn Mới',
        phone: '0912345678',
        id_number: '079123456789',
        check_in_date: '2026-10-15',
        status: 'staying',
      },
      stay: { ...stay({}), building: 'BN', room_id: '101' },
      vehicle_cards: [],
    };
    stubApi({
      [`GET /api/customers/${CUST}/file`]: () => ({ body: file }),
      'GET /api/customers/search': () => ({ body: { items: [file.customer], truncated: false } }),
    });
    renderScreen(
      <Routes>
        <Route path="/khach-hang/:id" element={<CustomerFilePage />} />
      </Routes>,
      `/khach-hang/${CUST}`,
    );
    expect(await screen.findByText('Khách hàng Phạm Văn Mới')).toBeTruthy();
    expect(screen.getByText('079123456789')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '101' })[0]!.getAttribute('href')).toBe('/phong/BN/101');
    expect(screen.getByRole('table', { name: 'Công nợ HĐ HD-BN101-01' })).toBeTruthy();
    expect(document.body.textContent).toContain(`Còn nợ ${formatVnd(3_450_000)}`);
  });
});

describe('the record pages refresh after a write that changes them', () => {
  const seeded = () => {
    const client = new QueryClient();
    const room = roomQueries.file('BN', '101').queryKey;
    const customer = customerQueries.file(CUST).queryKey;
    client.setQueryData(room, { ...FILE });
    // What the pages hold does not matter here: only whether the write marks them stale.
    client.setQueryData(customer, { vehicle_cards: [] } as unknown as CustomerFile);
    const stale = () => [room, customer].map((queryKey) => client.getQueryState(queryKey)!.isInvalidated);
    return { client, stale };
  };

  it('a receipt, a bill run, a check-out, a notice, a repair, internet or a vehicle card marks both pages stale', async () => {
    for (const write of [createReceiptRoom, createPayments, createCheckOut, updateRoomState, createRepairRequest, createInternet, issueVehicleCard]) {
      const { client, stale } = seeded();
      await invalidateAffected(client, write);
      expect(stale(), write.path).toEqual([true, true]);
    }
  });

  it('a write that shows on neither leaves them cached', async () => {
    const { client, stale } = seeded();
    await invalidateAffected(client, addPriceCeiling);
    await invalidateAffected(client, { affects: ['utilities', 'logs'] });
    expect(stale()).toEqual([false, false]);
  });
});
