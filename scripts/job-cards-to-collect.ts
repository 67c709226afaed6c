/**
 * `npx tsx scripts/job-cards-to-collect.ts [--aws]`: gives the vehicle cards to collect that were out
 * before they were kept as items of their own (functions/jobs/cards-to-collect.ts) their item, so the
 * dashboard's "cards to collect" reads only those.
 * Without --aws it runs against the local stack `npm start` runs (which also runs it itself at start).
 * With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the table named
 * by TABLE_NAME (the stack's output `TableName`). Safe while others write; once done, a run is one read.
 */
import { runJob } from './job-runner';

void runJob(async (_, seconds) => {
  const { backfillCardsToCollectAll } = await import('../functions/jobs/cards-to-collect');
  const r = await backfillCardsToCollectAll();
  if (r.already) console.log(`Danh sách thẻ xe cần thu đã có từ trước: không ghi gì thêm (${seconds()} giây).`);
  else console.log(`Đã ghi ${r.cards.toLocaleString('vi-VN')} thẻ xe cần thu vào danh sách (${seconds()} giây).`);
});
