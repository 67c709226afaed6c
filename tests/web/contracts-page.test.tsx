import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '../../shared/api/customers';
import ContractsPage from '../../web/src/features/customers/ContractsPage';
import { formatVnd } from '../../web/src/lib/format';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const contract = (room_id: string, start_date: string, v: Partial<Contract> = {}): Contract => ({
  contract_no: `HD-${room_id}`,
  building: 'BN',
  room_id,
  stay_id: `s-${room_id}`,
  start_date,
  rent: 3_000_000,
  deposit_held: 2_000_000,
  notice_days: 30,
  tenant_name: `Khách ${room_id}`,
  occupants_count: 1,
  status: 'active',
  created_at: `${start_date}T03:00:00.000Z`,
  ...v,
});

/** The contract numbers on screen, in the order shown. */
const shown = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child')].map((td) => td.textContent);

/** Clicks Xuất CSV and reads the file the browser was handed: its data lines' first cell (the number). */
async function exportedNumbers(): Promise<string[]> {
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:x'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ })));
  await waitFor(() => expect(blob).toBeDefined());
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob!);
  });
  const [, ...lines] = text.replace(/^\uFEFF/, '').split('\r\n');
  return lines.filter(Boolean).map((l) => l.split(',')[0]!);
}

/** Issue 23, item 4: the contracts screen opens on the contracts in force, whenever they started. */
describe('/hop-dong-thue-phong defaults', () => {
  beforeEach(() => {
    resetScreenState();
    signIn('staff');
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for the active contracts of BN over all time, and a status can still be widened', async () => {
    const api = stubApi({ 'GET /api/contracts/search': () => ({ body: { items: [] } }) });
    renderScreen(<ContractsPage />, '/hop-dong-thue-phong');
    await waitFor(() => expect(api.callsTo('GET', '/api/contracts/search').length).toBeGreaterThan(0));
    const query = Object.fromEntries(api.callsTo('GET', '/api/contracts/search')[0]!.query);
    expect(query).toEqual({ building: 'BN', status: 'active' });
    expect((screen.getByRole('checkbox', { name: 'Mọi thời gian' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a status and a date range asked for in the address', async () => {
    const api = stubApi({ 'GET /api/contracts/search': () => ({ body: { items: [] } }) });
    renderScreen(<ContractsPage />, '/hop-dong-thue-phong?status=&period=range&from=2026-11-01&to=2026-11-30');
    await waitFor(() => expect(api.callsTo('GET', '/api/contracts/search').length).toBeGreaterThan(0));
    expect(Object.fromEntries(api.callsTo('GET', '/api/contracts/search')[0]!.query)).toEqual({ building: 'BN', from: '2026-11-01', to: '2026-11-30' });
  });

  it('reads every page (the next asked with the cursor): the counts, the order and the export are the whole list', async () => {
    const api = stubApi({
      'GET /api/contracts/search': (c) =>
        c.query.get('cursor') === 'p2'
          ? { body: { items: [contract('301', '2026-03-01', { deposit_held: 5_000_000 })] } }
          : { body: { items: [contract('101', '2025-12-01'), contract('102', '2026-06-15')], cursor: 'p2' } },
    });
    renderScreen(<ContractsPage />, '/hop-dong-thue-phong');
    await waitFor(() => expect(shown()).toEqual(['HD-102', 'HD-301', 'HD-101']));
    expect(api.callsTo('GET', '/api/contracts/search').map((c) => Object.fromEntries(c.query))).toEqual([
      { building: 'BN', status: 'active' },
      { building: 'BN', status: 'active', cursor: 'p2' },
    ]);
    const counts = document.body.textContent ?? '';
    expect(counts).toContain('Số hợp đồng: 3');
    expect(counts).toContain('Đang hiệu lực: 3');
    expect(counts).toContain(`Tiền cọc (đang hiệu lực): ${formatVnd(9_000_000)}`);
    expect(await exportedNumbers()).toEqual(['HD-102', 'HD-301', 'HD-101']);
  });

  it('asks the ended contracts by start date: "Mọi thời gian" is for the ones in force only', async () => {
    const api = stubApi({
      'GET /api/contracts/search': () => ({ body: { items: [contract('201', '2026-11-02', { status: 'ended', end_date: '2026-11-20' })] } }),
    });
    renderScreen(<ContractsPage />, '/hop-dong-thue-phong?status=ended&from=2026-11-01&to=2026-11-30');
    await waitFor(() => expect(shown()).toEqual(['HD-201']));
    expect(api.callsTo('GET', '/api/contracts/search').map((c) => Object.fromEntries(c.query))).toEqual([
      { building: 'BN', status: 'ended', from: '2026-11-01', to: '2026-11-30' },
    ]);
    const allTime = screen.getByRole('checkbox', { name: 'Mọi thời gian' }) as HTMLInputElement;
    expect(allTime.checked).toBe(false);
    expect(allTime.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
