import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contract, Customer } from '../../shared/api/customers';
import { docHtml } from '../../web/src/components/print/doc';
import CustomersPage from '../../web/src/features/customers/CustomersPage';
import { contractSummary } from '../../web/src/features/customers/print';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const customer = (building: string, room_id: string, name: string, v: Partial<Customer> = {}): Customer => ({
  id: `${building}-${room_id}-${name}`,
  building: building as Customer['building'],
  room_id,
  stay_id: 's1',
  contract_no: `${building}-${room_id}-A1`,
  name,
  check_in_date: '2026-11-01',
  status: 'staying',
  ...v,
});

let api: ReturnType<typeof stubApi>;
/** What the screen asked, as it went over the wire. */
const queries = () => api.calls.map((c) => ({ path: c.path, query: api.queryOf(c) }));

beforeEach(() => {
  signIn('staff');
  api = stubApi({
    'GET /api/rooms': () => ({ body: { items: [] } }),
    'GET /api/customers': (c) => ({
      body: {
        items: c.query.get('building') === 'GB' ? [customer('GB', '102', 'Lê Văn Hùng'), customer('GB', '101', 'Trần Thị Mai', { phone: '0903123456' })] : [],
      },
    }),
    'GET /api/customers/search': () => ({
      body: {
        items: [customer('GB', '101', 'Trần Thị Mai'), customer('MA', '117MA', 'Mai Anh', { status: 'left', left_date: '2026-10-31' })],
        truncated: true,
      },
    }),
  });
});
afterEach(resetScreenState);

const show = (url: string) => renderScreen(<CustomersPage />, url);
const names = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child')].map((td) => td.textContent);

describe('customer list (/bang-khach-hang)', () => {
  it("lists a building's staying customers by room, and every building one request each", async () => {
    const view = show('/bang-khach-hang?building=GB');
    await waitFor(() => expect(names()).toEqual(['Trần Thị Mai', 'Lê Văn Hùng']));
    expect(queries().filter((q) => q.path === '/api/customers')).toEqual([{ path: '/api/customers', query: { building: 'GB', status: 'staying' } }]);
    view.unmount();

    show('/bang-khach-hang?building=all');
    await waitFor(() =>
      expect(
        new Set(
          queries()
            .filter((q) => q.path === '/api/customers')
            .map((q) => q.query.building),
        ),
      ).toEqual(new Set(['BN', 'GB', 'TT', 'XA', 'MA', 'MT'])),
    );
    await waitFor(() => expect(names()).toEqual(['Trần Thị Mai', 'Lê Văn Hùng']));
  });

  it('reads every page of a building (the next asked with the cursor) and lists them together by room', async () => {
    api = stubApi({
      'GET /api/rooms': () => ({ body: { items: [] } }),
      'GET /api/customers': (c) =>
        c.query.get('cursor') === 'p2'
          ? { body: { items: [customer('GB', '9', 'Đỗ Văn Chín')] } }
          : { body: { items: [customer('GB', '102', 'Lê Văn Hùng'), customer('GB', '101', 'Trần Thị Mai')], cursor: 'p2' } },
    });
    show('/bang-khach-hang?building=GB');
    await waitFor(() => expect(names()).toEqual(['Đỗ Văn Chín', 'Trần Thị Mai', 'Lê Văn Hùng']));
    expect(queries().filter((q) => q.path === '/api/customers')).toEqual([
      { path: '/api/customers', query: { building: 'GB', status: 'staying' } },
      { path: '/api/customers', query: { building: 'GB', status: 'staying', cursor: 'p2' } },
    ]);
  });

  it('searches by name, phone or ID number through customers/search and says when there are more', async () => {
    show('/bang-khach-hang?building=all');
    const box = screen.getByPlaceholderText('Tìm tên, điện thoại, CCCD');
    await act(async () => fireEvent.change(box, { target: { value: 'm' } }));
    await act(async () => fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    // One letter is refused with the contract's own words, before asking.
    expect(await screen.findByText('Từ khoá tối thiểu 2 ký tự')).toBeTruthy();
    expect(queries().some((q) => q.path === '/api/customers/search')).toBe(false);
    // So are fewer than 4 digits of a phone or ID number (the index keeps runs of 4+).
    await act(async () => fireEvent.change(screen.getByPlaceholderText('Tìm tên, điện thoại, CCCD'), { target: { value: '098' } }));
    await act(async () => fireEvent.keyDown(screen.getByPlaceholderText('Tìm tên, điện thoại, CCCD'), { key: 'Enter', code: 'Enter', keyCode: 13 }));
    expect(await screen.findByText('Nhập ít nhất 4 chữ số của số điện thoại hoặc CCCD')).toBeTruthy();
    expect(queries().some((q) => q.path === '/api/customers/search')).toBe(false);

    await act(async () => fireEvent.change(screen.getByPlaceholderText('Tìm tên, điện thoại, CCCD'), { target: { value: 'mai' } }));
    await act(async () => fireEvent.keyDown(screen.getByPlaceholderText('Tìm tên, điện thoại, CCCD'), { key: 'Enter', code: 'Enter', keyCode: 13 }));
    await waitFor(() => expect(names()).toEqual(['Trần Thị Mai', 'Mai Anh']));
    // Issue 24: each room number opens its own building's room page.
    expect(screen.getByRole('link', { name: '117MA' }).getAttribute('href')).toBe('/phong/MA/117MA');
    expect(screen.getByRole('link', { name: '101' }).getAttribute('href')).toBe('/phong/GB/101');
    expect(queries().find((q) => q.path === '/api/customers/search')?.query).toEqual({ q: 'mai', limit: '200' });
    expect(screen.getByText('Còn khách khớp chưa hiện (đang hiện 2): hãy gõ cụ thể hơn.')).toBeTruthy();
    expect(screen.getByText('Đã rời')).toBeTruthy();
  });
});

describe('contract summary (A4)', () => {
  it('prints the tenant, room, money in words, notice days and an ended stamp', () => {
    const c: Contract = {
      contract_no: 'GB-101-A1',
      building: 'GB',
      room_id: '101',
      stay_id: 's1',
      start_date: '2026-11-01',
      end_date: '2026-11-21',
      rent: 4_400_000,
      deposit_held: 4_000_000,
      notice_days: 30,
      tenant_name: 'Trần Thị Mai',
      tenant_phone: '0903 123 456',
      occupants_count: 2,
      status: 'ended',
      created_at: '2026-11-01T03:00:00.000Z',
    };
    const html = docHtml(contractSummary(c));
    expect(html).toContain('TÓM TẮT HỢP ĐỒNG THUÊ PHÒNG');
    expect(html).toContain('Hợp đồng đã kết thúc ngày 21-11-2026');
    expect(html).toMatch(/4\.400\.000\s₫ \/ tháng \(Bốn triệu bốn trăm nghìn đồng\)/);
    expect(html).toMatch(/4\.000\.000\s₫ \(Bốn triệu đồng\)/);
    expect(html).toContain('30 ngày');
    expect(html).toMatch(/Bên cho thuê.*Bên thuê.*Trần Thị Mai/s);
  });
});
