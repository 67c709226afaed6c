import { addDays, lastDayOf, monthsBetween, vnToday, FIRST_BOOK_DATE } from '../../shared/dates';
import { linesBetween } from '../kernel/ledger/journal';
import { keptSidesReady, markKeptSidesReady } from '../kernel/ledger/kept-sides';
import { objectDayField, RECEIVABLE, sideBuilding, sideDayField, sideMonthField, SIDES_STALE } from '../kernel/ledger/kept-sides-rules';
import { keys } from '../platform/db/keys';
import { MAX_TX_ITEMS, transact, updateItem, type TxItem } from '../platform/db/transact';

/** Attributes set by one update: an expression stays well under DynamoDB's 4 KB. */
const FIELDS_PER_UPDATE = 60;

interface Write {
  key: Record<string, string>;
  attrs: Record<string, unknown>;
  fields: Map<string, number>;
  remove?: string;
}

/**
 * One-off backfill of 1311's kept sides (kernel/ledger/kept-sides-rules.ts) for a table whose vouchers
 * were posted before the sides were kept (or by raw writes: `kept_stale`): every 1311 line is read once
 * (one Query per month: O(history), this once), each object's balance is followed day by day, and the
 * fields are written whole (SET, so a run cut short is run again): each object's day nets (`y_…`), and
 * per building the sides' changes by month on its 1311 account rollup and by day on its 1311 day
 * rollups; then `META` / `MIGRATION#kept-sides-v1`, after which the trial balance reads them. Run it
 * while nothing writes (the local stack runs it at start, before the API takes writes): a voucher
 * posted between the read and the write would be lost from the sides.
 */
export async function backfillKeptSides(): Promise<{ already: boolean; objects: number }> {
  if (await keptSidesReady()) return { already: true, objects: 0 };
  const months = monthsBetween(FIRST_BOOK_DATE, addDays(vnToday(), 62));
  const lines = (await Promise.all(months.map((m) => linesBetween(`${m}-01`, lastDayOf(m), { account: RECEIVABLE })))).flat();

  /** object → building and its net by day */
  const objects = new Map<string, { building: string; days: Map<string, number> }>();
  for (const l of lines) {
    const building = sideBuilding(l.account, l.object);
    if (!building || !l.object) continue;
    const o = objects.get(l.object) ?? { building, days: new Map<string, number>() };
    o.days.set(l.date, (o.days.get(l.date) ?? 0) + l.debit - l.credit);
    objects.set(l.object, o);
  }

  const writes = new Map<string, Write>();
  const write = (key: Record<string, string>, attrs: Record<string, unknown>, remove?: string) => {
    const id = `${key.PK}|${key.SK}`;
    let w = writes.get(id);
    if (!w) writes.set(id, (w = { key, attrs, fields: new Map(), ...(remove ? { remove } : {}) }));
    return w;
  };
  for (const [object, o] of objects) {
    const w = write(keys.rollupObject(RECEIVABLE, object, undefined), { account: RECEIVABLE, object, wallet: 0 });
    for (const [date, n] of o.days) w.fields.set(objectDayField(date), n);
  }

  // Per building: every day some object moved, the sides at its end, written as changes from the day
  // before (day rollup) and from the month before (account rollup; every month with a move is written).
  const buildings = new Set([...objects.values()].map((o) => o.building));
  for (const building of buildings) {
    const mine = [...objects.values()].filter((o) => o.building === building);
    const days = [...new Set(mine.flatMap((o) => [...o.days.keys()]))].sort();
    const balance = new Map<(typeof mine)[number], number>();
    const account = write(keys.rollupAccount(RECEIVABLE, building), { account: RECEIVABLE, building }, SIDES_STALE);
    let sides = { p: 0, n: 0, o: 0 };
    let monthStart = { ...sides };
    let dayEnd = { ...sides };
    for (let i = 0; i < days.length; i++) {
      const date = days[i]!;
      const month = date.slice(0, 7);
      for (const o of mine) {
        const n = o.days.get(date);
        if (n === undefined) continue;
        const was = balance.get(o) ?? 0;
        const now = was + n;
        balance.set(o, now);
        sides = {
          p: sides.p - Math.max(0, was) + Math.max(0, now),
          n: sides.n - Math.max(0, -was) + Math.max(0, -now),
          o: sides.o - (was > 0 ? 1 : 0) + (now > 0 ? 1 : 0),
        };
      }
      const prev = i === 0 || days[i - 1]!.slice(0, 7) !== month ? monthStart : dayEnd;
      const day = write(keys.rollupDay(month, RECEIVABLE, building), { account: RECEIVABLE, building, month });
      for (const f of ['p', 'n', 'o'] as const) day.fields.set(sideDayField(f, date), sides[f] - prev[f]);
      dayEnd = { ...sides };
      if (i === days.length - 1 || days[i + 1]!.slice(0, 7) !== month) {
        for (const f of ['p', 'n', 'o'] as const) account.fields.set(sideMonthField(f, month), sides[f] - monthStart[f]);
        monthStart = { ...sides };
      }
    }
  }

  await writeAll([...writes.values()]);
  await markKeptSidesReady('backfill');
  return { already: false, objects: objects.size };
}

/** The writes as updates of at most FIELDS_PER_UPDATE fields, in transactions that touch an item once. */
async function writeAll(writes: Write[]): Promise<void> {
  const updates: { id: string; item: TxItem }[] = [];
  for (const w of writes) {
    const fields = [...w.fields];
    for (let i = 0; i === 0 || i < fields.length; i += FIELDS_PER_UPDATE) {
      const names: Record<string, string> = { '#e': 'entity' };
      const values: Record<string, unknown> = { ':e': 'rollup' };
      const sets = ['#e = :e'];
      Object.entries(w.attrs).forEach(([k, v], j) => {
        names[`#a${j}`] = k;
        values[`:a${j}`] = v;
        sets.push(`#a${j} = :a${j}`);
      });
      fields.slice(i, i + FIELDS_PER_UPDATE).forEach(([k, v], j) => {
        names[`#f${j}`] = k;
        values[`:f${j}`] = v;
        sets.push(`#f${j} = :f${j}`);
      });
      const remove = i === 0 && w.remove ? ` REMOVE #r` : '';
      if (remove) names['#r'] = w.remove!;
      updates.push({ id: `${w.key.PK}|${w.key.SK}`, item: updateItem(w.key, { expression: `SET ${sets.join(', ')}${remove}`, names, values }) });
    }
  }
  let batch: typeof updates = [];
  const flush = async () => {
    if (batch.length) await transact(batch.map((u) => u.item));
    batch = [];
  };
  for (const u of updates) {
    if (batch.length >= MAX_TX_ITEMS || batch.some((b) => b.id === u.id)) await flush();
    batch.push(u);
  }
  await flush();
}
