/**
 * `npx tsx scripts/job-receipts-collected.ts [--aws]`: moves the collected receipts (TH…) stored before
 * they had a partition of their own (functions/jobs/receipts-collected.ts) there, so their list reads
 * only them, not the month's rent receipts.
 * Without --aws it runs against the local stack `npm start` runs (which also runs it itself at start).
 * With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the table named
 * by TABLE_NAME (the stack's output `TableName`). Safe while others write; once done, a run is one read.
 */
import { runJob } from './job-runner';

void runJob(async (_, seconds) => {
  const { backfillCollectedReceipts } = await import('../functions/jobs/receipts-collected');
  const r = await backfillCollectedReceipts();
  if (r.already) console.log(`Phiếu thu hộ đã ở danh sách riêng từ trước: không ghi gì thêm (${seconds()} giây).`);
  else console.log(`Đã chuyển ${r.moved.toLocaleString('vi-VN')} phiếu thu hộ sang danh sách riêng của chúng (${seconds()} giây).`);
});
