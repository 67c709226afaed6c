import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Room } from '../../shared/api/rooms';
import { ROOM_STATUS_LABELS } from '../../shared/catalog/room-status';
import { BOARD_REFRESH_MS, roomQueries } from '../../web/src/features/rooms/queries';
import { compareRoomIds, countByStatus, groupByFloor, matchesRoom } from '../../web/src/features/rooms/room-board';
import RoomBoardPage, { BOARD_BUILDING } from '../../web/src/features/rooms/RoomBoardPage';
import { rememberedKey } from '../../web/src/lib/remembered';
import { ROOM_STATUS_ORDER, ROOM_STATUS_STYLES, roomStatusStyle } from '../../web/src/components/room-status/status-colors';
import { sessionStore } from '../../web/src/app/session/session-store';
import { renderScreen, resetScreenState, rgb, signIn, stubApi } from './harness';

const room = (building: string, room_id: string, floor: number, status: number): Room => ({
  building: building as Room['building'],
  room_id,
  floor,
  status,
  rent: 4_000_000,
  deposit: 4_000_000,
  max_occupants: 3,
  version: 1,
  updated_at: '2025-07-01T00:00:00.000Z',
});

/** BN: two floors, every status once or more, served in no particular order. */
const BN: Room[] = [
  room('BN', '203', 2, 4),
  room('BN', '110', 1, 2),
  room('BN', '102', 1, 1),
  room('BN', '101', 1, 0),
  room('BN', '201', 2, 3),
  room('BN', '202', 2, 2),
];
const GB: Room[] = [room('GB', '101', 1, 0)];

beforeEach(() => signIn('SECURITY'));
afterEach(resetScreenState);

describe('status colours (one place for every screen)', () => {
  it('gives the five statuses five different colours and the catalogue labels', () => {
    expect(ROOM_STATUS_ORDER).toEqual([0, 1, 2, 3, 4]);
    const tags = ROOM_STATUS_ORDER.map((s) => ROOM_STATUS_STYLES[s].tag);
    expect(new Set(tags).size).toBe(5);
    expect(new Set(ROOM_STATUS_ORDER.map((s) => ROOM_STATUS_STYLES[s].border)).size).toBe(5);
    for (const s of ROOM_STATUS_ORDER) expect(ROOM_STATUS_STYLES[s].label).toBe(ROOM_STATUS_LABELS[s]);
    expect(ROOM_STATUS_ORDER.map((s) => ROOM_STATUS_STYLES[s].short)).toEqual(['Trống', 'Đã cọc', 'Đang ở', 'Báo trả', 'Báo trả + cọc mới']);
    expect(roomStatusStyle(9).label).toBe('Trạng thái 9');
  });
});

describe('board grouping', () => {
  it('groups rooms by floor, lowest first, rooms in number order', () => {
    const floors = groupByFloor([...BN, room('BN', '117MA', 1, 0)]);
    expect(floors.map((f) => f.floor)).toEqual([1, 2]);
    expect(floors[0]!.rooms.map((r) => r.room_id)).toEqual(['101', '102', '110', '117MA']);
    expect(floors[1]!.rooms.map((r) => r.room_id)).toEqual(['201', '202', '203']);
    expect(compareRoomIds('1002', '201')).toBeGreaterThan(0);
  });

  it('counts every status, zero included', () => {
    expect(countByStatus(BN)).toEqual({ 0: 1, 1: 1, 2: 2, 3: 1, 4: 1 });
    expect(countByStatus([])).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 });
  });

  it('searches room numbers ignoring case and spaces', () => {
    expect(matchesRoom('117MA', ' 117 ma')).toBe(true);
    expect(matchesRoom('201', '10')).toBe(false);
    expect(matchesRoom('201', '')).toBe(true);
  });

  it('refreshes itself every 30 seconds', () => {
    expect(BOARD_REFRESH_MS).toBe(30_000);
    expect(roomQueries.board('BN').refetchInterval).toBe(30_000);
  });
});

describe('room status board screen (/theo-doi-tinh-trang-phong)', () => {
  const tiles = (scope: HTMLElement | Document = document) => [...scope.querySelectorAll<HTMLAnchorElement>('a.room-tile')];

  it('shows BN by default: tiles by floor, in their status colours, linking to the room', async () => {
    const api = stubApi({ 'GET /api/rooms': (c) => ({ body: { items: c.query.get('building') === 'GB' ? GB : BN } }) });
    renderScreen(<RoomBoardPage />, '/theo-doi-tinh-trang-phong');
    await screen.findByLabelText('Phòng 101: Phòng trống');
    expect(api.callsTo('GET', '/api/rooms')[0]!.query.get('building')).toBe('BN');

    // (role queries are slow in jsdom; the floor sections carry their floor and a label)
    const floor1 = document.querySelector<HTMLElement>('section[data-floor="1"]')!;
    const floor2 = document.querySelector<HTMLElement>('section[data-floor="2"]')!;
    expect(floor1.getAttribute('aria-label')).toBe('Tầng 1');
    expect(floor2.getAttribute('aria-label')).toBe('Tầng 2');
    expect(tiles(floor1).map((t) => t.textContent)).toEqual(['101Trống', '102Đã cọc', '110Đang ở']);
    expect(tiles(floor2).map((t) => t.textContent)).toEqual(['201Báo trả', '202Đang ở', '203Báo trả + cọc mới']);
    expect(document.querySelectorAll('section.room-floor')[0]).toBe(floor1);

    for (const tile of tiles()) {
      const s = ROOM_STATUS_STYLES[Number(tile.dataset.status) as 0];
      expect(tile.style.background).toBe(rgb(s.background));
      expect(tile.style.borderLeftColor).toBe(rgb(s.border));
    }
    expect(
      within(floor2)
        .getByLabelText(/^Phòng 203/)
        .getAttribute('href'),
    ).toBe('/phong/BN/203');

    const legend = screen.getByLabelText('Chú thích trạng thái');
    expect(ROOM_STATUS_ORDER.map((s) => within(legend).getByTestId(`count-${s}`).textContent)).toEqual(['1', '1', '2', '1', '1']);
    for (const s of ROOM_STATUS_ORDER) {
      const tag = legend.querySelector(`[data-status="${s}"]`)!;
      expect(tag.textContent).toContain(ROOM_STATUS_LABELS[s]);
      if (ROOM_STATUS_STYLES[s].tag !== 'default') expect(tag.className).toContain(`ant-tag-${ROOM_STATUS_STYLES[s].tag}`);
    }
  });

  it('narrows to one status from the legend and to a room number from the search', async () => {
    stubApi({ 'GET /api/rooms': () => ({ body: { items: BN } }) });
    const { router } = renderScreen(<RoomBoardPage />, '/theo-doi-tinh-trang-phong');
    await screen.findByLabelText('Phòng 101: Phòng trống');

    const legendTag = (status: number) => screen.getByLabelText('Chú thích trạng thái').querySelector(`[data-status="${status}"]`)!;
    expect(legendTag(2).getAttribute('role')).toBe('button');
    await act(async () => fireEvent.click(legendTag(2)));
    expect(router.state.location.search).toBe('?status=2');
    expect(legendTag(2).getAttribute('aria-pressed')).toBe('true');
    expect(tiles().map((t) => t.textContent)).toEqual(['110Đang ở', '202Đang ở']);
    await act(async () => fireEvent.click(legendTag(2)));
    expect(tiles()).toHaveLength(6);

    // The search box is remounted with each new search (it shows the URL's value), so look it up each time.
    const searchFor = async (text: string) => {
      const search = screen.getByPlaceholderText('Tìm số phòng');
      fireEvent.change(search, { target: { value: text } });
      await act(async () => fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 }));
    };
    await searchFor('20');
    expect(tiles().map((t) => t.textContent?.slice(0, 3))).toEqual(['201', '202', '203']);
    expect(document.querySelector('section[data-floor="1"]')).toBeNull();

    await searchFor('999');
    expect(screen.getByText('Không có phòng nào khớp điều kiện tìm')).toBeTruthy();
  });

  it('switches building with the tabs', async () => {
    const api = stubApi({ 'GET /api/rooms': (c) => ({ body: { items: c.query.get('building') === 'GB' ? GB : BN } }) });
    const { router } = renderScreen(<RoomBoardPage />, '/theo-doi-tinh-trang-phong');
    await screen.findByLabelText('Phòng 203: Báo trả và có cọc mới');
    await act(async () => fireEvent.click(screen.getByText('GB')));
    expect(router.state.location.search).toBe('?building=GB');
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(tiles()[0]!.getAttribute('href')).toBe('/phong/GB/101');
    expect(api.callsTo('GET', '/api/rooms').map((c) => c.query.get('building'))).toEqual(['BN', 'GB']);
  });
});

describe('room board remembers the building (issue 23, item 9)', () => {
  const forget = () => {
    localStorage.removeItem(rememberedKey(BOARD_BUILDING, 'ketoan'));
    localStorage.removeItem(rememberedKey(BOARD_BUILDING, 'baove2'));
  };
  const tiles = () => [...document.querySelectorAll<HTMLAnchorElement>('a.room-tile')];
  beforeEach(forget);
  afterEach(forget);

  it('reopens on the building last chosen, per user, and a link still wins', async () => {
    const api = stubApi({ 'GET /api/rooms': (c) => ({ body: { items: c.query.get('building') === 'GB' ? GB : BN } }) });
    const first = renderScreen(<RoomBoardPage />, '/theo-doi-tinh-trang-phong');
    await screen.findByLabelText('Phòng 203: Báo trả và có cọc mới');
    await act(async () => fireEvent.click(screen.getByText('GB')));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(localStorage.getItem(rememberedKey(BOARD_BUILDING, 'ketoan'))).toBe('GB');
    first.unmount();

    // Opened again from the menu (no ?building=): GB, with a clean URL.
    const again = renderScreen(<RoomBoardPage />, '/theo-doi-tinh-trang-phong');
    await waitFor(() => expect(tiles()[0]?.getAttribute('href')).toBe('/phong/GB/101'));
    expect(again.router.state.location.search).toBe('');
    expect(api.callsTo('GET', '/api/rooms').at(-1)!.query.get('building')).toBe('GB');
    // Back to BN from there is a choice like any other.
    await act(async () => fireEvent.click(screen.getByText('BN')));
    expect(again.router.state.location.search).toBe('?building=BN');
    await waitFor(() => expect(localStorage.getItem(rememberedKey(BOARD_BUILDING, 'ketoan'))).toBe('BN'));
    again.unmount();

    // A link naming the building wins over what was remembered.
    localStorage.setItem(rememberedKey(BOARD_BUILDING, 'ketoan'), 'GB');
    const linked = renderScreen(<RoomBoardPage />, '/theo-doi-tinh-trang-phong?building=BN');
    await screen.findByLabelText('Phòng 203: Báo trả và có cọc mới');
    linked.unmount();

    // Another user on the same browser starts on the default, not on ketoan's choice.
    sessionStore.signIn({ token: 't', role: 'SECURITY', username: 'baove2', name: 'Bảo vệ 2', user_id: 'u-bv2', is_remember_user: false });
    renderScreen(<RoomBoardPage />, '/theo-doi-tinh-trang-phong');
    await screen.findByLabelText('Phòng 203: Báo trả và có cọc mới');
  });
});
