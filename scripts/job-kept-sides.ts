/**
 * `npx tsx scripts/job-kept-sides.ts [--aws]`: follows once every 1311 line written before 1311's two
 * sides were kept on its rollups (functions/jobs/kept-sides.ts), so the trial balance reads them
 * instead of every stay. Without --aws it runs against the local stack `npm start` runs (which also
 * runs it itself at start). With --aws it uses the AWS credentials of this shell (AWS_PROFILE /
 * AWS_REGION) and the table named by TABLE_NAME (the stack's output `TableName`). Run it when nobody
 * is writing; once done, a run is one read. To rebuild (a building marked `kept_stale` by a raw
 * write), delete `META` / `MIGRATION#kept-sides-v1` and run it again.
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
  const { backfillKeptSides } = await import('../functions/jobs/kept-sides');
  const t0 = Date.now();
  try {
    const r = await backfillKeptSides();
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (r.already) console.log(`Số dư hai bên của 1311 đã được giữ từ trước: không ghi gì thêm (${seconds} giây).`);
    else console.log(`Đã tính số dư hai bên của 1311 từ ${r.objects.toLocaleString('vi-VN')} đối tượng (${seconds} giây).`);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

void main();
