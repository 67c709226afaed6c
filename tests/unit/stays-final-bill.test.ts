import { describe, expect, it } from 'vitest';
import { checkOutLines, daysBetween, finalBill, proRatedRent, rentOn, round1000, settle, usageStart } from '../../functions/stays/final-bill';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import { DEFAULT_PRICES, priceOn, type DatedPrice } from '../../shared/catalog/prices';

const STAY = { account_key: 'customer_receivable', object: 'stay:MA-101:01STAY', object_name: 'Khách · HĐ 1 · Phòng 101 (MA)' };

process.env.TABLE_NAME ??= 'unit-table';

describe('pro-rated rent of the leave month', () => {
  it('counts the check-in day, not the check-out day, from the later of start and the 1st', () => {
    // Whole September 2026 up to the 16th: 15 days of 30.
    expect(proRatedRent([{ from: '2026-08-01', rent: 3_000_000 }], '2026-08-01', '2026-09-16')).toMatchObject({
      from: '2026-09-01',
      days: 15,
      daysInMonth: 30,
      amount: 1_500_000,
    });
    // Moved in on the 10th, left on the 20th: days 10..19.
    expect(proRatedRent([{ from: '2026-09-10', rent: 3_000_000 }], '2026-09-10', '2026-09-20')).toMatchObject({
      from: '2026-09-10',
      days: 10,
      amount: 1_000_000,
    });
    // Leaving on the 1st costs nothing of that month; leaving the day one moved in too.
    expect(proRatedRent([{ from: '2026-08-05', rent: 3_000_000 }], '2026-08-05', '2026-10-01').amount).toBe(0);
    expect(proRatedRent([{ from: '2026-10-05', rent: 3_000_000 }], '2026-10-05', '2026-10-05').amount).toBe(0);
  });

  it('rounds to the nearest 1,000 đ, halves up, in whole numbers', () => {
    // 3,500,000 × 7 / 31 = 790,322.58 → 790,000
    expect(proRatedRent([{ from: '2026-10-01', rent: 3_500_000 }], '2026-10-01', '2026-10-08').amount).toBe(790_000);
    // 3,100,000 × 5 / 31 = 500,000 exactly; 1,000,100 × 15 / 30 = 500,050 → 500,000; 1,001,000 × 15 / 30 = 500,500 → 501,000
    expect(round1000(3_100_000 * 5, 31)).toBe(500_000);
    expect(round1000(1_000_100 * 15, 30)).toBe(500_000);
    expect(round1000(1_001_000 * 15, 30)).toBe(501_000);
    expect(Number.isInteger(proRatedRent([{ from: '2026-02-01', rent: 3_333_333 }], '2026-02-01', '2026-02-17').amount)).toBe(true);
  });

  it('charges each rent for the days it was in force', () => {
    const history = [
      { from: '2026-08-01', rent: 3_000_000 },
      { from: '2026-09-11', rent: 3_300_000 },
    ];
    expect(rentOn(history, '2026-09-10')).toBe(3_000_000);
    expect(rentOn(history, '2026-09-11')).toBe(3_300_000);
    // 10 days at 3,000,000 and 10 at 3,300,000, of 30: 1,000,000 + 1,100,000
    expect(proRatedRent(history, '2026-08-01', '2026-09-21')).toMatchObject({ days: 20, monthlyRent: 3_300_000, amount: 2_100_000 });
  });

  it('counts calendar days across month and year ends', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe("where the final bill's usage starts", () => {
  const start = { electricity: 500, water: 10 };
  const final = { electricity: 650, water: 14 };
  it("a stay older than the leaving month starts at last month's sheet, which the monthly run billed up to", () => {
    expect(usageStart('2026-09-01', '2026-11-20', start, final, { electricity: 600, water: 12 })).toEqual({ electricity: 600, water: 12 });
  });
  it('a stay begun this month, no sheet, or a reading outside start..final (a meter changed) keeps the stay’s start', () => {
    expect(usageStart('2026-11-03', '2026-11-20', start, final, { electricity: 600, water: 12 })).toEqual(start);
    expect(usageStart('2026-09-01', '2026-11-20', start, final, {})).toEqual(start);
    expect(usageStart('2026-09-01', '2026-11-20', start, final, { electricity: 20, water: 15 })).toEqual(start);
  });
});

describe('final bill, settlement and posting', () => {
  const bill = (over: Partial<Parameters<typeof finalBill>[0]> = {}) =>
    finalBill({
      rentHistory: [{ from: '2026-09-01', rent: 3_000_000 }],
      startDate: '2026-09-01',
      leaveDate: '2026-10-16',
      startReadings: { electricity: 1_000, water: 50 },
      finalReadings: { electricity: 1_120, water: 58 },
      occupants: 2,
      price: priceOn('MA', '2026-10-16'),
      otherCharges: [{ label: 'Vệ sinh', amount: 100_000 }],
      credits: [],
      ...over,
    });

  it('adds rent, electricity by kWh, water per person pro-rated, and other charges, minus credits', () => {
    const b = bill();
    // rent 3,000,000 × 15/31 = 1,451,612.9 → 1,452,000; electricity 120 × 2,618 = 314,160; water 2 × 100,000 × 15/31 = 96,774 → 97,000
    expect(b).toMatchObject({ rent_days: 15, days_in_month: 31, rent: 1_452_000, electricity_kwh: 120, electricity: 314_160, water_units: 2, water: 97_000 });
    expect(b.total).toBe(1_452_000 + 314_160 + 97_000 + 100_000);
    expect(bill({ credits: [{ label: 'Trả trước', amount: 69_000 }] }).total).toBe(b.total - 69_000);
  });

  it('uses the dated price in force, a building of its own winning on the same date', () => {
    const prices: DatedPrice[] = [
      ...DEFAULT_PRICES,
      { from: '2026-10-01', electricity_per_kwh: 3_800, water: { mode: 'per_m3', amount: 20_000 } },
      { from: '2026-10-01', building: 'MA', electricity_per_kwh: 4_000, water: { mode: 'per_m3', amount: 25_000 } },
    ];
    expect(priceOn('MA', '2026-09-30', prices).electricity_per_kwh).toBe(2_618);
    expect(priceOn('MA', '2026-10-01', prices).electricity_per_kwh).toBe(4_000);
    expect(priceOn('BN', '2026-10-01', prices).electricity_per_kwh).toBe(3_800);
    expect(bill({ price: priceOn('MA', '2026-10-16', prices) })).toMatchObject({ water_mode: 'per_m3', water_units: 8, water: 200_000 });
  });

  it('applies the deposit up to the bill, then refunds or forfeits the rest', () => {
    expect(settle([{ object: 'deposit:D', held: 5_000_000 }], 2_000_000, false)).toMatchObject({
      applied: 2_000_000,
      refund: 3_000_000,
      forfeited: 0,
      receivable: 0,
    });
    expect(settle([{ object: 'deposit:D', held: 5_000_000 }], 2_000_000, true)).toMatchObject({ applied: 2_000_000, refund: 0, forfeited: 3_000_000 });
    expect(settle([{ object: 'deposit:D', held: 1_000_000 }], 2_000_000, false)).toMatchObject({ applied: 1_000_000, refund: 0, receivable: 1_000_000 });
    const two = settle(
      [
        { object: 'deposit:D', held: 1_000_000 },
        { object: 'stay:S', held: 500_000 },
      ],
      1_200_000,
      false,
    );
    expect(two.parts).toEqual([
      { object: 'deposit:D', held: 1_000_000, applied: 1_000_000, forfeited: 0, refund: 0 },
      { object: 'stay:S', held: 500_000, applied: 200_000, forfeited: 0, refund: 300_000 },
    ]);
  });

  it('posts a balanced entry: Dr 1311 / Cr 5111, deposit Dr 5212 / Cr 1311, forfeit Dr 5212 / Cr 7111', () => {
    const b = bill({ credits: [{ label: 'Giảm', amount: 69_000 }] });
    const s = settle([{ object: 'deposit:D', held: 3_000_000 }], b.total, true);
    const lines = checkOutLines(b, s, STAY, '101 (MA)');
    const e = buildEntry({ date: '2026-10-16', building: 'MA', voucher_type: 'check_out', voucher_id: 'C', description: 'x', lines }, 'now');
    const net = (account: string) => e.lines.filter((l) => l.account === account).reduce((t, l) => t + l.debit - l.credit, 0);
    expect(net('1311')).toBe(0);
    expect(net('5111')).toBe(-(b.total + 69_000));
    expect(net('5211')).toBe(69_000);
    expect(net('5212')).toBe(3_000_000);
    expect(net('7111')).toBe(-(3_000_000 - b.total));
  });

  it('charges a repair the tenant caused as a line of its own: Dr 1311 (the stay) / Cr 7111, in the total the deposit pays', () => {
    const repair = {
      kind: 'repair' as const,
      label: 'Sửa chữa do khách: Vỡ kính',
      quantity: null,
      unit_price: null,
      amount: 350_000,
      repair_ref: 'ordinary:R1',
    };
    const plain = bill();
    const b = bill({ repairs: [repair] });
    expect(b.repair_charges).toEqual([repair]);
    expect(b.total).toBe(plain.total + 350_000);
    expect(plain.repair_charges).toBeUndefined();
    const s = settle([{ object: 'deposit:D', held: 3_000_000 }], b.total, false);
    const e = buildEntry(
      { date: '2026-10-16', building: 'MA', voucher_type: 'check_out', voucher_id: 'C', description: 'x', lines: checkOutLines(b, s, STAY, '101 (MA)') },
      'now',
    );
    const net = (account: string) => e.lines.filter((l) => l.account === account).reduce((t, l) => t + l.debit - l.credit, 0);
    expect(e.lines.filter((l) => l.account === '1311' && l.debit > 0).map((l) => [l.object, l.debit])).toEqual([[STAY.object, b.total]]);
    expect(e.lines.filter((l) => l.account === '7111').map((l) => [l.credit, l.description])).toEqual([
      [350_000, 'Sửa chữa do khách: Vỡ kính - trả phòng 101 (MA)'],
    ]);
    expect(net('5111')).toBe(-plain.total);
    expect(net('1311')).toBe(b.total - s.applied);
    expect(e.lines.reduce((t, l) => t + l.debit - l.credit, 0)).toBe(0);
  });

  it('posts nothing for a zero bill and no deposit', () => {
    const zero = bill({ rentHistory: [{ from: '2026-10-01', rent: 0 }], finalReadings: { electricity: 1_000, water: 50 }, occupants: 0, otherCharges: [] });
    expect(zero.total).toBe(0);
    expect(checkOutLines(zero, settle([{ object: 'stay:S', held: 0 }], 0, false), STAY, '101 (MA)')).toEqual([]);
  });
});
