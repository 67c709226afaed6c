import type { Stay } from '../../../../shared/api/stays';
import { buildingName } from '../../../../shared/catalog/buildings';
import { formatDate } from '../../lib/format';
import { vehicleText } from '../../lib/vehicles';

/** The parts every stay document prints the same way: the room, the people, the vehicles. */
export const roomLine = (building: string, roomId: string) => `${roomId} – ${buildingName(building)}`;
export const occupantRows = (occupants: Stay['occupants']) =>
  occupants.map((o, i) => [String(i + 1), o.name, o.phone ?? '', o.id_number ?? '', formatDate(o.birth_date), o.hometown ?? '']);
export const OCCUPANT_HEADERS = ['STT', 'Họ tên', 'Số điện thoại', 'Số CCCD / hộ chiếu', 'Ngày sinh', 'Quê quán'];
export const vehicleRows = (vehicles: Stay['vehicles']) => vehicles.map((v, i) => [String(i + 1), vehicleText({ type: v.type }), v.plate ?? '']);
export const VEHICLE_HEADERS = ['STT', 'Loại xe', 'Biển số'];
