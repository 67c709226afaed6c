/**
 * `npm run import -- <file.xlsx> [--dry-run] [--cut-over YYYY-MM-DD]`: the go-live workbook (issue 25)
 * checked and written through the API, as the admin tab does: the dry run first (every mistake with
 * its sheet, row and column; nothing written), then, when it is clean and --dry-run is not given, the
 * commit, called again and again with the same file until it says done (each call writes about 20
 * seconds of batches). Run again after a crash, it completes the import; run again after it finished,
 * it writes nothing.
 *
 * It talks to the API over HTTP with an admin's token, so it works the same against the local stack
 * (`npm start`: http://127.0.0.1:3030, the demo admin) and against AWS: GO_LIVE_API=https://…,
 * GO_LIVE_USER, GO_LIVE_PASSWORD.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { vnToday } from '../shared/dates';
import { DEMO_PASSWORD } from '../infra/local/demo-users';
import { LOCAL_PORTS } from '../infra/local/installation';

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the API's answers, read by field
}
/** One POST to the API: over HTTP here, in-process in the tests. */
export type Post = (path: string, body: unknown) => Promise<Answer>;

export interface ImportRun {
  file: Uint8Array;
  fileName: string;
  cutOver: string;
  dryRun: boolean;
  post: Post;
  log: (line: string) => void;
}

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
/** Calls of the commit at most: each writes ~20 s; 6 × 60 rooms take one or two. */
const MAX_CALLS = 50;

function failed(what: string, r: Answer): Error {
  const errors = (r.body?.errors ?? []) as { path: string; message: string }[];
  return new Error(`${what}: ${String(r.body?.message ?? r.status)}${errors.length ? `\n  ${errors.map((e) => e.message).join('\n  ')}` : ''}`);
}

/** The dry run, then (unless `dryRun`) the commit to the end. Answers whether the file is in (or, with `dryRun`, clean). */
export async function runImport(o: ImportRun): Promise<boolean> {
  const content_base64 = Buffer.from(o.file).toString('base64');
  const check = await o.post('/api/go-live/dry-run', { cut_over_date: o.cutOver, file_name: o.fileName, content_base64 });
  if (check.status !== 200) throw failed('Chạy thử không được', check);
  const d = check.body;
  o.log(
    `Chạy thử ${o.fileName} (ngày chuyển đổi ${o.cutOver}): ${d.counts.rooms} phòng mới, ${d.counts.stays} lượt thuê, ${d.counts.customers} khách, ` +
      `${d.counts.deposits} cọc giữ chỗ, ${d.counts.readings} chỉ số, ${d.counts.debts} khoản công nợ, ${d.counts.balances} số dư; ` +
      `bút toán số dư đầu: Nợ ${money(d.totals.debit)} / Có ${money(d.totals.credit)}.`,
  );
  if (!d.clean) {
    o.log(`Tệp có ${d.errors.length} lỗi (chưa ghi gì):`);
    for (const e of d.errors as { sheet: string | null; row: number | null; cell: string | null; message: string }[])
      o.log(`  ${e.sheet ?? 'Cả tệp'}${e.cell ? ` ô ${e.cell}` : e.row ? ` dòng ${e.row}` : ''}: ${e.message}`);
    return false;
  }
  if (o.dryRun) {
    o.log('Tệp không có lỗi. Bỏ --dry-run để ghi.');
    return true;
  }
  for (let call = 1; call <= MAX_CALLS; call++) {
    const r = await o.post('/api/go-live/commit', { cut_over_date: o.cutOver, content_base64 });
    if (r.status !== 200) throw failed('Ghi dữ liệu không được', r);
    const p = r.body;
    if (p.already) {
      o.log('Tệp này đã được nhập trước đây: không ghi thêm gì.');
      return true;
    }
    o.log(`Đã ghi ${p.batches_done}/${p.batches_total} phần.`);
    if (p.done) {
      o.log('Xong: dữ liệu ban đầu đã được ghi.');
      return true;
    }
  }
  throw new Error(`Chưa ghi xong sau ${MAX_CALLS} lần gọi: chạy lại lệnh để ghi tiếp`);
}

/** An admin's token from the API's own login (the local stack's demo admin unless told otherwise). */
async function signIn(api: string): Promise<string> {
  const username = process.env.GO_LIVE_USER ?? 'admin';
  const password = process.env.GO_LIVE_PASSWORD ?? DEMO_PASSWORD;
  const r = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!r.ok) throw new Error(`Đăng nhập ${username} không được (${r.status}): đặt GO_LIVE_USER / GO_LIVE_PASSWORD của một quản trị viên`);
  return ((await r.json()) as { token: string }).token;
}

export const httpPost =
  (api: string, token: string): Post =>
  async (path, body) => {
    const r = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json().catch(() => null)) as unknown };
  };

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, 'cut-over': { type: 'string' } },
  });
  const path = positionals[0];
  if (!path) {
    console.error('Cách dùng: npm run import -- <tệp.xlsx> [--dry-run] [--cut-over YYYY-MM-DD]');
    process.exit(2);
  }
  const cutOver = values['cut-over'] ?? vnToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(cutOver)) {
    console.error(`Ngày chuyển đổi không hợp lệ: ${cutOver} (dạng YYYY-MM-DD)`);
    process.exit(2);
  }
  const api = (process.env.GO_LIVE_API ?? `http://127.0.0.1:${LOCAL_PORTS.gateway}`).replace(/\/$/, '');
  try {
    const token = await signIn(api);
    const ok = await runImport({
      file: readFileSync(path),
      fileName: path.split('/').pop()!,
      cutOver,
      dryRun: values['dry-run'],
      post: httpPost(api, token),
      log: console.log,
    });
    process.exit(ok ? 0 : 1);
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    if (e.message === 'fetch failed' || e.cause?.code === 'ECONNREFUSED')
      console.error(`Không kết nối được API ${api}: hãy chạy \`npm start\` trước (hoặc đặt GO_LIVE_API).`);
    else console.error(e.message);
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith('go-live-import.ts')) void main();
