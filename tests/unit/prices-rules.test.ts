import { describe, expect, it } from 'vitest';
import {
  ceilingBreach,
  ceilingOn,
  DEFAULT_CEILINGS,
  DEFAULT_PRICES,
  findPriceOn,
  priceScope,
  type DatedPrice,
  type PriceCeiling,
} from '../../shared/catalog/prices';
import { settingsOf } from '../../functions/admin/model/prices';

const water = { mode: 'per_person', amount: 100_000 } as const;
const price = (from: string, electricity_per_kwh: number, building?: DatedPrice['building']): DatedPrice => ({
  from,
  ...(building ? { building } : {}),
  electricity_per_kwh,
  water,
});

describe('the electricity ceiling rules', () => {
  it('finds the ceiling in force: the newest dated on or before the day', () => {
    const ceilings: PriceCeiling[] = [{ from: '2027-01-01', per_kwh: 2_500 }, ...DEFAULT_CEILINGS];
    expect(ceilingOn('2018-12-31', ceilings)).toBeUndefined();
    expect(ceilingOn('2026-12-31', ceilings)?.per_kwh).toBe(2_618);
    expect(ceilingOn('2027-01-01', ceilings)?.per_kwh).toBe(2_500);
  });

  it('accepts the defaults: the price is the ceiling itself', () => {
    expect(ceilingBreach(DEFAULT_PRICES, DEFAULT_CEILINGS)).toBeUndefined();
  });

  it('catches a price above the ceiling of its own date, for its building only', () => {
    const breach = ceilingBreach([...DEFAULT_PRICES, price('2026-11-01', 2_700, 'BN')], DEFAULT_CEILINGS);
    expect(breach).toMatchObject({ date: '2026-11-01', building: 'BN', price: { electricity_per_kwh: 2_700 }, ceiling: { per_kwh: 2_618 } });
  });

  it('catches an older price that stays in force past a lower ceiling, and lets a lower price from that day through', () => {
    const ceilings = [...DEFAULT_CEILINGS, { from: '2027-01-01', per_kwh: 2_500 }];
    expect(ceilingBreach(DEFAULT_PRICES, ceilings)).toMatchObject({ date: '2027-01-01', price: { from: '2019-01-01' }, ceiling: { per_kwh: 2_500 } });
    expect(ceilingBreach([...DEFAULT_PRICES, price('2027-01-01', 2_500)], ceilings)).toBeUndefined();
    // A building's own older price is superseded by a newer price for every building.
    expect(ceilingBreach([...DEFAULT_PRICES, price('2026-06-01', 2_600, 'GB'), price('2027-01-01', 2_500)], ceilings)).toBeUndefined();
    // ...but not by one of the same date: the building's own wins that day.
    expect(ceilingBreach([...DEFAULT_PRICES, price('2027-01-01', 2_600, 'GB'), price('2027-01-01', 2_500)], ceilings)).toMatchObject({ building: 'GB' });
  });

  it('finds no price before the first entry, and says whom an entry is for', () => {
    expect(findPriceOn('BN', '2018-12-31', DEFAULT_PRICES)).toBeUndefined();
    expect(priceScope({ building: 'MA' })).toBe('toà MA');
    expect(priceScope({})).toBe('mọi toà');
  });
});

describe('the stored price settings', () => {
  it('are the catalogue defaults at version 0 while nothing is stored', () => {
    expect(settingsOf(undefined)).toEqual({ prices: [...DEFAULT_PRICES], ceilings: [...DEFAULT_CEILINGS], version: 0 });
  });

  it('read back sorted by date (every building before one building on the same day), without null buildings', () => {
    const s = settingsOf({
      prices: [price('2027-01-01', 2_500, 'GB'), price('2027-01-01', 2_400), { ...price('2019-01-01', 2_618), building: undefined }],
      ceilings: [
        { from: '2027-01-01', per_kwh: 2_500 },
        { from: '2019-01-01', per_kwh: 2_618 },
      ],
      version: 4,
    });
    expect(s.prices.map((p) => `${p.from} ${p.building ?? '*'}`)).toEqual(['2019-01-01 *', '2027-01-01 *', '2027-01-01 GB']);
    expect('building' in s.prices[0]!).toBe(false);
    expect(s.ceilings.map((c) => c.from)).toEqual(['2019-01-01', '2027-01-01']);
    expect(s.version).toBe(4);
  });
});
