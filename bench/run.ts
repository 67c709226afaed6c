import { mkdirSync, writeFileSync } from 'node:fs';
import { lastDayOf, vnToday } from '../shared/dates';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dynamo } from '../functions/platform/db/client';
import type { z } from 'zod';
import { routes } from '../functions/routes';
import { installRecorder } from '../functions/platform/db/recorder';
import { startLocalStack } from '../infra/local/stack';
import { stopAllChildren } from '../infra/local/processes';
import { History, monthsBack, poster, putter, roomIdsFor } from '../infra/local/history';
import { measure, type OpResult } from './measure';
import { timeInPasses, type Read, type Timed } from './passes';
import { fold } from '../shared/text/fold';
import { httpClient } from './http-client';
import { measureBundles, printBundles } from './bundles';
import { webWeight } from './web-weight';
import { BILLING_TARGETS, billingReport, printBilling } from './billing-targets';
import { bookHistoryCheck, financeReport, importStatement, printFinance, vcbStatement, type BookRead } from './finance-targets';
import { monthEndJobTarget, printUtilities, utilitiesTargets } from './utilities-targets';
import { anomalyTarget, printAnomalies } from './anomaly-targets';
import { benchUsers } from './bench-users';
import { screenSpeed } from './screen-speed';
import { formatSlowest } from './screen-results';
import { goLiveTarget, printGoLive } from './go-live-target';

/**
 * `npm run bench [-- --scale N --months M --samples S --skip-weights --skip-screens]`: seeds a realistic
 * history into a fresh DynamoDB Local through the real API — month by month, with each month's
 * readings, billing runs and receipts — then times every read operation of the room lifecycle and the
 * billing cycle through the local gateway next to a raw replay of the DynamoDB requests it made (in two
 * passes, the second in reverse order, each read's faster pass kept: bench/passes.ts), and
 * the billing cycle's writes as the history made them (bench/billing-targets.ts). Last, on the same
 * stack and history, every screen's time from a menu click on the production build in Chromium
 * (bench/screen-speed.ts; `--skip-screens` leaves it out). Writes bench/results.json; a run at another
 * scale writes bench/results-scale-N.json beside it, which `npm run bench:scales` compares with it.
 * Not a test: numbers vary with the machine; the targets are printed beside them.
 * First, before the stack loads the machine, it weighs what ships: every Lambda bundle's size and
 * module init (bench/bundles.ts, `npm run bundles`) and the web's chunks (scripts/web-weight.ts,
 * `npm run weight`); `--skip-weights` leaves them out.
 */
const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    months: { type: 'string', default: '24' },
    samples: { type: 'string', default: '100' },
    'skip-weights': { type: 'boolean', default: false },
    'skip-screens': { type: 'boolean', default: false },
  },
});
const scale = Number(args.scale);
const months = Number(args.months);
const samples = Number(args.samples);
/** Scale 1 is the reference run; another scale goes beside it, for bench/scale-report.ts. */
const RESULTS_FILE = scale === 1 ? 'results.json' : `results-scale-${scale}.json`;
const TARGET = { p95_ms: 50, ratio: 1.5 };
/** The ratio compares medians (the overhead our code adds); the latency target is on p95. */
const missed = (r: OpResult) => r.p95_ms > TARGET.p95_ms || r.ratio > TARGET.ratio || r.scans > 0;

/** The read operations this benchmark covers: the room lifecycle, the monthly billing cycle, the ledger and the finance books. */
const DOMAINS = new Set([
  'rooms',
  'deposits',
  'stays',
  'customers',
  'receipt-changes',
  'ledger',
  'logs',
  'readings',
  'utilities',
  'bills',
  'receipts',
  'internet',
  'other-debts',
  'expenses',
  'bank',
]);
/** The bank's reads are of this month: the statement the bench imports is. */
const THIS_MONTH_DOMAINS = new Set(['bank']);

/**
 * Optional fields a read is asked with beyond what queryFor fills. The journal's default page (500
 * lines) is more than one building's month holds at scale 1 (about 410 lines), so its first page
 * would be part-full at scale 1 and full at scale 10, and the comparison would weigh page sizes, not
 * the scale: its first page is read at 200 lines, a page both scales fill.
 */
const ASKED: Record<string, Record<string, string>> = { '/api/journal': { limit: '200' } };

/** Fills a GET's query from what its strict schema accepts: a typical month of one building (and what `asked` names). */
function queryFor(schema: z.ZodType | undefined, month: string, extra: Record<string, string>, asked: Record<string, string> = {}): string | undefined {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  const candidates: Record<string, string[]> = {
    building: ['BN'],
    from: [`${month}-01`, month],
    to: [lastDayOf(month), month],
    month: [month],
    date: [`${month}-15`],
    role: ['SECURITY'],
    q: ['Khách'],
    type: ['E'],
    wallet: ['2'],
    lastDateOfMonth: [lastDayOf(month)],
    status: ['all'],
    ...Object.fromEntries(Object.entries({ ...extra, ...asked }).map(([k, v]) => [k, [v]])),
  };
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(shape)) {
    if (field.safeParse(undefined).success && !['building', 'from', 'to', 'month', 'date', 'q'].includes(name) && !(name in asked)) continue;
    const value = candidates[name]?.find((v) => field.safeParse(v).success);
    if (value !== undefined) params.set(name, value);
    else if (name in asked) throw new Error(`bench: ${name}=${asked[name]} is refused by the read's query schema`);
    else if (!field.safeParse(undefined).success) return undefined;
  }
  return params.toString();
}

async function main() {
  const lambdas = args['skip-weights'] ? null : await measureBundles();
  if (lambdas) printBundles(lambdas);
  const web = args['skip-weights'] ? null : webWeight(console.log);
  const client = httpClient();
  const log = (res: Timed) =>
    console.log(
      `${missed(res) ? 'MISS' : 'ok  '} ${res.operation.padEnd(48)} p50 ${res.p50_ms} (raw ${res.raw_p50_ms}) p95 ${res.p95_ms} (raw ${res.raw_p95_ms}; passes ${res.passes_p95_ms.join(' / ')}) ms, ratio ${res.ratio}, ${res.dynamodb_requests} requests, ${res.items_read} items`,
    );
  const stack = await startLocalStack({ ports: { dynamodb: 19100, cognito: 19101, s3: 19102, gateway: 19103 }, quiet: true });
  try {
    const { token, tokenOf, agents } = await benchUsers(stack.apiUrl);
    // The go-live import first (issue 25), while the table is empty; it clears the table again after.
    const goLive = await goLiveTarget(stack.apiUrl, await tokenOf('admin'));
    printGoLive(goLive, console.log);
    const to = vnToday();
    // The expense payees are an admin's setting: the history saves them once with the admin's token.
    const admin = putter(stack.apiUrl, await tokenOf('admin'));
    const history = new History({ months, roomsPerBuilding: 60 * scale, to, seed: 42, concurrency: 6, admin, log: console.log }, agents);
    const post = poster(stack.apiUrl, token);
    // The handlers' own low-level client, with its warm connections: the replay differs from the
    // operation only by what the handler and the HTTP hop add.
    const raw = dynamo();
    installRecorder();

    // The trial balance of one month must read about the same items whatever the history length:
    // measure it after the first 12 months, and again after all of them.
    const twelve = monthsBack(to, Math.max(0, months - 12));
    const t0 = Date.now();
    console.log(`Writing ${months} months of history for 6 buildings × ${60 * scale} rooms...`);
    await history.runUntil(twelve, post);
    const monthAt12 = monthsBack(twelve, 1).slice(0, 7);
    const tbAt12 = await measure(
      'GET /api/journal/tb (12 months of history)',
      `${stack.apiUrl}/api/journal/tb?from=${monthAt12}-01&to=${lastDayOf(monthAt12)}`,
      token,
      raw,
      20,
      client,
    );
    const unpaidAt12 = await measure(
      'GET /api/debt/search (12 months of history)',
      `${stack.apiUrl}/api/debt/search?building=BN&month=${monthAt12}`,
      token,
      raw,
      20,
      client,
    );
    // Each book of one month likewise: its first page of lines and one rollup per building, whatever the history.
    const book = async (wallet: number, m: string, when: string): Promise<BookRead> => {
      const url = `${stack.apiUrl}/api/books/wallet?wallet=${wallet}&from=${m}-01&to=${lastDayOf(m)}`;
      const { items } = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: unknown[] };
      return { result: await measure(`GET /api/books/wallet (wallet ${wallet}, ${when} of history)`, url, token, raw, 20, client), lines: items.length };
    };
    const booksAt12 = [await book(2, monthAt12, '12 months'), await book(6, monthAt12, '12 months')];
    await history.runUntil('9999-12-31', post);
    const seconds = Math.round((Date.now() - t0) / 1000);
    console.log(`History written in ${seconds}s:`, history.counts);

    const month = monthsBack(to, 1).slice(0, 7); // last full month: every kind of record exists
    const tbAtAll = await measure(
      `GET /api/journal/tb (${months} months of history)`,
      `${stack.apiUrl}/api/journal/tb?from=${month}-01&to=${lastDayOf(month)}`,
      token,
      raw,
      20,
      client,
    );
    const unpaidAtAll = await measure(
      `GET /api/debt/search (${months} months of history)`,
      `${stack.apiUrl}/api/debt/search?building=BN&month=${month}`,
      token,
      raw,
      20,
      client,
    );
    const booksAtAll = [await book(2, month, `${months} months`), await book(6, month, `${months} months`)];
    const bookChecks = [
      bookHistoryCheck('bank book, wallet 2', booksAt12[0]!, booksAtAll[0]!, months),
      bookHistoryCheck('cash book, wallet 6 (BN)', booksAt12[1]!, booksAtAll[1]!, months),
    ];

    // This month's statement of bank wallet 2: most lines pay an occupied room by its code (last month's
    // bill), the rest free text; imported with its matching, then the same file again.
    const thisMonth = to.slice(0, 7);
    const statement = vcbStatement(history.occupied(to), thisMonth, to, month, 42);
    const imported = await importStatement(stack.apiUrl, token, statement.csv, `VCB-${thisMonth}.csv`);
    const again = await importStatement(stack.apiUrl, token, statement.csv, `VCB-${thisMonth}-lan-2.csv`);
    const finance = financeReport(imported, again, statement.coded, bookChecks);
    printFinance(finance, bookChecks, months, console.log);

    // A room billed that month (one that still owes, if any): the reads about one room's bill find it.
    const billed = (await (
      await fetch(`${stack.apiUrl}/api/payments/search?building=BN&month=${month}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      items: { room_id: string; status: string }[];
    };
    const room_id = (billed.items.find((b) => b.status === 'open') ?? billed.items[0])?.room_id ?? roomIdsFor(60 * scale)[0]!;
    const reads: Read[] = [];
    const skipped: string[] = [];
    // The reads of one record by its address (the room page, the tenant page): that room, and one of its people.
    const customer = (
      (await (
        await fetch(`${stack.apiUrl}/api/customers?building=BN&room_id=${room_id}&limit=1`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        items: { id: string }[];
      }
    ).items[0];
    const pathParams: Record<string, string | undefined> = { building: 'BN', room_id, id: customer?.id };
    for (const r of routes.filter((x) => x.endpoint.method === 'GET' && DOMAINS.has(x.domain))) {
      const asked = ASKED[r.endpoint.path];
      const q = queryFor(r.endpoint.query, THIS_MONTH_DOMAINS.has(r.domain) ? thisMonth : month, { room_id }, asked);
      const path = r.endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParams[name] ?? `{${name}}`);
      if (q === undefined || path.includes('{')) {
        skipped.push(r.endpoint.path);
        continue;
      }
      // A read asked with more than the usual says so in its name (`GET /api/journal (limit=200)`).
      const named = asked ? ` (${new URLSearchParams(asked).toString()})` : '';
      reads.push({ operation: `GET ${r.endpoint.path}${named}`, url: `${stack.apiUrl}${path}${q ? `?${q}` : ''}`, token });
    }
    // The cash book of a building's box, beside the bank book the loop measured.
    reads.push({
      operation: 'GET /api/books/wallet (cash BN, wallet 6)',
      url: `${stack.apiUrl}/api/books/wallet?wallet=6&from=${month}-01&to=${lastDayOf(month)}`,
      token,
    });
    // The admin's record counts: kept by the writes, so a few items whatever the history (issue 23 §11).
    reads.push({ operation: 'GET /api/admin/list-collection', url: `${stack.apiUrl}/api/admin/list-collection`, token: await tokenOf('admin') });
    // The header search (issue 24), from its index kept on write: 4 digits of a tenant's phone, and a name typed without diacritics.
    const someone = (
      (await (await fetch(`${stack.apiUrl}/api/customers?building=BN&limit=5`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        items: { name: string; phone?: string }[];
      }
    ).items.find((c) => c.phone);
    if (someone?.phone) {
      const words = fold(someone.name).split(/\s+/);
      for (const [label, q] of [
        ['phone, last 4 digits', someone.phone.replace(/\D/g, '').slice(-4)],
        ['name without diacritics', `${words[0]} ${words.at(-1)}`],
      ] as const)
        reads.push({ operation: `GET /api/search (${label})`, url: `${stack.apiUrl}/api/search?q=${encodeURIComponent(q)}`, token });
    } else skipped.push('/api/search (no customer with a phone in BN)');
    // Two passes, the second in reverse, each read's faster pass kept (bench/passes.ts). A read refused
    // (a route in progress, a query this bench cannot fill) is listed, and the others still measured.
    // The heap the reads are timed beside (handlers and the history's state, after a collection): it
    // grows with the scale, and so does the work of each collection that lands in a sample.
    (globalThis as { gc?: () => void }).gc?.();
    const heapAtReads = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
    console.log(`Timing ${reads.length} reads in two passes, ${samples} samples each (heap ${heapAtReads} MB)...`);
    const timed = await timeInPasses(reads, (r) => measure(r.operation, r.url, r.token, raw, samples, client));
    const results = timed.results;
    const failed = timed.failed.map((f) => f.error);
    for (const f of failed) console.log(`FAIL ${f}`);
    for (const res of results) log(res);
    // The consumption analysis of last month, every room, with the whole history of readings stored.
    const utilities = await utilitiesTargets({ apiUrl: stack.apiUrl, token, raw, client, month, samples });
    // The analyses of that month against the anomalies the history planted (issue 21 §7; alone: npm run bench:anomalies).
    utilities.anomalies = await anomalyTarget(stack.apiUrl, token, history.anomalyMonth, history.planted);
    if (!utilities.anomalies.pass) utilities.misses.push('consumption analysis anomalies');
    printAnomalies(utilities.anomalies, console.log);
    // Then the month-end job closes that month, as the scheduler would on the 1st (after the reads above: it finalizes the analyses).
    utilities.month_end_job = await monthEndJobTarget(month);
    if (!utilities.month_end_job.pass) utilities.misses.push('month-end job, 6 buildings');
    printUtilities(utilities, console.log);

    // This month's readings and runs, the six buildings at once: the wall time an operator waits for the whole company.
    await history.closeMonth(thisMonth, post, true);
    const billing = billingReport(history.timings, monthsBack(to, Math.max(1, Math.min(12, months - 1))).slice(0, 7), thisMonth, unpaidAt12, unpaidAtAll);
    printBilling(billing, console.log);
    // The screens last, on everything written: the browser's load stays out of the reads' timings.
    // The web weight built web/dist from this code already; otherwise build it now.
    const screens = args['skip-screens']
      ? undefined
      : await screenSpeed({
          apiUrl: stack.apiUrl,
          build: !(web && 'weights' in web),
          data: `the bench's history: 6 buildings × ${60 * scale} rooms, ${months} months`,
        }).catch((e: unknown) => {
          console.log(`Screen speed: not measured (${String(e instanceof Error ? e.message : e).split('\n')[0]})`);
          return { skipped: String(e), misses: [] as string[] };
        });
    if (screens && 'slowest' in screens) for (const line of formatSlowest(screens)) console.log(line);
    const out = {
      generated_at: new Date().toISOString(),
      machine: { cores: (await import('node:os')).cpus().length, node: process.version, heap_mb_at_reads: heapAtReads },
      dataset: { buildings: 6, rooms_per_building: 60 * scale, months, history_seconds: seconds, ...history.counts },
      targets: { ...TARGET, scans: 0 },
      trial_balance_history_check: {
        at_12_months: { items_read: tbAt12.items_read, dynamodb_requests: tbAt12.dynamodb_requests, p95_ms: tbAt12.p95_ms },
        [`at_${months}_months`]: { items_read: tbAtAll.items_read, dynamodb_requests: tbAtAll.dynamodb_requests, p95_ms: tbAtAll.p95_ms },
      },
      wallet_book_history_check: bookChecks,
      operations: results,
      not_measured: skipped,
      failed,
      billing: billing,
      finance,
      utilities,
      go_live: goLive,
      misses: [
        ...(goLive.pass ? [] : ['go-live import, 6 × 60 rooms']),
        ...results.filter(missed).map((r) => r.operation),
        ...failed,
        ...billing.misses,
        ...finance.misses,
        ...utilities.misses,
        ...(screens?.misses ?? []),
        ...(lambdas?.misses.map((m) => `lambda ${m}`) ?? []),
      ],
      lambdas,
      web_weight: web,
      screens,
    };
    mkdirSync(join(import.meta.dirname), { recursive: true });
    writeFileSync(join(import.meta.dirname, RESULTS_FILE), JSON.stringify(out, null, 2));
    console.log(`\nTrial balance items read: ${tbAt12.items_read} at 12 months, ${tbAtAll.items_read} at ${months} months.`);
    console.log(
      `Wrote bench/${RESULTS_FILE} (${results.length} operations, ${Object.keys(BILLING_TARGETS).length + 1} billing and ${2 + bookChecks.length} finance targets, ${out.misses.length} missing a target).`,
    );
    if (lambdas?.misses.length) console.log(`Lambdas over budget: ${lambdas.misses.join('; ')}`);
    if (web && 'weights' in web && web.misses.length) console.log(`Web over target: ${web.misses.join('; ')}`);
  } finally {
    await client.close();
    await stack.stop();
    await stopAllChildren();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
