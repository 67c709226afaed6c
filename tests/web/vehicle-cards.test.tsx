import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StayVehicle, VehicleCard } from '../../shared/api/customers/vehicle-cards';
import { buildingName } from '../../shared/catalog/buildings';
import { CheckOutForm } from '../../web/src/features/stays/CheckOutForm';
import VehicleCardsPage from '../../web/src/features/customers/vehicle-cards/VehicleCardsPage';
import { refusal, renderScreen, resetScreenState, signIn, stubApi } from './harness';

beforeEach(() => signIn('staff'));
afterEach(() => {
  resetScreenState();
  vi.restoreAllMocks();
});

const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
function capturePrint() {
  const written: string[] = [];
  const win = { document: { open: vi.fn(), write: (s: string) => written.push(s), close: vi.fn() }, focus: vi.fn(), print: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  return { html: () => written.join(''), open };
}

const card: VehicleCard = {
  id: '01M825RB9J42PVFRQXQM55DT01',
  building: 'MA',
  room_id: '101',
  stay_id: 'S101',
  contract_no: 'HD-101',
  tenant: 'Trần Thị Thuê',
  vehicle_type: 'motorbike',
  plate: '59X1-12345',
  card_no: 'A07',
  month: '2026-10',
  status: 'out',
  issued_at: '2026-10-01T02:00:00.000Z',
  issued_by: 'ketoan',
  version: 1,
};
const VEHICLES: StayVehicle[] = [
  { stay_id: 'S101', room_id: '101', contract_no: 'HD-101', tenant: 'Trần Thị Thuê', vehicle: { type: 'motorbike', plate: '59X1-12345' }, card },
  { stay_id: 'S102', room_id: '102', contract_no: 'HD-102', tenant: 'Lê <Văn> Xe', vehicle: { type: 'car', plate: '51A-99999' } },
  { stay_id: 'S103', room_id: '103', contract_no: 'HD-103', tenant: 'Phạm Đạp', vehicle: { type: 'bicycle' } },
];
/** The screen's two reads: the current stays' vehicles, and the building's cards out. */
const LISTS = {
  'GET /api/vehicle-cards/vehicles': () => ({ body: { items: VEHICLES } }),
  'GET /api/vehicle-cards': () => ({ body: { items: [card] } }),
};

describe('/the-xe', () => {
  it('prints the chosen rooms’ cards on an A4 sheet: building, room, tenant, vehicle type and plate, card number, month', async () => {
    const api = stubApi({ ...LISTS });
    const printed = capturePrint();
    renderScreen(<VehicleCardsPage />, '/the-xe?building=MA&month=2026-11');
    await screen.findByText('Lê <Văn> Xe');
    expect(Object.fromEntries(api.callsTo('GET', '/api/vehicle-cards/vehicles')[0]!.query)).toEqual({ building: 'MA' });

    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
    await click(within(rows[0]!).getByRole('checkbox'));
    await click(within(rows[1]!).getByRole('checkbox'));
    await click(screen.getByRole('button', { name: /In thẻ đã chọn \(2\)/ }));

    expect(printed.open).toHaveBeenCalledTimes(1);
    const html = printed.html();
    expect(html).toContain('size: A4');
    const cards = html.split('class="card"').slice(1);
    expect(cards).toHaveLength(2);
    // The issued card: its number and its own month.
    for (const text of [`${buildingName('MA')} (MA)`, '101', 'Trần Thị Thuê', 'Xe máy', '59X1-12345', 'Số A07', '10/2026']) expect(cards[0]).toContain(text);
    // A vehicle without a card: a blank number, the month chosen on the screen, the tenant escaped.
    expect(cards[1]).toContain('Ô tô');
    expect(cards[1]).toContain('51A-99999');
    expect(cards[1]).toContain('Số ………');
    expect(cards[1]).toContain('11/2026');
    expect(cards[1]).toContain('Lê &lt;Văn&gt; Xe');
    expect(html).not.toContain('Phạm Đạp');
  });

  it('reads every page of the vehicles (the next asked with the cursor) and lists them by room number', async () => {
    const api = stubApi({
      ...LISTS,
      // Pages come in key order ("103" before "11"): the screen lists by room number.
      'GET /api/vehicle-cards/vehicles': (c) =>
        c.query.get('cursor') === 'p2'
          ? { body: { items: [{ ...VEHICLES[2]!, stay_id: 'S11', room_id: '11', tenant: 'Võ Mười Một' }] } }
          : { body: { items: VEHICLES, cursor: 'p2' } },
    });
    renderScreen(<VehicleCardsPage />, '/the-xe?building=MA');
    await screen.findByText('Võ Mười Một');
    expect(api.callsTo('GET', '/api/vehicle-cards/vehicles').map((c) => Object.fromEntries(c.query))).toEqual([
      { building: 'MA' },
      { building: 'MA', cursor: 'p2' },
    ]);
    const rooms = [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[1]!.textContent);
    expect(rooms).toEqual(['11', '101', '102', '103']);
  });

  it('keeps the chosen rooms in the URL and prints only them', async () => {
    stubApi({ ...LISTS });
    const printed = capturePrint();
    const { router } = renderScreen(<VehicleCardsPage />, '/the-xe?building=MA&room=103');
    await screen.findByText('Phạm Đạp');
    expect(screen.queryByText('Lê <Văn> Xe')).toBeNull();
    await click(screen.getByRole('button', { name: /In tất cả \(1\)/ }));
    const html = printed.html();
    expect(html.split('class="card"')).toHaveLength(2);
    expect(html).toContain('Xe đạp');
    expect(router.state.location.search).toContain('room=103');
  });

  it('hands out a card with the number typed, for the row’s stay and vehicle, and shows a number already out as the field’s refusal', async () => {
    const api = stubApi({
      ...LISTS,
      'POST /api/vehicle-cards': (c) =>
        (c.body as { card_no: string }).card_no === 'A07'
          ? refusal(409, 'Thẻ xe số A07 của toà MA đang được phát cho xe khác', { code: 'duplicate', field: 'card_no' })
          : {
              status: 201,
              body: { ...card, id: '01M825RB9J42PVFRQXQM55DT02', room_id: '102', stay_id: 'S102', card_no: 'B01', vehicle_type: 'car', plate: '51A-99999' },
            },
    });
    renderScreen(<VehicleCardsPage />, `/the-xe?building=MA&month=${dayjs().format('YYYY-MM')}`);
    await click(await screen.findByRole('button', { name: 'Phát thẻ phòng 102 51A-99999' }));
    const dialog = (await screen.findByRole('dialog')) as HTMLElement;
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Số thẻ'), { target: { value: 'A07' } }));
    await click(within(dialog).getByRole('button', { name: 'Phát thẻ' }));
    // The refusal sits on the card number's field (the form's problem banner may say it too).
    await within(dialog).findByText(/đang được phát cho xe khác/, { selector: '.ant-form-item-explain-error' });
    expect(api.callsTo('POST', '/api/vehicle-cards')[0]!.body).toEqual({
      building: 'MA',
      room_id: '102',
      stay_id: 'S102',
      plate: '51A-99999',
      vehicle_type: 'car',
      card_no: 'A07',
      month: dayjs().format('YYYY-MM'),
    });
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Số thẻ'), { target: { value: 'B01' } }));
    await click(within(dialog).getByRole('button', { name: 'Phát thẻ' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/vehicle-cards')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', '/api/vehicle-cards');
    expect(second!.headers['Idempotency-Key']).toBeTruthy();
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });
});

describe('/the-xe cards left behind', () => {
  it('lists the cards still out of stays that left, and takes one back on the version it was read with', async () => {
    const gone: VehicleCard = { ...card, id: '01M825RB9J42PVFRQXQM55DT05', stay_id: 'LEFT', room_id: '105', tenant: 'Khách Đã Đi', card_no: 'C05', version: 3 };
    const api = stubApi({
      'GET /api/vehicle-cards/vehicles': () => ({ body: { items: VEHICLES } }),
      'GET /api/vehicle-cards': () => ({ body: { items: [card, gone] } }),
      [`POST /api/vehicle-cards/${gone.id}/return`]: () => ({
        body: { ...gone, status: 'returned', version: 4, returned_at: '2026-11-22T03:00:00.000Z', returned_by: 'ketoan' },
      }),
    });
    renderScreen(<VehicleCardsPage />, '/the-xe?building=MA');
    const heading = await screen.findByText('Thẻ chưa thu (khách đã trả phòng hoặc đổi xe)');
    const table = heading.nextElementSibling as HTMLElement;
    expect(within(table).getByText('Khách Đã Đi')).toBeTruthy();
    // The running stay's card stays in the vehicles list, not here.
    expect(within(table).queryByText('A07')).toBeNull();
    await click(within(table).getByRole('button', { name: 'Thu thẻ C05' }));
    await click(await screen.findByRole('button', { name: 'Thu thẻ' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/vehicle-cards/${gone.id}/return`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/vehicle-cards/${gone.id}/return`)[0]!.body).toEqual({ version: 3 });
  });
});

describe('check-out form and vehicle cards', () => {
  it('warns before the check-out when the room’s stay still holds cards (only its own)', async () => {
    const stay = {
      id: 'S101',
      building: 'MA',
      room_id: '101',
      deposit_object: 'stay:S101',
      contract_no: 'HD-101',
      start_date: dayjs().subtract(20, 'day').format('YYYY-MM-DD'),
      rent: 3_000_000,
      rent_history: [],
      deposit_held: 3_000_000,
      deposit_top_up: 0,
      occupants: [{ name: 'Trần Thị Thuê', customer_id: 'c0' }],
      vehicles: [{ type: 'motorbike', plate: '59X1-12345' }],
      start_readings: { electricity: 1200, water: 350 },
      internet: false,
      notice_days: 30,
      status: 'active',
      version: 1,
      created_at: '2026-11-01T03:00:00.000Z',
      created_by: 'ketoan',
    };
    const api = stubApi({
      'GET /api/rooms': () => ({
        body: {
          items: [
            {
              building: 'MA',
              room_id: '101',
              floor: 1,
              status: 2,
              rent: 3_000_000,
              deposit: 3_000_000,
              max_occupants: 3,
              version: 2,
              updated_at: '2026-11-05T03:00:00.000Z',
            },
          ],
        },
      }),
      'GET /api/check-ins/search': () => ({ body: [stay] }),
      'GET /api/room-states/newest': () => ({ body: { items: [] } }),
      'GET /api/vehicle-cards': () => ({
        body: { items: [card, { ...card, id: '01M825RB9J42PVFRQXQM55DT09', stay_id: 'OTHER', room_id: '109', card_no: 'Z99' }] },
      }),
    });
    renderScreen(<CheckOutForm building="MA" roomId="101" onDone={vi.fn()} />);
    expect(await screen.findByText('Phòng còn giữ 1 thẻ xe chưa trả')).toBeTruthy();
    expect(screen.getByText(/Số A07 \(Xe máy 59X1-12345\)/)).toBeTruthy();
    expect(screen.queryByText(/Z99/)).toBeNull();
    expect(Object.fromEntries(api.callsTo('GET', '/api/vehicle-cards')[0]!.query)).toEqual({ building: 'MA', status: 'out' });
  });
});
