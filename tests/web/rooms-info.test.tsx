import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Room } from '../../shared/api/rooms';
import { ApiError } from '../../web/src/api/api-error';
import { placeServerErrors } from '../../web/src/components/forms/server-errors';
import { floorFromRoomId, ROOM_FIELDS } from '../../web/src/features/rooms/AddRoomModal';
import { formatMoneyInput, parseMoneyInput } from '../../web/src/components/forms/MoneyInput';
import { formatVnd } from '../../web/src/lib/format';
import { newestChangeText } from '../../web/src/features/rooms/room-columns';
import RoomsPage from '../../web/src/features/rooms/RoomsPage';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type ApiCall } from './harness';

const room = (v: Partial<Room>): Room => ({
  building: 'BN',
  room_id: '101',
  floor: 1,
  status: 0,
  rent: 4_300_000,
  deposit: 4_300_000,
  max_occupants: 3,
  version: 1,
  updated_at: '2025-07-01T03:00:00.000Z',
  ...v,
});

const BN: Room[] = [
  room({ room_id: '102', rent: 4_400_000 }),
  room({
    room_id: '203',
    floor: 2,
    status: 2,
    last_states: [
      { from: 1, to: 2, event: 'check_in', voucher_type: 'check_in', voucher_id: 'NP-0001', at: '2025-07-05T03:00:00.000Z' },
      { from: 0, to: 1, event: 'deposit_created', voucher_type: 'deposit', voucher_id: 'CBN2507-001', at: '2025-07-01T03:00:00.000Z' },
    ],
  }),
  room({ room_id: '101' }),
];

afterEach(resetScreenState);

describe('room information helpers', () => {
  it('reads and writes money with thousands separators, by the spec parse-number rule', () => {
    expect(formatMoneyInput(4_500_000)).toBe('4.500.000');
    expect(formatMoneyInput(undefined)).toBe('');
    expect(parseMoneyInput('4.500.000')).toBe(4_500_000);
    expect(parseMoneyInput('4 500 000 đ')).toBe(4_500_000);
    expect(parseMoneyInput('12,5')).toBe(12.5);
    expect(parseMoneyInput('abc')).toBeUndefined();
  });

  it('suggests the floor from the room number', () => {
    expect(floorFromRoomId('101')).toBe(1);
    expect(floorFromRoomId('1203')).toBe(12);
    expect(floorFromRoomId('117MA')).toBe(1);
    expect(floorFromRoomId('A1')).toBeUndefined();
  });

  it('puts server refusals on the fields they name', () => {
    // The server names the field a refusal is about (`field`); the form never reads its wording.
    const serverFieldErrors = (error: unknown) => placeServerErrors(error, ROOM_FIELDS).fields;
    expect(serverFieldErrors(new ApiError(409, 'Phòng 101 đã có ở toà BN', { code: 'duplicate', field: 'room_id' }))).toEqual([
      { name: ['room_id'], errors: ['Phòng 101 đã có ở toà BN'] },
    ]);
    const bad = new ApiError(400, 'Dữ liệu không hợp lệ', {
      errors: [
        { path: 'rent', message: 'Số tiền không được âm' },
        { path: 'body.floor', message: 'Tầng phải là số nguyên' },
        { path: 'colour', message: 'Trường không được phép: colour' },
      ],
    });
    expect(serverFieldErrors(bad)).toEqual([
      { name: ['rent'], errors: ['Số tiền không được âm'] },
      { name: ['floor'], errors: ['Tầng phải là số nguyên'] },
    ]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });

  it('describes the newest status change', () => {
    expect(newestChangeText(BN[1]!)).toMatch(/^Nhận phòng · \d{2}-07-2025 \d{2}:\d{2}:\d{2} \(Đã cọc → Đang ở\)$/);
    expect(newestChangeText(BN[0]!)).toBe('');
  });

  it("dates a change by the event's own day, not by when it was typed (issue 23 §3)", () => {
    const typedLater = {
      last_states: [{ from: 1, to: 2, event: 'check_in', voucher_type: 'check_in', voucher_id: 'NP-0002', at: '2026-11-26T08:15:59.000Z', date: '2026-05-22' }],
    };
    expect(newestChangeText(typedLater)).toBe('Nhận phòng · 22-05-2026 (Đã cọc → Đang ở)');
  });
});

describe('room information screen (/thong-tin-phong)', () => {
  it('lists the building rooms in order with money, status and newest change; no "Thêm phòng" for SECURITY', async () => {
    signIn('SECURITY');
    const api = stubApi({ 'GET /api/rooms': () => ({ body: { items: BN } }) });
    renderScreen(<RoomsPage />, '/thong-tin-phong');
    await screen.findByText('203');
    expect(api.callsTo('GET', '/api/rooms')[0]!.query.get('building')).toBe('BN');
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows.map((r) => r.querySelector('td')!.textContent)).toEqual(['101', '102', '203']);
    const cells = [...rows[2]!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(0, 7)).toEqual([
      '203',
      '2',
      formatVnd(4_300_000),
      formatVnd(4_300_000),
      '3',
      'Đang ở',
      expect.stringMatching(/^Nhận phòng · 05-07-2025/),
    ]);
    expect(rows[2]!.querySelector('.ant-tag-green')?.textContent).toBe('Đang ở');
    expect(screen.queryByText('Thêm phòng')).toBeNull();
    expect(formatVnd(4_300_000)).toMatch(/^4\.300\.000\s₫$/);
  });

  it('opens the drawer of the room in the URL, with its status history', async () => {
    signIn('staff');
    stubApi({ 'GET /api/rooms': () => ({ body: { items: BN } }) });
    const { router } = renderScreen(<RoomsPage />, '/thong-tin-phong?building=BN&room=203');
    const states = await screen.findAllByTestId('room-state');
    expect(screen.getByText('Phòng 203 – Nhà Bình Nguyên')).toBeTruthy();
    expect(states.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Nhận phòng · 05-07-2025.*Đã cọc.*Đang ở.*Phiếu nhận phòng · NP-0001/),
      expect.stringMatching(/^Nhận cọc · 01-07-2025.*Trống.*Đã cọc.*Phiếu nhận cọc · CBN2507-001/),
    ]);
    expect(screen.getByText('Bút toán của phòng (12 tháng)').closest('a')!.getAttribute('href')).toMatch(/^\/nhat-ky-chung\?building=BN&q=room%3ABN-203&from=/);

    await act(async () => fireEvent.click(document.querySelector('.ant-drawer-close')!));
    expect(router.state.location.search).toBe('?building=BN');
  });

  it('says so when the room in the URL does not exist', async () => {
    signIn('staff');
    stubApi({ 'GET /api/rooms': () => ({ body: { items: BN } }) });
    renderScreen(<RoomsPage />, '/thong-tin-phong?room=999');
    expect(await screen.findByText('Không tìm thấy phòng 999 ở toà BN')).toBeTruthy();
  });

  describe('Thêm phòng', () => {
    const fill = async (label: string, value: string) => {
      await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
    };
    const openForm = async () => {
      await screen.findByText('203');
      await act(async () => fireEvent.click(screen.getByText('Thêm phòng').closest('button')!));
      await screen.findByLabelText('Số phòng');
    };
    const save = async () => {
      await act(async () => fireEvent.click(screen.getByText('Lưu').closest('button')!));
    };

    it('validates in Vietnamese before asking the server', async () => {
      signIn('staff');
      const api = stubApi({ 'GET /api/rooms': () => ({ body: { items: BN } }) });
      renderScreen(<RoomsPage />, '/thong-tin-phong');
      await openForm();
      await fill('Số phòng', '1 0 1');
      await save();
      expect(await screen.findByText('Số phòng chỉ gồm chữ, số và dấu gạch (tối đa 12 ký tự)')).toBeTruthy();
      // Rent and deposit, in the contract's words (nonNegativeMoney says nothing of its own when missing: zod-vi's).
      expect(screen.getAllByText('Vui lòng nhập số tiền')).toHaveLength(2);
      expect(api.callsTo('POST', '/api/rooms')).toHaveLength(0);
    });

    it('sends whole đồng typed with separators, fills floor and deposit, and opens the new room', async () => {
      signIn('admin');
      let created: Room | undefined;
      const api = stubApi({
        'GET /api/rooms': () => ({ body: { items: created ? [...BN, created] : BN } }),
        'POST /api/rooms': (c: ApiCall) => {
          created = room({ ...(c.body as Partial<Room>), status: 0 });
          return { status: 201, body: created };
        },
      });
      const { router } = renderScreen(<RoomsPage />, '/thong-tin-phong');
      await openForm();
      await fill('Số phòng', '305b');
      await fill('Giá thuê', '3.900.000');
      await fill('Ghi chú', '  Cửa sổ hướng đông ');
      expect((screen.getByLabelText('Giá thuê') as HTMLInputElement).value).toBe('3.900.000');
      expect((screen.getByLabelText('Tiền cọc') as HTMLInputElement).value).toBe('3.900.000');
      expect((screen.getByLabelText('Tầng') as HTMLInputElement).value).toBe('3');
      await save();

      await waitFor(() => expect(api.callsTo('POST', '/api/rooms')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/rooms')[0]!.body).toEqual({
        building: 'BN',
        room_id: '305B',
        floor: 3,
        rent: 3_900_000,
        deposit: 3_900_000,
        max_occupants: 3,
        notes: 'Cửa sổ hướng đông',
      });
      await waitFor(() => expect(router.state.location.search).toBe('?room=305B'));
      expect(await screen.findByText('Phòng 305B – Nhà Bình Nguyên')).toBeTruthy();
      // The list was asked again, so the new room is in it.
      await waitFor(() => expect(api.callsTo('GET', '/api/rooms').length).toBeGreaterThanOrEqual(2));
    });

    it("shows the server's 409 in the error dialog and on the room number", async () => {
      signIn('staff');
      stubApi({
        'GET /api/rooms': () => ({ body: { items: BN } }),
        'POST /api/rooms': () => refusal(409, 'Phòng 101 đã có ở toà BN', { code: 'duplicate', field: 'room_id' }),
      });
      renderScreen(<RoomsPage />, '/thong-tin-phong');
      await openForm();
      await fill('Số phòng', '101');
      await fill('Giá thuê', '4300000');
      await save();

      await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Lỗi'));
      expect(document.querySelector('.ant-modal-confirm-content')?.textContent).toBe('Phòng 101 đã có ở toà BN');
      await waitFor(() => expect(document.querySelector('#add-room_room_id_help')?.textContent).toBe('Phòng 101 đã có ở toà BN'));
    });

    it("shows the server's 400 field errors", async () => {
      signIn('staff');
      stubApi({
        'GET /api/rooms': () => ({ body: { items: BN } }),
        'POST /api/rooms': () => ({
          status: 400,
          body: { message: 'Dữ liệu không hợp lệ: rent: Giá quá cao', errors: [{ path: 'rent', message: 'Giá quá cao' }] },
        }),
      });
      renderScreen(<RoomsPage />, '/thong-tin-phong');
      await openForm();
      await fill('Số phòng', '401');
      await fill('Giá thuê', '999.999.999');
      await save();
      await waitFor(() =>
        expect(document.querySelector('.ant-modal-confirm-content')?.textContent).toBe('Dữ liệu không hợp lệ: rent: Giá quá cao: Giá quá cao'),
      );
      // The field's help renders a tick after the dialog (antd's error list animates in).
      await waitFor(() => expect(document.querySelector('#add-room_rent_help')?.textContent).toBe('Giá quá cao'));
    });
  });
});
