/**
 * `npx tsx scripts/job-kept-sides.ts [--aws]`: follows once every 1311 line written before 1311's two
 * sides were kept on its rollups (functions/jobs/kept-sides.ts), so the trial balance reads them
 * instead of every stay. Without --aws it runs against the local stack `npm start` runs (which also
 * runs it itself at start). With --aws it uses the AWS credentials of this shell (AWS_PROFILE /
 * AWS_REGION) and the table named by TABLE_NAME (the stack's output `TableName`). Run it when nobody
 * is writing; once done, a run is one read. To rebuild (a building marked `kept_stale` by a raw
 * write), delete `META` / `MIGRATION#kept-sides-v1` and run it again.
 */
import { runJob } from './job-runner';

void runJob(async (_, seconds) => {
  const { backfillKeptSides } = await import('../functions/jobs/kept-sides');
  const r = await backfillKeptSides();
  if (r.already) console.log(`Số dư hai bên của 1311 đã được giữ từ trước: không ghi gì thêm (${seconds()} giây).`);
  else console.log(`Đã tính số dư hai bên của 1311 từ ${r.objects.toLocaleString('vi-VN')} đối tượng (${seconds()} giây).`);
});
