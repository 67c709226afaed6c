import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HeaderSearch } from '../../web/src/features/search/HeaderSearch';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const ANSWER = {
  rooms: [{ building: 'BN', room_id: '101', status: 1 }],
  customers: [
    {
      id: '01JCUSTOMER00000000000000A',
      building: 'BN',
      room_id: '204',
      stay_id: 'S1',
      contract_no: 'HD-BN204-20261101',
      name: 'Nguyễn Văn An',
      phone: '0912345678',
      check_in_date: '2026-11-01',
      status: 'staying',
    },
  ],
  vouchers: [{ kind: 'deposit', number: 'CBN2611-006', building: 'BN', date: '2026-11-03', room_id: '101' }],
  contracts: [],
};

describe('header search', () => {
  beforeEach(() => {
    resetScreenState();
    signIn('staff');
  });

  const box = () => screen.getByRole('combobox', { name: 'Tìm nhanh' });

  it('typing asks the server once typing pauses; the results are grouped and Enter opens the chosen one', async () => {
    const api = stubApi({ 'GET /api/search': () => ({ body: ANSWER }) });
    const { router } = renderScreen(<HeaderSearch />, '/dashboard');
    fireEvent.change(box(), { target: { value: 'nguyen van' } });
    await screen.findByText('Nguyễn Văn An');
    expect(api.callsTo('GET', '/api/search').map((c) => c.query.get('q'))).toEqual(['nguyen van']);
    for (const group of ['Phòng', 'Khách hàng', 'Chứng từ']) expect(screen.getByText(group)).toBeTruthy();
    expect(screen.getByText('Thông tin phòng').getAttribute('href')).toBe('/thong-tin-phong?building=BN&room=101');
    // The room is first; one arrow down is the customer.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/khach-hang/01JCUSTOMER00000000000000A'));
  });

  it('Enter on a voucher opens the screen that lists it, narrowed to its number', async () => {
    stubApi({ 'GET /api/search': () => ({ body: { ...ANSWER, rooms: [], customers: [] } }) });
    const { router } = renderScreen(<HeaderSearch />, '/dashboard');
    fireEvent.change(box(), { target: { value: 'cbn2611-006' } });
    await screen.findByText('CBN2611-006');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bao-cao-nhan-coc'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('CBN2611-006');
  });

  it('Ctrl+K and "/" focus the box from anywhere; Esc closes the results', async () => {
    stubApi({ 'GET /api/search': () => ({ body: ANSWER }) });
    renderScreen(<HeaderSearch />, '/dashboard');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(box());
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(window, { key: '/' });
    expect(document.activeElement).toBe(box());
    fireEvent.change(box(), { target: { value: 'BN101' } });
    await screen.findByRole('listbox', { name: 'Kết quả tìm kiếm' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox', { name: 'Kết quả tìm kiếm' })).toBeNull();
  });

  it('a query of one character asks nothing', async () => {
    const api = stubApi({ 'GET /api/search': () => ({ body: ANSWER }) });
    renderScreen(<HeaderSearch />, '/dashboard');
    fireEvent.change(box(), { target: { value: 'a' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(api.callsTo('GET', '/api/search')).toEqual([]);
  });
});
