import { PAGE_ITEMS, type PerBill, type ScaleReport, type ScaleRow } from './scale-compare';

/** The scale report as `npm run bench:scales` prints it: one line a read, the issue's rows called out, the misses. */
export function formatScaleReport(r: ScaleReport): string[] {
  const n = `×${r.rooms_ratio}`;
  const ok = (miss: boolean) => (miss ? 'MISS' : 'ok  ');
  const run = (i: ScaleReport['base']) =>
    `${i.buildings} × ${i.rooms_per_building} rooms, ${i.months} months${i.generated_at ? `, ${i.generated_at.slice(0, 16)}` : ''}`;
  const read = (x: ScaleRow) =>
    `p95 ${x.p95_ms.base} → ${x.p95_ms.scaled} ms (×${x.p95_ms.ratio}, ≤ ${x.p95_ms.allowed}), items ${x.items_read.base} → ${x.items_read.scaled} (×${x.items_read.ratio}, ≤ ${x.items_read.allowed}) ${x.growth}`;
  const bill = (b: PerBill) =>
    `${b.ms.base} → ${b.ms.scaled} ms for ${b.bills.base} → ${b.bills.scaled} bills: ${b.ms_per_bill.base} → ${b.ms_per_bill.scaled} ms a bill (×${b.ms_per_bill.ratio})`;
  const history = (h?: { base?: { at_12_months: number; at_all_months: number }; scaled?: { at_12_months: number; at_all_months: number } }) =>
    h?.base || h?.scaled
      ? `; items at 12 months / all: ${h.base ? `${h.base.at_12_months} / ${h.base.at_all_months}` : '–'} at scale 1, ${h.scaled ? `${h.scaled.at_12_months} / ${h.scaled.at_all_months}` : '–'} at ${n}`
      : '';

  const lines = [`Scale report: scale 1 (${run(r.base)}) against rooms ${n} (${run(r.scaled)})`, `Rule: ${r.rule}`];
  for (const w of r.warnings) lines.push(`Warning: ${w}`);
  lines.push('');
  const store = (x: ScaleRow) =>
    x.on_dynamodb
      ? `; on DynamoDB ${x.on_dynamodb.miss ? 'MISS' : 'ok'}${x.on_dynamodb.within_a_page ? ' within a page' : ''} (store ${x.on_dynamodb.store_p95_ms.base} → ${x.on_dynamodb.store_p95_ms.scaled} ms, own ${x.on_dynamodb.own_ms.base} → ${x.on_dynamodb.own_ms.scaled} ms, ≤ ${x.on_dynamodb.own_ms.allowed})`
      : '';
  for (const x of r.operations) lines.push(`${ok(x.miss)} ${x.operation.padEnd(56)} ${read(x)}${store(x)}`);
  for (const f of r.failed_at_scaled) lines.push(`FAIL ${f}`);
  if (r.only_at_base.length) lines.push(`Only in the scale-1 run: ${r.only_at_base.join(', ')}`);
  if (r.only_at_scaled.length) lines.push(`Only in the rooms ${n} run: ${r.only_at_scaled.join(', ')}`);

  const c = r.called_out;
  lines.push('', 'Called out (issue 23 §13):');
  if (c.billing_run_one_building) lines.push(`${ok(c.billing_run_one_building.miss)} billing run, one building (p95): ${bill(c.billing_run_one_building)}`);
  if (c.billing_run_all_buildings)
    lines.push(`${ok(c.billing_run_all_buildings.miss)} billing run, six buildings at once: ${bill(c.billing_run_all_buildings)}`);
  if (c.unpaid_report)
    lines.push(`${ok(c.unpaid_report.miss)} unpaid report (${c.unpaid_report.operation}): ${read(c.unpaid_report)}${history(c.unpaid_report.history_check)}`);
  if (c.trial_balance)
    lines.push(`${ok(c.trial_balance.miss)} trial balance (${c.trial_balance.operation}): ${read(c.trial_balance)}${history(c.trial_balance.history_check)}`);
  if (c.admin_area) lines.push(`${ok(c.admin_area.miss)} admin area (${c.admin_area.operation}): ${read(c.admin_area)}`);
  if (c.not_measured.length) lines.push(`Not in both runs: ${c.not_measured.join(', ')}`);

  if (r.screens) {
    const slow = r.screens.rows.filter((s) => s.miss);
    lines.push(
      '',
      `Screens with rooms ${n} over ${r.screens.goal_ms} ms: ${slow.length ? slow.map((s) => `${s.path} ${s.scaled ?? 'never ready'}`).join(', ') : 'none'}`,
    );
  }
  const reads = r.operations.length;
  lines.push('', `${r.operations.filter((x) => x.miss).length} of ${reads} reads MISS; ${r.misses.length} misses in all.`);
  const judged = r.operations.filter((x) => x.on_dynamodb).length;
  lines.push(
    `On DynamoDB (the store's own growth taken out: items read constant, own time within the rule): ${r.misses_on_dynamodb.length} of ${judged} reads MISS${r.misses_on_dynamodb.length ? `: ${r.misses_on_dynamodb.join(', ')}` : ''}.`,
  );
  const paged = r.misses_within_a_page;
  if (paged.length)
    lines.push(`Of these, grown with the rooms within one page (≤ ${PAGE_ITEMS} items, no more requests): ${paged.length}: ${paged.join(', ')}.`);
  return lines;
}
