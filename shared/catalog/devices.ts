/**
 * The electric devices a room may have (spec §3: TL fridge, ML air-con, MG washer, MQ fan, BD electric
 * stove, BG gas stove, AD kettle), assigned per room and month on the consumption analysis screens.
 * `kwh` and `m3` are what one device typically adds to a month's use: with the persons staying they
 * make the "expected" use a flag compares against (a gas stove uses no electricity; a washer uses
 * water too). Rough figures on purpose: a flag asks a person to look, it does not accuse.
 */
export const DEVICE_CODES = ['TL', 'ML', 'MG', 'MQ', 'BD', 'BG', 'AD'] as const;
export type DeviceCode = (typeof DEVICE_CODES)[number];

export interface Device {
  code: DeviceCode;
  name: string;
  kwh: number;
  m3: number;
}

export const DEVICES: readonly Device[] = [
  { code: 'TL', name: 'Tủ lạnh', kwh: 35, m3: 0 },
  { code: 'ML', name: 'Máy lạnh', kwh: 120, m3: 0 },
  { code: 'MG', name: 'Máy giặt', kwh: 10, m3: 3 },
  { code: 'MQ', name: 'Máy quạt', kwh: 10, m3: 0 },
  { code: 'BD', name: 'Bếp điện', kwh: 60, m3: 0 },
  { code: 'BG', name: 'Bếp ga', kwh: 0, m3: 0 },
  { code: 'AD', name: 'Ấm đun', kwh: 15, m3: 0 },
];

/** What a person uses in a month besides the listed devices (lights, phone, laptop, shower). */
export const PER_PERSON = { kwh: 50, m3: 4 } as const;

export const deviceName = (code: string): string => DEVICES.find((d) => d.code === code)?.name ?? 'N/F';
