import type { MonthlyReportRow, UtilityBalance } from '../../../shared/api/utilities';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { internalConsumersOf } from '../../../shared/catalog/internal-consumers';
import { ceilingOn } from '../../../shared/catalog/prices';
import { addMonths, lastDayOf, monthsBetween, monthText } from '../../../shared/dates';
import type { MeterType } from '../../../shared/readings/usage';
import type { Caller } from '../../platform/claims';
import { auditItem } from '../../platform/audit';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { about, createItem, putItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { commit } from '../../kernel/commit';
import { internalSheetsBetween } from './internal-sheet';
import { priceSettings } from '../../admin';
import { usageIn } from '../../readings';
import { chargeIfPriced, TOTALS_LOOK_BACK } from './room-usage';
import { roomTotalsBetween } from './room-totals';
import { stateBillsBetween } from './state-bill';
import { balanceOf } from '../rules/utility-balance-rules';
import { utilitySettingsNow } from './utility-settings';

/**
 * The loss per building and month (business rules §5: loss = state − (rooms + internal)) and the
 * monthly report built from it. A range of months is read once per building and type: the rooms'
 * kept totals (room-totals.ts: a few small items, the sheets only where they changed), the state
 * bills (one Query), the internal sheets (one Query) and the settings — O(months), never the history. A frozen report (`UTILREPORT#<b>` / `<month>`) keeps
 * the figures as they were when saved, whatever readings change later.
 */

/** A building's balances of one type for each month `from`..`to`. */
export async function balancesBetween(building: BuildingCode, type: MeterType, from: string, to: string): Promise<Map<string, UtilityBalance>> {
  const pricesRead = priceSettings();
  const [rooms, bills, internal, settings, prices] = await Promise.all([
    roomTotalsBetween(
      building,
      type,
      from,
      to,
      pricesRead.then((p) => p.prices),
    ),
    stateBillsBetween(building, type, from, to),
    internalSheetsBetween(building, type, addMonths(from, -TOTALS_LOOK_BACK), to),
    utilitySettingsNow(),
    pricesRead,
  ]);
  const consumers = internalConsumersOf(building).map((c) => c.id);
  const out = new Map<string, UtilityBalance>();
  for (const month of monthsBetween(from, to)) {
    const sheet = internal.find((s) => s.month === month);
    const internalUnits = consumers.reduce((s, id) => {
      const u = usageIn(internal, id, month);
      return s + (u.ok ? (u.usage ?? 0) : 0);
    }, 0);
    out.set(
      month,
      balanceOf({
        building,
        type,
        month,
        state: bills.find((b) => b.month === month) ?? null,
        // The rooms read that month: none (a month not read yet) is no figure, not 0 (issue 23 §4).
        rooms: {
          units: rooms.get(month)?.units ?? null,
          amount: rooms.get(month)?.amount ?? null,
          mode: chargeIfPriced(building, type, month, prices.prices)?.mode ?? 'per_kwh',
        },
        internal: { units: internalUnits, amount: sheet?.posted_amount ?? 0 },
        lossThreshold: settings.loss_threshold,
        ceilingPerKwh: ceilingOn(lastDayOf(month), prices.ceilings)?.per_kwh ?? null,
      }),
    );
  }
  return out;
}

/** One building's month of one utility: state against rooms + internal, the loss and its flags. */
export async function buildingBalance(building: BuildingCode, type: MeterType, month: string): Promise<UtilityBalance> {
  return (await balancesBetween(building, type, month, month)).get(month)!;
}

const toReportRow = (i: Record<string, unknown>): MonthlyReportRow => ({
  building: i.building as BuildingCode,
  month: String(i.month),
  electricity: i.electricity as UtilityBalance,
  water: i.water as UtilityBalance,
  saved: true,
  saved_at: String(i.saved_at),
  saved_by: String(i.saved_by),
});

/** A building's frozen reports of `from`..`to`: one Query. */
export async function frozenReports(building: BuildingCode, from: string, to: string): Promise<MonthlyReportRow[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.utilityReports(building), ':lo': from, ':hi': to },
    ConsistentRead: true,
  });
  return items.map(toReportRow);
}

/** The report's rows `from`..`to`, oldest first: the frozen copy of a month where saved, else its figures now. */
export async function monthlyReportRows(building: BuildingCode, from: string, to: string): Promise<MonthlyReportRow[]> {
  const frozen = await frozenReports(building, from, to);
  const open = monthsBetween(from, to).filter((m) => !frozen.some((r) => r.month === m));
  let live: [Map<string, UtilityBalance>, Map<string, UtilityBalance>] = [new Map(), new Map()];
  if (open.length) live = await Promise.all([balancesBetween(building, 'E', open[0]!, open.at(-1)!), balancesBetween(building, 'W', open[0]!, open.at(-1)!)]);
  return monthsBetween(from, to).map(
    (month) =>
      frozen.find((r) => r.month === month) ?? {
        building,
        month,
        electricity: live[0].get(month)!,
        water: live[1].get(month)!,
        saved: false,
        saved_at: null,
        saved_by: null,
      },
  );
}

export const reportLabel = (building: string, month: string) => `Báo cáo điện nước tháng ${monthText(month)} toà ${building}`;

/**
 * Freezes a building's month: its figures now, kept as they are whatever changes later, with a log
 * line, in one transaction. `ifAbsent` (the month-end job): a month already frozen is kept as it is
 * (written false); otherwise (staff's save) the frozen copy is replaced by the figures now.
 */
export async function freezeMonthlyReport(
  building: BuildingCode,
  month: string,
  caller: Pick<Caller, 'sub' | 'username'>,
  { ifAbsent }: { ifAbsent: boolean },
): Promise<{ row: MonthlyReportRow; written: boolean }> {
  const key = keys.utilityReport(building, month);
  const existing = await getItem(key, { consistent: true });
  if (existing && ifAbsent) return { row: toReportRow(existing), written: false };
  const [electricity, water] = await Promise.all([buildingBalance(building, 'E', month), buildingBalance(building, 'W', month)]);
  const at = nowIso();
  const row: MonthlyReportRow = { building, month, electricity, water, saved: true, saved_at: at, saved_by: caller.username };
  const { saved: _s, ...stored } = row;
  const item = { ...key, entity: 'utility_report', ...stored };
  const figures = (r: Pick<MonthlyReportRow, 'electricity' | 'water'>) => ({
    electricity: { state: r.electricity.state_units, rooms: r.electricity.rooms_units, internal: r.electricity.internal_units, loss: r.electricity.loss_units },
    water: { state: r.water.state_units, rooms: r.water.rooms_units, internal: r.water.internal_units, loss: r.water.loss_units },
  });
  try {
    await commit(
      [
        !existing
          ? createItem(item, `${reportLabel(building, month)} vừa được lưu`)
          : about(
              putItem(item, {
                expression: 'saved_at = :s',
                values: { ':s': existing.saved_at },
                conflict: `${reportLabel(building, month)} vừa được người khác lưu, vui lòng tải lại`,
              }),
              'month',
            ),
        auditItem(
          caller,
          {
            action: existing ? 'update' : 'create',
            entity: 'utility_report',
            entityId: `${building}-${month}`,
            entityName: reportLabel(building, month),
            building,
            summary: `Lưu ${reportLabel(building, month).toLowerCase()}: thất thoát điện ${electricity.loss_units ?? '—'} kWh, nước ${water.loss_units ?? '—'} m³`,
            before: existing ? figures(toReportRow(existing)) : undefined,
            after: figures(row),
          },
          at,
        ),
      ],
      row,
    );
  } catch (error) {
    // The job raced another freeze of the same month: that copy stands.
    if (!(ifAbsent && error instanceof Conflict)) throw error;
    const now = await getItem(key, { consistent: true });
    if (!now) throw error;
    return { row: toReportRow(now), written: false };
  }
  return { row, written: true };
}
