/**
 * `npx tsx scripts/job-owing-index.ts [--aws]`: gives the stay accounts owing from before the owing
 * index (functions/jobs/owing-index.ts) its keys, so the dashboard reads its oldest debts as one Query
 * and its unpaid total from 1311's kept sides. Without --aws it runs against the local stack `npm
 * start` runs (which also runs it itself at start); with --aws against the table named by TABLE_NAME
 * (scripts/job-runner.ts). Safe while others write; once done, a run is one read. Run it after the
 * receivables migration (scripts/job-stay-receivables.ts): while a room of old data owes, no marker.
 */
import { runJob } from './job-runner';

void runJob(async (_, seconds) => {
  const { backfillOwingIndex } = await import('../functions/jobs/owing-index');
  const r = await backfillOwingIndex();
  if (r.already) console.log(`Chỉ mục công nợ theo ngày nợ cũ nhất đã có từ trước: không ghi gì thêm (${seconds()} giây).`);
  else if (r.legacy.length)
    console.log(
      `Đã ghi chỉ mục cho ${r.accounts.toLocaleString('vi-VN')} lượt thuê còn nợ; toà ${r.legacy.join(', ')} còn công nợ theo phòng (dữ liệu cũ): chạy chuyển công nợ sang lượt thuê rồi chạy lại (${seconds()} giây).`,
    );
  else console.log(`Đã ghi chỉ mục cho ${r.accounts.toLocaleString('vi-VN')} lượt thuê còn nợ (${seconds()} giây).`);
});
