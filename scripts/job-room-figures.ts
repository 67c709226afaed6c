/**
 * `npx tsx scripts/job-room-figures.ts [--aws]`: writes once each building's kept room statuses
 * (functions/jobs/room-figures.ts) for rooms written before they were kept, so the dashboard reads one
 * item per building instead of every room. Without --aws it runs against the local stack `npm start`
 * runs (which also runs it itself at start). With --aws it uses the AWS credentials of this shell
 * (AWS_PROFILE / AWS_REGION) and the table named by TABLE_NAME (the stack's output `TableName`). Safe
 * while others write (a status change meanwhile makes a building read again); once done, a run is a
 * read per building.
 */
import { runJob } from './job-runner';

void runJob(async () => {
  const { backfillRoomFigures } = await import('../functions/jobs/room-figures');
  const r = await backfillRoomFigures();
  if (!r.completed.length) console.log('Trạng thái phòng của mọi toà đã được ghi từ trước: không ghi gì thêm.');
  else console.log(`Đã ghi trạng thái ${r.rooms.toLocaleString('vi-VN')} phòng của toà ${r.completed.join(', ')} cho trang Tổng quan.`);
});
