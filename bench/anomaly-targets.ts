import { lastDayOf } from '../shared/dates';
import type { AnalysisRow } from '../shared/api/utilities';
import { anomalyReport, type AnomalyReport, type PlantedAnomaly } from '../infra/local/history-anomalies';

/**
 * The consumption analysis judged on the history's planted anomalies (issue 21 §7): both analyses of
 * the history's last full month through the API, every planted room looked up in the analysis of its
 * type, and every flag on a room where nothing was planted counted as false. Target: every planted
 * anomaly flagged, at most 10 % of the rooms flagged per analysis.
 */
export async function anomalyTarget(apiUrl: string, token: string, month: string, planted: readonly PlantedAnomaly[]): Promise<AnomalyReport> {
  // Every page of the month's rows (the server answers a page of rooms at a time, issue 23 §13).
  const rowsOf = async (path: string) => {
    const rows: AnalysisRow[] = [];
    let cursor: string | undefined;
    do {
      const r = await fetch(
        `${apiUrl}${path}?month=${month}&date_start=${month}-01&date_end=${lastDayOf(month)}&limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (!r.ok) throw new Error(`${path} ${r.status}: ${(await r.text()).slice(0, 300)}`);
      const page = (await r.json()) as { items: AnalysisRow[]; cursor?: string };
      rows.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return rows;
  };
  const [E, W] = await Promise.all([rowsOf('/api/electricity-consumption-analysis'), rowsOf('/api/water-consumption-analysis')]);
  return anomalyReport(month, planted, { E, W });
}

export function printAnomalies(r: AnomalyReport, log: (s: string) => void) {
  const planted = r.planted
    .map(
      (a) =>
        `${a.building}-${a.room_id} ${a.kind} (${a.type}): ${a.flag ?? `NOT FLAGGED (${a.previous_month_consumption} → ${a.consumption}, ${a.customer_count} persons, devices ${a.devices.join(' ') || '—'})`}`,
    )
    .join('; ');
  log(
    `${r.pass ? 'ok  ' : 'MISS'} anomalies (${r.month}, ${r.rooms} rooms): ${r.caught}/${r.planted.length} planted flagged; flagged E ${r.flagged.E} (${r.flag_rate.E} %, ${r.false_flags.E} not planted), W ${r.flagged.W} (${r.flag_rate.W} %, ${r.false_flags.W} not planted); target all planted, ≤ ${r.target.flag_rate_max} % — ${planted}`,
  );
}
