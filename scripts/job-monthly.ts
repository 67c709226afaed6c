/**
 * `npm run job:monthly -- --month YYYY-MM`: runs the month-end job (functions/jobs/monthly-close.ts,
 * what the scheduler runs on the 1st at 01:00) against the local stack that `npm start` runs —
 * DynamoDB Local on :8000, s3rver on :4569, the same table and bucket names. Without --month it closes
 * last month. Running it again for a closed month writes nothing.
 */
import { parseArgs } from 'node:util';
import { vnToday } from '../shared/dates';

const LOCAL = {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: 'nha-tro',
  EXPORTS_BUCKET: 'nha-tro-exports',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  STAGE: 'local',
  LOG_LEVEL: 'WARN',
};

async function main() {
  const { values } = parseArgs({ options: { month: { type: 'string' } } });
  if (values.month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.month)) {
    console.error(`Tháng không hợp lệ: ${values.month} (dạng YYYY-MM, ví dụ 2026-10)`);
    process.exit(2);
  }
  if (values.month !== undefined && values.month >= vnToday().slice(0, 7)) {
    console.error(`Tháng ${values.month} chưa kết thúc: chỉ đóng được tháng đã qua`);
    process.exit(2);
  }
  // What the local stack's handlers read; a variable already set (another port, another table) wins.
  for (const [k, v] of Object.entries(LOCAL)) process.env[k] ??= v;
  const { handler } = await import('../functions/jobs/monthly-close');
  const t0 = Date.now();
  try {
    const r = await handler(values.month ? { month: values.month } : {});
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (!r.closed) console.log(`Tháng ${r.month} đã đóng từ trước: không ghi gì thêm (${seconds} giây).`);
    else
      console.log(
        `Đã đóng tháng ${r.month} trong ${seconds} giây: bảng cân đối ${r.frozen ? 'chốt mới' : 'đã chốt từ trước'}${r.balanced ? '' : ' (KHÔNG CÂN)'}, ` +
          `phân tích điện: ${r.analyses.E}, nước: ${r.analyses.W}, báo cáo điện nước lưu ${r.reports.frozen} toà (${r.reports.kept} toà đã lưu trước), ${r.files} tệp trong month-end/${r.month}/.`,
      );
  } catch (error) {
    const e = error as Error & { code?: string; cause?: { code?: string } };
    if (e.code === 'ECONNREFUSED' || e.cause?.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(String(e.message)))
      console.error('Không kết nối được môi trường cục bộ (DynamoDB Local :8000, s3rver :4569): hãy chạy `npm start` trước.');
    else console.error(e);
    process.exit(1);
  }
}

void main();
