import { VEHICLE_TYPES } from '../../../shared/api/stays';

/** Vehicle types in staff's words, for the forms, the lists and the printed slips. */
export const VEHICLE_LABELS: Record<(typeof VEHICLE_TYPES)[number], string> = {
  motorbike: 'Xe máy',
  electric_bike: 'Xe điện',
  bicycle: 'Xe đạp',
  car: 'Ô tô',
};
export const vehicleOptions = VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_LABELS[t] }));
export const vehicleText = (v: { type: string; plate?: string }): string =>
  `${VEHICLE_LABELS[v.type as keyof typeof VEHICLE_LABELS] ?? v.type}${v.plate ? ` ${v.plate}` : ''}`;
