/**
 * `npm run job:stay-receivables [-- --dry-run] [--max-rooms N] [--aws]`: moves receivables kept per
 * room onto the stays' accounts (functions/jobs/stay-receivables.ts). Without --aws it runs against
 * the local stack `npm start` runs (DynamoDB Local :8000, table nha-tro; `npm start` also runs it
 * itself). With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the
 * table named by TABLE_NAME (the stack's output `TableName`). Run again as often as needed: rooms
 * already migrated are skipped, and once all are, a run is one read.
 */
import { parseArgs } from 'node:util';

const LOCAL = {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: 'nha-tro',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
  STAGE: 'local',
  LOG_LEVEL: 'WARN',
};

async function main() {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, 'max-rooms': { type: 'string' }, aws: { type: 'boolean' } } });
  const maxRooms = values['max-rooms'] === undefined ? undefined : Number(values['max-rooms']);
  if (maxRooms !== undefined && !(Number.isInteger(maxRooms) && maxRooms > 0)) {
    console.error(`--max-rooms không hợp lệ: ${values['max-rooms']} (số nguyên dương)`);
    process.exit(2);
  }
  if (values.aws) {
    if (!process.env.TABLE_NAME) {
      console.error('Thiếu TABLE_NAME: tên bảng DynamoDB của stack (output TableName của NhaTro-<stage>).');
      process.exit(2);
    }
    if (process.env.DYNAMODB_ENDPOINT) console.warn(`Lưu ý: DYNAMODB_ENDPOINT=${process.env.DYNAMODB_ENDPOINT} đang được đặt, sẽ dùng địa chỉ này.`);
    process.env.LOG_LEVEL ??= 'WARN';
  } else {
    // What the local stack's handlers read; a variable already set (another port, another table) wins.
    for (const [k, v] of Object.entries(LOCAL)) process.env[k] ??= v;
  }
  const { migrateStayReceivables } = await import('../functions/jobs/stay-receivables');
  const t0 = Date.now();
  try {
    const r = await migrateStayReceivables({ dryRun: values['dry-run'] ?? false, ...(maxRooms ? { maxRooms } : {}) });
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (r.already) {
      console.log(`Công nợ đã được chuyển sang lượt thuê từ trước: không ghi gì thêm (${seconds} giây).`);
      return;
    }
    console.log(
      `${r.dryRun ? '[Chạy thử, không ghi] ' : ''}${r.migrated} phòng ${r.dryRun ? 'sẽ được' : 'đã'} chuyển (${r.entries} bút toán, ${r.accounts} tài khoản lượt thuê, ` +
        `tổng ${r.moved.toLocaleString('vi-VN')} đ), ${r.skipped} phòng đã chuyển trước đó, ${r.empty} phòng chưa có lượt thuê nào (${seconds} giây).`,
    );
    for (const u of r.unassigned)
      console.log(`  Phòng ${u.room_id} (${u.building}) còn ${u.balance.toLocaleString('vi-VN')} đ nhưng không có lượt thuê nào: giữ nguyên trên phòng.`);
    if (!r.dryRun) console.log(r.done ? 'Hoàn tất: mọi phòng đã chuyển.' : 'Chưa xong: chạy lại lệnh này để chuyển tiếp các phòng còn lại.');
  } catch (error) {
    const e = error as Error & { code?: string; cause?: { code?: string } };
    if (!values.aws && (e.code === 'ECONNREFUSED' || e.cause?.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(String(e.message))))
      console.error('Không kết nối được DynamoDB Local (:8000): hãy chạy `npm start` trước.');
    else console.error(e);
    process.exit(1);
  }
}

void main();
