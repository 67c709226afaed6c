/**
 * `npx tsx scripts/job-entity-counts.ts [--aws]`: counts once the records written before record counts
 * were kept (functions/jobs/entity-counts.ts), so the admin area shows them instead of "đang đếm".
 * Without --aws it runs against the local stack `npm start` runs (which also runs it itself at start).
 * With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the table named
 * by TABLE_NAME (the stack's output `TableName`). Run it when nobody is writing; once done, a run is
 * one read.
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
  const { values } = parseArgs({ options: { aws: { type: 'boolean' } } });
  if (values.aws) {
    if (!process.env.TABLE_NAME) {
      console.error('Thiếu TABLE_NAME: tên bảng DynamoDB của stack (output TableName của NhaTro-<stage>).');
      process.exit(2);
    }
    process.env.LOG_LEVEL ??= 'WARN';
  } else for (const [k, v] of Object.entries(LOCAL)) process.env[k] ??= v;
  const { backfillEntityCounts } = await import('../functions/jobs/entity-counts');
  const t0 = Date.now();
  try {
    const r = await backfillEntityCounts();
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (r.already) console.log(`Số bản ghi đã được đếm từ trước: không ghi gì thêm (${seconds} giây).`);
    else
      console.log(
        `Đã đếm ${Object.values(r.counted)
          .reduce((a, b) => a + b, 0)
          .toLocaleString('vi-VN')} bản ghi của ${Object.keys(r.counted).length} loại (${seconds} giây).`,
      );
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

void main();
