/**
 * `npx tsx scripts/job-pending-refunds.ts [--aws]`: gives the refunds waiting to be paid that were
 * stored before they were kept as items of their own (functions/jobs/pending-refunds.ts) their item,
 * so the dashboard's "refunds to pay" reads only those.
 * Without --aws it runs against the local stack `npm start` runs (which also runs it itself at start).
 * With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the table named
 * by TABLE_NAME (the stack's output `TableName`). Safe while others write; once done, a run is one read.
 */
import { runJob } from './job-runner';

void runJob(async (_, seconds) => {
  const { backfillPendingRefunds } = await import('../functions/jobs/pending-refunds');
  const r = await backfillPendingRefunds();
  if (r.already) console.log(`Danh sách phiếu trả cọc chờ chi đã có từ trước: không ghi gì thêm (${seconds()} giây).`);
  else console.log(`Đã ghi ${r.refunds.toLocaleString('vi-VN')} phiếu trả cọc chờ chi vào danh sách cần chi (${seconds()} giây).`);
});
