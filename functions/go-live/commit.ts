import * as api from '../../shared/api/go-live';
import { auditItem } from '../platform/audit';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { checkedWorkbook, shown, voucherAfterMessage } from './checked-workbook';
import type { BatchContext } from './commit-context';
import { runLanes } from './commit-batch';
import { batchesDone, findImport, importFinished, importStarted } from './model/go-live-import';
import { batchCount, commitPlan } from './rules/commit-plan';
import { roomKey, vnDate } from './rules/context';
import { fileHashOf } from './rules/import-ids';

/**
 * How long one call writes before it answers its progress (ms): API Gateway gives a request 29 s, and
 * reading the file and checking it comes first. The caller (the admin tab, `npm run import`) calls
 * again with the same file until `done`.
 */
const WRITE_BUDGET_MS = 18_000;

const place = (e: api.GoLiveProblem) => [e.sheet, e.row ? `dòng ${e.row}` : null, e.column].filter(Boolean).join(', ');

/**
 * Commits a workbook whose dry run is clean (issue 25), in batches, each one transaction through the
 * same records and postVoucher as everyday work, each marking itself done in the import record
 * (model/go-live-import.ts) keyed by the file's hash. So the same file again writes nothing, and a run
 * that died half way is completed by the next call with the same file: the batches marked are skipped,
 * the others written. The dry run is made again first, against the rooms as they were when the import
 * began; a mistake is a 400 with every error, a voucher after the cut-over date a 409 (the import's
 * own are dated the cut-over day, which is not after it).
 */
export const goLiveCommit = operation(api.goLiveCommit, async ({ body }, { caller }) => {
  const started = Date.now();
  const file = Buffer.from(body.content_base64, 'base64');
  const fileHash = fileHashOf(file);
  const cutOver = body.cut_over_date;
  const before = await findImport(fileHash);
  if (before && before.cut_over_date !== cutOver)
    throw new Conflict(`Tệp này đã được nhập với ngày chuyển đổi ${vnDate(before.cut_over_date)}`, 'cut_over_date', 'state');
  const { rooms, after, result } = await checkedWorkbook(file, cutOver, before ? new Map(Object.entries(before.rooms_before)) : undefined);
  const lanes = commitPlan(result.accepted);
  const total = batchCount(lanes);
  const progress = (doneCount: number, done: boolean, already = false): api.GoLiveProgress => ({
    import_id: fileHash,
    cut_over_date: cutOver,
    done,
    already,
    batches_total: total,
    batches_done: doneCount,
    counts: result.counts,
    totals: result.totals,
  });
  if (before?.status === 'done') return progress(total, true, true);
  if (after) throw new Conflict(voucherAfterMessage(after, cutOver), 'cut_over_date', 'state');
  if (result.problems.length) {
    const errors = result.problems.map(shown);
    throw new BadRequest(
      `Tệp còn ${errors.length} lỗi: hãy chạy thử để xem và sửa trước khi ghi`,
      errors.map((e) => ({ path: 'content_base64', message: place(e) ? `${place(e)}: ${e.message}` : e.message })),
      'content_base64',
    );
  }

  const state = { done: before ? await batchesDone(fileHash) : new Set<string>(), deadline: started + WRITE_BUDGET_MS };
  const c: BatchContext = {
    fileHash,
    cutOver,
    caller,
    readings: new Map(result.accepted.readings.filter((r) => !r.v.consumer).map((r) => [roomKey(r.v.building, r.v.room), r])),
    answer: () => progress(state.done.size, false),
  };
  if (!before)
    await commit(
      [
        importStarted({
          file_hash: fileHash,
          cut_over_date: cutOver,
          batches_total: total,
          rooms_before: Object.fromEntries(rooms),
          status: 'running',
          started_at: nowIso(),
          started_by: caller.username,
        }),
      ],
      c.answer(),
    ).catch((e: unknown) => {
      // Another call with the same file began it a moment ago: this one helps finish it.
      if (!(e instanceof Conflict)) throw e;
    });
  const persons = new Map(result.accepted.stays.map((p) => [roomKey(p.stay.v.building, p.stay.v.room), p.tenants.length]));
  await runLanes(lanes, c, persons, state);
  if (state.done.size < total) return progress(state.done.size, false);
  const at = nowIso();
  await commit(
    [
      importFinished(fileHash, at),
      auditItem(
        caller,
        {
          action: 'create',
          entity: 'go_live_import',
          entityId: fileHash,
          summary:
            `Nhập dữ liệu ban đầu ngày chuyển đổi ${vnDate(cutOver)}: ${result.counts.rooms} phòng, ${result.counts.stays} lượt thuê, ` +
            `${result.counts.deposits} cọc giữ chỗ, ${result.counts.readings} chỉ số, ${result.counts.debts} khoản công nợ, ${result.counts.balances} số dư`,
        },
        at,
      ),
    ],
    progress(total, true),
  );
  return progress(total, true);
});
