import type { InternalSheet } from '../../../shared/api/utilities';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { internalConsumersOf } from '../../../shared/catalog/internal-consumers';
import type { MeterType } from '../../../shared/readings/usage';
import type { Entry } from '../../kernel/ledger/entry';
import { readingOf, usageIn, type Sheet } from '../../readings';
import { valueRows } from '../../../shared/readings/valuation';
import { isProvisional, type UnitCost } from './utility-balance-rules';

/**
 * The internal consumers' month table (washing machines, security) as a pure function of the stored
 * sheets: the same sheet shape and usage arithmetic as the rooms' readings (reading-table.ts), keyed by
 * consumer id, with no meter changes; the usages valued together at the sheet's exact unit cost, so
 * the rows add up to the total that is posted (shared/readings/valuation.ts).
 */

export interface InternalStoredSheet extends Sheet, UnitCost {
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
  unitCost: UnitCost;
  voucherId: string | null;
  version: number;
}): InternalSheet {
  const { building, type, month, sheets } = input;
  const sheet = sheets.find((s) => s.month === month);
  const lines = internalConsumersOf(building).map((c) => {
    const u = usageIn(sheets, c.id, month);
    return { c, current: readingOf(sheet, c.id), u, usage: u.ok ? u.usage : null };
  });
  const valued = valueRows(
    lines.map((l) => l.usage),
    input.unitCost.unit_cost_basis,
  );
  const rows = lines.map(({ c, current, u, usage }, i) => ({
    consumer_id: c.id,
    name: c.name,
    kind: c.kind,
    floor: c.floor ?? null,
    previous: u.previous?.value ?? null,
    previous_month: u.previous?.month ?? null,
    current: current?.value ?? null,
    usage,
    amount: valued.rows[i] ?? null,
    ...(current ? { entered_by: current.by, entered_at: current.at } : {}),
  }));
  const total_usage = rows.reduce((s, r) => s + (r.usage ?? 0), 0);
  return {
    building,
    type,
    month,
    ...input.unitCost,
    provisional: isProvisional(input.unitCost.unit_cost_source),
    version: input.version,
    rows,
    total_usage,
    total_amount: valued.total,
    voucher_id: input.voucherId,
  };
}
