import { VEHICLE_TYPE_TEXT, type StayVehicle } from '../../../../../shared/api/customers/vehicle-cards';
import { buildingName } from '../../../../../shared/catalog/buildings';
import { escapeHtml, openPrintWindow } from '../../../components/print/print-window';
import { monthText } from '../../../../../shared/dates';

/** One card as printed: the stay's vehicle, the card it holds (or a blank number), the month it is valid for. */
export interface PrintedCard {
  building: string;
  room_id: string;
  tenant: string;
  vehicle: string;
  plate: string;
  card_no: string;
  month: string;
}

export const printedCard = (building: string, v: StayVehicle, month: string): PrintedCard => ({
  building,
  room_id: v.room_id,
  tenant: v.tenant,
  vehicle: VEHICLE_TYPE_TEXT[v.vehicle.type],
  plate: v.vehicle.plate ?? '',
  card_no: v.card?.card_no ?? '',
  month: v.card?.month ?? month,
});

const CSS = `
  .cards { display: grid; grid-template-columns: repeat(2, 90mm); gap: 6mm 8mm; justify-content: center; }
  .card { box-sizing: border-box; width: 90mm; height: 55mm; border: 1.5px solid #000; border-radius: 3mm; padding: 3mm 4mm; page-break-inside: avoid; display: flex; flex-direction: column; }
  .card h2 { font-size: 13px; text-align: center; margin: 0 0 1mm; text-transform: uppercase; }
  .card .bld { text-align: center; font-size: 11px; margin-bottom: 2mm; }
  .card .no { text-align: center; font-size: 22px; font-weight: bold; letter-spacing: 1px; margin: 1mm 0 2mm; min-height: 8mm; }
  .card table td { border: none; padding: 0.5mm 0; font-size: 12px; }
  .card table td:first-child { width: 24mm; color: #333; }
`;

/** The A4 sheet: two cards a row, each 90 × 55 mm (a card's size), every value escaped. */
export function vehicleCardsHtml(cards: readonly PrintedCard[]): string {
  const row = (label: string, value: string) => `<tr><td>${label}</td><td><b>${escapeHtml(value)}</b></td></tr>`;
  const card = (c: PrintedCard) => `
    <div class="card">
      <h2>Thẻ gửi xe</h2>
      <div class="bld">${escapeHtml(`${buildingName(c.building)} (${c.building})`)}</div>
      <div class="no">${c.card_no ? `Số ${escapeHtml(c.card_no)}` : 'Số ………'}</div>
      <table>
        ${row('Phòng', c.room_id)}
        ${row('Khách thuê', c.tenant)}
        ${row('Loại xe', c.vehicle)}
        ${row('Biển số', c.plate || '—')}
        ${row('Tháng', monthText(c.month))}
      </table>
    </div>`;
  return `<style>${CSS}</style><div class="cards">${cards.map(card).join('')}</div>`;
}

/** `building` undefined: the cards of every building (each card names its own). */
export const printVehicleCards = (building: string | undefined, cards: readonly PrintedCard[]) =>
  openPrintWindow({ title: building ? `Thẻ xe toà ${building}` : 'Thẻ xe tất cả toà nhà', bodyHtml: vehicleCardsHtml(cards), page: 'A4' });
