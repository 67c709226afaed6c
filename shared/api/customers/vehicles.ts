import * as z from 'zod';

/**
 * A tenant's vehicle (type and plate) as a stay lists it and a vehicle card names it. Its own small
 * file, re-exported by the stays contract: a read that shows vehicles (the room page, the dashboard,
 * the vehicle cards) needs this shape without evaluating every stay endpoint's schemas in its Lambda
 * (tests/unit/bundles.test.ts).
 */
export const VEHICLE_TYPES = ['motorbike', 'electric_bike', 'bicycle', 'car'] as const;
export const vehicle = z
  .strictObject({
    type: z.enum(VEHICLE_TYPES, { error: 'Loại xe không hợp lệ (motorbike, electric_bike, bicycle, car)' }),
    plate: z.string().trim().max(20).optional(),
  })
  .refine((v) => v.type === 'bicycle' || !!v.plate, { message: 'Vui lòng nhập biển số xe', path: ['plate'] });
export type Vehicle = z.infer<typeof vehicle>;
