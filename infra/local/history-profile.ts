import { DEVICES, type DeviceCode } from '../../shared/catalog/devices';
import { hash, rng, type RoomPlan, type Span } from './history-kit';

/**
 * A household's habits for one stay, drawn once per stay from its own seeded stream: its devices (a fan
 * always, the others drawn: an air-con in a third of the rooms) and how much each person uses. A month's
 * use is what the persons and devices use, ±10 % from one month to the next — so an ordinary room
 * stays within what the consumption analysis expects of it (business rules §6: 50 kWh and 4 m³ a person
 * plus the devices' figures), and the analysis' flags are left to the anomalies the history plants
 * (history-anomalies.ts). Before issue 21 each month was drawn anew from 60–220 kWh, so a third of the
 * rooms looked anomalous every month.
 */
export interface StayProfile {
  persons: number;
  devices: DeviceCode[];
  kwhPerPerson: number;
  m3PerPerson: number;
  /** How hard the devices are used: a share of their catalogue figure. */
  deviceShare: number;
}

/** Devices a household may have besides its fan, with how often. */
const OPTIONAL_DEVICES: readonly [DeviceCode, number][] = [
  ['TL', 0.6],
  ['ML', 0.35],
  ['AD', 0.5],
  ['BD', 0.2],
  ['BG', 0.3],
  ['MG', 0.1],
];

export function stayProfile(seed: number, room: Pick<RoomPlan, 'building' | 'room_id'>, stay: Span): StayProfile {
  const rand = rng(seed * 15_485_863 + hash(`profile${room.building}${room.room_id}${stay.start}`));
  const devices: DeviceCode[] = ['MQ', ...OPTIONAL_DEVICES.filter(([, p]) => rand() < p).map(([code]) => code)];
  return { persons: stay.persons, devices, kwhPerPerson: 40 + rand() * 20, m3PerPerson: 3 + rand() * 2, deviceShare: 0.8 + rand() * 0.3 };
}

/** A full month's use of the household (kWh or m³); `noise` in [0, 1) moves it ±10 %. */
export function monthlyUse(p: StayProfile, type: 'E' | 'W', noise: number): number {
  const ofDevices = p.devices.reduce((s, code) => s + (DEVICES.find((d) => d.code === code)?.[type === 'E' ? 'kwh' : 'm3'] ?? 0), 0);
  const base = p.persons * (type === 'E' ? p.kwhPerPerson : p.m3PerPerson) + p.deviceShare * ofDevices;
  return base * (0.9 + 0.2 * noise);
}

/** The stay living in the room at the end of `day` (its check-out day not counted), if any. */
export const stayOn = (stays: readonly Span[], day: string): Span | undefined => stays.find((s) => s.start <= day && (!s.leave || s.leave > day));
