import * as z from 'zod';
import { BUILDING_CODES } from '../catalog/buildings';

/** A calendar date in Asia/Ho_Chi_Minh, `YYYY-MM-DD`; impossible dates (2026-02-30) are refused. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number);
    const t = new Date(Date.UTC(y!, m! - 1, d!));
    return t.getUTCFullYear() === y && t.getUTCMonth() === m! - 1 && t.getUTCDate() === d;
  }, 'Ngày không tồn tại');

/** A month, `YYYY-MM`. */
export const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Tháng phải có dạng YYYY-MM');

/** Money is an integer number of đồng, never a float. */
export const money = z.number().int('Số tiền phải là số nguyên (đồng)');
export const nonNegativeMoney = money.nonnegative('Số tiền không được âm');

export const buildingCode = z.enum(BUILDING_CODES, { error: 'Toà nhà không hợp lệ' });

/** Query strings arrive as text: accept `"20"` for a number. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const messageResponse = z.object({ message: z.string() });

export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
