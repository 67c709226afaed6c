import type { InternalSheet } from '../../../shared/api/utilities';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { internalConsumersOf } from '../../../shared/catalog/internal-consumers';
import type { MeterType } from '../../../shared/readings/usage';
import type { Entry } from '../ledger/posting';
import { readingOf, usageIn, type Sheet } from './reading-table';
import { internalAmount, type UnitCostSource } from './utility-balance-rules';

/**
 * The internal consumers' month table (washing machines, security) as a pure function of the stored
 * sheets: the same sheet shape and usage arithmetic as the rooms' readings (reading-table.ts), keyed by
 * consumer id, with no meter changes; each usage valued at the sheet's unit cost.
 */

export interface InternalStoredSheet extends Sheet {
  unit_cost: number;
  unit_cost_source: UnitCostSource;
  /** The month's expense voucher (Dr 6428 / Cr 6323 or 6322), null while nothing is posted. */
  voucher_id: string | null;
  /** The đồng posted by the entry in force (0: none). */
  posted_amount: number;
  /** The entry in force, reversed by the next save. */
  entry?: Entry;
}

export function internalTable(input: {
  building: BuildingCode;
  type: MeterType;
  month: string;
  sheets: readonly Sheet[];
  /** The sheet's own valuation when stored; else the one in force now. */
  unitCost: { unit_cost: number; unit_cost_source: UnitCostSource };
  voucherId: string | null;
  version: number;
}): InternalSheet {
  const { building, type, month, sheets } = input;
  const sheet = sheets.find((s) => s.month === month);
  const rows = internalConsumersOf(building).map((c) => {
    const current = readingOf(sheet, c.id);
    const u = usageIn(sheets, c.id, month);
    const usage = u.ok ? u.usage : null;
    return {
      consumer_id: c.id,
      name: c.name,
      kind: c.kind,
      floor: c.floor ?? null,
      previous: u.previous?.value ?? null,
      previous_month: u.previous?.month ?? null,
      current: current?.value ?? null,
      usage,
      amount: internalAmount(usage, input.unitCost.unit_cost),
      ...(current ? { entered_by: current.by, entered_at: current.at } : {}),
    };
  });
  const total_usage = rows.reduce((s, r) => s + (r.usage ?? 0), 0);
  return {
    building,
    type,
    month,
    ...input.unitCost,
    version: input.version,
    rows,
    total_usage,
    total_amount: internalAmount(total_usage, input.unitCost.unit_cost) ?? 0,
    voucher_id: input.voucherId,
  };
}
