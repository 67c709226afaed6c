import type { StateBill, UtilityBalance } from '../../../shared/api/utilities';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { addMonths, daysBetween, daysInMonth, lastDayOf } from '../../../shared/dates';
import type { ChargeMode, MeterType } from '../../../shared/readings/usage';
import { perUnit, shownPrice, valueOfFraction, type Price } from '../../../shared/readings/valuation';

/**
 * A building's month of one utility, state against rooms + internal (business rules §5: loss = state −
 * (rooms + internal)), as a pure function of what was read. The rooms' reading period of month M is
 * [M-01, last day of M]; a state bill read over other dates compares with rooms + internal scaled to
 * the state period's days, and says so. Rates have 2 decimals and are 0 when their base is 0. Money
 * is valued at the state bill's exact price (amount ÷ units, never its 2-decimal display) and rounded
 * once (shared/readings/valuation.ts): the loss in đồng is round(loss units × amount ÷ units), and
 * rooms + internal as compared are the rest of the bill, so state = compared + loss in đồng as in units.
 */

export const round2 = (n: number): number => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
const ratio = (part: number, base: number): number => (base === 0 ? 0 : round2((part / base) * 100));
const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export interface BalanceInput {
  building: BuildingCode;
  type: MeterType;
  month: string;
  state: Pick<StateBill, 'units' | 'amount' | 'period_start' | 'period_end'> | null;
  /** `units` and `amount` null: no room has a reading that month (yet), so there is nothing to compare. */
  rooms: { units: number | null; amount: number | null; mode: ChargeMode };
  internal: { units: number; amount: number };
  /** % of the state units above which the loss is flagged. */
  lossThreshold: number;
  /** The legal resale ceiling (đ/kWh) on the month's last day; electricity only. */
  ceilingPerKwh: number | null;
}

/** How the state period compares with the reading month: the factor rooms + internal are scaled by, and why. */
export function proration(
  month: string,
  periodStart: string,
  periodEnd: string,
): { prorated: boolean; factor: number; days: { state: number; month: number }; note: string | null } {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const monthDays = daysInMonth(month);
  if (periodStart === first && periodEnd === last) return { prorated: false, factor: 1, days: { state: monthDays, month: monthDays }, note: null };
  const stateDays = daysBetween(periodStart, periodEnd) + 1;
  return {
    prorated: true,
    factor: stateDays / monthDays,
    // The factor as its two whole numbers: the loss in đồng is computed from them, not from the float.
    days: { state: stateDays, month: monthDays },
    note:
      `Kỳ hoá đơn nhà nước ${dmy(periodStart)}–${dmy(periodEnd)} (${stateDays} ngày) khác kỳ chỉ số phòng ${dmy(first)}–${dmy(last)} (${monthDays} ngày): ` +
      // Same length, shifted: the factor is 1, and saying "scaled by 31/31" would only puzzle the reader.
      (stateDays === monthDays
        ? 'cùng số ngày nên số dùng không cần quy đổi, nhưng hai kỳ lệch nhau'
        : `số dùng của phòng và nội bộ được quy đổi theo ${stateDays}/${monthDays} ngày`),
  };
}

export function balanceOf(i: BalanceInput): UtilityBalance {
  const { state, rooms, internal } = i;
  const roomsUnitPrice = rooms.mode === 'per_person' || !rooms.units || rooms.amount === null ? null : round2(rooms.amount / rooms.units);
  const ceiling = i.type === 'E' ? i.ceilingPerKwh : null;
  const base = {
    building: i.building,
    type: i.type,
    month: i.month,
    rooms_units: rooms.units,
    rooms_amount: rooms.amount,
    rooms_unit_price: roomsUnitPrice,
    internal_units: internal.units,
    internal_amount: internal.amount,
    ceiling_per_kwh: ceiling,
    price_flag: i.type === 'E' && roomsUnitPrice !== null && ceiling !== null && roomsUnitPrice > ceiling,
  };
  // Issue 23 §4: a month without the rooms' readings has no loss (it would read as the whole bill).
  const noLoss = { compared_amount: null, loss_units: null, loss_amount: null, loss_rate: null, loss_flag: false } as const;
  if (rooms.units === null) {
    const p = state && proration(i.month, state.period_start, state.period_end);
    return {
      ...base,
      state_units: state?.units ?? null,
      state_amount: state?.amount ?? null,
      state_unit_price: !state || state.units === 0 ? null : shownPrice({ amount: state.amount, units: state.units }),
      prorated: p?.prorated ?? false,
      period_note: p?.note ?? null,
      compared_units: null,
      ...noLoss,
    };
  }
  const used = rooms.units + internal.units;
  if (!state)
    return {
      ...base,
      state_units: null,
      state_amount: null,
      state_unit_price: null,
      prorated: false,
      period_note: null,
      compared_units: used,
      ...noLoss,
    };
  const p = proration(i.month, state.period_start, state.period_end);
  const compared = round2(used * p.factor);
  const statePrice: Price = { amount: state.amount, units: state.units };
  const lossUnits = round2(state.units - compared);
  const lossRate = ratio(lossUnits, state.units);
  // The exact loss is state − used × stateDays ÷ monthDays: valued over monthDays in one rounding.
  const lossAmount = valueOfFraction(state.units * p.days.month - used * p.days.state, p.days.month, statePrice);
  return {
    ...base,
    state_units: state.units,
    state_amount: state.amount,
    state_unit_price: state.units === 0 ? null : shownPrice(statePrice),
    prorated: p.prorated,
    period_note: p.note,
    compared_units: compared,
    compared_amount: state.units === 0 ? 0 : state.amount - lossAmount,
    loss_units: lossUnits,
    loss_amount: lossAmount,
    loss_rate: lossRate,
    loss_flag: lossRate > i.lossThreshold,
  };
}

/** How far back an earlier state bill may price internal use (months). */
export const EARLIER_BILL_MONTHS = 12;

export type UnitCostSource = 'state_bill' | 'earlier_state_bill' | 'room_price';

/** What internal use is valued at: the exact price (`unit_cost_basis`), its 2-decimal display and where it comes from. */
export interface UnitCost {
  unit_cost: number;
  unit_cost_source: UnitCostSource;
  unit_cost_basis: Price;
}

const costAt = (basis: Price, source: UnitCostSource): UnitCost => ({ unit_cost: shownPrice(basis), unit_cost_source: source, unit_cost_basis: basis });

/**
 * What one kWh or m³ of internal use costs in `month`: the month's state bill's price (exact: its
 * amount for its units), else — provisionally, until that bill arrives and re-values the sheet — the
 * newest earlier one's (the caller passes those of ≤ 12 months back), else the rooms' price (none per
 * m³ when water is charged per person, or no price dated yet: 0).
 */
export function unitCostOf(
  month: string,
  bills: readonly Pick<StateBill, 'month' | 'units' | 'amount'>[],
  roomPrice: { mode: ChargeMode; unit_price: number } | undefined,
): UnitCost {
  const floor = addMonths(month, -EARLIER_BILL_MONTHS);
  const priced = bills.filter((b) => b.units > 0 && b.month <= month && b.month >= floor).sort((a, b) => (a.month < b.month ? 1 : -1));
  const own = priced.find((b) => b.month === month);
  if (own) return costAt({ amount: own.amount, units: own.units }, 'state_bill');
  const earlier = priced[0];
  if (earlier) return costAt({ amount: earlier.amount, units: earlier.units }, 'earlier_state_bill');
  return costAt(perUnit(!roomPrice || roomPrice.mode === 'per_person' ? 0 : roomPrice.unit_price), 'room_price');
}

/** A sheet valued before its own month's state bill: its figures move when that bill arrives. */
export const isProvisional = (source: UnitCostSource): boolean => source !== 'state_bill';
