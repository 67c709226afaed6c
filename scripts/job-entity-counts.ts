/**
 * `npx tsx scripts/job-entity-counts.ts [--aws]`: counts once the records written before record counts
 * were kept (functions/jobs/entity-counts.ts), so the admin area shows them instead of "đang đếm".
 * Without --aws it runs against the local stack `npm start` runs (which also runs it itself at start).
 * With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the table named
 * by TABLE_NAME (the stack's output `TableName`). Run it when nobody is writing; once done, a run is
 * one read.
 */
import { runJob } from './job-runner';

void runJob(async (_, seconds) => {
  const { backfillEntityCounts } = await import('../functions/jobs/entity-counts');
  const r = await backfillEntityCounts();
  if (r.already) console.log(`Số bản ghi đã được đếm từ trước: không ghi gì thêm (${seconds()} giây).`);
  else
    console.log(
      `Đã đếm ${Object.values(r.counted)
        .reduce((a, b) => a + b, 0)
        .toLocaleString('vi-VN')} bản ghi của ${Object.keys(r.counted).length} loại (${seconds()} giây).`,
    );
});
