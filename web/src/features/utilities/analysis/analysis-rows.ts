import type { AnalysisRow } from '../../../../../shared/api/utilities';
import { analysisRowMatches } from '../../../../../shared/exports/views';

export const rowKeyOf = (r: { building: string; room_id: string }): string => `${r.building}#${r.room_id}`;

export type ShownRow = AnalysisRow & { key: string };

/**
 * The rows the screen holds: the analysis answer with its key, the devices of the device fetch where
 * it names the room (spec §2: a finalized month loads the saved results and the device assignments).
 */
export function shownRows(
  rows: readonly AnalysisRow[] | undefined,
  devices?: readonly { building: string; room_id: string; devices: AnalysisRow['devices'] }[],
): ShownRow[] {
  if (!rows) return [];
  const assigned = new Map((devices ?? []).map((d) => [rowKeyOf(d), d.devices]));
  return rows.map((r) => ({ ...r, key: rowKeyOf(r), devices: assigned.get(rowKeyOf(r)) ?? r.devices }));
}

/**
 * The search box (building, room, device code or the note) and the 'Chỉ dòng bất thường' filter: the
 * same test the server export applies (shared/exports/views.ts), so the file holds the rows shown.
 */
export const filterRows = (rows: readonly ShownRow[], q: string, flaggedOnly: boolean): ShownRow[] => rows.filter((r) => analysisRowMatches(r, q, flaggedOnly));

/** The card: total use of the three months, over every room of the analysis (2 decimals). */
export function threeMonthTotals(rows: readonly AnalysisRow[]): { two_months_ago: number; previous_month: number; current: number } {
  const sum = (pick: (r: AnalysisRow) => number) => Math.round(rows.reduce((t, r) => t + pick(r), 0) * 100) / 100;
  return {
    two_months_ago: sum((r) => r.two_months_ago_consumption),
    previous_month: sum((r) => r.previous_month_consumption),
    current: sum((r) => r.consumption),
  };
}

/** The flags' quality: of the flags staff reviewed, how many they confirmed; and how many flags there are. */
export function flagShare(rows: readonly AnalysisRow[]): { flagged: number; reviewed: number; confirmed: number } {
  const flagged = rows.filter((r) => r.flag);
  const reviewed = flagged.filter((r) => r.flag_review);
  return { flagged: flagged.length, reviewed: reviewed.length, confirmed: reviewed.filter((r) => r.flag_review === 'confirmed').length };
}

/**
 * What finalize sends (spec §7 'analyses'): the rows shown after the fetch, every room of them (the
 * search and the flag filter only narrow the view), without the screen's own key.
 */
export const finalizePayload = (rows: readonly ShownRow[]): AnalysisRow[] => rows.map(({ key: _key, ...r }) => r);
