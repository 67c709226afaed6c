import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StayVehicle } from '../../shared/api/customers/vehicle-cards';
import { BUILDING_CODES, buildingName } from '../../shared/catalog/buildings';
import VehicleCardsPage from '../../web/src/features/customers/vehicle-cards/VehicleCardsPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

/** Issue 23 §4 on /the-xe: the toolbar's building filter (spec §2/§9): BN by default, with "Tất cả toà nhà". */
beforeEach(() => signIn('staff'));
afterEach(() => {
  resetScreenState();
  vi.restoreAllMocks();
});

const text = (el: Element) => el.textContent?.replace(/\s/g, ' ').trim() ?? '';
const click = async (el: Element) => act(async () => void fireEvent.click(el));
const openList = () => [...document.querySelectorAll('.ant-select-dropdown')].filter((d) => !d.classList.contains('ant-select-dropdown-hidden')).at(-1);
async function choices(label: string): Promise<Element[]> {
  const box = screen.getByRole('combobox', { name: label });
  if (box.getAttribute('aria-expanded') !== 'true') await act(async () => void fireEvent.mouseDown(box));
  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
  return [...openList()!.querySelectorAll('.ant-select-item-option')];
}

const VEHICLES: Record<string, StayVehicle[]> = {
  BN: [{ stay_id: 'S-BN-101', room_id: '101', contract_no: 'HD-BN-101', tenant: 'Nguyễn Văn Bình', vehicle: { type: 'motorbike', plate: '59X1-11111' } }],
  MA: [{ stay_id: 'S-MA-101', room_id: '101', contract_no: 'HD-MA-101', tenant: 'Trần Thị An', vehicle: { type: 'electric_bike', plate: '59X2-22222' } }],
};

describe('/the-xe building filter', () => {
  it('opens on BN, offers "Tất cả toà nhà", and then lists every building’s vehicles with their building, printed and handed out in their own building', async () => {
    const api = stubApi({
      'GET /api/vehicle-cards/vehicles': (c) => ({ body: { items: VEHICLES[c.query.get('building')!] ?? [] } }),
      'GET /api/vehicle-cards': () => ({ body: { items: [] } }),
      'POST /api/vehicle-cards': (c) => ({
        status: 201,
        body: {
          ...(c.body as object),
          id: '01M825RB9J42PVFRQXQM55DT07',
          contract_no: 'HD-MA-101',
          tenant: 'Trần Thị An',
          status: 'out',
          issued_at: '2026-11-01T02:00:00.000Z',
          issued_by: 'ketoan',
          version: 1,
        },
      }),
    });
    const written: string[] = [];
    const win = { document: { open: vi.fn(), write: (s: string) => written.push(s), close: vi.fn() }, focus: vi.fn(), print: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);

    renderScreen(<VehicleCardsPage />, '/the-xe');
    await screen.findByText('Nguyễn Văn Bình');
    expect(Object.fromEntries(api.callsTo('GET', '/api/vehicle-cards/vehicles')[0]!.query)).toEqual({ building: 'BN' });
    expect(Object.fromEntries(api.callsTo('GET', '/api/vehicle-cards')[0]!.query)).toEqual({ building: 'BN', status: 'out' });
    expect(text(screen.getByRole('combobox', { name: 'Toà nhà' }).closest('.ant-select')!.querySelector('.ant-select-selection-item')!)).toBe(
      `BN – ${buildingName('BN')}`,
    );
    expect(screen.getByRole('combobox', { name: 'Phòng' })).toBeTruthy();

    const options = await choices('Toà nhà');
    expect(text(options[0]!)).toBe('Tất cả toà nhà');
    await click(options[0]!);
    await waitFor(() => expect(api.callsTo('GET', '/api/vehicle-cards/vehicles')).toHaveLength(BUILDING_CODES.length));
    expect(
      api
        .callsTo('GET', '/api/vehicle-cards/vehicles')
        .map((c) => c.query.get('building'))
        .sort(),
    ).toEqual([...BUILDING_CODES].sort());
    await screen.findByText('Trần Thị An');
    // Rooms are of one building: no room filter over every building; each row names its building.
    expect(screen.queryByRole('combobox', { name: 'Phòng' })).toBeNull();
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].slice(1, 3).map(text));
    expect(rows).toEqual([
      ['BN', '101'],
      ['MA', '101'],
    ]);

    await click(screen.getByRole('button', { name: /In tất cả \(2\)/ }));
    const html = written.join('');
    expect(html).toContain('<title>Thẻ xe tất cả toà nhà</title>');
    const cards = html.split('class="card"').slice(1);
    expect(cards[0]).toContain(`${buildingName('BN')} (BN)`);
    expect(cards[1]).toContain(`${buildingName('MA')} (MA)`);

    await click(screen.getByRole('button', { name: 'Phát thẻ phòng 101 59X2-22222' }));
    const dialog = (await screen.findByRole('dialog')) as HTMLElement;
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Số thẻ'), { target: { value: 'M01' } }));
    await click(within(dialog).getByRole('button', { name: 'Phát thẻ' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/vehicle-cards')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/vehicle-cards')[0]!.body).toMatchObject({
      building: 'MA',
      room_id: '101',
      stay_id: 'S-MA-101',
      card_no: 'M01',
      month: dayjs().format('YYYY-MM'),
    });
  });
});
