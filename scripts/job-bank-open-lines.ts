/**
 * `npx tsx scripts/job-bank-open-lines.ts [--aws]`: gives the bank lines stored before the unmatched
 * lines' index (functions/jobs/backfill-open-bank-lines.ts) their index keys, so the reads of unmatched
 * lines (possible internal transfers, suggestions, the list filtered on "chưa khớp") examine only those.
 * Without --aws it runs against the local stack `npm start` runs (which also runs it itself at start).
 * With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the table named
 * by TABLE_NAME (the stack's output `TableName`). Safe while others write; once done, a run is one read.
 */
import { runJob } from './job-runner';

void runJob(async (_, seconds) => {
  const { backfillOpenBankLines } = await import('../functions/jobs/backfill-open-bank-lines');
  const r = await backfillOpenBankLines();
  if (r.already) console.log(`Chỉ mục giao dịch ngân hàng chưa khớp đã có từ trước: không ghi gì thêm (${seconds()} giây).`);
  else console.log(`Đã ghi chỉ mục cho ${r.lines.toLocaleString('vi-VN')} giao dịch ngân hàng chưa khớp (${seconds()} giây).`);
});
