import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, planDate } from '../common';

/**
 * Utility prices and the legal electricity resale ceiling as dated settings (business rules §5), kept
 * in one settings item (one GetItem per read). Entries are never edited: a newer dated entry
 * supersedes; a mistaken future entry may be deleted before its date. Electricity may never be priced
 * above the ceiling in force.
 */

/** Far above any real price per kWh, m³ or person, far below anything that could overflow a bill. */
const MAX_UNIT_PRICE = 10_000_000;
/** `label` as it starts a sentence: "Giá điện". */
const unitPrice = (label: string) =>
  z
    .number({ error: `Vui lòng nhập ${label.toLowerCase()}` })
    .int(`${label} phải là số nguyên (đồng)`)
    .min(0, `${label} không được âm`)
    .max(MAX_UNIT_PRICE, `${label} tối đa 10.000.000 đ`);
const perKwh = (label: string) => unitPrice(label).min(1, `${label} phải lớn hơn 0`);

export const WATER_MODES = ['per_person', 'per_m3'] as const;
export const WATER_MODE_NAMES: Record<(typeof WATER_MODES)[number], string> = { per_person: 'theo người / tháng', per_m3: 'theo m³' };

const waterPrice = z.strictObject({
  mode: z.enum(WATER_MODES, { error: 'Cách tính tiền nước không hợp lệ' }),
  amount: unitPrice('Giá nước'),
});

export const datedPrice = z.object({
  from: z.string(),
  building: buildingCode.optional(),
  electricity_per_kwh: z.number().int(),
  water: z.object({ mode: z.enum(WATER_MODES), amount: z.number().int() }),
});
export const priceCeiling = z.object({ from: z.string(), per_kwh: z.number().int() });

export const priceSettings = z.object({
  /** Oldest first. */
  prices: z.array(datedPrice),
  ceilings: z.array(priceCeiling),
  /** 0: nothing stored yet (the defaults). Every change moves it on by one. */
  version: z.number().int(),
});
export type PriceSettings = z.infer<typeof priceSettings>;

const version = z.number({ error: 'Thiếu phiên bản bảng giá, vui lòng tải lại' }).int().min(0).max(1_000_000);

export const getPriceSettings = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/settings/prices',
  summary: 'Giá điện, nước theo ngày áp dụng và giá trần bán lẻ điện',
  response: priceSettings,
});

export const addPrice = endpoint({
  method: 'POST',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'readings', 'bills', 'logs'],
  path: '/api/settings/prices',
  summary: 'Thêm giá điện nước áp dụng từ một ngày (mọi toà hoặc một toà); giá điện không vượt giá trần',
  body: z.strictObject({
    from: planDate,
    building: buildingCode.optional(),
    electricity_per_kwh: perKwh('Giá điện'),
    water: waterPrice,
    version,
  }),
  response: priceSettings,
  status: 201,
});

export const deletePrice = endpoint({
  method: 'DELETE',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'readings', 'bills', 'logs'],
  path: '/api/settings/prices/{from}',
  summary: 'Xoá giá nhập nhầm khi chưa tới ngày áp dụng',
  params: z.strictObject({ from: planDate }),
  body: z.strictObject({ building: buildingCode.optional(), version }),
  response: priceSettings,
});

export const addPriceCeiling = endpoint({
  method: 'POST',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'logs'],
  path: '/api/settings/price-ceilings',
  summary: 'Thêm giá trần bán lẻ điện (đ/kWh, gồm VAT) áp dụng từ một ngày',
  body: z.strictObject({ from: planDate, per_kwh: perKwh('Giá trần'), version }),
  response: priceSettings,
  status: 201,
});
