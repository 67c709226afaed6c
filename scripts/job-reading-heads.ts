/**
 * `npx tsx scripts/job-reading-heads.ts [--aws]`: gives the reading sheets written before their heads
 * were (functions/jobs/reading-heads.ts) a head, so the loss, the monthly report and the series read
 * the kept room totals instead of the sheets. Run it once the deploy has finished (a Lambda of the
 * version before writes sheets without heads).
 * Without --aws it runs against the local stack `npm start` runs (which also runs it itself at start).
 * With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the table named
 * by TABLE_NAME (the stack's output `TableName`). Safe while others write; run again, it writes nothing.
 */
import { runJob } from './job-runner';

void runJob(async (_, seconds) => {
  const { backfillReadingHeads } = await import('../functions/jobs/reading-heads');
  const r = await backfillReadingHeads();
  console.log(`Đã ghi phiên bản cho ${r.heads.toLocaleString('vi-VN')} bảng số điện/nước (${seconds()} giây).`);
});
