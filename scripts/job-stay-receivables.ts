/**
 * `npm run job:stay-receivables [-- --dry-run] [--max-rooms N] [--aws]`: moves receivables kept per
 * room onto the stays' accounts (functions/jobs/stay-receivables.ts). Without --aws it runs against
 * the local stack `npm start` runs (DynamoDB Local :8000, table nha-tro; `npm start` also runs it
 * itself). With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the
 * table named by TABLE_NAME (the stack's output `TableName`). Run again as often as needed: rooms
 * already migrated are skipped, and once all are, a run is one read.
 */
import { JobArgumentError, runJob } from './job-runner';

void runJob(
  async (values, seconds) => {
    const maxRooms = values['max-rooms'] === undefined ? undefined : Number(values['max-rooms']);
    if (maxRooms !== undefined && !(Number.isInteger(maxRooms) && maxRooms > 0))
      throw new JobArgumentError(`--max-rooms không hợp lệ: ${String(values['max-rooms'])} (số nguyên dương)`);
    const { migrateStayReceivables } = await import('../functions/jobs/stay-receivables');
    const r = await migrateStayReceivables({ dryRun: values['dry-run'] === true, ...(maxRooms ? { maxRooms } : {}) });
    if (r.already) {
      console.log(`Công nợ đã được chuyển sang lượt thuê từ trước: không ghi gì thêm (${seconds()} giây).`);
      return;
    }
    console.log(
      `${r.dryRun ? '[Chạy thử, không ghi] ' : ''}${r.migrated} phòng ${r.dryRun ? 'sẽ được' : 'đã'} chuyển (${r.entries} bút toán, ${r.accounts} tài khoản lượt thuê, ` +
        `tổng ${r.moved.toLocaleString('vi-VN')} đ), ${r.skipped} phòng đã chuyển trước đó, ${r.empty} phòng chưa có lượt thuê nào (${seconds()} giây).`,
    );
    for (const u of r.unassigned)
      console.log(`  Phòng ${u.room_id} (${u.building}) còn ${u.balance.toLocaleString('vi-VN')} đ nhưng không có lượt thuê nào: giữ nguyên trên phòng.`);
    if (!r.dryRun) console.log(r.done ? 'Hoàn tất: mọi phòng đã chuyển.' : 'Chưa xong: chạy lại lệnh này để chuyển tiếp các phòng còn lại.');
  },
  { 'dry-run': { type: 'boolean' }, 'max-rooms': { type: 'string' } },
);
